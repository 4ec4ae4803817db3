# Die geführten ersten Spiele („Spielen lernen“).

title-learn = Spielen lernen
lesson-step = Lektion: Schritt { $step } von { $steps }
lesson-not-this = Das noch nicht. { $what }
lesson-eile-done = Geschlagen! Das ist der Kern des Spiels. Alles Weitere steht in den Regeln: die dritte 6 in Folge schickt deine Steine auf den Stern zurück, und die Alpenhütte braucht die genaue Zahl. Bereit für ein echtes Spiel?
lesson-real-game = Ein echtes Spiel spielen

## Eile mit Weile

lesson-eile-roll = Du spielst Rot gegen Grün, je zwei Setzsteine. Deine Steine warten auf deinem Stern und verlassen ihn nur mit einer 5. Würfle: klick den Würfel an oder drück die Leertaste.
lesson-eile-enter = Eine 5! Setz einen Stein auf dein Startfeld: klick den Stein mit dem Ring an (oder drück die Leertaste).
lesson-eile-green-enters = Grün würfelt auch eine 5 und setzt einen Stein ein. Die Startfelder mit den Pfeilen sind Schutzplätze: ein Stein dort wird nie auf den Stern zurückgeschickt.
lesson-eile-six = Du bist dran: würfle wieder.
lesson-eile-twelve = Eine 6 zählt zwölf, und du würfelst noch einmal. Zieh deinen Stein zwölf Felder: klick ihn an.
lesson-eile-again = Noch eine 6: würfle, dann zieh ihn zwölf Felder weiter.
lesson-eile-three = Würfle wieder und zieh die drei Felder, die der Würfel zeigt.
lesson-eile-blockade = Grün würfelt wieder eine 5 und setzt seinen zweiten Stein auf sein Startfeld. Zwei Steine einer Farbe auf einem Feld sind eine Blockade: kein Stein darf an ihr vorbei oder auf sie ziehen, nicht einmal die eigenen.
lesson-eile-blocked-roll = Du bist dran: würfle.
lesson-eile-lost = Eine 6, aber zwölf Felder würden an der grünen Blockade vorbeiführen: der Wurf verfällt. Eine 6 gibt trotzdem einen weiteren Wurf: würfle.
lesson-eile-open = Grün würfelt eine 1. Es hat keinen anderen Stein zu ziehen, also muss es seine Blockade öffnen: ein Stein zieht vom geschützten Startfeld auf ein offenes Feld.
lesson-eile-capture-roll = Wer auf einem offenen Feld auf einen Stein kommt oder über ihn hinwegzieht, schickt ihn auf seinen Stern zurück. Würfle!
lesson-eile-capture = Zwölf: dein Stein zieht am grünen Startfeld vorbei, wo ein Stein sicher ist, und springt über den Stein dahinter. Zieh ihn, und dieser Stein muss zurück auf seinen Stern.
lesson-eile-second-enter = Eine 5 mit einem Stein im Spiel: du darfst deinen zweiten Stein einsetzen oder fünf ziehen. Setz ihn ein.

## Razboiniki

lesson-raz-step = Du spielst Weiß gegen Schwarz. Deine zehn Steine stehen auf den Feldern mit ihrer aufgedruckten Zahl. Ein Stein zieht ein Feld vorwärts oder seitwärts, nie schräg, nie zurück. Zieh deine 4 von c2 nach c3: klick sie an, dann das Feld (oder drück die Leertaste).
lesson-raz-black-steps = Schwarz zieht seine 4 ebenfalls vor: Schwarz zieht das Brett hinunter.
lesson-raz-again = Dein Zug: zieh die 4 weiter nach c4.
lesson-raz-chain = Ein Stein darf über den nächsten Stein seiner Linie, gleich welcher Farbe, auf das leere Feld dahinter springen und weiterspringen, solange er will; die übersprungenen Steine bleiben stehen. Deine 1 auf e1 springt über deine eigene 4 nach e3, dann über die schwarze 4 nach e5: führe diese Sprungkette aus.
lesson-raz-black-five = Schwarz bringt eine 5 nach vorn.
lesson-raz-enclose = Über der schwarzen 4 auf e4 steht jetzt deine 1. Ein Stein, der direkt zwischen zwei feindlichen Steinen auf einer Reihe oder Linie steht, verlässt das Brett. Zieh deine 4 nach e3 und schließ die Falle.
lesson-raz-points = Geschlagen! Ein geschlagener Stein bringt dem Schlagenden seine Zahl: 4 Punkte. Wer zuerst 30 hat, gewinnt.
lesson-raz-robber-way = Auch die Felder der schwarzen Stadt tragen Zahlen. Ein Stein, der seinen Zug auf einem Feld mit seiner eigenen Zahl beendet, wird zum Räuber und bekommt das Doppelte seiner Zahl. e6 trägt die 4 und ist leer: zieh deine 4 hinauf nach e4.
lesson-raz-robber-jump = Jetzt spring über deine eigene 1 nach e6.
lesson-raz-robber = Ein Räuber: acht Punkte! Ein Räuber zieht auch zurück, gleitet über leere Felder und springt in alle vier Richtungen. Die schwarze 4 ist neben ihn gezogen: kommt die schwarze 2 nach f6, steht dein Räuber zwischen zwei Feinden, und ein geschlagener Räuber zählt das Doppelte seiner Zahl.
lesson-raz-robber-escape = Spring zurück über deine 1 nach e4: nur ein Räuber darf zurück.
lesson-raz-done = In Sicherheit. Jetzt kennst du das Spiel: Züge, Sprungketten, Einschließungen und Räuber. Eine Regel noch: nach 60 Zügen ohne Schlagen und ohne neuen Räuber gewinnt, wer mehr Punkte hat. Bereit für ein echtes Spiel?

## Das Kartenspiel von 1918

lesson-suomi-setup = Du führst die Roten gegen die Weißen. Jede Seite hat sechs Plättchen auf ihren Plätzen. Zuerst würfeln die Seiten abwechselnd ihre Stärke aus: dein erster Wurf ist die Stärke deines Plättchens 1 in Tausend Mann, der zweite die von Plättchen 2 und so weiter. Würfle sechsmal (klick den Würfel an oder drück die Leertaste).
lesson-suomi-roll = Der Krieg beginnt, und die Roten fangen immer an. Würfle für deinen Zug.
lesson-suomi-march = Eine Fünf: zieh ein Plättchen genau fünf Abschnitte, nie zweimal durch einen Kreis, nie über ein anderes Plättchen. Die Plättchen 3 bis 6 sind Artillerie und bleiben auf den dicken Linien, den Bahnlinien und Seewegen. Lass die Geschütze von Viipuri nach Kouvola marschieren.
lesson-suomi-white-march = Die Weißen würfeln und marschieren auch.
lesson-suomi-shoot-roll = Du bist dran: würfle.
lesson-suomi-shoot = Eine Sechs! Statt zu marschieren darf ein Plättchen schießen: steht ein Feind in Reichweite des Wurfs, hält es neben ihm, und der Feind verliert so viele Tausend Mann, wie der Wurf zeigt, weniger einen für jeden Abschnitt nach dem ersten (Artillerie einen mehr). Die Männer aus Turku erreichen Karjaa neben dem weißen Plättchen: schieß.
lesson-suomi-white-shoots = Dreitausend Weiße sind gefallen. Jetzt antworten die Weißen: ihre Geschütze segeln von Tallinna heran und beschießen Helsinki.
lesson-suomi-verse-roll = Würfle.
lesson-suomi-verse = Eine Eins. Die Orte mit Stern haben Verse, die wirken, wenn ein Plättchen dort hält. Der von Kirkkonummi: ein rotes Plättchen, das hier hält, vernichtet jedes weiße Plättchen im Umkreis von zwei Abschnitten. Die weißen Geschütze liegen vor Helsinki, zwei Abschnitte entfernt: lass das Plättchen aus Helsinki nach Kirkkonummi marschieren.
lesson-suomi-limit = Der Vers hat die weißen Geschütze vernichtet. Diese Lektion dauert drei Züge je Seite (ein echtes Spiel 150): ist die Grenze erreicht, gewinnt die Seite, die weniger Männer verloren hat.
lesson-suomi-done = Die Zeit ist um: die Roten haben weniger Männer verloren und gewinnen. Eine Seite ohne Plättchen verliert sofort, und die übrigen Verse stehen in der Regelansicht. Bereit für ein echtes Spiel?

## Helsinki 1918

lesson-h-intro = Du führst die Deutschen und die Weißen gegen die Roten, die im April 1918 Helsinki halten. Die Roten ziehen ihre geheimen Ereignisse und eine Unterstützungskarte.
lesson-h-command = Die erste Initiative gehört dir: vier Kommandopunkte, ohne Würfel. Jeder Befehl kostet einen Punkt, und jeder deutsche Punkt rückt die Uhr vor: kann sie nicht weiter, gewinnen die Roten. Ein Stapel unter direktem Kommando (sein Stab steht auf seinem Feld oder an dessen Ecke) zieht gemeinsam für einen Punkt. Zieh diesen Stapel nach Osten.
lesson-h-draw = Mit einem Befehl kannst du auch eine Karte vom deutschen Stapel ziehen. Zieh eine.
lesson-h-end = Maschinengewehre: in einem Gefecht eins mehr auf deinen Wurf. Beende jetzt die Initiative: auch ungenutzte Punkte rücken die Uhr vor.
lesson-h-initiative = Beide Seiten würfeln um die Initiative; wer die letzte gewann, zieht eins ab, und wer höher liegt, handelt. Diese gewinnen die Roten.
lesson-h-meurer-point = In einer Initiative der Roten setzt du zuerst einen Punkt auf eine deutsche Leiste. Die Abteilung Meurer wartet auf See: setz den Punkt auf ihre Leiste, dann kann sie ab deiner nächsten Initiative landen.
lesson-h-white-card = Die Weißen dürfen jetzt eine Karte ziehen oder eine gegen zwei tauschen. Passe diesmal.
lesson-h-red-moves = Die Roten setzen ihre zwei Punkte ein.
lesson-h-german-initiative = Die Deutschen gewinnen die Initiative mit einer Sechs. Die Roten zogen eine Unterstützungskarte: ihr Würfel lag auf oder unter ihrer Moral.
lesson-h-meurer-roll = Meurers Ankunftsleiste zeigt 4: würfle 4 oder weniger, und die Abteilung landet am Kai von Katajanokka. Würfle.
lesson-h-meurer-hq = Gelandet! Setz Meurers Stab an eine Ecke des Ankunftsfelds.
lesson-h-meurer-disorder = Rote im Ankunftsfeld geraten in Unordnung und machen eine Probe gegen ihre Moral.
lesson-h-stack-west = Sechs Punkte. Zieh Meurers Stapel nach Westen, zum Senatsplatz (Senaatintori), zweimal.
lesson-h-hq-follow = Einheiten kämpfen am besten unter Kommando. Zieh den Stab nach, sodass er das Feld des Stapels berührt.
lesson-h-attack = Auf dem Senatsplatz stehen Rote, und er ist ein Fahnenfeld: Deutsche und Weiße gewinnen, sobald auf keinem Fahnenfeld mehr ein Roter steht. Greif an: wer in ein feindliches Feld zieht, beginnt ein Gefecht.
lesson-h-card = Vor den Würfeln darf jede Seite eine Karte spielen. Spiel deine Maschinengewehre.
lesson-h-red-card = Die Roten antworten mit ihrem Panzerzug.
lesson-h-dice = Der Angreifer würfelt für jede Einheit und behält den besten Wurf, der Verteidiger würfelt einmal; Karten und Gelände zählen dazu. Würfle.
lesson-h-shift = Sechs gegen fünf: die Roten verlieren. Du darfst einen Punkt des Divisionsstabs ausgeben, um die Spalte der Gefechtstabelle zu verschieben: eine Spalte nach links ist härter für den Verlierer. Verschieb sie.
lesson-h-red-shift = Die Roten geben einen Moralpunkt für die mildere Spalte aus.
lesson-h-retreat = Sie weichen vom Platz zurück.
lesson-h-end-turn = Der Senatsplatz ist deutsch. Beende die Initiative.
lesson-h-done = Das ist der Kern des Spiels: Initiative, Punkte und Uhr, Kommando, Stapel, Gefechte mit Karten und Spaltenverschiebungen, und Meurer. Die Weißen organisieren Trupps und bilden Einheiten in ihren eigenen Initiativen; die Regelansicht enthält alles. Bereit für ein echtes Spiel?
