# Warum ein Zug abgelehnt wird: die Worte der Regeln und des Servers.

refuse-game-over = das Spiel ist aus
refuse-no-face = ein Würfel hat keine { $face }
refuse-roll-first = erst würfeln
refuse-not-legal-now = dieser Zug ist jetzt nicht erlaubt
refuse-not-possible-outcome = { $action } ist jetzt kein mögliches Ergebnis
refuse-not-legal-action = { $action } ist jetzt nicht erlaubt
raz-refuse-may-not-pass = du kannst ziehen, also darfst du nicht aussetzen
raz-refuse-not-a-move = das ist kein Zug
raz-refuse-no-piece = auf { $square } steht kein Stein
raz-refuse-not-yours = der Stein auf { $square } gehört { $side ->
    [0] Weiß
   *[1] Schwarz
}
raz-refuse-piece-move = ein Stein zieht ein Feld vorwärts oder seitwärts auf ein leeres Feld oder springt über einen Nachbarn; so erreicht er { $square } nicht
raz-refuse-robber-move = der Räuber erreicht { $square } so nicht
eile-refuse-no-such-stone = diesen Stein gibt es nicht
eile-refuse-star-needs-five = ein Stein verlässt den Stern nur mit einer 5
eile-refuse-start-blocked = das Startfeld { $field } ist durch eine Blockade versperrt
eile-refuse-in-hut = dieser Stein ist schon in der Alpenhütte
eile-refuse-overshoot = die Alpenhütte braucht genau { $need }; { $count } ginge darüber hinaus
eile-refuse-blockade = { $lands ->
    [yes] er würde auf der Blockade auf { $path ->
        [yes] Wegfeld { $field }
       *[no] Feld { $field }
    } landen
   *[no] die Blockade auf { $path ->
        [yes] Wegfeld { $field }
       *[no] Feld { $field }
    } lässt sich nicht überspringen
}
eile-refuse-rolled = es wurde schon gewürfelt: zieh damit einen Stein
eile-refuse-none-on-star = kein Stein von dir wartet auf dem Stern
eile-refuse-none-on-field = auf diesem Feld steht kein Stein von dir
suomi-refuse-rolled = es wurde schon gewürfelt: ziehen oder schießen
suomi-refuse-shot = dieser Feind lässt sich von dort mit diesem Wurf auf freiem Weg nicht beschießen
suomi-refuse-move = dieses Plättchen kommt mit diesem Wurf nicht genau dorthin

## Die des Servers

said-as-is = { $text }
net-refuse-not-your-turn = ein anderer Platz ist am Zug
net-refuse-chance-decides = jetzt entscheiden die Würfel oder die Karten
net-refuse-unreadable = der Zug ist nicht lesbar: { $reason }
net-refuse-undo-other-seat = seitdem hat ein anderer Platz gehandelt
net-refuse-undo-chance = seitdem haben die Würfel oder die Karten entschieden
net-refuse-undo-nothing = nichts zurückzunehmen
net-refuse-undo-card-shown = die ausgespielte Karte haben schon alle gesehen: sie kann nicht zurückgenommen werden
net-refuse-too-fast = zu viele Anfragen: einen Moment warten
net-refuse-field-too-long = ein Feld länger als { $chars } Zeichen
net-refuse-full = der Server ist voll: jetzt keine neuen Räume
net-refuse-rooms-per-address = höchstens { $rooms } unfertige Räume aus einem Netz
net-refuse-seat-count = das Spiel hat { $seats } Plätze, der Raum nennt { $named }
net-refuse-no-open-seat = ein Raum braucht mindestens einen Platz für einen Spieler
net-refuse-no-room = kein Raum { $code }
net-refuse-bad-token = dieser Platzschlüssel gehört nicht zu diesem Raum
net-refuse-seat-taken = Platz { $seat } ist besetzt
net-refuse-no-seat = kein Platz { $seat }
net-refuse-not-in-room = nicht im Raum { $code }
net-refuse-move-time = eine Zeit pro Zug zwischen { $minutes } Minute und { $days } Tagen
net-refuse-too-many-asked = höchstens { $rooms } Räume auf einmal
net-refuse-host-starts = nur der Gastgeber startet das Spiel
net-refuse-started = das Spiel hat begonnen
net-refuse-seat-open = ein Platz ist noch frei
net-refuse-spectator = ein Zuschauer kann nicht mitspielen
net-refuse-not-started = das Spiel hat noch nicht begonnen
net-refuse-out-of-time = das Spiel ist aus: Platz { $seat } hat die Zeit überschritten
net-refuse-moved-on = das Spiel ist seit dieser Wahl weitergegangen: schau noch einmal
net-refuse-host-hands-over = nur der Gastgeber gibt einen Platz an die KI
net-refuse-player-here = dieser Spieler ist da
net-refuse-no-player = Platz { $seat } hat keinen Spieler
net-refuse-not-your-seat = dieser Platz ist nicht mehr deiner: die KI spielt ihn
net-refuse-away-grace = der Spieler kann noch zurückkommen: warte noch { $minutes } min
net-refuse-failed-joins = zu viele Beitrittsversuche ohne Raum aus diesem Netz: versuche es später wieder (in { $minutes } min)
net-refuse-spectators-full = der Raum hat schon so viele Zuschauer, wie er fasst ({ $spectators })
net-refuse-busy = der Server ist gerade damit beschäftigt, beendete Partien zurückzuholen: versuche es in ein paar Sekunden noch einmal
net-refuse-master-seats = höchstens { $seats } Plätze für die Meister-KI in den unfertigen Räumen eines Netzes
net-refuse-not-their-turn = der Spieler hält die Partie nicht auf: er ist nicht am Zug
net-refuse-host-away = den Platz des Gastgebers spielt die KI: nimm ihn erst zurück
net-refuse-name-long = ein Name mit höchstens { $chars } Zeichen
net-refuse-name-characters = ein Name nur aus Buchstaben, Ziffern, einzelnen Leerzeichen und - _ . '
net-refuse-host-publishes = nur der Gastgeber stellt den Raum in die Lobby
net-refuse-quick-seats = ein Schnellspiel braucht ein Spiel für mindestens zwei Spieler
net-refuse-quick-wait = höchstens { $hours } Stunden auf einen Spieler warten, bevor die KI kommt
net-refuse-rematch-running = eine Revanche erst, wenn das Spiel vorbei ist
net-refuse-chat-empty = eine leere Nachricht
net-refuse-chat-long = eine Nachricht mit höchstens { $chars } Zeichen
net-refuse-chat-fast = zu viele Nachrichten: einen Moment warten
net-refuse-host-removes = nur der Gastgeber entfernt eine Nachricht
net-refuse-no-chat-line = diese Nachricht gibt es nicht
net-refuse-webhook = ein Webhook ist eine http://- oder https://-Adresse mit höchstens { $chars } Zeichen
net-refuse-no-webhooks = dieser Server benachrichtigt keine Webhooks
net-refuse-chat-over = das Spiel ist vorbei: sein Chat ist geschlossen
net-refuse-seated-watch = du hast einen Platz in diesem Raum: ein Spieler schaut nicht als Zuschauer zu
net-refuse-seat-held = Platz { $seat } ist für einen Spieler der vorigen Partie freigehalten
net-refuse-email = eine E-Mail-Adresse hat die Form NAME@DOMAIN und höchstens { $chars } Zeichen
net-refuse-no-email = dieser Server verschickt keine E-Mails
net-refuse-email-busy = aus deinem Netz warten zu viele E-Mail-Adressen auf Bestätigung; versuch es später noch einmal
net-refuse-push = mit dem Push-Abonnement dieses Browsers kann der Server nichts anfangen
net-refuse-no-push = dieser Server verschickt keine Browser-Benachrichtigungen
