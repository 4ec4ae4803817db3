# Miksi siirto torjutaan: sääntöjen sanat ja palvelimen.

refuse-game-over = peli on päättynyt
refuse-no-face = nopassa ei ole silmälukua { $face }
refuse-roll-first = heitä ensin noppaa
refuse-not-legal-now = se siirto ei ole nyt sallittu
refuse-not-possible-outcome = { $action } ei ole nyt mahdollinen tulos
refuse-not-legal-action = { $action } ei ole nyt sallittu
raz-refuse-may-not-pass = voit siirtää, joten et saa jättää vuoroasi väliin
raz-refuse-not-a-move = se ei ole siirto
raz-refuse-no-piece = ruudussa { $square } ei ole nappulaa
raz-refuse-not-yours = ruudun { $square } nappula on { $side ->
    [0] valkoisen
   *[1] mustan
}
raz-refuse-piece-move = nappula astuu yhden ruudun eteen tai sivulle tyhjään ruutuun tai hyppää naapurin yli; se ei pääse niin ruutuun { $square }
raz-refuse-robber-move = rosvo ei pääse niin ruutuun { $square }
eile-refuse-no-such-stone = sellaista nappulaa ei ole
eile-refuse-star-needs-five = nappula pääsee tähdeltä vain viitosella
eile-refuse-start-blocked = lähtöruutu { $field } on saarron tukkima
eile-refuse-in-hut = tämä nappula on jo Alppimajassa
eile-refuse-overshoot = Alppimajaan tarvitaan tasan { $need }; { $count } menisi yli
eile-refuse-blockade = { $lands ->
    [yes] se päätyisi saartoon { $path ->
        [yes] polun ruudussa { $field }
       *[no] ruudussa { $field }
    }
   *[no] saartoa { $path ->
        [yes] polun ruudussa { $field }
       *[no] ruudussa { $field }
    } ei voi ohittaa
}
eile-refuse-rolled = noppaa on heitetty: siirrä sillä nappulaa
eile-refuse-none-on-star = sinulla ei ole nappulaa odottamassa tähdellä
eile-refuse-none-on-field = sinulla ei ole nappulaa siinä ruudussa
suomi-refuse-rolled = noppaa on heitetty: siirrä tai ammu
suomi-refuse-shot = sitä vihollista ei voi ampua sieltä tällä heitolla vapaata tietä pitkin
suomi-refuse-move = se laatta ei pääse tällä heitolla tarkalleen sinne

## Palvelimen

said-as-is = { $text }
net-refuse-not-your-turn = on toisen paikan vuoro
net-refuse-chance-decides = nyt ratkaisevat nopat tai kortit
net-refuse-unreadable = siirtoa ei voi lukea: { $reason }
net-refuse-undo-other-seat = toinen paikka on toiminut sen jälkeen
net-refuse-undo-chance = nopat tai kortit ovat ratkaisseet sen jälkeen
net-refuse-undo-nothing = ei mitään peruttavaa
net-refuse-undo-card-shown = kaikki ovat jo nähneet pelatun kortin: sitä ei voi perua
net-refuse-too-fast = liian monta pyyntöä: odota hetki
net-refuse-field-too-long = kenttä on pidempi kuin { $chars } merkkiä
net-refuse-full = palvelin on täynnä: uusia huoneita ei nyt voi luoda
net-refuse-rooms-per-address = samasta verkosta saa olla auki enintään { $rooms } keskeneräistä huonetta
net-refuse-seat-count = pelissä on { $seats } paikkaa, huoneessa { $named }
net-refuse-no-open-seat = huoneessa tarvitaan ainakin yksi paikka pelaajalle
net-refuse-no-room = huonetta { $code } ei ole
net-refuse-bad-token = se paikan tunniste ei kuulu tähän huoneeseen
net-refuse-seat-taken = paikka { $seat } on varattu
net-refuse-no-seat = paikkaa { $seat } ei ole
net-refuse-not-in-room = et ole huoneessa { $code }
net-refuse-move-time = siirtoajan pitää olla { $minutes } min – { $days } päivää
net-refuse-too-many-asked = enintään { $rooms } huonetta kerralla
net-refuse-host-starts = vain isäntä aloittaa pelin
net-refuse-started = peli on alkanut
net-refuse-seat-open = jokin paikka on vielä vapaana
net-refuse-spectator = katsoja ei voi tehdä siirtoja
net-refuse-not-started = peli ei ole alkanut
net-refuse-out-of-time = peli on päättynyt: paikan { $seat } aika loppui
net-refuse-moved-on = peli on edennyt sen valinnan jälkeen: katso uudelleen
net-refuse-host-hands-over = vain isäntä antaa paikan tekoälylle
net-refuse-player-here = se pelaaja on paikalla
net-refuse-no-player = paikalla { $seat } ei ole pelaajaa
net-refuse-not-your-seat = paikka ei ole enää sinun: tekoäly pelaa sitä
net-refuse-away-grace = pelaaja voi vielä palata: odota ({ $minutes } min jäljellä)
net-refuse-failed-joins = tästä verkosta on yritetty liian monta kertaa huoneisiin, joita ei ole: yritä myöhemmin uudelleen ({ $minutes } min kuluttua)
net-refuse-spectators-full = huoneessa on jo niin monta katsojaa kuin siihen mahtuu ({ $spectators })
net-refuse-busy = palvelin palauttaa parhaillaan päättyneitä pelejä: yritä uudelleen muutaman sekunnin kuluttua
net-refuse-master-seats = enintään { $seats } mestaritekoälyn paikkaa yhden verkon keskeneräisissä huoneissa
net-refuse-not-their-turn = pelaaja ei viivytä peliä: ei ole hänen vuoronsa
net-refuse-host-away = tekoäly pelaa isännän paikkaa: ota se ensin takaisin
net-refuse-name-long = nimessä saa olla enintään { $chars } merkkiä
net-refuse-name-characters = nimessä saa olla vain kirjaimia, numeroita, yksittäisiä välilyöntejä sekä merkkejä - _ . '
net-refuse-host-publishes = vain isäntä voi näyttää huoneen aulassa
net-refuse-quick-seats = pikapeliin tarvitaan vähintään kahden pelaajan peli
net-refuse-quick-wait = pelaajaa voi odottaa ennen tekoälyä enintään { $hours } tuntia
net-refuse-rematch-running = uusintapeli vasta, kun peli on päättynyt
net-refuse-chat-empty = viesti on tyhjä
net-refuse-chat-long = viestissä saa olla enintään { $chars } merkkiä
net-refuse-chat-fast = liian monta viestiä: odota hetki
net-refuse-host-removes = vain isäntä voi poistaa viestin
net-refuse-no-chat-line = viestiä ei ole
net-refuse-webhook = webhook on http://- tai https://-osoite, jossa on enintään { $chars } merkkiä
net-refuse-no-webhooks = tämä palvelin ei lähetä webhook-ilmoituksia
net-refuse-chat-over = peli on päättynyt: sen keskustelu on suljettu
net-refuse-seated-watch = sinulla on paikka tässä huoneessa: pelaaja ei voi seurata peliä katsojana
net-refuse-seat-held = paikka { $seat } on varattu edellisen pelin pelaajalle
net-refuse-email = sähköpostiosoite on muotoa NIMI@VERKKOTUNNUS, enintään { $chars } merkkiä
net-refuse-no-email = tämä palvelin ei lähetä sähköpostia
net-refuse-email-busy = verkostasi on vahvistettavana liian monta sähköpostiosoitetta; yritä myöhemmin uudelleen
net-refuse-push = palvelin ei voi käyttää tämän selaimen ilmoitustilausta
net-refuse-no-push = tämä palvelin ei lähetä selainilmoituksia
