# Punaisten ja valkoisten taistelu Suomessa 1918: pelinäkymä, tapahtumaloki ja asetukset.

cupboard-suomi-subtitle = Vuonna 1918 painettu karttapeli · punaiset valkoisia vastaan, 1–3 pelaajaa kummallakin puolueella
cupboard-suomi-rules-title = Punaisten ja valkoisten taistelu Suomessa 1918 — säännöt
cupboard-suomi-original = Alkuperäinen sääntökortti (1918)
suomi-tagline = Punaiset valkoisia vastaan vuoden 1918 kartalla

## Puolet ja nappulat

suomi-side =
    { $side ->
        [red] Punaiset
       *[white] Valkoiset
    }
suomi-side-plural =
    { $side ->
        [red] Punaiset
       *[white] Valkoiset
    }
suomi-tile =
    { $side ->
        [red] Punainen { $number }
       *[white] Valkoinen { $number }
    }
suomi-seat-name = { $side } (paikka { $seat })
suomi-men = { $men } miestä
suomi-and = { $first } ja { $second }

## Sivupaneeli

suomi-march = marssi: { $place }
suomi-fire = ammu: { $target } ({ $at }) { $from }: −{ $loss } 000
suomi-from-where-it-stands = paikaltaan
suomi-from = paikasta { $place }
suomi-roll = heitto { $face }
suomi-with-consequence = { $action } — { $consequence }
suomi-tile-lost = tämä laatta menetetään
suomi-roll-again = heitä uudelleen
suomi-sweeps = pyyhkäisee pois: { $tiles }
suomi-refilled = täydentyy kuuteen
suomi-refills = täydentää kuuteen: { $tiles }
suomi-verse-read = runo luetaan
suomi-turn-line = Vuoro { $turn }/{ $limit } (sen jälkeen voittaa vähemmän miehiä menettänyt: punaiset { $red }, valkoiset { $white }) · laatta k:vahvuus, ● tykistö
suomi-game-over = Peli päättyi
suomi-setup-roll = Alkuasetelma: { $side } heittävät laatalle { $tile }
suomi-setup-ai-roll = Alkuasetelma: { $side } (tekoäly) heittävät
suomi-roll-the-die = { $side }: heitä noppaa
suomi-online-to-move = { $side } (verkossa) siirtävät
suomi-to-move = { $side } siirtävät
suomi-ai-thinking = { $side } (tekoäly) miettivät
suomi-move-or-fire = { $side }: siirrä { $face } tai ammu
suomi-pick-tile = Valitse valaistu laatta.
suomi-hint-mouse = Heitä noppaa napsauttamalla sitä. Napsauta valaistua laattaa, sitten valaistua ympyrää (marssi) tai punaisella renkaalla merkittyä vihollista (ammunta).
suomi-hint-keys = Välilyönti: heitä / valitse / mene · ←→: valitse · Askelpalautin: toinen laatta · U: peru · Esc: valikko
suomi-hint-pad = A: heitä / valitse / mene · ristiohjain: valitse · vasen sauva: osoitin · B: toinen laatta · X: peru · Start: valikko
suomi-not-rolled = vahvuutta ei ole vielä heitetty
suomi-tile-card = { $tile } ({ $kind }): { $men }
suomi-artillery = tykistö
suomi-infantry = jalkaväki
suomi-win = { $side } voittivat!
suomi-draw = Tasapeli
suomi-banner-men = Punaiset { $red } miestä · Valkoiset { $white } miestä
suomi-banner-lost = menetetyt miehet: punaiset { $red } · valkoiset { $white }

## Runokortti

suomi-harmful-red = Punaisten joukoille vahingollisia
suomi-harmful-white = Valkoisten joukoille vahingollisia
suomi-verse-stopped =
    { $side ->
        [red] Punainen laatta pysähtyi tähän. { $reading }
       *[white] Valkoinen laatta pysähtyi tähän. { $reading }
    }
suomi-verse-ours = Runon vaikutus on meidän tulkintamme [{ rules-ours-mark }].
suomi-verse-continue = Jatka (napsautus · välilyönti · A)

## Miksi napsautus ei tee mitään

suomi-nothing-to-undo = Ei mitään peruttavaa: sen jälkeen on heitetty noppaa.
suomi-held-mantyharju = Mäntyharju pitää tämän laatan paikallaan: se pääsee eteenpäin vain kuutosella ja vasta kun punaisten tykit ovat Kouvolassa (runo).
suomi-cannot-use-roll = { $tile } ei voi käyttää tätä heittoa.
suomi-wait-roll = Odota heittoa.
suomi-pick-first = Valitse ensin jokin valaistuista laatoistasi.
suomi-why-helsinki = Helsinki (runo): kivimuurit pysäyttävät kiväärinluodit; valkoinen jalkaväki ei voi mennä Helsinkiin eikä ampua sitä, vain tykit voivat vallata sen.
suomi-why-vilppula-red = Vilppula (runo): punakaarti ei pääse koskaan Vilppulan ohi.
suomi-why-onto-tile = Laatta ei saa siirtyä toisen laatan päälle.
suomi-why-vilppula-white = Vilppula (runo): Vilppulassa olevaa valkoista laattaa ei voi ampua.
suomi-why-out-of-reach =
    { $guns ->
        [yes] Paikassa { $place } oleva vihollinen on kantaman ulkopuolella: ampumiseen tarvitaan vapaa, enintään { $face } välin reitti paksuja viivoja pitkin.
       *[no] Paikassa { $place } oleva vihollinen on kantaman ulkopuolella: ampumiseen tarvitaan vapaa, enintään { $face } välin reitti.
    }
suomi-why-too-far = { $place } on { $distance } välin päässä; laatan on siirryttävä tasan { $face } väliä.
suomi-why-artillery = Tykistö liikkuu tasan { $face } väliä vain rautateitä ja meriteitä pitkin, ei koskaan kahdesti saman ympyrän kautta eikä laatan yli.
suomi-why-exact = Laatan on liikuttava tasan { $face } väliä, ei koskaan kahdesti saman ympyrän kautta eikä laatan yli.

## Paikat ja loki

suomi-circle-on-line = ympyrä välillä { $a }–{ $b }
suomi-circle-of = ympyrä { $k }/{ $count } välillä { $a }–{ $b }
suomi-log-strength = { $tile } paikassa { $place }: { $strength } 000 miestä
suomi-log-roll = { $side } heittävät { $face }
suomi-log-moves = { $tile } siirtyy { $steps } väliä: { $place }
suomi-log-shoots = { $tile } ampuu paikasta { $place }: { $target }, −{ $loss } 000
suomi-log-now = { $tile } nyt { $strength } 000 miestä
suomi-log-wiped-out = { $tile } tuhoutuu
suomi-log-verse = ★ Runo: { $place }
suomi-log-verse-reading = ★ Runo: { $place }: { $reading }
suomi-log-passes = { $side } eivät voi liikkua ja jättävät vuoronsa väliin
suomi-log-roll-again = { $side } heittävät uudelleen (Hanko)
suomi-log-won = Peli päättyi: { $side } voittivat
suomi-log-draw = Peli päättyi: tasapeli

## Asetukset

suomi-red-players = Punaisten pelaajat
suomi-white-players = Valkoisten pelaajat
suomi-red-player = Punaiset, pelaaja { $n }
suomi-white-player = Valkoiset, pelaaja { $n }
suomi-artillery-tiles = Tykistölaatat
suomi-artillery-count = { $count } (laatat { $from }–6)
suomi-turn-limit = Vuororaja ({ rules-ours-mark })
suomi-turns-a-side = { $turns } vuoroa
## Noppa

suomi-die-setup =
    { $side }: heitä
    laatalle { $tile }
suomi-die-rolling = { $side } heittävät…
suomi-die-roll = { $side }: heitä!
suomi-die-move = { $side } siirtävät { $face }
