# De guidade första partierna (”Lär dig spela”).

title-learn = Lär dig spela
lesson-step = Lektion: steg { $step } av { $steps }
lesson-not-this = Inte den än. { $what }
lesson-eile-done = Fångad! Det är kärnan i spelet. Resten står i regelvyn: en tredje sexa i rad skickar dina pjäser tillbaka till stjärnan, och in i stugan krävs exakt rätt antal. Redo för ett riktigt parti?
lesson-real-game = Spela ett riktigt parti

## Eile mit Weile

lesson-eile-roll = Du spelar Röd mot Grön, två pjäser var. Dina pjäser väntar på din stjärna och lämnar den bara med en femma. Kasta tärningen: klicka på den, eller tryck på Mellanslag.
lesson-eile-enter = En femma! Sätt ut en pjäs på din startruta: klicka på den inringade pjäsen (eller Mellanslag).
lesson-eile-green-enters = Grön kastar också en femma och sätter ut en pjäs. Startrutorna, de med pilarna, är skyddsplatser: en pjäs där skickas aldrig tillbaka till stjärnan.
lesson-eile-six = Din tur: kasta igen.
lesson-eile-twelve = En sexa räknas som tolv, och du får kasta en gång till. Flytta din pjäs tolv rutor: klicka på den.
lesson-eile-again = En sexa till: kasta, och flytta den sedan tolv rutor till.
lesson-eile-three = Kasta igen, och flytta de tre rutor som tärningen ger dig.
lesson-eile-blockade = Grön kastar en femma till och sätter ut sin andra pjäs på sin startruta. Två pjäser av samma färg på en ruta är en blockad: ingen pjäs får passera den eller hamna på den, inte ens en av dess egna.
lesson-eile-blocked-roll = Din tur: kasta.
lesson-eile-lost = En sexa, men tolv rutor skulle gå förbi Gröns blockad: kastet är förlorat. En sexa ger ändå ett kast till: kasta.
lesson-eile-open = Grön kastar en etta. Den har ingen annan pjäs att flytta, så den måste öppna sin blockad: en pjäs kliver av den skyddade startrutan ut på en öppen ruta.
lesson-eile-capture-roll = Den som landar på en pjäs på en öppen ruta, eller går förbi den, skickar den tillbaka till dess stjärna. Kasta!
lesson-eile-capture = Tolv: din pjäs passerar Gröns startruta, där en pjäs är i säkerhet, och hoppar över pjäsen bortom den. Flytta den, så går den pjäsen tillbaka till stjärnan.
lesson-eile-second-enter = En femma med en pjäs ute: du får sätta ut din andra pjäs eller flytta fem. Sätt ut den.

## Rövarna

lesson-raz-step = Du spelar Vit mot Svart. Dina tio pjäser står på rutorna som är märkta med deras nummer. En pjäs går ett steg framåt eller åt sidan, aldrig snett, aldrig bakåt. Flytta din 4 från c2 till c3: klicka på den, sedan på rutan (eller tryck på Mellanslag).
lesson-raz-black-steps = Svart flyttar också sin 4 framåt: Svart går nedåt på brädet.
lesson-raz-again = Ditt drag: flytta 4:an vidare till c4.
lesson-raz-chain = En pjäs får hoppa över nästa pjäs på sin linje, av vilken färg som helst, till den tomma rutan bortom, och hoppa vidare så länge den vill; de överhoppade pjäserna står kvar. Din 1 på e1 hoppar över din egen 4 till e3, sedan över Svarts 4 till e5: gör den kedjan.
lesson-raz-black-five = Svart för fram en 5.
lesson-raz-enclose = Svarts 4 på e4 har nu din 1 ovanför sig. En pjäs som står direkt mellan två fiendepjäser på en rad eller en linje lämnar brädet. Flytta din 4 till e3 och stäng fällan.
lesson-raz-points = Slagen! En slagen pjäs ger sitt nummer i poäng åt den sida som slog den: 4 poäng. Den som först når 30 vinner.
lesson-raz-robber-way = Svarts stadsrutor är också märkta med nummer. En pjäs som avslutar sitt drag på en ruta märkt med sitt eget nummer blir rövare och ger dubbla sitt nummer i poäng. e6 är märkt 4 och tom: flytta din 4 upp till e4.
lesson-raz-robber-jump = Hoppa nu över din egen 1 till e6.
lesson-raz-robber = En rövare: åtta poäng! En rövare går också bakåt, glider över tomma rutor och hoppar åt alla fyra håll. Svarts 4 har klivit fram bredvid den: om Svarts 2 kommer ner till f6 står din rövare mellan två fiender, och en slagen rövare ger dubbla sitt nummer.
lesson-raz-robber-escape = Hoppa tillbaka över din 1 till e4: bara en rövare får gå bakåt.
lesson-raz-done = I säkerhet. Nu kan du spelet: steg, hoppkedjor, inneslutningar och rövare. En regel till: efter 60 drag utan att en pjäs slås eller en ny rövare uppstår vinner den som har flest poäng. Redo för ett riktigt parti?

## Kartspelet från 1918

lesson-suomi-setup = Du leder de röda mot de vita. Varje sida har sex brickor på sina platser. Först kastar sidorna i tur och ordning tärningen för sin styrka: ditt första kast är styrkan i tusen man för din bricka 1, det andra för bricka 2, och så vidare. Kasta sex gånger (klicka på tärningen eller tryck på Mellanslag).
lesson-suomi-roll = Kriget bryter ut, och de röda börjar alltid. Kasta tärningen.
lesson-suomi-march = En femma: flytta en bricka exakt fem sträckor, aldrig två gånger genom samma cirkel och aldrig över en annan bricka. Brickorna 3–6 är artilleri och håller sig till de tjocka linjerna, järnvägarna och sjövägarna. Marschera kanonerna från Viborg (på kartan Viipuri) till Kouvola.
lesson-suomi-white-march = De vita kastar och marscherar också.
lesson-suomi-shoot-roll = Din tur: kasta.
lesson-suomi-shoot = En sexa! I stället för att marschera får en bricka skjuta: står en fiende inom kastets räckvidd stannar brickan bredvid den, och fienden förlorar så många tusen man som kastet visar, minus en för varje sträcka efter den första (artilleriet en mer). Männen från Åbo (på kartan Turku) når Karis (Karjaa) bredvid den vita brickan: skjut.
lesson-suomi-white-shoots = Tretusen vita föll. Nu svarar de vita: deras kanoner seglar från Tallinn (Tallinna) och skjuter mot Helsingfors (Helsinki).
lesson-suomi-verse-roll = Kasta.
lesson-suomi-verse = En etta. De stjärnmärkta platserna har verser som verkar när en bricka stannar där. Versen om Kyrkslätt (på kartan Kirkkonummi): en röd bricka som stannar här tar varje vit bricka högst två sträckor bort. De vita kanonerna ligger utanför Helsingfors, två sträckor bort: marschera brickan från Helsingfors till Kyrkslätt.
lesson-suomi-limit = Versen tog de vita kanonerna. Den här lektionen varar tre omgångar per sida (ett riktigt parti 150): vid gränsen vinner den sida som förlorat färre man.
lesson-suomi-done = Tiden är ute: de röda förlorade färre man och vinner. En sida som inte har några brickor kvar förlorar genast, och de andra verserna finns i regelvyn. Redo för ett riktigt parti?

## Helsinki 1918

lesson-h-intro = Du leder tyskarna och de vita mot de röda, som håller Helsingfors i april 1918. De röda drar sina hemliga händelser och ett stödkort.
lesson-h-command = Det första initiativet är ditt: fyra befälspoäng och inga tärningar. Varje order kostar en poäng, och varje tysk poäng flyttar klockan: när den inte kan gå längre vinner de röda. En stapel under direkt befäl (på sin stabs hex eller intill den) flyttar tillsammans för en enda poäng. Flytta den här stapeln österut.
lesson-h-draw = En order kan också dra ett kort ur den tyska leken. Dra ett.
lesson-h-end = Kulsprutekompaniet: +1 på din tärning i en strid. Avsluta nu initiativet: poäng som lämnas oanvända flyttar också klockan.
lesson-h-initiative = Båda sidorna kastar en tärning om initiativet; den som vann förra initiativet drar av ett, och den som får högst agerar. Den här gången vinner de röda.
lesson-h-meurer-point = I ett initiativ för de röda lägger du först en poäng på en tysk skala. Abteilung Meurer väntar till sjöss: lägg poängen på dess skala, så kan den landstiga från ditt nästa initiativ.
lesson-h-white-card = De vita får nu dra ett kort, eller byta ett mot två. Stå över den här gången.
lesson-h-red-moves = De röda använder sina två poäng.
lesson-h-german-initiative = Tyskarna vinner initiativet med en sexa. De röda drog ett stödkort: deras tärning var lika med eller under deras moral.
lesson-h-meurer-roll = Meurers skala visar 4: kasta 4 eller mindre, så landstiger avdelningen vid kajen på Skatudden. Kasta.
lesson-h-meurer-hq = I land! Placera Meurers stab i ett hörn av ankomsthexen.
lesson-h-meurer-disorder = Röda i ankomsthexen hamnar i oordning och prövas mot sin moral.
lesson-h-stack-west = Sex poäng. Flytta Meurers stapel västerut, mot Senatstorget (på kartan Senaatintori), två gånger.
lesson-h-hq-follow = Enheter strider bäst under befäl. Flytta fram staben så att den gränsar till stapelns hex.
lesson-h-attack = På Senatstorget står röda, och det är en flagghex: tyskarna och de vita vinner så snart ingen röd står i någon flagghex. Gå in: en förflyttning in i en fiendehex inleder en strid.
lesson-h-card = Före tärningarna får varje sida spela ett kort. Spela ditt kulsprutekompani.
lesson-h-red-card = De röda svarar med sitt pansartåg.
lesson-h-dice = Anfallaren kastar en tärning för varje enhet och behåller den bästa, försvararen kastar en; kort och terräng lägger till. Kasta.
lesson-h-shift = Sex mot fem: de röda förlorar. Du får använda en poäng från divisionsstaben för att förskjuta kolumnen i stridstabellen: minus ett är hårdare för förloraren. Förskjut den.
lesson-h-red-shift = De röda använder en moralpoäng för den mildare kolumnen.
lesson-h-retreat = De retirerar från torget.
lesson-h-end-turn = Senatstorget är tyskt. Avsluta initiativet.
lesson-h-done = Det är kärnan i spelet: initiativet, poängen och klockan, befälet, staplarna, striderna med kort och förskjutningar, och Meurer. De vita organiserar grupper och bildar enheter i sina egna initiativ; allt står i regelvyn. Redo för ett riktigt parti?
