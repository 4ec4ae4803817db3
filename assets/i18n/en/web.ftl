# The web page before the game runs (web/index.html; web/build.sh copies these in).

web-title = Pelikaappi — the game cupboard
web-opening = Opening the game cupboard…
web-fetching = Fetching the game…
web-setting-up = Setting up the board…
web-compiling = compiling { $size }
web-of = { $got } of { $total }
web-no-webgl2 = This browser cannot show the game: it needs WebGL2, which is missing or switched off. Try a current Firefox, Chrome or Safari, or turn on hardware acceleration.
web-could-not-start = The game could not start: { $error }
web-push-unsupported = This browser cannot show notifications here (the page must come from an https:// address or from this machine).
web-push-denied = The browser was not allowed to show notifications.
