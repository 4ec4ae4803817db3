# Verserna i spelet från 1918: vår översättning av varje tryckt vers, hur våra regler läser den,
# och vår anmärkning (själva de finska verserna: assets/suomi1918/data/verses.ron).

## Helsingfors
suomi-verse-white-1 =
    Helsingfors är ett svårt ställe för de vita att ta:
    det som stenmuren skyddar fäller ingen gevärskula.
    Därför kan bara artilleriet inta det,
    när kanonerna dånar, med kulsprutor till hjälp.
suomi-verse-white-1-reading = Vitt infanteri får varken gå in i Helsingfors eller skjuta mot staden; vitt artilleri får.
suomi-verse-white-1-note = ”voipi”: i skanningen står det ”v01p1”.

## Kyrkslätt
suomi-verse-white-2 =
    När röda gardet omringar Sigurds i Kyrkslätt,
    tvingar det de vitas spridda trupper att ge sig
    (varje vit trupp två sträckor bort eller närmare
    faller i denna stund).
suomi-verse-white-2-reading = När en röd bricka stannar här går varje vit bricka förlorad som står högst två sträckor bort.
suomi-verse-white-2-note = Vad som utlöser versen (att en röd bricka stannar här) är vår tolkning, som en spegelbild av Tammerfors.

## Pahankoski
suomi-verse-white-3 =
    Vid Pahankoski ligger Björneborgsbanans grav:
    kommer en vit hit hjälper varken skicklighet eller styrka.
    De röda har bråttom att spränga bron i luften,
    så här möter den vita truppen ett eländigt slut.
suomi-verse-white-3-reading = En vit bricka som stannar på bron går förlorad.
suomi-verse-white-3-note = Var bron står på kartan är vårt beslut: på Björneborgsbanan mellan Kumo och Harjavalta.

## Björneborg
suomi-verse-white-4 =
    Halt, halt, vita trupp, gå inte längre nu:
    härifrån skickas du till Pahankoski bro!
    Där hotar ditt öde dig med undergång,
    bron flyger i luften och dödar de tappra gossarna.
suomi-verse-white-4-reading = En vit bricka som stannar här skickas till Pahankoski bro och går förlorad där.
suomi-verse-white-4-note = {""}

## Vammala
suomi-verse-white-5 =
    Halt, halt, vita trupp, nu är vi i Vammala,
    ödelagt av röda gardets bränder och plundring!
    Här är tomhet, ödslighet, ruiner och aska;
    här hotar dig samma öde som i Björneborg.
suomi-verse-white-5-reading = Som i Björneborg: en vit bricka som stannar här går förlorad vid Pahankoski bro.
suomi-verse-white-5-note = {""}

## Varkaus
suomi-verse-white-6 =
    Röda gardet i Varkaus väntar på hjälp
    och litar på vapnen från södra Finland och på ryssarna.
    Varje röd trupp som kämpar sig fram hit
    fylls här på till sextusen man.
suomi-verse-white-6-reading = Den första röda bricka som stannar här fylls på till 6 tusen man (en gång per parti).
suomi-verse-white-6-note = {""}

## Hangö
suomi-verse-red-1 =
    Så snart en vit trupp fyller stranden vid Hangö,
    får ryssarna bråttom att bära bort sitt pick och pack.
    Också de vita får bråttom, fast på ett annat sätt
    (här får de genast kasta tärningen en gång till).
suomi-verse-red-1-reading = Den första vita bricka som stannar här ger de vita genast ett nytt kast (en gång per parti).
suomi-verse-red-1-note = Versen kallar ryssarna ”ryssät”, ett föraktfullt ord på den tiden.

## Kymmene bro
suomi-verse-red-2 =
    Kymmene bro är viktig för de röda att hålla,
    för vägen går över den mot det stora Östern.
    Men om en röd trupp nu kommer till det här stället,
    förstör de vita den genast med sprängningar.
suomi-verse-red-2-reading = En röd bricka som stannar på bron går förlorad.
suomi-verse-red-2-note = Var bron står på kartan är vårt beslut: på banan Lahtis–Kouvola, en sträcka från Kouvola.

## Mäntyharju
suomi-verse-red-3 =
    Halt, om du är röd: här står savolaxarna!
    Inte ett steg längre kommer fienderna;
    först när du kommer med kanonerna till Kouvola
    och kastar en sexa, går du vidare härifrån.
suomi-verse-red-3-reading = En röd bricka här får lämna platsen bara med en sexa, och bara medan en röd artilleribricka står i Kouvola.
suomi-verse-red-3-note = ”vasta konsa Kouvolahan tykkiväin tulet”: först när du kommer till Kouvola med kanonerna.

## Tammerfors
suomi-verse-red-4 =
    När de vita tappert marscherar in i Tammerfors,
    får de röda ge sig av i all hast
    (varje röd trupp tre sträckor bort eller närmare
    faller i denna stund).
suomi-verse-red-4-reading = När en vit bricka stannar här går varje röd bricka förlorad som står högst tre sträckor bort (också i Tammerfors).
suomi-verse-red-4-note = {""}

## Viborg
suomi-verse-red-5 =
    När karelarnas segertåg slutar i Viborg,
    slår undergångens stund för de röda trupperna.
    Vita gardet fylls på till sextusen man,
    varje bricka som intog och omringade staden.
suomi-verse-red-5-reading = Första gången en vit bricka stannar här fylls varje vit bricka i Viborg eller intill staden på till 6 tusen man (en gång per parti).
suomi-verse-red-5-note = ”valkokaarti”: i skanningen står det ”'Dalkokaarti”.

## Vilppula
suomi-verse-red-6 =
    Röda gardets makt kommer inte förbi Vilppula,
    för där står Österbottens gossar, Vita Finlands vakt.
    På omvägar kan det nog försöka nå norrut,
    men Vilppula kan det aldrig vinna.
    (När alltså en vit står i Vilppula kan fienden inte skjuta den.)
suomi-verse-red-6-reading = Röda brickor får inte gå in i eller förbi Vilppula; en vit bricka i Vilppula kan inte beskjutas.
suomi-verse-red-6-note = {""}
