# Verkkosivu ennen kuin peli käynnistyy (web/index.html; web/build.sh kopioi nämä sinne).

web-title = Pelikaappi — neljä historiallista lautapeliä
web-opening = Avataan pelikaappia…
web-fetching = Haetaan peliä…
web-setting-up = Valmistellaan pelilautaa…
web-compiling = käännetään { $size }
web-of = { $got } / { $total }
web-no-webgl2 = Tämä selain ei pysty näyttämään peliä: se tarvitsee WebGL2:n, joka puuttuu tai on poistettu käytöstä. Kokeile ajantasaista Firefoxia, Chromea tai Safaria, tai ota laitteistokiihdytys käyttöön.
web-could-not-start = Peli ei käynnistynyt: { $error }
web-push-unsupported = Tässä selaimessa ei voi näyttää ilmoituksia (sivun pitää tulla https://-osoitteesta tai tältä koneelta).
web-push-denied = Selaimelle ei annettu lupaa näyttää ilmoituksia.
