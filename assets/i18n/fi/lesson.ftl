# Opastetut ensimmäiset pelit (”Opi pelaamaan”).

title-learn = Opi pelaamaan
lesson-step = Opetus: vaihe { $step }/{ $steps }
lesson-not-this = Ei vielä sitä. { $what }
lesson-eile-done = Kiinni! Siinä pelin ydin. Loput kertoo sääntönäkymä: kolmas kuutonen peräkkäin lähettää nappulasi takaisin tähdelle, ja Alppimajaan pääsee vain tarkalla silmäluvulla. Valmis oikeaan peliin?
lesson-real-game = Pelaa oikea peli

## Eile mit Weile

lesson-eile-roll = Pelaat punaisilla vihreitä vastaan, kaksi nappulaa kummallakin. Nappulasi odottavat tähdellä ja lähtevät vain viitosella. Heitä noppaa: napsauta sitä tai paina välilyöntiä.
lesson-eile-enter = Viitonen! Tuo nappula lähtöruutuusi: napsauta renkaalla merkittyä nappulaa (tai välilyönti).
lesson-eile-green-enters = Vihreä heittää myös viitosen ja tuo nappulan esiin. Nuolin merkityt lähtöruudut ovat suojapaikkoja: siellä olevaa nappulaa ei koskaan lähetetä kotiin.
lesson-eile-six = Sinun vuorosi: heitä uudelleen.
lesson-eile-twelve = Kuutonen lasketaan kahdeksitoista, ja saat heittää vielä kerran. Siirrä nappulaa kaksitoista ruutua: napsauta sitä.
lesson-eile-again = Taas kuutonen: heitä ja siirrä vielä kaksitoista.
lesson-eile-three = Heitä uudelleen ja siirrä nopan antamat kolme.
lesson-eile-blockade = Vihreä heittää taas viitosen ja tuo toisen nappulansa lähtöruutuunsa. Kaksi samanväristä nappulaa samassa ruudussa muodostaa saarron: sen ohi tai päälle ei pääse mikään nappula, ei edes omat.
lesson-eile-blocked-roll = Sinun vuorosi: heitä.
lesson-eile-lost = Kuutonen, mutta kaksitoista ruutua veisi vihreän saarron ohi: heitto menee hukkaan. Kuutonen antaa silti uuden heiton: heitä.
lesson-eile-open = Vihreä heittää ykkösen. Sillä ei ole muuta nappulaa siirrettävänä, joten sen on avattava saartonsa: yksi nappula astuu suojatusta lähtöruudusta avoimeen ruutuun.
lesson-eile-capture-roll = Jos pysähdyt avoimessa ruudussa toisen nappulan päälle tai kuljet sen yli, se lähetetään takaisin tähdelleen. Heitä!
lesson-eile-capture = Kaksitoista: nappulasi ohittaa vihreän lähtöruudun, jossa nappula on turvassa, ja hyppää sen takana olevan nappulan yli. Siirrä nappulasi, niin yli hypätty nappula palaa kotiin.
lesson-eile-second-enter = Viitonen, kun nappula on jo liikkeellä: saat tuoda toisen nappulan esiin tai siirtää viisi. Tuo se esiin.

## Razboiniki

lesson-raz-step = Pelaat valkoisilla mustia vastaan. Kymmenen nappulaasi seisoo ruuduissa, joihin on painettu niiden numero. Nappula astuu yhden ruudun eteen tai sivulle, ei koskaan vinoon eikä taakse. Siirrä nelosesi c2:sta c3:een: napsauta sitä ja sitten ruutua (tai paina välilyöntiä).
lesson-raz-black-steps = Musta siirtää nelosensa eteen: musta kulkee laudalla alaspäin.
lesson-raz-again = Sinun siirtosi: astu nelosella c4:ään.
lesson-raz-chain = Nappula voi hypätä linjallaan seuraavan nappulan yli, kumman väristä tahansa, tyhjään ruutuun sen taakse, ja hypätä uudelleen niin kauan kuin haluaa; hypätyt nappulat jäävät paikoilleen. Ykkösesi e1:ssä hyppää oman nelosesi yli e3:een ja sitten mustan nelosen yli e5:een: tee tuo ketju.
lesson-raz-black-five = Musta tuo viitosen eteen.
lesson-raz-enclose = Ykkösesi on nyt e4:ssä olevan mustan nelosen yläpuolella. Nappula, joka seisoo suoraan kahden vihollisen nappulan välissä rivillä tai linjalla, poistuu pelistä. Siirrä nelosesi e3:een ja sulje ansa.
lesson-raz-points = Syöty! Syöty nappula antaa syöjälle numeronsa verran pisteitä: 4 pistettä. Ensimmäinen 30 pisteeseen voittaa.
lesson-raz-robber-way = Mustankin kaupungin ruutuihin on painettu numerot. Nappula, joka päättää siirtonsa ruutuun, jossa on sen oma numero, muuttuu rosvoksi ja saa kaksi kertaa numeronsa. e6:ssa on numero 4 ja se on tyhjä: astu nelosella e4:ään.
lesson-raz-robber-jump = Hyppää nyt oman ykkösesi yli e6:een.
lesson-raz-robber = Rosvo: kahdeksan pistettä! Rosvo kulkee myös taaksepäin, liukuu tyhjien ruutujen yli ja hyppää kaikkiin neljään suuntaan. Mustan nelonen astui sen viereen: jos mustan kakkonen tulee f6:een, rosvosi seisoo kahden vihollisen välissä, ja syöty rosvo antaa kaksi kertaa numeronsa.
lesson-raz-robber-escape = Hyppää taaksepäin ykkösesi yli e4:ään: vain rosvo saa mennä taakse.
lesson-raz-done = Turvassa. Nyt tunnet pelin: askeleet, hyppyketjut, saarrot ja rosvot. Vielä yksi sääntö: kun 60 siirtoon ei ole syöty nappulaa eikä tullut uutta rosvoa, enemmän pisteitä saanut voittaa. Valmis oikeaan peliin?

## Punaisten ja valkoisten taistelu

lesson-suomi-setup = Johdat punaisia valkoisia vastaan. Kummallakin puolueella on kuusi laattaa lähtöpaikoillaan. Ensin puolueet heittävät vuorotellen laattojensa vahvuuden: ensimmäinen heittosi on laattasi 1 miesluku tuhansina, toinen laatan 2, ja niin edelleen. Heitä kuusi kertaa (napsauta noppaa tai paina välilyöntiä).
lesson-suomi-roll = Sota alkaa, ja punaiset aloittavat aina. Heitä vuorollasi.
lesson-suomi-march = Viisi: siirrä yhtä laattaa tasan viisi väliä, kulkematta kahdesti saman ympyrän kautta tai toisen laatan yli. Laatat 3–6 ovat tykistöä ja kulkevat vain paksuja viivoja eli rautateitä ja meriteitä pitkin. Marssita Viipurin tykit Kouvolaan.
lesson-suomi-white-march = Valkoiset heittävät ja marssivat myös.
lesson-suomi-shoot-roll = Sinun vuorosi: heitä.
lesson-suomi-shoot = Kuusi! Marssin sijaan laatta voi ampua: kun vihollinen on heiton ulottuvilla, laatta pysähtyy sen viereen, ja vihollinen menettää niin monta tuhatta miestä kuin heitto näyttää, miinus yksi jokaisesta välistä ensimmäisen jälkeen (tykistö yhden enemmän). Turun miehet yltävät Karjaalle valkoisen laatan viereen: ammu.
lesson-suomi-white-shoots = Kolme tuhatta valkoista kaatui. Nyt valkoiset vastaavat: niiden tykit purjehtivat Tallinnasta ja ampuvat Helsinkiä.
lesson-suomi-verse-roll = Heitä.
lesson-suomi-verse = Ykkönen. Tähdellä merkityillä paikoilla on omat runonsa, jotka vaikuttavat, kun laatta pysähtyy niihin. Kirkkonummen runo: tähän pysähtyvä punainen laatta kaataa jokaisen enintään kahden välin päässä olevan valkoisen laatan. Valkoisten tykit ovat Helsingin edustalla, kahden välin päässä Kirkkonummelta: marssita Helsingin laatta Kirkkonummelle.
lesson-suomi-limit = Runo vei valkoisten tykit. Tämä opetus kestää kolme vuoroa kummallekin (oikea peli 150): kun vuorot loppuvat, voittaa se puolue, joka menetti vähemmän miehiä.
lesson-suomi-done = Aika loppui: punaiset menettivät vähemmän miehiä ja voittavat. Puolue, jolta loppuvat laatat, häviää heti, ja muut runot löytyvät sääntönäkymästä. Valmis oikeaan peliin?

## Helsinki 1918

lesson-h-intro = Komennat saksalaisia ja valkoisia. Vastassasi ovat punaiset, joiden hallussa Helsinki on huhtikuussa 1918. Punaiset nostavat salaiset tapahtumakorttinsa ja tukikortin.
lesson-h-command = Ensimmäinen aloite on sinun: neljä komentopistettä ilman noppia. Jokainen käsky maksaa pisteen, ja jokainen saksalaisten piste siirtää kelloa: kun se ei enää voi edetä, punaiset voittavat. Suorassa komennossa oleva pino (esikunta on sen heksassa tai heksan kulmassa) liikkuu yhdessä yhdellä pisteellä. Siirrä tämä pino itään.
lesson-h-draw = Käskyllä voi myös nostaa kortin saksalaisten pakasta. Nosta yksi.
lesson-h-end = Konekiväärikomppania: +1 taistelunoppaasi. Päätä nyt aloite: käyttämättä jääneetkin pisteet siirtävät kelloa.
lesson-h-initiative = Molemmat heittävät aloitteesta; edellisen aloitteen voittaja vähentää heitostaan yhden, ja suuremman tuloksen saanut toimii. Tämän voittavat punaiset.
lesson-h-meurer-point = Punaisten aloitteessa lisäät ensin pisteen jollekin saksalaisten asteikolle. Abteilung Meurer odottaa merellä: lisää piste sen asteikolle, niin se voi nousta maihin seuraavasta aloitteestasi alkaen.
lesson-h-white-card = Valkoiset voivat nyt nostaa kortin tai vaihtaa yhden kahteen. Ohita tällä kertaa.
lesson-h-red-moves = Punaiset käyttävät kaksi pistettään.
lesson-h-german-initiative = Saksalaiset voittavat aloitteen kuutosella. Punaiset nostivat tukikortin, koska niiden noppa oli moraaliarvon suuruinen tai pienempi.
lesson-h-meurer-roll = Meurerin asteikolla on 4: heitä enintään 4, niin Abteilung Meurer nousee maihin Katajanokan laiturille. Heitä.
lesson-h-meurer-hq = Maissa! Aseta Meurerin esikunta saapumisheksan kulmaan.
lesson-h-meurer-disorder = Saapumisheksan punaiset joutuvat epäjärjestykseen ja heittävät epäjärjestyskokeen.
lesson-h-stack-west = Kuusi pistettä. Siirrä Meurerin pino länteen Senaatintoria kohti, kahdesti.
lesson-h-hq-follow = Yksiköt taistelevat parhaiten komennossa. Tuo esikunta lähemmäs niin, että se koskettaa pinon heksaa.
lesson-h-attack = Senaatintorilla on punaisia, ja se on lippuheksa: saksalaiset ja valkoiset voittavat heti, kun yhdessäkään lippuheksassa ei ole punaisia. Hyökkää: vihollisen heksaan liikkuminen aloittaa taistelun.
lesson-h-card = Ennen noppia kumpikin voi pelata kortin. Pelaa konekiväärisi.
lesson-h-red-card = Punaiset vastaavat panssarijunallaan.
lesson-h-dice = Hyökkääjä heittää nopan jokaisesta yksiköstä ja pitää parhaan, puolustaja heittää yhden; kortit ja maasto lisäävät. Heitä.
lesson-h-shift = Kuusi vastaan viisi: punaiset häviävät. Voit käyttää divisioonan esikunnan pisteen siirtääksesi taistelutaulukon saraketta: miinus yksi on ankarampi häviäjälle. Siirrä.
lesson-h-red-shift = Punaiset käyttävät moraalipisteen lievempään sarakkeeseen.
lesson-h-retreat = Ne vetäytyvät torilta.
lesson-h-end-turn = Senaatintori on saksalaisten. Päätä aloite.
lesson-h-done = Siinä pelin ydin: aloite, pisteet ja kello, komento, pinot, taistelut kortteineen ja sarakesiirtoineen sekä Abteilung Meurer. Valkoiset järjestävät ryhmiä ja muodostavat yksiköitä omissa aloitteissaan; sääntönäkymässä on kaikki. Valmis oikeaan peliin?
