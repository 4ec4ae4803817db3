# Die Webseite, bevor das Spiel läuft (web/index.html; web/build.sh kopiert diese hinein).

web-title = Pelikaappi — der Spieleschrank
web-opening = Der Spieleschrank wird geöffnet …
web-fetching = Das Spiel wird geladen …
web-setting-up = Das Brett wird aufgebaut …
web-compiling = kompiliere { $size }
web-of = { $got } von { $total }
web-no-webgl2 = Dieser Browser kann das Spiel nicht zeigen: Es braucht WebGL2, das fehlt oder abgeschaltet ist. Versuche einen aktuellen Firefox, Chrome oder Safari, oder schalte die Hardwarebeschleunigung ein.
web-could-not-start = Das Spiel konnte nicht starten: { $error }
web-push-unsupported = In diesem Browser sind Benachrichtigungen nicht möglich (das geht nur über https:// oder auf diesem Rechner).
web-push-denied = Der Browser darf keine Benachrichtigungen anzeigen.
