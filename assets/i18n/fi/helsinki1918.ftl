# Helsinki 1918: osapuolet, näyttö, siirtoloki ja kehotteet.

h-subtitle = Kolmen osapuolen heksa- ja korttisotapeli · 2–3 pelaajaa
h-rules-title = Helsinki 1918 — säännöt omin sanoin
h-original-heading = Rekonstruktiomme taulukot ja asteikot
h-tagline = Helsinki 1918 — punakaarti, suojeluskunta ja Saksan Itämeren-divisioona taistelevat kaupungista 11.–13. huhtikuuta
h-nothing-to-undo = Ei peruttavaa: sen jälkeen on heitetty noppaa, nostettu kortti tai toinen osapuoli on päättänyt.

## Osapuolet

h-side = { $side ->
    [red] Punaiset
    [white] Valkoiset
   *[german] Saksalaiset
}
h-side-the = { $side ->
    [red] Punaiset
    [white] Valkoiset
   *[german] Saksalaiset
}
h-and = { $first } ja { $second }

## Pelin aloitus

h-players = Pelaajat
h-players-two = 2 pelaajaa
h-players-three = 3 pelaajaa
h-seat-reds = Punakaarti
h-seat-allies = Saksalaiset ja suojeluskunta
h-seat-whites = Suojeluskunta
h-seat-germans = Saksan Itämeren-divisioona

## Voitto ja taistelu

h-victory-red-major = Punakaartin suuri voitto
h-victory-red-minor = Punakaartin pieni voitto
h-victory-allied-minor = Saksalaisten ja valkoisten pieni voitto
h-victory-german-major = Saksalaisten suuri voitto, valkoisten pieni voitto
h-victory-white-major = Valkoisten suuri voitto, saksalaisten pieni voitto
h-victory-allied-major = Saksalaisten ja valkoisten suuri voitto (yhteinen tulos)
h-victory-shared = Saksalaiset ja valkoiset jakavat voiton
h-effect-retreat = perääntyminen
h-effect-retreat-all = kaikki perääntyvät
h-effect-disorder = epäjärjestys
h-effect-disorder-all = kaikki epäjärjestyksessä
h-effect-destroyed = tuhottu
h-battle-kind-move = hyökkäys siirron jälkeen (puolustus M)
h-battle-kind-continue = taistelukäsky (puolustus B)
h-battle-kind-flank = sivustahyökkäys
h-battle-kind-card = kortin tulitus (puolustus M)
h-battle-stage-before = kortit ennen noppia
h-battle-stage-dice = nopat
h-battle-stage-after = kortit noppien jälkeen
h-battle-stage-german-shift = saksalaisten sarakesiirto
h-battle-stage-red-shift = punaisten moraalisiirto
h-battle-stage-effects = vaikutukset
h-column-harsh = ankara
h-column-centre = keskimmäinen
h-column-mild = lievä

## Siirtoloki

h-log-draw-event = Punaiset nostavat salaisen tapahtuman
h-log-draw-activity = Valkoiset nostavat toimintakortin
h-log-draw-support = { $side } nostavat tukikortin
h-log-swap = { $side } hylkäävät kortin näyttämättä ja nostavat kaksi
h-log-play = { $side } pelaavat kortin ”{ $card }”
h-log-first-initiative = Ensimmäinen aloite: { $side }, { $points } komentopistettä
h-log-initiative = Aloite: saksalaiset { $german }, punaiset { $red } — { $side } toimivat
h-log-command-points = { $side }: { $points ->
    [one] 1 komentopiste
   *[other] { $points } komentopistettä
}
h-log-german-point-tikkurila = Saksalaiset lisäävät pisteen Tikkurilaan
h-log-german-point-meurer = Saksalaiset lisäävät pisteen Meurerin saapumisasteikolle
h-log-german-point-division = Saksalaiset lisäävät pisteen divisioonan esikunnalle
h-log-unspent = Saksalaisten käyttämättä jääneet komentopisteet: { $points }; kello käy
h-log-initiative-ended = { $side } päättävät aloitteensa
h-log-midnight = Keskiyö: { $units ->
    [one] yökoe 1 komennon ulkopuolella olevalle punaiselle yksikölle
   *[other] yökoe { $units } komennon ulkopuolella olevalle punaiselle yksikölle
}
h-log-moved = { $side ->
    [red] Punaiset
    [white] Valkoiset
   *[german] Saksalaiset
}: { $units ->
    [one] 1 yksikkö
   *[other] { $units } yksikköä
} → { $at }
h-log-placed = { $side ->
    [red] Punaiset
    [white] Valkoiset
   *[german] Saksalaiset
}: uusi yksikkö kentälle → { $at }
h-log-reinforced = Ne liittyvät taisteluun
h-log-battle-begun = Taistelu heksassa { $at }: { $side } hyökkäävät
h-log-column-shifted = Saksalaiset siirtävät taistelusaraketta
h-log-morale-spent = Punaiset käyttävät moraalia lievempään tulokseen
h-log-battle-no-effect = Taistelu: { $attack } vastaan { $defence }: ei vaikutusta
h-log-battle = Taistelu: { $attack } vastaan { $defence }: { $loser ->
    [attackers] hyökkääjät
   *[defenders] puolustajat
} häviävät ({ $effects })
h-log-retreated = { $side ->
    [red] Punainen
    [white] Valkoinen
   *[german] Saksalainen
} yksikkö perääntyy
h-log-to-reserve = { $side ->
    [red] Punainen
    [white] Valkoinen
   *[german] Saksalainen
} yksikkö joutuu epäjärjestykseen ja palaa reserviin
h-log-destroyed = { $side ->
    [red] Punainen yksikkö tuhoutuu: moraaliasteikolle
    [german] Saksalainen yksikkö tuhoutuu: kolme aikaruutua menetetään
   *[white] Valkoinen yksikkö tuhoutuu
}
h-log-regrouped = { $units ->
    [one] 1 saksalainen yksikkö ryhmittyy reserviin
   *[other] { $units } saksalaista yksikköä ryhmittyy reserviin
}
h-log-hq-moved = Saksalainen esikunta siirtyy
h-log-meurer-hq = Abteilung Meurerin esikunta asetetaan saapumisheksan kulmaan
h-log-meurer = { $landed ->
    [yes] Abteilung Meurer nousee maihin (heitto { $face })
   *[no] Abteilung Meurer ei vielä nouse maihin (heitto { $face })
}
h-log-morale-order = Moraalikäsky: { $total }: merkki nousee { $up } ruudun verran
h-log-new-unit = { $result ->
    [in-command] { $total }: uusi yksikkö komennossa
    [direct] { $total }: uusi yksikkö suorassa komennossa
   *[nobody] { $total }: ei uutta yksikköä
}
h-log-arrest = { $arrested ->
    [yes] Pidätys: { $total }: valkoinen ryhmä pidätetään
   *[no] Pidätys: { $total }: ryhmä pääsee pakoon
}
h-log-organise = { $gathered ->
    [yes] Järjestäytyminen: { $total }: valkoinen ryhmä kokoontuu
   *[no] Järjestäytyminen: { $total }: ei ryhmää
}
h-log-form = { $formed ->
    [yes] Yksikön muodostus: { $face }: valkoinen yksikkö tulee esiin
   *[no] Yksikön muodostus: { $face }: kukaan ei tule
}
h-log-command-test = Komentokoe { $face }, etäisyys { $distance }: { $passed ->
    [yes] onnistui
   *[no] epäonnistui
}
h-log-command-test-no-way = Komentokoe { $face }, ei tietä komentoon: { $passed ->
    [yes] onnistui
   *[no] epäonnistui
}
h-log-disorder-lost = Epäjärjestyskoe { $face }: miehet lähtevät kotiin
h-log-night-break-up = Yökoe { $face }: komennon ulkopuolella oleva punainen yksikkö hajoaa
h-log-red-hq-taken = { $side } valtaavat punaisten esikunnan
h-log-german-hq-fell-back = Saksalainen esikunta vetäytyy toiseen kulmaan
h-log-german-hq-overrun = Punaiset valtaavat saksalaisen esikunnan
h-log-game-over = Peli päättyy: { $victory }

## Mitä peli odottaa

h-prompt-retreat = { $side }: valitse heksa, johon perääntyvä yksikkö vetäytyy.
h-prompt-setup-events = Punaiset nostavat salaiset tapahtumansa.
h-prompt-first-red-draw = Punaiset nostavat ensimmäisen tukikorttinsa.
h-prompt-initiative = Aloitenopat: kuka toimii seuraavaksi?
h-prompt-red-card-draw = Punaiset nostavat kortin (noppa oli moraalin rajoissa).
h-prompt-german-draw = Saksalaiset nostavat tukikortin.
h-prompt-white-draws = { $cards ->
    [one] Valkoiset nostavat toimintakortin.
   *[other] Valkoiset nostavat { $cards } toimintakorttia.
}
h-prompt-german-choice = Punaisten aloite. Saksalaiset valitsevat: Tikkurilan piste, Meurerin merkki eteenpäin tai divisioonan esikunnan piste.
h-prompt-white-choice = Punaisten aloite. Valkoiset voivat nostaa kortin tai hylätä yhden näyttämättä ja nostaa kaksi.
h-prompt-tikkurila = Saksalaisten aloite, Tikkurila: { $points ->
    [one] 1 komentopiste
   *[other] { $points } komentopistettä
} Tikkurilan asteikolta. Anna käsky Tikkurilassa tai jatka.
h-prompt-orders = Aloite: { $side }, { $points ->
    [one] 1 komentopiste
   *[other] { $points } komentopistettä
} jäljellä. Anna käsky tai päätä aloite.
h-prompt-division-hq = (Divisioonan esikunnan asteikolla vielä { $points }.)
h-prompt-roll-meurer = Abteilung Meurer: saapumisnoppa.
h-prompt-roll-morale = Moraalikäskyn noppa.
h-prompt-roll-recruit = Värväysnoppa.
h-prompt-roll-deploy = Sijoitusnoppa.
h-prompt-roll-arrest = Pidätysnoppa.
h-prompt-roll-organise = Ryhmän järjestäytymisen noppa.
h-prompt-roll-form = Yksikön muodostuksen noppa.
h-prompt-roll-ooc = Komentokoe: noppa ratkaisee, totteleeko yksikkö.
h-prompt-roll-disorder = Punaisten epäjärjestyskoe: jos heitto on yli moraaliarvon, yksikkö menetetään.
h-prompt-roll-night = Keskiyö: yökoe ratkaisee, pysyvätkö komennon ulkopuolella olevat punaiset yksiköt koossa.
h-prompt-roll-reroll = Kortin ansiosta taistelunoppa heitetään uudelleen.
h-prompt-place = { $side }: aseta uusi yksikkö valaistuun heksaan.
h-prompt-meurer-hq = Abteilung Meurer on noussut maihin. Saksalaiset: aseta sen esikunta saapumisheksan kulmaan.
h-prompt-target = { $side }: valitse heksa, jossa kortin taistelu käydään.
h-prompt-battle-before = Taistelu heksassa { $at }: { $side } voivat pelata taistelukortin ennen noppia tai ohittaa.
h-prompt-battle-after = Taistelu heksassa { $at }: { $side } voivat pelata kortin noppien jälkeen tai ohittaa.
h-prompt-battle-german-shift = Taistelu heksassa { $at }: saksalaiset voivat käyttää divisioonan esikunnan pisteen sarakesiirtoon tai ohittaa.
h-prompt-battle-red-shift = Taistelu heksassa { $at }: punaiset voivat käyttää moraalipisteen lievempään sarakkeeseen tai ohittaa.
h-prompt-battle-dice = Taistelu heksassa { $at }: taistelunopat.
h-prompt-battle-effects = Taistelu heksassa { $at }: vaikutukset.
h-prompt-over = Peli on päättynyt: { $victory }.
h-prompt-over-plain = Peli on päättynyt.

## Paikat ja käskyt

h-hex-tikkurila = Tikkurila ({ $part ->
    [south] etelä
    [village] kylä
   *[railway] rautatie
})
h-hex-flag = { $name } ({ $at })
h-hex-terrain = { $terrain ->
    [open] avomaa
    [park] puisto
    [rough] louhikko
    [city] kaupunki
    [fortification] linnoitus
    [water] vesi
   *[none] heksa
} { $at }
h-corner = kulma { $a } / { $b } / { $c }
h-act-end = Päätä aloite
h-act-morale = Moraalikäsky (noppa: merkki ylös)
h-act-recruit = Värvää yksikkö (noppa)
h-act-deploy = Sijoita yksikkö reservistä (noppa)
h-act-draw-card = Nosta tukikortti
h-act-regroup = Ryhmitä { $units ->
    [one] 1 yksikkö
   *[other] { $units } yksikköä
} (takaisin komentoon)
h-act-move = { $attack ->
    [yes] Hyökkäys
   *[no] Siirto
}: { $units ->
    [one] 1 yksikkö
   *[other] { $units } yksikköä
} → { $to }{ $via ->
    [none] {""}
   *[other] , heksan { $via } kautta
}
h-act-battle = Taistelukäsky: { $at }, { $units ->
    [one] 1 yksikkö
   *[other] { $units } yksikköä
}
h-act-meurer-hq = Aseta Abteilung Meurerin esikunta: { $corner }
h-act-move-hq = Siirrä saksalaisten esikunta { $hq }: { $corner }
h-act-arrest = Pidätä valkoinen ryhmä: { $corner }
h-act-organise = Järjestä ryhmä: { $corner }
h-act-form = Muodosta yksikkö: { $at }
h-act-play = Pelaa ”{ $card }”
h-act-pass = Ohita
h-act-put = Aseta uusi yksikkö: { $at }
h-act-target = Kortin taistelu: { $at }
h-act-choose-activity = Nosta toimintakortti
h-act-choose-tikkurila = Piste Tikkurilan asteikolle
h-act-choose-meurer = Abteilung Meurerin merkki ruudun eteenpäin
h-act-choose-division = Piste divisioonan esikunnan asteikolle
h-act-swap = Hylkää ”{ $card }” näyttämättä ja nosta kaksi
h-act-shift-harsher = Sarake vasemmalle (ankarampi), divisioonan esikunnan piste
h-act-shift-milder = Sarake oikealle (lievempi), divisioonan esikunnan piste
h-act-morale-shift = Käytä moraalipiste: lievempi sarake
h-act-retreat = Perääntyminen: { $at }
h-act-roll = Heitä
h-several-ways = Sinne johtaa useampi tie: valitse yksi paneelista.
h-no-order-there = { $at }: mikään käskysi ei nyt ala eikä pääty siihen.

## Paneeli

h-clock = { $day }. huhtikuuta { $time }
h-track-full = ruutu { $square }, asteikko täynnä: saksalaisten seuraava komentopiste päättää pelin
h-track-square = ruutu { $square }/{ $limit }
h-time-line = { $clock }{ $night ->
    [yes] {" "}(yö)
   *[no] {""}
} · { $track }
h-hand-over = Vuoronvaihto
h-hand-over-text = Seuraavana vuorossa: { $sides }{ $chance ->
    [yes] {" "}(oma noppa tai nosto)
   *[no] {""}
}. Anna laite tälle pelaajalle: kortit näytetään vain hänelle. (Välilyönti, Enter tai A: olen paikalla.)
h-i-play = Pelaan: { $sides }
h-seat-cards = · { $cards ->
    [one] 1 kortti
   *[other] { $cards } korttia
}
h-hint-mouse = Napsauta valaistua heksaa ja sitten valaistua kohdetta tai valitse käsky alta. Rulla: zoomaus · oikea veto: panorointi · H: koko kartta
h-hint-keys = Tab / ↑↓: valitse · välilyönti: tee / heitä · askelpalautin: takaisin · WASD panoroi · Q/E zoomaa · H kartta · U peru
h-hint-pad = Ristiohjain: valitse · A: tee / heitä · vasen sauva: osoitin (A napsauttaa) · oikea sauva: panorointi · liipaisimet: zoomaus · X: peru
h-show-command = Komento: vihreä suorassa komennossa, keltainen komennossa, punainen komennon ulkopuolella; siniset pisteet: komennon ulottuma
h-tracks-and-boxes = Asteikot ja laatikot
h-your-cards = Korttisi
h-roll-or-draw = Heitä noppaa / nosta (välilyönti)
h-ai-playing = Tekoäly pelaa…
h-german-hq = Saksalaisten esikunta { $hq }
h-german-hq-move = Saksalaisten esikunta { $hq }: siirrä
h-to = → { $at }
h-back = ✖ takaisin
h-units-at = Yksiköt: { $at } ({ $units })
h-unit-takes-order = { $mark } yksikkö { $unit } saa käskyn
h-move-log = Siirtoloki (osoita riviä: kartta näyttää paikan)
h-banner-standing = { $clock } · punaisten hallussa lippuja: { $flags }/{ $all_flags } · punaisten esikuntia pystyssä: { $hqs }/{ $all_hqs }
h-battle-box = Taistelu: { $at } — { $side } hyökkäävät, { $units } yks. — { $kind }
h-battle-dice = Hyökkäysnoppa { $attack_die } { $attack_mod } = { $attack } · puolustusnoppa { $defence_die } { $defence_mod } = { $defence }{ $raised ->
    [yes] {" "}(nostettu maaston arvoon)
   *[no] {""}
}
h-difference = Erotus { $diff }:
h-battle-now = Nyt: { $stage } · sarake: { $column } · häviäjä: { $loser }
h-tracks-morale = Punaisten moraali: ruutu { $square } · moraaliarvo { $value } · punaisten tappiot { $casualties }
h-tracks-meurer-landed = Abteilung Meurer: maissa
h-tracks-meurer = Abteilung Meurer: saapumisasteikon ruutu { $square } ({ $waiting } odottaa)
h-tracks-division-tikkurila = Divisioonan esikunnan asteikko: { $division } · Tikkurilan asteikko: { $tikkurila }
h-tracks-white-activity = Valkoisten toiminta-asteikko: ruutu { $square }
h-tracks-reserve-columns = Saksalaisten reservin sarakkeet (vasemmalta oikealle): { $columns }
h-tracks-reserves = Reservit: punaiset { $red } · valkoiset { $white } · pidätettyjä valkoisia ryhmiä { $arrested }
h-tracks-flags = Punaisten hallussa lippuja: { $flags }/{ $all }
h-tracks-victory = Voitto: saksalaiset ja valkoiset voittavat heti, kun yhdessäkään lippuheksassa ei ole punaista yksikköä; punaiset voittavat, kun kello ei enää voi edetä ({ $squares } ruutua jäljellä), suuren voiton kahdella lipulla ja esikunnalla.
h-hand-title = { $cards ->
    [one] 1 kortti
   *[other] { $cards } korttia
}{ $playable ->
    [yes] {" "}· osan voi pelata nyt
   *[no] {""}
}
h-card-heading = { $name } ({ $deck ->
    [event] salainen tapahtuma
    [activity] toiminta
   *[support] tuki
}) [{ rules-ours-mark }]
h-card-when-initiative = omassa aloitteessa, maksuttomana käskynä
h-card-when-before = taistelussa, ennen noppia
h-card-when-after = taistelussa, noppien jälkeen
h-play-it = Pelaa

## Kartta

h-map-dice = nopat
h-map-tikkurila = TIKKURILA
h-map-title = Helsinki 11.–13. huhtikuuta 1918
h-map-time-track = Aika: 11.4. klo 15 → 13.4. keskiyö (tumma: yö)
h-map-track-morale = Punaisten moraali
h-map-track-meurer = Meurerin saapuminen
h-map-track-division = Divisioonan esikunta
h-map-track-tikkurila = Tikkurila
h-map-track-white = Valkoisten toiminta
h-letter-red = P
h-letter-white = V
h-letter-german = S
h-letter-hq = E
h-letter-squad = R
