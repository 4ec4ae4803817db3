# Was jeder Spielbildschirm teilt: Plätze, Protokoll, Knöpfe, Wiederholungen, Hinweise.

seat-kind-human = Mensch
seat-kind-ai-random = KI: Anfänger
seat-kind-ai-quick = KI: Gelegenheitsspieler
seat-kind-ai-strong = KI: Vereinsspieler
seat-kind-ai-master = KI: Meister
seat-kind-rated = { $level } · Elo { $elo }
seat-ratings-measured = Die Elo-Zahlen wurden in { $players ->
        [2] Partien zu zweit
       *[other] Partien mit { $players } Spielern
    } ermittelt.
seat-kind-online = Online-Spieler
panel-move-log = Zugprotokoll
panel-undo = ↶ Rückgängig
panel-rules = Regeln
panel-menu = Menü
end-watch-replay = Wiederholung ansehen
end-new-game = Neues Spiel
replay-position = Wiederholung: Aktion { $cursor } von { $total }
replay-pause = ⏸ Pause
replay-play = ▶ Abspielen
replay-keys = ←/→ oder Steuerkreuz: ein Schritt · Leertaste / A spielt ab
replay-leave = Wiederholung verlassen
notice-move-taken-back = Zug zurückgenommen.
notice-cannot-rebuild = Das Spiel lässt sich nicht wiederherstellen: { $reason }
notice-roll-first = Erst würfeln: Klick auf den Würfel oder Leertaste / A.
notice-could-not-start = Das Spiel konnte nicht gestartet werden ({ $reason }); ein neues hat begonnen.

## Der Tipp

panel-hint = Tipp
panel-hint-tip = Der Zug, den die starke KI an deiner Stelle wählen würde, auf dem Brett gezeigt (I oder F2; Gamepad Y). Tipps werden gezählt und am Ende angezeigt.
hint-thinking = Die KI sucht einen guten Zug…
hint-says = Tipp: { $what }
hint-not-now = Tipps gibt es nur während des Spiels und nur für den Spieler am Zug.
hint-not-online = Keine Tipps im Online-Spiel: dort entscheidet nur der Server.
hints-used = { $hints ->
    [one] 1 Tipp in diesem Spiel genutzt
   *[other] { $hints } Tipps in diesem Spiel genutzt
}

## Die Rückschau

end-review = Rückschau auf das Spiel
replay-review = Rückschau: wo wurde es entschieden?
review-title = Rückschau
review-working = Die KI spielt das Spiel von jeder Stellung aus zu Ende…
review-how = Die Gewinnchance jeder Seite, aus { $playouts } Probepartien je Stellung, gespielt von der KI „Gelegenheitsspieler“ mit { $share } % zufälligen Zügen (auf etwa { $error } Prozentpunkte genau); ein Remis zählt halb.
review-how-sampled = Die Gewinnchance jeder Seite, aus { $playouts } Probepartien je Stellung, gespielt von der KI „Gelegenheitsspieler“, die den besten von { $candidates } zufällig gezogenen Zügen wählt (auf etwa { $error } Prozentpunkte genau); ein Remis zählt halb.
review-how-horizon = Die Gewinnchance jeder Seite (auf etwa { $error } Prozentpunkte genau), aus { $playouts } Probepartien je Stellung: Die KI „Gelegenheitsspieler“ spielt { $horizon } Züge weiter, jedes Mal den besten von { $candidates } zufällig gezogenen Zügen, und danach bewertet die KI die erreichte Stellung; ein Remis zählt halb.
review-mistakes = Fehler: wo der Meister anders gezogen hätte
review-swing = { $n }. Zug { $action }, { $seat }: { $before } % → { $after } % (mit dem Zug des Meisters { $best } %)
review-no-mistakes = Bei den größten Einbrüchen fand der Meister keinen besseren Zug: Sie lagen an der Stellung oder am Glück, nicht an Fehlern.
review-no-drops = Keine Entscheidung hat eine Seite viel von ihrer Gewinnchance gekostet.
review-luck = Glück: die Würfe und Karten, die die Gewinnchancen am meisten bewegt haben
review-luck-line = Zug { $action }, { $seat }: { $before } % → { $after } %
review-played = Gespielt: { $what }
review-preferred = Der Meister hätte gespielt: { $what }
review-thrown = Würfel oder Stapel: { $what }
move-line-label = Zug:
move-line-hint = Zug eintippen oder ? für Fragen
move-line-illegal = „{ $text }“ ist jetzt kein erlaubter Zug. Erlaubt: { $moves }
move-line-which = „{ $text }“ passt zu mehreren Zügen: { $moves }
move-line-roll-word = würfeln
move-line-no-moves-yet = Es wurde noch kein Zug gemacht.
move-line-no-choice = Jetzt gibt es nichts zu wählen.
move-line-moves = { $count ->
    [one] Ein erlaubter Zug: { $moves }
   *[other] { $count } erlaubte Züge: { $moves }
}
move-line-help = Tippe einen Zug in der Notation des Spiels (die erlaubten werden beim Tippen vorgeschlagen), „würfeln“ zum Würfeln oder eine Frage: ?last, ?turn, ?moves, ?pieces SEITE, ?at ORT. Tasten: M – Zugzeile, L – letzter Zug, T – wer am Zug ist, K – erlaubte Züge.
move-line-unknown-question = Auf „{ $question }“ gibt es keine Antwort. Versuche es mit ?last, ?turn, ?moves, ?pieces oder ?at.
move-line-over = Die Partie ist zu Ende.
move-line-roll-of = { $side }: würfeln.
move-line-chance = Jetzt entscheidet der Würfel.
move-line-your-turn = Du bist am Zug, { $side }: { $count ->
    [one] ein erlaubter Zug
   *[other] { $count } erlaubte Züge
}.
move-line-their-turn = { $side } am Zug.
move-line-replay = Das ist eine Wiederholung: Geh sie mit den Pfeiltasten durch.
move-line-no-such-side = Keine Seite heißt „{ $side }“.
