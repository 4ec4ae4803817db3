# Die Bildschirme des Schranks: Titel, Menüs, Einstellungen, Regeln, Online-Spiel.

## Titel

app-tagline = der Spieleschrank — vier historische Brettspiele
title-new-game = Neues Spiel
title-resume = Gespeichertes Spiel fortsetzen
title-replay = Letzte beendete Partie nachspielen
title-discard = Aufbewahrten Spielstand verwerfen
title-coming = kommt bald in den Schrank
title-play-online = Online spielen
title-quit = Beenden
title-controls = Maus, Tastatur (Pfeiltasten, Enter, Esc) oder Gamepad (Steuerkreuz, A, B)
save-unusable = Ein gespeichertes Spiel ließ sich nicht verwenden: { $why }. Es bleibt unverändert als { $place } aufbewahrt.
save-unusable-reason = diese Version konnte es nicht fortsetzen
no-gpu = Pelikaappi hat auf diesem Rechner keinen Grafiktreiber gefunden (es zeichnet mit Vulkan, OpenGL oder Metal). Installiere den Treiber deiner Grafikkarte; unter Debian oder Ubuntu: sudo apt install mesa-vulkan-drivers libvulkan1 (Mesa zeichnet auch ohne Grafikkarte). Oder spiel im Webbrowser.

## Menüs

menu-settings = Einstellungen
menu-back-to-cupboard = Zurück zum Schrank
pause-title = Pause
pause-resume = Weiter
pause-rules = Regeln
pause-saved-where = Das Spiel wird nach jedem Zug gespeichert ({ $place }).

## Einstellungen

settings-volume = Lautstärke
settings-animations = Animationen
animation-slow = Langsam
animation-normal = Normal
animation-fast = Schnell
animation-instant = Sofort
settings-ai-pause = KI-Pause
settings-language = Sprache
settings-ui-scale = Schrift und Knöpfe
settings-fullscreen = Vollbild (F11)
settings-master-time = Meister-KI denkt
settings-seconds = { $seconds } s je Zug
settings-on = Ein
settings-off = Aus
panel-fold = Tafel einklappen (F9)
panel-unfold = Tafel zeigen (F9)
settings-language-system = { $language } (Systemsprache)
language-name = Deutsch
settings-done = Fertig

## Regeln

rules-close = Schließen
rules-ours = Unsere Regeln, wie hier gespielt
rules-ours-mark = ergänzt

## Online spielen

online-title = Online spielen
online-tagline = mit Freunden an anderen Rechnern, am Desktop oder im Browser
online-server-said = Der Server sagt: { $reason }.
online-game-server = Spielserver
online-not-connected = Nicht verbunden.
online-connecting = Verbinde mit { $url } …
online-connected = Verbunden mit { $url }.
online-lost = Keine Verbindung ({ $reason }).
online-lost-retrying = Keine Verbindung ({ $reason }); verbinde neu …
online-address = Adresse
online-connect = Verbinden
online-run-a-server = Jeder kann einen Server betreiben: pelikaappi serve (er zeigt die Adresse zum Weitergeben).
online-disconnect = Trennen
online-create = Raum eröffnen
online-create-help = Wähle Tempo und Spiel; auf der Seite des Spiels bleibt jeder Platz „Mensch“ für einen Spieler frei, der beitritt.
online-join-heading = Einem Raum beitreten
online-room-code = Raumcode
online-join = Beitreten
online-room = Raum { $code }
online-played = Gespielt wird { $pace }
online-tell-friends = Sag deinen Freunden den Code; sie wählen dann „Online spielen“ und „Beitreten“.
online-send-link = Oder schick den Link:
online-copy = Kopieren
online-a-game = ein Spiel
seat-you = du
seat-open = frei
seat-player = ein Spieler
seat-player-away = ein Spieler (abwesend)
seat-ai = die KI des Servers ({ $strength })
strength-random = Anfänger
strength-quick = Gelegenheitsspieler
strength-strong = Vereinsspieler
strength-master = Meister
online-seat = Platz { $seat }: { $who }
online-take-seat = Platz { $seat } nehmen
online-start = Spiel starten
online-waiting-open = Warte auf Spieler für die freien Plätze.
online-waiting-host = Warte, bis der Gastgeber das Spiel startet.
online-watching = Du schaust zu: Nimm einen freien Platz, um mitzuspielen, oder warte auf das Spiel.
online-leave = Raum verlassen
address-wss-desktop = das Desktop-Spiel spricht nur ws://: nimm die ws://-Adresse des Servers (einen wss://-Server erreicht man aus dem Browser)
address-not-server = „{ $text }“ ist keine Adresse eines Spielservers (ws://rechner:port)
address-no-host = „{ $text }“ nennt keinen Server (ws://rechner:port)

## Fernpartien

pace-live = live, alle gleichzeitig am Tisch
pace-slow-unlimited = als Fernpartie, ohne Zeitlimit
pace-slow = als Fernpartie, { $time } pro Zug, danach { $then }
pace-then-ai = spielt die KI den Platz
pace-then-lose = verliert der Platz
pace-button-slow = Tempo: Fernpartie (ein Zug, wenn du Zeit hast)
pace-button-live = Tempo: live (alle jetzt am Tisch)
pace-time-none = Zeit pro Zug: unbegrenzt
pace-time = Zeit pro Zug: { $time }
pace-out-lose = Zeit abgelaufen: der Platz verliert
pace-out-ai = Zeit abgelaufen: die KI des Servers spielt den Platz
duration-days =
    { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    }
duration-days-hours = { $days } T. { $hours } Std.
duration-hours-minutes = { $hours } Std. { $minutes } Min.
duration-minutes = { $minutes } Min.
standing-you-out-of-time = beendet: deine Zeit ist abgelaufen
standing-seat-out-of-time = beendet: die Zeit von Platz { $seat } ist abgelaufen
standing-you-won = beendet: du hast gewonnen
standing-you-placed = beendet: du wurdest { $place }.
standing-over = beendet
standing-waiting = noch nicht begonnen
standing-your-move = du bist am Zug
standing-seat-move = Platz { $seat } ist am Zug
standing-server-move = der Server ist am Zug
standing-time-left = { $whose }, noch { $time }
standing-time-up = { $whose }, die Zeit ist um
games-heading = Deine Online-Spiele
games-gone = nicht mehr auf diesem Server
games-asking = frage den Server …
games-line = { $code } — { $title }, Platz { $seat }: { $standing }
games-forget = { $code } vergessen

## Die Seite vor dem Spiel

setup-create-room = Raum eröffnen
setup-back = Zurück
setup-start = Spiel starten
setup-online-help = Online: Jeder Platz „Mensch“ ist frei für einen Spieler, der mit dem Raumcode beitritt (du nimmst den ersten); der Server spielt die KI-Plätze.

## Die Online-Leiste über dem Brett

bar-you-play = du spielst { $side }
bar-watching = du schaust zu
bar-reconnecting = Verbindung verloren: verbinde neu …
bar-lost = Verbindung verloren ({ $reason })
bar-not-connected = nicht verbunden
bar-room = Online · Raum { $code } · { $me }
bar-out-of-time = · { $side }: Zeit abgelaufen, das Spiel ist aus
bar-waiting-away = · warte auf { $side } (abwesend)
bar-waiting = · warte auf { $side }
bar-time-left = · noch { $time } für diesen Zug
bar-time-up = · die Zeit für diesen Zug ist um
bar-hand-over = Platz der KI übergeben
notice-waiting-away = Warte auf { $side } (abwesend).
notice-waiting = Warte auf { $side }.
notice-record-unreadable = Die Partieaufzeichnung des Servers lässt sich hier nicht lesen: { $reason }
save-damaged = die Datei ist beschädigt oder kein gespeichertes Spiel
save-newer = eine neuere Version des Spiels hat sie geschrieben (Speicherformat { $format }, diese liest { $reads })
save-no-longer-replays = sie lässt sich nicht mehr nachspielen: { $reason }
save-seat-count = sie nennt { $seats } Plätze für ein Spiel mit { $game_seats }
standing-you-resigned = beendet: du hast aufgegeben
standing-seat-resigned = beendet: Platz { $seat } hat aufgegeben
bar-resigned = · { $side }: aufgegeben, das Spiel ist aus
bar-resign = Aufgeben
bar-resign-sure = Wirklich aufgeben?
online-version-mismatch = auf diesem Server läuft Pelikaappi { $server }, bei dir { $ours }: diese Versionen können nicht miteinander spielen
online-room-gone = Den Raum gibt es auf dem Server nicht mehr (lange unbenutzte Räume verfallen).

## Die Benachrichtigungen, die ein Spielserver einem abwesenden Spieler schickt.
notify-game-eile = Eile mit Weile
notify-game-razboiniki = Räuber
notify-game-suomi1918 = Landkartenspiel von 1918
notify-game-helsinki1918 = Helsinki 1918
notify-your-turn = Du bist am Zug: { $game } (Raum { $code }).
notify-reminder = Du bist am Zug: { $game } (Raum { $code }). Noch { $minutes } min für deinen Zug.
notify-ended = Die Partie in Raum { $code } ist zu Ende ({ $game }).
notify-hours-left = Noch { $hours } h für deinen Zug.

## Mitspieler finden: der Name, das Schnellspiel, die Lobby, die Extras des Raums und sein Chat.
online-your-name = Dein Name
online-name-hint = für die anderen Spieler sichtbar
online-quick = Schnellspiel
online-quick-help = Wähle ein Spiel: Du spielst gegen den nächsten Spieler, der es auch wählt (im Tempo, das für einen neuen Raum gewählt ist).
online-quick-waiting = Warte auf einen Spieler für { $game } …
online-quick-cancel = Nicht mehr warten
online-quick-no-ai = Wenn niemand kommt: weiter warten
online-quick-ai-after = Wenn niemand kommt: die Vereins-KI nach { $minutes } min
online-lobby = Offene Räume
online-lobby-asking = Server wird abgefragt …
online-lobby-none = Gerade wartet kein öffentlicher Raum auf Spieler.
online-lobby-room = { $game } · { $host } · { $open } von { $seats } Plätzen frei · { $pace } · vor { $minutes } min
online-lobby-no-name = ein Spieler
online-lobby-join = { $code } beitreten
online-lobby-playing = Laufende Partien
online-lobby-watch = Bei { $game } zuschauen ({ $code })
online-public-on = In der Lobby (zum Entfernen klicken)
online-public-off = Diesen Raum in die Lobby stellen
online-webhook = Einen Webhook benachrichtigen, wenn du am Zug und nicht da bist (Discord, Slack, ntfy …):
online-webhook-set = Setzen
chat-title = Chat
chat-empty = Noch keine Nachrichten.
chat-seat = Platz { $seat }
chat-spectator = Ein Zuschauer
chat-who-watching = { $name } (schaut zu)
chat-mute = stummschalten
chat-unmute = Stummgeschaltete wieder anzeigen
chat-remove = entfernen
chat-hint = Nachricht schreiben …
chat-send = Senden
chat-close = Schließen
bar-chat = Chat (C · L3)
bar-chat-unread = Chat ({ $unread } neu)
bar-rematch = Revanche
bar-rematch-offered = Revanche angeboten: beitreten
online-stats = Statistik der beendeten Partien
online-stats-hide = Statistik ausblenden
online-stats-none = Auf diesem Server ist noch keine Partie zu Ende gegangen.
online-stats-game = { $game }: { $games -> 
    [one] { $games } Partie
   *[other] { $games } Partien
} · Siege je Sitzplatz { $firsts } · im Mittel { $actions } Aktionen
online-stats-ai = gegen die KI ({ $level }): { $ahead } von { $players } Spielern vor ihr platziert
net-said-email-set = Wenn du am Zug bist, geht eine E-Mail an { $address }.
net-said-email-waiting = Ein Bestätigungslink wurde schon früher an { $address } geschickt: Öffne ihn, dann geht dorthin eine E-Mail, wenn du am Zug bist.
net-said-email-confirm = Ein Bestätigungslink an { $address } ist unterwegs: Öffne ihn, dann geht dorthin eine E-Mail, wenn du am Zug bist.
net-said-push-set = Dieser Browser sagt dir Bescheid, wenn du am Zug bist.
notify-mail-confirm-subject = Pelikaappi: Bestätige deine E-Mail-Adresse
notify-mail-confirm = Jemand (hoffentlich du) hat Pelikaappi gebeten, an diese Adresse eine E-Mail zu schicken, wenn er in Raum { $code } am Zug ist. Öffne zum Bestätigen diesen Link: { $link } Warst du es nicht, ignoriere diese Nachricht einfach: Es kommt dann nichts mehr.
notify-mail-subject = Pelikaappi: { $game }
notify-mail-stop = Diese E-Mails abbestellen: { $link }
mail-page-unknown = Dieser Link ist hier nicht (oder nicht mehr) bekannt.
mail-page-confirm-ask = Sollen an diese Adresse E-Mails gehen, wenn du am Zug bist?
mail-page-confirm-button = Ja, bestätigen
mail-page-confirmed = Bestätigt: Wenn du am Zug bist, geht eine E-Mail an { $address }.
mail-page-stop-ask = Keine E-Mails mehr an diese Adresse, wenn du am Zug bist?
mail-page-stop-button = Ja, abbestellen
mail-page-stopped = Abbestellt: An { $address } geht keine E-Mail mehr.
online-email = Mir eine E-Mail schicken, wenn ich am Zug und nicht da bin (erst nach Bestätigung per Link):
online-push = Mich in diesem Browser benachrichtigen
online-push-asking = Der Browser wird gefragt …
online-push-failed = Keine Browser-Benachrichtigungen: { $reason }
chat-quick = Schnellnachrichten (Gamepad: hoch und runter, A sendet, B schließt):
chat-quick-hello = Hallo!
chat-quick-luck = Viel Glück!
chat-quick-thinking = Ich überlege noch – einen Moment.
chat-quick-thanks = Danke!
chat-quick-good-game = Gutes Spiel!
settings-colour-blind = Farben für Farbenblinde
settings-high-contrast = Hoher Kontrast
