# Eile mit Weile: Spielbildschirm, Protokoll und Aufstellung (die Wörter der Spielanleitung:
# Setzsteine, Stern, Ruhebank, Alpenhütte).

cupboard-eile-subtitle = Deutsch-schweizerisches Wettlaufspiel, um 1900 · 2–4 Spieler
cupboard-eile-rules-title = Eile mit Weile — Regeln
cupboard-eile-original = Die deutsche Originalanleitung (um 1900)
eile-tagline = Eile mit Weile: Führe deine Setzsteine ums Kreuz bis in die Alpenhütte
eile-colour =
    { $colour ->
        [red] Rot
        [blue] Blau
        [green] Grün
       *[yellow] Gelb
    }

## Seitenleiste und Brett

eile-wins = { $colour } gewinnt!
eile-all-safe = alle Steine sicher in der Alpenhütte
eile-seat-line = { $colour } · { $kind }
eile-home-out = { $home } in der Hütte · { $out } unterwegs
eile-roll-button = Würfeln
eile-hint-mouse = Klick auf den Würfel, um zu würfeln; klick auf einen hervorgehobenen Stein, um ihn zu ziehen.
eile-hint-keys = Leertaste: würfeln / ziehen · ←→: Stein wählen · U: zurücknehmen · Esc: Menü
eile-hint-pad = A: würfeln / ziehen · Steuerkreuz: Stein wählen · linker Stick: Zeiger · X: zurücknehmen · Start: Menü
eile-place-line = { $place }. { $colour }
eile-die-over =
    Spiel
    vorbei
eile-die-roll =
    { $colour }
    würfeln!
eile-die-rolling =
    { $colour }
    würfelt…
eile-die-move =
    { $colour }
    zieht
eile-die-thinking =
    { $colour }
    überlegt…
eile-turn-roll = { $colour }: würfeln
eile-turn-move = { $colour }: einen Stein ziehen
eile-turn-ai-rolls = { $colour } (KI) würfelt
eile-turn-ai-moves = { $colour } (KI) zieht
eile-game-over = Spiel vorbei

## Warum ein Klick nichts bewirkt

eile-nothing-to-undo = Nichts zurückzunehmen: Danach kam ein Wurf oder der Zug eines anderen.
eile-not-your-stone = Das ist ein Stein von { $owner }; { $current } ist am Zug.
eile-stone-cannot-move = Dieser Stein kann nicht ziehen: { $reason }.
eile-click-again = Dieser Stein teilt sein Feld mit einem anderen; noch einmal klicken.
eile-cannot-use-star = { $colour } kann die { $face } nicht nutzen — ein Stein verlässt den Stern nur mit einer 5
eile-cannot-use-far = { $colour } kann die { $face } nicht nutzen — kein Stein kann so weit ziehen
eile-third-six-notice = Dritte Sechs in Folge: Die Steine von { $colour } gehen zurück auf den Stern

## Das Protokoll

eile-the-star = Stern
eile-the-hut = Hütte
eile-path = Weg { $field }
eile-log-rolls = { $colour } würfelt { $face }
eile-log-rolls-count = { $colour } würfelt { $face } = { $count }
eile-log-enters = { $colour } setzt einen Stein ein
eile-log-moves = { $colour } zieht { $from } → { $to }
eile-log-captures = { $colour } schickt den Stein von { $victim } (auf { $field }) zurück auf den Stern
eile-log-reaches-hut = { $colour } erreicht die Alpenhütte
eile-log-cannot-use = { $colour } kann die { $face } nicht nutzen
eile-log-third-six =
    { $stones ->
        [one] Dritte Sechs! { $colour } verliert 1 Stein an den Stern
       *[other] Dritte Sechs! { $colour } verliert { $stones } Steine an den Stern
    }
eile-log-rolls-again = { $colour } würfelt noch einmal
eile-log-finished = { $colour } hat alle Steine in der Hütte: Platz { $place }
eile-log-game-over = Spiel vorbei: { $colours } gewinnt

## Aufstellung

eile-players = Spieler
eile-seat = { $colour } ({ $n })
eile-stones-each = Steine je Spieler
eile-play-on = Plätze ausspielen
eile-play-on-yes = Ja
eile-play-on-no = Nein, der Erste gewinnt
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Feld { $field }: { $stones }.
eile-describe-empty = Feld { $field } ist leer.
