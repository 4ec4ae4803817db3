# Разбойники (Räuber): Spielbildschirm, Protokoll und Aufstellung.

cupboard-raz-subtitle = Selbstgemachtes sowjetisches Spiel mit nummerierten Steinen · 2 Spieler
cupboard-raz-rules-title = Разбойники · Räuber — Regeln
cupboard-raz-original = Der russische Originaltext
raz-tagline = Brich in die feindliche Stadt ein, werde Räuber, erreiche zuerst 30 Punkte
raz-side =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    }
raz-city =
    { $side ->
        [white] Stadt von Weiß
       *[black] Stadt von Schwarz
    }

## Die Seitenleiste

raz-seat-line = { $side } · { $kind }
raz-quiet-moves = { $moves } von { $limit } stillen Zügen, dann entscheiden die Punkte
raz-to-move = { $side } am Zug
raz-ai-thinking = { $side } (KI) überlegt
raz-game-over = Spiel vorbei
raz-hint-mouse = Klick auf einen Stein, dann auf ein hervorgehobenes Feld. Nach einem Sprung klick auf das nächste Landefeld oder auf das rote Feld, um anzuhalten.
raz-hint-keys = ←→: auswählen · Leertaste: nehmen / los · Rücktaste: zurücklegen · U: zurücknehmen · Esc: Menü
raz-hint-pad = Steuerkreuz: auswählen · linker Stick: Zeiger · A: nehmen / los · B: zurücklegen · X: zurücknehmen · Start: Menü
raz-wins = { $side } gewinnt!
raz-draw = Unentschieden
raz-scores = Weiß { $white } · Schwarz { $black }

## Warum ein Klick nichts bewirkt

raz-nothing-to-undo = In diesem Zug gibt es nichts zurückzunehmen.
raz-no-move = Kein Stein kann ziehen: Leertaste / A drücken oder klicken, um auszusetzen.
raz-jumped = Auf { $square } gesprungen: weiterspringen oder noch einmal darauf klicken (Leertaste / A), um dort anzuhalten.
raz-cannot-go = Der Stein kann von hier nicht nach { $square }.
raz-not-yours = Das ist ein Stein von { $side }.
raz-piece-stuck = Der Stein auf { $square } hat keinen Zug.

## Das Protokoll

raz-log-move = { $side }: { $move }
raz-log-robber = Der Stein von { $side } auf { $square } wird Räuber: +{ $points }
raz-log-takes = { $side } schlägt die { $number } von { $victim } auf { $square }: +{ $points }
raz-log-takes-robber = { $side } schlägt den Räuber { $number } von { $victim } auf { $square }: +{ $points }
raz-log-passes = { $side } kann nicht ziehen und setzt aus
raz-reason-target = { $side } erreicht { $target }
raz-reason-quiet = { $limit } Züge ohne Schlagen und ohne neuen Räuber: die höhere Punktzahl gewinnt
raz-reason-stuck = keine Seite kann ziehen: die höhere Punktzahl gewinnt
raz-log-won = Spiel vorbei ({ $reason }): { $side } gewinnt
raz-log-draw = Spiel vorbei ({ $reason }): unentschieden

## Aufstellung

raz-white-first = Weiß (zieht zuerst)
raz-quiet-limit = Grenze für stille Züge
raz-moves = { $moves } Züge
raz-describe-side = { $side }, { $count ->
    [one] ein Stein
   *[other] { $count } Steine
}: { $pieces }.
raz-describe-piece = { $number } auf { $square }
raz-describe-robber = Räuber { $number } auf { $square }
raz-describe-at = { $side }: { $piece }.
raz-describe-empty = { $square } ist leer.
