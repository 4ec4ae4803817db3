# Die geführten ersten Spiele („Spielen lernen“).

title-learn = Spielen lernen
lesson-step = Lektion: Schritt { $step } von { $steps }
lesson-not-this = Noch nicht diesen. { $what }
lesson-done = Das ist der Kern des Spiels. Den Rest sagen die Regeln: die Alpenhütte braucht die genaue Zahl, und zwei Steine einer Farbe auf einem Feld sind eine Sperre, die kein Stein überspringt. Bereit für ein echtes Spiel?
lesson-real-game = Ein echtes Spiel spielen

## Eile mit Weile

lesson-eile-roll = Du spielst Rot gegen Grün, je zwei Setzsteine. Deine Steine warten auf deinem Stern und verlassen ihn nur mit einer 5. Würfle: klick den Würfel oder drück die Leertaste.
lesson-eile-enter = Eine 5! Setz einen Stein auf dein Startfeld: klick den umringten Stein (oder Leertaste).
lesson-eile-green-enters = Grün würfelt auch eine 5 und setzt einen Stein ein. Die Startfelder mit den Pfeilen sind Schutzplätze: ein Stein dort wird nie heimgeschickt.
lesson-eile-six = Du bist dran: würfle wieder.
lesson-eile-twelve = Eine 6 gilt zwölf, und du würfelst noch einmal. Zieh deinen Stein zwölf Felder: klick ihn.
lesson-eile-again = Noch eine 6: würfle, dann zieh ihn zwölf weiter.
lesson-eile-three = Würfle wieder und zieh die drei, die der Würfel gibt.
lesson-eile-green-leaves = Grün verlässt sein geschütztes Startfeld auf ein offenes Feld: jetzt kann er eingeholt werden.
lesson-eile-capture-roll = Wer auf einem offenen Feld auf einen Stein kommt oder über ihn hinwegzieht, schickt ihn auf seinen Stern zurück. Würfle!
lesson-eile-capture = Zwölf: dein Stein springt über den grünen hinweg. Zieh ihn, und der grüne Stein geht heim.
lesson-eile-second = Eingeholt! Und die 6 gibt dir noch einen Wurf.
lesson-eile-second-enter = Eine 5 mit einem Stein im Spiel: du darfst deinen zweiten Stein einsetzen oder fünf ziehen. Setz ihn ein.
