# Webbsidan innan spelet körs (web/index.html; web/build.sh kopierar in dessa).

web-title = Pelikaappi – spelskåpet
web-opening = Spelskåpet öppnas…
web-fetching = Spelet hämtas…
web-setting-up = Brädet ställs upp…
web-compiling = kompilerar { $size }
web-of = { $got } av { $total }
web-no-webgl2 = Den här webbläsaren kan inte visa spelet: det behöver WebGL2, som saknas eller är avstängt. Pröva en aktuell Firefox, Chrome eller Safari, eller slå på hårdvaruacceleration.
web-could-not-start = Spelet kunde inte starta: { $error }
web-push-unsupported = Den här webbläsaren kan inte visa aviseringar här (sidan måste komma från en https://-adress eller från den här datorn).
web-push-denied = Webbläsaren fick inte tillstånd att visa aviseringar.
