# Helsinki 1918: die Seiten, der Bildschirm, das Zugprotokoll und die Aufforderungen.

h-subtitle = Kriegsspiel mit Hexfeldern und Karten für drei Seiten · 2–3 Spieler
h-rules-title = Helsinki 1918 — die Regeln in unseren Worten
h-original-heading = Die Tabellen und Leisten unserer Rekonstruktion
h-tagline = Helsinki 1918 — Rote Garden, Weiße Garden und die deutsche Ostsee-Division kämpfen um die Stadt, 11.–13. April
h-nothing-to-undo = Nichts zurückzunehmen: Danach kam ein Wurf, eine Karte oder die Entscheidung einer anderen Seite.

## Die Seiten

h-side = { $side ->
    [red] Rote
    [white] Weiße
   *[german] Deutsche
}
h-side-the = { $side ->
    [red] Die Roten
    [white] Die Weißen
   *[german] Die Deutschen
}
h-and = { $first } und { $second }

## Spielbeginn

h-players = Spieler
h-players-two = 2 Spieler
h-players-three = 3 Spieler
h-seat-reds = Rote Garden
h-seat-allies = Deutsche und Weiße Garden
h-seat-whites = Weiße Garden
h-seat-germans = Deutsche Ostsee-Division

## Sieg und Gefecht

h-victory-red-major = Großer Sieg der Roten Garden
h-victory-red-minor = Kleiner Sieg der Roten Garden
h-victory-allied-minor = Kleiner Sieg der Deutschen und Weißen
h-victory-german-major = Großer Sieg der Deutschen, kleiner Sieg der Weißen
h-victory-white-major = Großer Sieg der Weißen, kleiner Sieg der Deutschen
h-victory-allied-major = Großer Sieg der Deutschen und Weißen (gemeinsames Ergebnis)
h-victory-shared = Deutsche und Weiße teilen sich den Sieg
h-effect-retreat = Rückzug
h-effect-retreat-all = Rückzug aller
h-effect-disorder = Unordnung
h-effect-disorder-all = alle in Unordnung
h-effect-destroyed = vernichtet
h-battle-kind-move = Angriff nach einer Bewegung (Verteidigung M)
h-battle-kind-continue = Gefechtsbefehl (Verteidigung B)
h-battle-kind-flank = Flankenangriff
h-battle-kind-card = Beschuss durch eine Karte (Verteidigung M)
h-battle-stage-before = Karten vor den Würfeln
h-battle-stage-dice = die Würfel
h-battle-stage-after = Karten nach den Würfeln
h-battle-stage-german-shift = die deutsche Spaltenverschiebung
h-battle-stage-red-shift = die rote Moralverschiebung
h-battle-stage-effects = die Wirkungen
h-column-harsh = hart
h-column-centre = Mitte
h-column-mild = mild

## Das Zugprotokoll

h-log-draw-event = Die Roten ziehen ein geheimes Ereignis
h-log-draw-activity = Die Weißen ziehen eine Aktivitätskarte
h-log-draw-support = { $side } ziehen eine Unterstützungskarte
h-log-swap = { $side } werfen eine Karte verdeckt ab und ziehen zwei
h-log-play = { $side } spielen „{ $card }“
h-log-first-initiative = Erste Initiative: { $side }, { $points } Kommandopunkte
h-log-initiative = Initiative: Deutsche { $german }, Rote { $red } — { $side } handeln
h-log-command-points = { $side }: { $points ->
    [one] 1 Kommandopunkt
   *[other] { $points } Kommandopunkte
}
h-log-german-point-tikkurila = Die Deutschen setzen einen Punkt auf die Tikkurila-Leiste
h-log-german-point-meurer = Die Deutschen setzen einen Punkt auf die Ankunftsleiste Meurer
h-log-german-point-division = Die Deutschen setzen einen Punkt auf die Divisionsstab-Leiste
h-log-unspent = { $points ->
    [one] 1 deutscher Kommandopunkt ungenutzt
   *[other] { $points } deutsche Kommandopunkte ungenutzt
}: die Uhr läuft weiter
h-log-initiative-ended = { $side } beenden ihre Initiative
h-log-midnight = Mitternacht: { $units ->
    [one] 1 rote Einheit ohne Kommando wird geprüft
   *[other] { $units } rote Einheiten ohne Kommando werden geprüft
}
h-log-moved = { $side ->
    [red] Rote
    [white] Weiße
   *[german] Deutsche
}: { $units ->
    [one] 1 Einheit
   *[other] { $units } Einheiten
} → { $at }
h-log-placed = { $side ->
    [red] Rote
    [white] Weiße
   *[german] Deutsche
}: eine neue Einheit tritt an → { $at }
h-log-reinforced = Sie verstärken das Gefecht
h-log-battle-begun = Gefecht auf { $at }: { $side } greifen an
h-log-column-shifted = Die Deutschen verschieben die Gefechtsspalte
h-log-morale-spent = Die Roten setzen Moral für ein milderes Ergebnis ein
h-log-battle-no-effect = Gefecht: { $attack } gegen { $defence }: keine Wirkung
h-log-battle = Gefecht: { $attack } gegen { $defence }: die { $loser ->
    [attackers] Angreifer
   *[defenders] Verteidiger
} verlieren ({ $effects })
h-log-retreated = Eine { $side ->
    [red] rote
    [white] weiße
   *[german] deutsche
} Einheit zieht sich zurück
h-log-to-reserve = Eine { $side ->
    [red] rote
    [white] weiße
   *[german] deutsche
} Einheit gerät in Unordnung und geht in die Reserve
h-log-destroyed = { $side ->
    [red] Eine rote Einheit ist vernichtet und kommt auf die Moralleiste
    [german] Eine deutsche Einheit ist vernichtet: drei Zeitfelder verloren
   *[white] Eine weiße Einheit ist vernichtet
}
h-log-regrouped = { $units ->
    [one] 1 deutsche Einheit sammelt sich in der Reserve
   *[other] { $units } deutsche Einheiten sammeln sich in der Reserve
}
h-log-hq-moved = Ein deutscher Stab wird versetzt
h-log-meurer-hq = Der Stab der Abteilung Meurer kommt an eine Ecke des Ankunftsfelds
h-log-meurer = { $landed ->
    [yes] Abteilung Meurer landet (Wurf { $face })
   *[no] Abteilung Meurer landet noch nicht (Wurf { $face })
}
h-log-morale-order = Moralbefehl: { $total }: der Marker steigt um { $up }
h-log-new-unit = { $result ->
    [in-command] { $total }: eine neue Einheit unter Kommando
    [direct] { $total }: eine neue Einheit unter direktem Kommando
   *[nobody] { $total }: keine neue Einheit
}
h-log-arrest = { $arrested ->
    [yes] Verhaftung: { $total }: ein weißer Trupp wird verhaftet
   *[no] Verhaftung: { $total }: der Trupp entkommt
}
h-log-organise = { $gathered ->
    [yes] Organisieren: { $total }: ein weißer Trupp sammelt sich
   *[no] Organisieren: { $total }: kein Trupp
}
h-log-form = { $formed ->
    [yes] Einheit bilden: { $face }: eine weiße Einheit tritt hervor
   *[no] Einheit bilden: { $face }: niemand kommt
}
h-log-command-test = Kommandoprobe { $face } gegen { $distance }: { $passed ->
    [yes] bestanden
   *[no] misslungen
}
h-log-command-test-no-way = Kommandoprobe { $face } ohne Weg zum Kommando: { $passed ->
    [yes] bestanden
   *[no] misslungen
}
h-log-disorder-lost = Unordnungsprobe { $face }: die Männer gehen nach Hause
h-log-night-break-up = Nachtprobe { $face }: eine rote Einheit ohne Kommando löst sich auf
h-log-red-hq-taken = { $side } nehmen einen roten Stab
h-log-german-hq-fell-back = Ein deutscher Stab weicht an eine andere Ecke aus
h-log-german-hq-overrun = Ein deutscher Stab wird überrannt
h-log-game-over = Das Spiel endet: { $victory }

## Worauf das Spiel wartet

h-prompt-retreat = { $side }: wähle das Feld, auf das die Einheit zurückweicht.
h-prompt-setup-events = Die Roten ziehen ihre geheimen Ereignisse.
h-prompt-first-red-draw = Die Roten ziehen ihre erste Unterstützungskarte.
h-prompt-initiative = Die Initiativwürfel: wer handelt als Nächstes?
h-prompt-red-card-draw = Die Roten ziehen eine Karte (ihr Wurf lag innerhalb der Moral).
h-prompt-german-draw = Die Deutschen ziehen eine Unterstützungskarte.
h-prompt-white-draws = { $cards ->
    [one] Die Weißen ziehen eine Aktivitätskarte.
   *[other] Die Weißen ziehen { $cards } Aktivitätskarten.
}
h-prompt-german-choice = Initiative der Roten. Die Deutschen wählen: einen Tikkurila-Punkt, den Meurer-Marker vorwärts oder einen Punkt für den Divisionsstab.
h-prompt-white-choice = Initiative der Roten. Die Weißen dürfen eine Karte ziehen oder eine verdeckt abwerfen und zwei ziehen.
h-prompt-tikkurila = Initiative der Deutschen, Tikkurila: { $points ->
    [one] 1 Kommandopunkt
   *[other] { $points } Kommandopunkte
} von der Tikkurila-Leiste. Befehl in Tikkurila geben oder weiter.
h-prompt-orders = { $side } — Initiative: noch { $points ->
    [one] 1 Kommandopunkt
   *[other] { $points } Kommandopunkte
}. Befehl geben oder die Initiative beenden.
h-prompt-division-hq = (Divisionsstab-Leiste: noch { $points }.)
h-prompt-roll-meurer = Abteilung Meurer: der Ankunftswurf.
h-prompt-roll-morale = Der Wurf des Moralbefehls.
h-prompt-roll-recruit = Der Rekrutierungswurf.
h-prompt-roll-deploy = Der Bereitstellungswurf.
h-prompt-roll-arrest = Der Verhaftungswurf.
h-prompt-roll-organise = Der Wurf, einen Trupp zu organisieren.
h-prompt-roll-form = Der Wurf, eine Einheit zu bilden.
h-prompt-roll-ooc = Eine Kommandoprobe: der Würfel entscheidet, ob die Einheit gehorcht.
h-prompt-roll-disorder = Die rote Unordnungsprobe: über dem Moralwert geht die Einheit verloren.
h-prompt-roll-night = Mitternacht: Eine Probe entscheidet, ob die roten Einheiten ohne Kommando bleiben.
h-prompt-roll-reroll = Ein Gefechtswürfel, durch eine Karte neu geworfen.
h-prompt-place = { $side }: setze die neue Einheit auf ein hervorgehobenes Feld.
h-prompt-meurer-hq = Abteilung Meurer ist gelandet. Die Deutschen: setze ihren Stab an eine Ecke des Ankunftsfelds.
h-prompt-target = { $side }: wähle das Feld, in dem das Gefecht der Karte stattfindet.
h-prompt-battle-before = Gefecht auf { $at }: { $side } dürfen vor den Würfeln eine Gefechtskarte spielen oder passen.
h-prompt-battle-after = Gefecht auf { $at }: { $side } dürfen nach den Würfeln eine Karte spielen oder passen.
h-prompt-battle-german-shift = Gefecht auf { $at }: die Deutschen dürfen einen Divisionsstab-Punkt für eine Spaltenverschiebung ausgeben oder passen.
h-prompt-battle-red-shift = Gefecht auf { $at }: die Roten dürfen einen Moralpunkt für die mildere Spalte ausgeben oder passen.
h-prompt-battle-dice = Gefecht auf { $at }: die Gefechtswürfel.
h-prompt-battle-effects = Gefecht auf { $at }: die Wirkungen.
h-prompt-over = Das Spiel ist aus: { $victory }.
h-prompt-over-plain = Das Spiel ist aus.

## Orte und Befehle

h-hex-tikkurila = Tikkurila ({ $part ->
    [south] Süd
    [village] Dorf
   *[railway] Bahn
})
h-hex-flag = { $name } ({ $at })
h-hex-terrain = { $terrain ->
    [open] offenes Gelände
    [park] Park
    [rough] unwegsames Gelände
    [city] Stadt
    [fortification] Befestigung
    [water] Wasser
   *[none] Feld
} { $at }
h-corner = Ecke { $a } / { $b } / { $c }
h-act-end = Initiative beenden
h-act-morale = Moralbefehl (ein Wurf: Marker hinauf)
h-act-recruit = Eine Einheit rekrutieren (ein Wurf)
h-act-deploy = Eine Einheit aus der Reserve bereitstellen (ein Wurf)
h-act-draw-card = Eine Unterstützungskarte ziehen
h-act-regroup = { $units ->
    [one] 1 Einheit
   *[other] { $units } Einheiten
} sammeln (zurück unter Kommando)
h-act-move = { $attack ->
    [yes] Angriff
   *[no] Bewegung
}: { $units ->
    [one] 1 Einheit
   *[other] { $units } Einheiten
} → { $to }{ $via ->
    [none] {""}
   *[other] , über { $via }
}
h-act-battle = Gefechtsbefehl: { $at }, { $units ->
    [one] 1 Einheit
   *[other] { $units } Einheiten
}
h-act-meurer-hq = Stab der Abteilung Meurer setzen: { $corner }
h-act-move-hq = Deutschen Stab { $hq } versetzen: { $corner }
h-act-arrest = Den weißen Trupp verhaften: { $corner }
h-act-organise = Einen Trupp organisieren: { $corner }
h-act-form = Eine Einheit bilden: { $at }
h-act-play = „{ $card }“ spielen
h-act-pass = Passen
h-act-put = Die neue Einheit setzen: { $at }
h-act-target = Das Gefecht der Karte: { $at }
h-act-choose-activity = Eine Aktivitätskarte ziehen
h-act-choose-tikkurila = Einen Punkt auf die Tikkurila-Leiste setzen
h-act-choose-meurer = Den Marker der Abteilung Meurer ein Feld vorrücken
h-act-choose-division = Einen Punkt auf die Divisionsstab-Leiste setzen
h-act-swap = „{ $card }“ verdeckt abwerfen und zwei ziehen
h-act-shift-harsher = Spalte nach links (härter), ein Divisionsstab-Punkt
h-act-shift-milder = Spalte nach rechts (milder), ein Divisionsstab-Punkt
h-act-morale-shift = Einen Moralpunkt ausgeben: die mildere Spalte
h-act-retreat = Rückzug: { $at }
h-act-roll = Würfeln
h-several-ways = Mehrere Wege führen dorthin: wähle einen in der Befehlsliste.
h-no-order-there = { $at }: dort beginnt oder endet jetzt kein Befehl von dir.

## Die Leiste

h-clock = { $day }. April { $time }
h-track-full = Feld { $square }, die Leiste ist voll: der nächste deutsche Kommandopunkt beendet das Spiel
h-track-square = Feld { $square } von { $limit }
h-time-line = { $clock }{ $night ->
    [yes] {" "}(Nacht)
   *[no] {""}
} · { $track }
h-hand-over = Übergabe
h-hand-over-text = Als Nächstes: { $sides }{ $chance ->
    [yes] {" "}(mit einem eigenen Wurf oder Kartenzug)
   *[no] {""}
}. Gib das Gerät weiter: Die Karten sieht nur diese Seite. (Leertaste, Enter oder A: ich sitze hier.)
h-i-play = Ich spiele: { $sides }
h-seat-cards = · { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
h-hint-mouse = Klick auf ein hervorgehobenes Feld, dann auf ein hervorgehobenes Ziel, oder wähle unten einen Befehl. Rad: Zoom · Rechts ziehen: verschieben · H: ganze Karte
h-hint-keys = Tab / ↑↓: wählen · Leertaste: los / würfeln · Rücktaste: zurück · WASD verschieben · Q/E Zoom · H Karte · U zurücknehmen
h-hint-pad = Steuerkreuz: wählen · A: los / würfeln · linker Stick: Zeiger (A klickt) · rechter Stick: verschieben · Trigger: Zoom · X: zurücknehmen
h-show-command = Kommando: grün direkt, gelb unter Kommando, rot ohne Kommando; blaue Punkte: die Reichweite
h-tracks-and-boxes = Leisten und Kästen
h-your-cards = Deine Karten
h-roll-or-draw = Würfeln / ziehen (Leertaste)
h-ai-playing = Die KI spielt…
h-german-hq = Deutscher Stab { $hq }
h-german-hq-move = Deutscher Stab { $hq }: versetzen
h-to = → { $at }
h-back = ✖ zurück
h-units-at = Einheiten: { $at } ({ $units })
h-unit-takes-order = { $mark } Einheit { $unit } führt den Befehl aus
h-move-log = Zugprotokoll (Zeiger auf eine Zeile: Die Karte zeigt, wo)
h-banner-standing = { $clock } · Fahnen in roter Hand: { $flags } von { $all_flags } · rote Stäbe stehen: { $hqs } von { $all_hqs }
h-battle-box = Gefecht: { $at } — { $side } greifen mit { $units } an — { $kind }
h-battle-dice = Angriffswurf { $attack_die } { $attack_mod } = { $attack } · Verteidigungswurf { $defence_die } { $defence_mod } = { $defence }{ $raised ->
    [yes] {" "}(auf den Geländewert angehoben)
   *[no] {""}
}
h-difference = Differenz { $diff }:
h-battle-now = Jetzt: { $stage } · Spalte: { $column } · Verlierer: { $loser }
h-tracks-morale = Rote Moral: Feld { $square } · Moralwert { $value } · rote Verluste { $casualties }
h-tracks-meurer-landed = Abteilung Meurer: gelandet
h-tracks-meurer = Abteilung Meurer: Ankunftsleiste Feld { $square } ({ $waiting } warten)
h-tracks-division-tikkurila = Divisionsstab-Leiste: { $division } · Tikkurila-Leiste: { $tikkurila }
h-tracks-white-activity = Weiße Aktivitätsleiste: Feld { $square }
h-tracks-reserve-columns = Deutsche Reservespalten (von links nach rechts): { $columns }
h-tracks-reserves = Reserven: Rote { $red } · Weiße { $white } · verhaftete weiße Trupps { $arrested }
h-tracks-flags = Fahnen in roter Hand: { $flags } von { $all }
h-tracks-victory = Sieg: Deutsche und Weiße gewinnen, sobald kein Fahnenfeld mehr eine rote Einheit hält; die Roten gewinnen, wenn die Uhr nicht weiterrücken kann (noch { $squares } Felder), einen großen Sieg mit zwei Fahnen und einem Stab.
h-hand-title = { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}{ $playable ->
    [yes] {" "}· einige jetzt spielbar
   *[no] {""}
}
h-card-heading = { $name } ({ $deck ->
    [event] geheimes Ereignis
    [activity] Aktivität
   *[support] Unterstützung
}) [{ rules-ours-mark }]
h-card-when-initiative = in deiner Initiative, als freier Befehl
h-card-when-before = in einem Gefecht, vor den Würfeln
h-card-when-after = in einem Gefecht, nach den Würfeln
h-play-it = Ausspielen

## Die Karte

h-map-dice = die Würfel
h-map-tikkurila = TIKKURILA
h-map-title = Helsinki, 11.–13. April 1918
h-map-time-track = Zeit: 11. April 15:00 → Mitternacht 13. April (dunkel: Nacht)
h-map-track-morale = Rote Moral
h-map-track-meurer = Ankunft Meurer
h-map-track-division = Divisionsstab
h-map-track-tikkurila = Tikkurila
h-map-track-white = Weiße Aktivität
h-letter-red = R
h-letter-white = W
h-letter-german = D
h-letter-hq = St
h-letter-squad = T
