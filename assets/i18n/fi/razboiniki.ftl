# Разбойники (Rosvot): pelinäkymä, loki ja asetukset.

cupboard-raz-subtitle = Neuvostoliittolainen kotitekoinen numeronappulapeli · 2 pelaajaa
cupboard-raz-rules-title = Разбойники · Rosvot — säännöt
cupboard-raz-original = Alkuperäinen venäjänkielinen teksti
raz-tagline = Murtaudu vihollisen kaupunkiin, ryhdy rosvoksi, ehdi ensin 30 pisteeseen
raz-side =
    { $side ->
        [white] Valkoinen
       *[black] Musta
    }
raz-city =
    { $side ->
        [white] Valkoisen kaupunki
       *[black] Mustan kaupunki
    }

## Paneeli

raz-seat-line = { $side } · { $kind }
raz-quiet-moves = { $moves }/{ $limit } hiljaista siirtoa, sitten peli ratkeaa pisteillä
raz-to-move = { $side } siirtää
raz-ai-thinking = { $side } (tekoäly) miettii
raz-game-over = Peli päättyi
raz-hint-mouse = Napsauta nappulaa, sitten valaistua ruutua. Hypyn jälkeen napsauta seuraavaa laskeutumisruutua tai punaista ruutua pysähtyäksesi.
raz-hint-keys = ←→: valitse · välilyönti: ota / mene · askelpalautin: laske takaisin · U: peru · Esc: valikko
raz-hint-pad = ristiohjain: valitse · vasen sauva: osoitin · A: ota / mene · B: laske takaisin · X: peru · Start: valikko
raz-wins = { $side } voittaa!
raz-draw = Tasapeli
raz-scores = Valkoinen { $white } · Musta { $black }

## Miksi napsautus ei tee mitään

raz-nothing-to-undo = Tällä vuorolla ei ole mitään peruttavaa.
raz-no-move = Mikään nappula ei voi liikkua: paina välilyöntiä / A tai napsauta ohittaaksesi vuoron.
raz-jumped = Hyppy ruutuun { $square }: jatka hyppäämistä tai napsauta sitä uudelleen (välilyönti / A) pysähtyäksesi siihen.
raz-cannot-go = Nappula ei pääse täältä ruutuun { $square }.
raz-not-yours = Nappula kuuluu pelaajalle { $side }.
raz-piece-stuck = Ruudun { $square } nappulalla ei ole siirtoa.

## Loki

raz-log-move = { $side }: { $move }
raz-log-robber = Pelaajan { $side } nappula ruudussa { $square } ryhtyy rosvoksi: +{ $points }
raz-log-takes = { $side } syö pelaajan { $victim } nappulan { $number } ruudussa { $square }: +{ $points }
raz-log-takes-robber = { $side } syö pelaajan { $victim } rosvon { $number } ruudussa { $square }: +{ $points }
raz-log-passes = { $side } ei voi liikkua ja jättää vuoronsa väliin
raz-reason-target = { $side } saavuttaa { $target } pistettä
raz-reason-quiet = { $limit } siirtoa ilman syöntiä tai uutta rosvoa: suurempi pistemäärä voittaa
raz-reason-stuck = kumpikaan ei voi liikkua: suurempi pistemäärä voittaa
raz-log-won = Peli päättyi ({ $reason }): { $side } voittaa
raz-log-draw = Peli päättyi ({ $reason }): tasapeli

## Asetukset

raz-white-first = Valkoinen (siirtää ensin)
raz-quiet-limit = Hiljaisten siirtojen raja
raz-moves = { $moves } siirtoa
raz-describe-side = { $side }, { $count ->
    [one] yksi nappula
   *[other] { $count } nappulaa
}: { $pieces }.
raz-describe-piece = { $number } ruudussa { $square }
raz-describe-robber = rosvo { $number } ruudussa { $square }
raz-describe-at = { $side }: { $piece }.
raz-describe-empty = Ruutu { $square } on tyhjä.
