# Helsinki 1918: sidorna, skärmen, draglistan och uppmaningarna.

h-subtitle = Krigsspel för tre sidor med hexar och kort · 2–3 spelare
h-rules-title = Helsinki 1918 – reglerna med våra ord
h-original-heading = Tabellerna och skalorna i vår rekonstruktion
h-tagline = Helsinki 1918 – röda gardet, skyddskåren och den tyska Östersjödivisionen strider om staden, 11–13 april
h-nothing-to-undo = Inget att ångra: en tärning, ett kort eller en annan sidas beslut kom efter.

## Sidorna

h-side = { $side ->
    [red] Röda
    [white] Vita
   *[german] Tyskarna
}
h-side-the = { $side ->
    [red] De röda
    [white] De vita
   *[german] Tyskarna
}
h-and = { $first } och { $second }

## Uppställning

h-players = Spelare
h-players-two = 2: röda mot tyskar och vita
h-players-three = 3: röda, vita, tyskar
h-seat-reds = Röda gardet
h-seat-allies = Tyskarna och skyddskåren
h-seat-whites = Skyddskåren
h-seat-germans = Tyska Östersjödivisionen

## Seger och strid

h-victory-red-major = Röda gardets stora seger
h-victory-red-minor = Röda gardets mindre seger
h-victory-allied-minor = Tyskarnas och de vitas mindre seger
h-victory-german-major = Tyskarnas stora seger, de vitas mindre seger
h-victory-white-major = De vitas stora seger, tyskarnas mindre seger
h-victory-allied-major = Tyskarnas och de vitas stora seger (ett delat resultat)
h-victory-shared = Tyskarna och de vita delar segern
h-effect-retreat = reträtt
h-effect-retreat-all = reträtt för alla
h-effect-disorder = oordning
h-effect-disorder-all = oordning för alla
h-effect-destroyed = förintad
h-battle-kind-move = ett anfall efter en förflyttning (försvar M)
h-battle-kind-continue = en stridsorder (försvar B)
h-battle-kind-flank = ett flankanfall
h-battle-kind-card = ett korts beskjutning (försvar M)
h-battle-stage-before = kort före tärningarna
h-battle-stage-dice = tärningarna
h-battle-stage-after = kort efter tärningarna
h-battle-stage-german-shift = den tyska kolumnförskjutningen
h-battle-stage-red-shift = de rödas moralförskjutning
h-battle-stage-effects = verkningarna
h-column-harsh = hård
h-column-centre = mellersta
h-column-mild = mild

## Draglistan

h-log-draw-event = De röda drar en hemlig händelse
h-log-draw-activity = De vita drar ett aktivitetskort
h-log-draw-support = { $side } drar ett stödkort
h-log-swap = { $side } slänger ett kort utan att visa det och drar två
h-log-play = { $side } spelar ”{ $card }”
h-log-first-initiative = Första initiativet: { $side }, { $points } befälspoäng
h-log-initiative = Initiativtärningarna: tyskarna { $german }, de röda { $red }. { $side } agerar
h-log-command-points = { $side }: { $points ->
    [one] 1 befälspoäng
   *[other] { $points } befälspoäng
}
h-log-german-point-tikkurila = Tyskarna lägger en poäng på Dickursbyskalan
h-log-german-point-meurer = Tyskarna lägger en poäng på Meurers ankomstskala
h-log-german-point-division = Tyskarna lägger en poäng på divisionsstabens skala
h-log-unspent = { $points ->
    [one] 1 tysk befälspoäng lämnas oanvänd
   *[other] { $points } tyska befälspoäng lämnas oanvända
}: klockan går vidare
h-log-initiative-ended = { $side } avslutar sitt initiativ
h-log-midnight = Midnatt: { $units ->
    [one] 1 röd enhet utan befäl gör befälsprov
   *[other] { $units } röda enheter utan befäl gör befälsprov
}
h-log-moved = { $units ->
    [one] 1 { $side ->
        [red] röd
        [white] vit
       *[german] tysk
    } enhet förflyttar sig
   *[other] { $units } { $side ->
        [red] röda
        [white] vita
       *[german] tyska
    } enheter förflyttar sig
} till { $at }
h-log-placed = En { $side ->
    [red] röd
    [white] vit
   *[german] tysk
} enhet sätts in vid { $at }
h-log-reinforced = De förstärker striden
h-log-battle-begun = Strid vid { $at }: { $side } anfaller
h-log-column-shifted = Tyskarna förskjuter stridskolumnen
h-log-morale-spent = De röda satsar moral för ett mildare resultat
h-log-battle-no-effect = Strid: { $attack } mot { $defence }: ingen verkan
h-log-battle = Strid: { $attack } mot { $defence }: { $loser ->
    [attackers] anfallarna
   *[defenders] försvararna
} förlorar ({ $effects })
h-log-retreated = En { $side ->
    [red] röd
    [white] vit
   *[german] tysk
} enhet retirerar
h-log-to-reserve = En { $side ->
    [red] röd
    [white] vit
   *[german] tysk
} enhet hamnar i oordning och går tillbaka till reserven
h-log-destroyed = { $side ->
    [red] En röd enhet förintas: till moralskalan
    [german] En tysk enhet förintas: tre tidsrutor förlorade
   *[white] En vit enhet förintas
}
h-log-regrouped = { $units ->
    [one] 1 tysk enhet omgrupperas till reserven
   *[other] { $units } tyska enheter omgrupperas till reserven
}
h-log-hq-moved = En tysk stab flyttar
h-log-meurer-hq = Abteilung Meurers stab placeras i ett hörn av ankomsthexen
h-log-meurer = { $landed ->
    [yes] Abteilung Meurer landstiger (kast { $face })
   *[no] Abteilung Meurer landstiger inte än (kast { $face })
}
h-log-morale-order = Moralorder: { $total }: markören flyttas { $up } uppåt
h-log-new-unit = { $result ->
    [in-command] { $total }: en ny enhet under befäl
    [direct] { $total }: en ny enhet under direkt befäl
   *[nobody] { $total }: ingen ny enhet
}
h-log-arrest = { $arrested ->
    [yes] Arrestering: { $total }: en vit grupp arresteras
   *[no] Arrestering: { $total }: gruppen slipper undan
}
h-log-organise = { $gathered ->
    [yes] Organisering: { $total }: en vit grupp samlas
   *[no] Organisering: { $total }: ingen grupp
}
h-log-form = { $formed ->
    [yes] Bilda en enhet: { $face }: en vit enhet träder fram
   *[no] Bilda en enhet: { $face }: ingen kommer
}
h-log-command-test = Befälsprov { $face } mot { $distance }: { $passed ->
    [yes] klarat
   *[no] misslyckat
}
h-log-command-test-no-way = Befälsprov { $face } utan väg till befäl: { $passed ->
    [yes] klarat
   *[no] misslyckat
}
h-log-disorder-lost = Oordningsprov { $face }: männen går hem
h-log-night-break-up = Nattprov { $face }: en röd enhet utan befäl upplöses
h-log-red-hq-taken = { $side } tar en röd stab
h-log-german-hq-fell-back = En tysk stab drar sig tillbaka till ett annat hörn
h-log-german-hq-overrun = De röda tar en tysk stab
h-log-game-over = Spelet slutar: { $victory }

## Vad spelet väntar på

h-prompt-retreat = { $side }: välj den hex dit den retirerande enheten drar sig tillbaka.
h-prompt-setup-events = De röda drar sina hemliga händelser.
h-prompt-first-red-draw = De röda drar sitt första stödkort.
h-prompt-initiative = Initiativtärningarna: vem agerar härnäst?
h-prompt-red-card-draw = De röda drar ett kort (tärningen höll sig inom deras moral).
h-prompt-german-draw = Tyskarna drar ett stödkort.
h-prompt-white-draws = { $cards ->
    [one] De vita drar ett aktivitetskort.
   *[other] De vita drar { $cards } aktivitetskort.
}
h-prompt-german-choice = De rödas initiativ. Tyskarna väljer: en poäng i Dickursby, Meurermarkören framåt eller en poäng för divisionsstaben.
h-prompt-white-choice = De rödas initiativ. De vita får dra ett kort, eller slänga ett utan att visa det och dra två.
h-prompt-tikkurila = Tyskarnas initiativ, Dickursby: { $points ->
    [one] 1 befälspoäng
   *[other] { $points } befälspoäng
} från Dickursbyskalan. Ge en order i Dickursby eller gå vidare.
h-prompt-orders = { $side } har initiativet: { $points ->
    [one] 1 befälspoäng
   *[other] { $points } befälspoäng
} kvar. Ge en order, eller avsluta initiativet.
h-prompt-division-hq = (Divisionsstabens skala: { $points } till.)
h-prompt-roll-meurer = Abteilung Meurer: ankomsttärningen.
h-prompt-roll-morale = Moralorderns tärning.
h-prompt-roll-recruit = Värvningstärningen.
h-prompt-roll-deploy = Utplaceringstärningen.
h-prompt-roll-arrest = Arresteringstärningen.
h-prompt-roll-organise = Tärningen för att organisera en grupp.
h-prompt-roll-form = Tärningen för att bilda en enhet.
h-prompt-roll-ooc = Ett befälsprov: tärningen avgör om enheten lyder.
h-prompt-roll-disorder = De rödas oordningsprov: ett kast över moralvärdet, och enheten går förlorad.
h-prompt-roll-night = Midnatt: de röda enheterna utan befäl prövas: stannar de kvar?
h-prompt-roll-reroll = Ett kort låter en stridstärning kastas om.
h-prompt-place = { $side }: placera den nya enheten på en markerad hex.
h-prompt-meurer-hq = Abteilung Meurer har landstigit. Tyskarna: placera dess stab i ett hörn av ankomsthexen.
h-prompt-target = { $side }: välj den hex där kortets strid utkämpas.
h-prompt-battle-before = Strid vid { $at }: { $side } får spela ett stridskort före tärningarna, eller stå över.
h-prompt-battle-after = Strid vid { $at }: { $side } får spela ett kort efter tärningarna, eller stå över.
h-prompt-battle-german-shift = Strid vid { $at }: tyskarna får använda en poäng från divisionsstaben för att förskjuta kolumnen, eller stå över.
h-prompt-battle-red-shift = Strid vid { $at }: de röda får använda en moralpoäng för den mildare kolumnen, eller stå över.
h-prompt-battle-dice = Strid vid { $at }: stridstärningarna.
h-prompt-battle-effects = Strid vid { $at }: verkningarna.
h-prompt-over = Spelet är slut: { $victory }.
h-prompt-over-plain = Spelet är slut.

## Platser och order

h-hex-tikkurila = Dickursby ({ $part ->
    [south] söder
    [village] byn
   *[railway] järnvägen
})
h-hex-flag = { $name } ({ $at })
h-hex-terrain = { $terrain ->
    [open] öppen terräng
    [park] park
    [rough] oländig terräng
    [city] stad
    [fortification] befästning
    [water] vatten
   *[none] hex
} { $at }
h-corner = hörnet { $a } / { $b } / { $c }
h-act-end = Avsluta initiativet
h-act-morale = Moralorder (en tärning: markören uppåt)
h-act-recruit = Värva en enhet (en tärning)
h-act-deploy = Placera ut en enhet från reserven (en tärning)
h-act-draw-card = Dra ett stödkort
h-act-regroup = Omgruppera { $units ->
    [one] 1 enhet
   *[other] { $units } enheter
} (tillbaka under befäl)
h-act-move = { $attack ->
    [yes] Anfall
   *[no] Förflytta
}: { $units ->
    [one] 1 enhet
   *[other] { $units } enheter
} till { $to }{ $via ->
    [none] {""}
   *[other] , in från { $via }
}
h-act-battle = Stridsorder vid { $at } med { $units ->
    [one] 1 enhet
   *[other] { $units } enheter
}
h-act-meurer-hq = Placera Abteilung Meurers stab på { $corner }
h-act-move-hq = Flytta tysk stab { $hq } till { $corner }
h-act-arrest = Arrestera den vita gruppen vid { $corner }
h-act-organise = Organisera en grupp vid { $corner }
h-act-form = Bilda en enhet vid { $at }
h-act-play = Spela ”{ $card }”
h-act-pass = Stå över
h-act-put = Placera den nya enheten vid { $at }
h-act-target = Kortets strid vid { $at }
h-act-choose-activity = Dra ett aktivitetskort
h-act-choose-tikkurila = En poäng på Dickursbyskalan
h-act-choose-meurer = Abteilung Meurers markör en ruta framåt
h-act-choose-division = En poäng på divisionsstabens skala
h-act-swap = Släng ”{ $card }” utan att visa det och dra två
h-act-shift-harsher = Kolumnen åt vänster (hårdare), en divisionsstabspoäng
h-act-shift-milder = Kolumnen åt höger (mildare), en divisionsstabspoäng
h-act-morale-shift = Använd en moralpoäng: den mildare kolumnen
h-act-retreat = Reträtt till { $at }
h-act-roll = Kasta
h-several-ways = Flera vägar leder dit: välj en i panelen.
h-no-order-there = { $at }: ingen av dina order börjar eller slutar där nu.

## Panelen

h-clock = { $day } april { $time }
h-track-full = ruta { $square }, skalan är full: nästa tyska befälspoäng avslutar spelet
h-track-square = ruta { $square } av { $limit }
h-time-line = { $clock }{ $night ->
    [yes] {" "}(natt)
   *[no] {""}
} · { $track }
h-hand-over = Lämna över
h-hand-over-text = Nästa tur: { $sides }{ $chance ->
    [yes] , med ett eget tärningskast eller kortdrag
   *[no] {""}
}. Lämna över datorn: spelarens kort visas bara för spelaren själv. (Mellanslag, Enter eller A: jag sitter här.)
h-i-play = Min sida: { $sides }
h-seat-cards = · { $cards ->
    [one] 1 kort
   *[other] { $cards } kort
}
h-hint-mouse = Klicka på en markerad hex, sedan på ett markerat mål; eller välj en order nedan. Hjulet: zooma · högerdrag: panorera · H: hela kartan
h-hint-keys = Tab / ↑↓: välj · Mellanslag: gå / kasta · Backsteg: tillbaka · WASD panorera · Q/E zooma · H karta · U ångra
h-hint-pad = Styrkors: välj · A: gå / kasta · vänster spak: markör (A klickar) · höger spak: panorera · avtryckarna: zooma · X: ångra
h-show-command = Befäl: grönt direkt, gult under befäl, rött utan befäl; blå prickar: räckvidden
h-tracks-and-boxes = Skalor och fält
h-your-cards = Dina kort
h-roll-or-draw = Kasta tärningen / dra (Mellanslag)
h-ai-playing = AI:n spelar…
h-german-hq = Tysk stab { $hq }
h-german-hq-move = Tysk stab { $hq }: flytta den
h-to = till { $at }
h-back = ✖ tillbaka
h-units-at = Enheter vid { $at } ({ $units })
h-unit-takes-order = { $mark } enhet { $unit } tar emot ordern
h-move-log = Draglista (peka på en rad: kartan visar var)
h-banner-standing = { $clock } · flaggor som de röda håller: { $flags } av { $all_flags } · röda staber kvar: { $hqs } av { $all_hqs }
h-battle-box = Strid vid { $at }: { $side } anfaller med { $units } – { $kind }
h-battle-dice = Anfallstärning { $attack_die } { $attack_mod } = { $attack } · försvarstärning { $defence_die } { $defence_mod } = { $defence }{ $raised ->
    [yes] {" "}(höjd till terrängens värde)
   *[no] {""}
}
h-difference = Skillnad { $diff }:
h-battle-now = Nu: { $stage } · kolumn: { $column } · förlorare: { $loser }
h-tracks-morale = De rödas moral: ruta { $square } · moralvärde { $value } · röda förluster { $casualties }
h-tracks-meurer-landed = Abteilung Meurer: i land
h-tracks-meurer = Abteilung Meurer: ankomstskalans ruta { $square } ({ $waiting } väntar)
h-tracks-division-tikkurila = Divisionsstabens skala: { $division } · Dickursbyskalan: { $tikkurila }
h-tracks-white-activity = De vitas aktivitetsskala: ruta { $square }
h-tracks-reserve-columns = Tyska reservkolumner (från vänster till höger): { $columns }
h-tracks-reserves = Reserver: röda { $red } · vita { $white } · arresterade vita grupper { $arrested }
h-tracks-flags = Flaggor som de röda håller: { $flags } av { $all }
h-tracks-victory = Seger: tyskarna och de vita vinner så snart ingen röd enhet står på en flagghex; de röda vinner när klockan inte kan gå vidare ({ $squares } rutor kvar), och segern är stor om de då har två flaggor och en stab.
h-hand-title = { $cards ->
    [one] 1 kort
   *[other] { $cards } kort
}{ $playable ->
    [yes] {" "}· några kan spelas nu
   *[no] {""}
}
h-card-heading = { $name } ({ $deck ->
    [event] hemlig händelse
    [activity] aktivitet
   *[support] stöd
}) [{ rules-ours-mark }]
h-card-when-initiative = under ditt initiativ, som en fri order
h-card-when-before = i en strid, före tärningarna
h-card-when-after = i en strid, efter tärningarna
h-play-it = Spela det

## Kartan

h-map-dice = tärningarna
h-map-tikkurila = DICKURSBY
h-map-title = Helsingfors 11–13 april 1918
h-map-time-track = Tid: 11 april kl. 15 → midnatt 13 april (mörkt: natt)
h-map-track-morale = De rödas moral
h-map-track-meurer = Meurers ankomst
h-map-track-division = Divisionsstaben
h-map-track-tikkurila = Dickursby
h-map-track-white = Vit aktivitet
h-letter-red = R
h-letter-white = V
h-letter-german = T
h-letter-hq = St
h-letter-squad = G
