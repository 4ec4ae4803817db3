# Punaisten ja valkoisten taistelu Suomessa 1918: Spielbildschirm, Protokoll und Aufstellung.

cupboard-suomi-subtitle = Finnisches Landkartenspiel, gedruckt 1918 · Rote gegen Weiße, 1–3 Spieler je Seite
cupboard-suomi-rules-title = Punaisten ja valkoisten taistelu Suomessa 1918 — Regeln
cupboard-suomi-original = Die finnische Originalregelkarte (1918)
suomi-tagline = Rote gegen Weiße auf der Karte von 1918

## Seiten und Steine

suomi-side =
    { $side ->
        [red] Rote
       *[white] Weiße
    }
suomi-side-plural =
    { $side ->
        [red] Rote
       *[white] Weiße
    }
suomi-tile =
    { $side ->
        [red] Rot { $number }
       *[white] Weiß { $number }
    }
suomi-seat-name = { $side } (Platz { $seat })
suomi-men = { $men } Mann
suomi-and = { $first } und { $second }

## Die Seitenleiste

suomi-march = Marsch nach { $place }
suomi-fire = Feuer auf { $target } in { $at } { $from }: −{ $loss } 000
suomi-from-where-it-stands = vom Standort aus
suomi-from = von { $place } aus
suomi-roll = Wurf { $face }
suomi-with-consequence = { $action } — { $consequence }
suomi-tile-lost = dieses Plättchen geht verloren
suomi-roll-again = noch einmal würfeln
suomi-sweeps = fegt { $tiles } vom Brett
suomi-refilled = auf 6 aufgefüllt
suomi-refills = füllt { $tiles } auf 6 auf
suomi-verse-read = der Vers wird gelesen
suomi-turn-line = Zug { $turn } von { $limit } (danach gewinnt, wer weniger Mann verlor: Rote { $red }, Weiße { $white }) · Plättchen k:Stärke, ● Artillerie
suomi-game-over = Spiel vorbei
suomi-setup-roll = Aufstellung: { $side } würfeln für Plättchen { $tile }
suomi-setup-ai-roll = Aufstellung: { $side } (KI) würfeln
suomi-roll-the-die = { $side }: würfeln
suomi-online-to-move = { $side } (online) am Zug
suomi-to-move = { $side } am Zug
suomi-ai-thinking = { $side } (KI) überlegen
suomi-move-or-fire = { $side }: { $face } ziehen oder schießen
suomi-pick-tile = Wähle ein hervorgehobenes Plättchen.
suomi-hint-mouse = Ein Klick auf den Würfel würfelt. Klick auf ein hervorgehobenes Plättchen, dann auf einen hervorgehobenen Kreis (Marsch) oder einen rot umrandeten Gegner (Feuer).
suomi-hint-keys = Leertaste: würfeln / wählen / los · ←→: auswählen · Rücktaste: anderes Plättchen · U: zurücknehmen · Esc: Menü
suomi-hint-pad = A: würfeln / wählen / los · Steuerkreuz: auswählen · linker Stick: Zeiger · B: anderes Plättchen · X: zurücknehmen · Start: Menü
suomi-not-rolled = Stärke noch nicht ausgewürfelt
suomi-tile-card = { $tile } ({ $kind }): { $men }
suomi-artillery = Artillerie
suomi-infantry = Infanterie
suomi-win = { $side } gewinnen!
suomi-draw = Unentschieden
suomi-banner-men = Rote { $red } Mann · Weiße { $white } Mann
suomi-banner-lost = Verluste: Rote { $red } · Weiße { $white }

## Die Verskarte

suomi-harmful-red = Punaisten joukoille vahingollisia · schädlich für die Roten
suomi-harmful-white = Valkoisten joukoille vahingollisia · schädlich für die Weißen
suomi-verse-stopped =
    { $side ->
        [red] Ein rotes Plättchen hielt hier. { $reading }
       *[white] Ein weißes Plättchen hielt hier. { $reading }
    }
suomi-verse-ours = Wie der Vers wirkt, ist unsere Lesart [{ rules-ours-mark }].
suomi-verse-continue = Weiter (Klick · Leertaste · A)

## Warum ein Klick nichts bewirkt

suomi-nothing-to-undo = Nichts zurückzunehmen: Danach wurde gewürfelt.
suomi-held-mantyharju = Mäntyharju hält dieses Plättchen fest: Es zieht nur mit einer 6 weiter, und erst wenn die roten Geschütze in Kouvola stehen (der Vers).
suomi-cannot-use-roll = { $tile } kann diesen Wurf nicht nutzen.
suomi-wait-roll = Warte auf den Wurf.
suomi-pick-first = Wähle zuerst eines deiner hervorgehobenen Plättchen.
suomi-why-helsinki = Helsinki (der Vers): Steinmauern halten die Gewehre auf; weiße Infanterie kann Helsinki weder betreten noch beschießen, nur die Geschütze nehmen es.
suomi-why-vilppula-red = Vilppula (der Vers): Die Rote Garde kommt nie an Vilppula vorbei.
suomi-why-onto-tile = Ein Plättchen darf nicht auf ein anderes Plättchen ziehen.
suomi-why-vilppula-white = Vilppula (der Vers): Ein weißes Plättchen in Vilppula kann nicht beschossen werden.
suomi-why-out-of-reach =
    { $guns ->
        [yes] Der Gegner in { $place } ist außer Reichweite: Ein Schuss braucht einen freien Weg von höchstens { $face } Abschnitten entlang dicker Linien.
       *[no] Der Gegner in { $place } ist außer Reichweite: Ein Schuss braucht einen freien Weg von höchstens { $face } Abschnitten.
    }
suomi-why-too-far = { $place } ist { $distance } Abschnitte entfernt; das Plättchen muss genau { $face } ziehen.
suomi-why-artillery = Artillerie zieht genau { $face } Abschnitte, nur auf Eisenbahnlinien und Seewegen, nie zweimal durch einen Kreis und nie über ein Plättchen.
suomi-why-exact = Das Plättchen muss genau { $face } Abschnitte ziehen, nie zweimal durch einen Kreis und nie über ein Plättchen.

## Orte und Protokoll

suomi-circle-on-line = der Kreis auf der Linie { $a }–{ $b }
suomi-circle-of = Kreis { $k } von { $count } auf der Linie { $a }–{ $b }
suomi-log-strength = { $tile } in { $place }: { $strength } 000 Mann
suomi-log-roll = { $side } würfeln { $face }
suomi-log-moves = { $tile } zieht { $steps } nach { $place }
suomi-log-shoots = { $tile } schießt von { $place } auf { $target }: −{ $loss } 000
suomi-log-now = { $tile } jetzt { $strength } 000 Mann
suomi-log-wiped-out = { $tile } ist vernichtet
suomi-log-verse = ★ Der Vers von { $place }
suomi-log-verse-reading = ★ Der Vers von { $place }: { $reading }
suomi-log-passes = { $side } können nicht ziehen und setzen aus
suomi-log-roll-again = { $side } würfeln noch einmal (Hanko)
suomi-log-won = Spiel vorbei: { $side } gewinnen
suomi-log-draw = Spiel vorbei: unentschieden

## Aufstellung

suomi-red-players = Rote Spieler
suomi-white-players = Weiße Spieler
suomi-red-player = Rote, Spieler { $n }
suomi-white-player = Weiße, Spieler { $n }
suomi-artillery-tiles = Artillerieplättchen
suomi-artillery-count = { $count } je Seite (Plättchen { $from }–6)
suomi-turn-limit = Zuglimit ({ rules-ours-mark })
suomi-turns-a-side = { $turns } Züge je Seite

## Der Würfel

suomi-die-setup =
    { $side }: würfeln
    für Plättchen { $tile }
suomi-die-rolling = { $side } würfeln…
suomi-die-roll = { $side }: würfeln!
suomi-die-move = { $side } ziehen { $face }
