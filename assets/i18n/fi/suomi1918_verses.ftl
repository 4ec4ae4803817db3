# Vuoden 1918 pelin värssyt: käännöstä ei suomeksi tarvita (värssy on jo suomeksi); miten sääntömme
# sen lukevat ja huomautuksemme.

## Helsinki
suomi-verse-white-1 = {""}
suomi-verse-white-1-reading = Valkoinen jalkaväki ei saa tulla Helsinkiin eikä ampua sitä; valkoinen tykistö saa.
suomi-verse-white-1-note = ”voipi”: skannauksessa lukee ”v01p1”.

## Kirkkonummi
suomi-verse-white-2 = {""}
suomi-verse-white-2-reading = Kun punainen laatta pysähtyy tähän, jokainen enintään kahden välin päässä oleva valkoinen laatta menetetään.
suomi-verse-white-2-note = Ehto (punainen laatta pysähtyy tähän) on meidän tulkintamme, Tampereen runon peilikuva.

## Pahankoski
suomi-verse-white-3 = {""}
suomi-verse-white-3-reading = Sillalle pysähtyvä valkoinen laatta menetetään.
suomi-verse-white-3-note = Sillan paikka kartalla on meidän valintamme: Porin radalla Kokemäen ja Harjavallan välillä.

## Pori
suomi-verse-white-4 = {""}
suomi-verse-white-4-reading = Tähän pysähtyvä valkoinen laatta marssitetaan Pahankosken sillalle ja menetetään siellä.
suomi-verse-white-4-note = {""}

## Vammala
suomi-verse-white-5 = {""}
suomi-verse-white-5-reading = Kuten Pori: tähän pysähtyvä valkoinen laatta menetetään Pahankosken sillalla.
suomi-verse-white-5-note = {""}

## Varkaus
suomi-verse-white-6 = {""}
suomi-verse-white-6-reading = Ensimmäinen tähän pysähtyvä punainen laatta nostetaan 6 tuhanteen mieheen (kerran pelissä).
suomi-verse-white-6-note = {""}

## Hanko
suomi-verse-red-1 = {""}
suomi-verse-red-1-reading = Ensimmäinen tähän pysähtyvä valkoinen laatta antaa valkoisille heti uuden heiton (kerran pelissä).
suomi-verse-red-1-note = Runo kutsuu venäläisiä ”ryssiksi”, aikansa halventavalla sanalla.

## Kymin silta
suomi-verse-red-2 = {""}
suomi-verse-red-2-reading = Sillalle pysähtyvä punainen laatta menetetään.
suomi-verse-red-2-note = Sillan paikka kartalla on meidän valintamme: Lahden–Kouvolan radalla, yhden välin päässä Kouvolasta.

## Mäntyharju
suomi-verse-red-3 = {""}
suomi-verse-red-3-reading = Täällä oleva punainen laatta saa lähteä vain kuutosella ja vain, kun punainen tykistölaatta on Kouvolassa.
suomi-verse-red-3-note = ”vasta konsa Kouvolahan tykkiväin tulet”: vasta kun tulet Kouvolaan tykkien kanssa.

## Tampere
suomi-verse-red-4 = {""}
suomi-verse-red-4-reading = Kun valkoinen laatta pysähtyy tähän, jokainen enintään kolmen välin päässä oleva punainen laatta (myös Tampereella oleva) menetetään.
suomi-verse-red-4-note = {""}

## Viipuri
suomi-verse-red-5 = {""}
suomi-verse-red-5-reading = Kun valkoinen laatta ensimmäisen kerran pysähtyy tähän, jokainen Viipurissa tai sen vieressä oleva valkoinen laatta nostetaan 6 tuhanteen mieheen (kerran pelissä).
suomi-verse-red-5-note = ”valkokaarti”: skannauksessa lukee ”'Dalkokaarti”.

## Vilppula
suomi-verse-red-6 = {""}
suomi-verse-red-6-reading = Punaiset laatat eivät saa tulla Vilppulaan eivätkä ohittaa sitä; Vilppulassa olevaa valkoista laattaa ei voi ampua.
suomi-verse-red-6-note = {""}
