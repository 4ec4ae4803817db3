# Kaapin omat näkymät: alkunäkymä, valikot, asetukset, säännöt, verkkopeli.

## Alkunäkymä

app-tagline = pelikaappi — neljä historiallista lautapeliä
title-new-game = Uusi peli
title-resume = Jatka tallennettua peliä
title-replay = Katso viimeisin päättynyt peli uudelleen
title-discard = Hylkää säilytetty tallennus
title-coming = tulossa kaappiin
title-play-online = Pelaa verkossa
title-quit = Lopeta
title-controls = Hiiri, näppäimistö (nuolet, Enter, Esc) tai peliohjain (ristiohjain, A, B)
save-unusable = Tallennettua peliä ei voitu käyttää: { $why }. Se on säilytetty koskemattomana: { $place }.
save-unusable-reason = tämä versio ei pystynyt jatkamaan sitä
no-gpu = Pelikaappi ei löytänyt tästä tietokoneesta näytönohjaimen ajuria (se piirtää Vulkanilla, OpenGL:llä tai Metalilla). Asenna näytönohjaimesi ajuri; Debianissa ja Ubuntussa: sudo apt install mesa-vulkan-drivers libvulkan1 (Mesa piirtää myös ilman näytönohjainta). Tai pelaa selaimessa.

## Valikot

menu-settings = Asetukset
menu-back-to-cupboard = Takaisin kaapille
pause-title = Tauko
pause-resume = Jatka
pause-rules = Säännöt
pause-saved-where = Peli tallentuu jokaisen siirron jälkeen ({ $place }).

## Asetukset

settings-volume = Äänenvoimakkuus
settings-animations = Animaatiot
animation-slow = Hidas
animation-normal = Normaali
animation-fast = Nopea
animation-instant = Ei animaatiota
settings-ai-pause = Tekoälyn tauko
settings-language = Kieli
settings-ui-scale = Tekstin ja painikkeiden koko
settings-fullscreen = Koko näyttö (F11)
settings-master-time = Mestaritekoäly miettii
settings-seconds = { $seconds } s siirtoa kohden
settings-on = Päällä
settings-off = Pois
panel-fold = Piilota paneeli (F9)
panel-unfold = Näytä paneeli (F9)
settings-language-system = { $language } (järjestelmän kieli)
language-name = suomi
settings-done = Valmis

## Säännöt

rules-close = Sulje
rules-ours = Säännöt niin kuin täällä pelataan
rules-ours-mark = täydennys

## Verkkopeli

online-title = Pelaa verkossa
online-tagline = ystävien kanssa eri koneilta, sovelluksessa tai selaimessa
online-server-said = Palvelin vastasi: { $reason }.
online-game-server = Pelipalvelin
online-not-connected = Ei yhteyttä.
online-connecting = Yhdistetään palvelimeen { $url } …
online-connected = Yhdistetty palvelimeen { $url }.
online-lost = Ei yhteyttä ({ $reason }).
online-lost-retrying = Ei yhteyttä ({ $reason }); yhdistetään uudelleen …
online-address = Osoite
online-connect = Yhdistä
online-run-a-server = Kuka tahansa voi pystyttää palvelimen: pelikaappi serve (se tulostaa jaettavan osoitteen).
online-disconnect = Katkaise yhteys
online-create = Luo huone
online-create-help = Valitse tahti ja peli; pelin sivulla jokainen Ihminen-paikka jää vapaaksi liittyvälle pelaajalle.
online-join-heading = Liity huoneeseen
online-room-code = Huoneen koodi
online-join = Liity
online-room = Huone { $code }
online-played = Tahti: { $pace }
online-tell-friends = Kerro koodi ystävillesi: he valitsevat Pelaa verkossa ja Liity.
online-send-link = Tai lähetä linkki:
online-copy = Kopioi
online-a-game = peli
seat-you = sinä
seat-open = vapaa
seat-player = pelaaja
seat-player-away = pelaaja (poissa)
seat-ai = palvelimen tekoäly ({ $strength })
strength-random = aloittelija
strength-quick = harrastaja
strength-strong = kerhopelaaja
strength-master = mestari
online-seat = Paikka { $seat }: { $who }
online-take-seat = Ota paikka { $seat }
online-start = Aloita peli
online-waiting-open = Odotetaan pelaajia vapaille paikoille.
online-waiting-host = Odotetaan, että isäntä aloittaa pelin.
online-watching = Katsot peliä: ota vapaa paikka pelataksesi tai odota pelin alkua.
online-leave = Poistu huoneesta
address-wss-desktop = työpöytäversio käyttää vain ws://-yhteyttä: anna palvelimen ws://-osoite (wss://-palvelimeen pääsee selaimella)
address-not-server = '{ $text }' ei ole pelipalvelimen osoite (ws://kone:portti)
address-no-host = osoitteesta '{ $text }' puuttuu palvelimen nimi (ws://kone:portti)

## Kirjeenvaihtopelit

pace-live = reaaliaikainen, kaikki pelaavat yhtä aikaa
pace-slow-unlimited = kirjeenvaihtona, ei aikarajaa
pace-slow = kirjeenvaihtona, { $time } siirtoa kohden, sen jälkeen { $then }
pace-then-ai = tekoäly ottaa paikan
pace-then-lose = paikka häviää
pace-button-slow = Tahti: kirjeenvaihtona (siirto silloin kun ehdit)
pace-button-live = Tahti: reaaliaikainen (kaikki pelaavat nyt)
pace-time-none = Aika siirtoa kohden: ei rajaa
pace-time = Aika siirtoa kohden: { $time }
pace-out-lose = Ajan loppuessa: paikka häviää
pace-out-ai = Ajan loppuessa: palvelimen tekoäly ottaa paikan
duration-days =
    { $days ->
        [one] 1 päivä
       *[other] { $days } päivää
    }
duration-days-hours = { $days } pv { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
standing-you-out-of-time = päättynyt: aikasi loppui
standing-seat-out-of-time = päättynyt: paikan { $seat } aika loppui
standing-you-won = päättynyt: voitit
standing-you-placed = päättynyt: sijoituksesi { $place }.
standing-over = päättynyt
standing-waiting = ei vielä alkanut
standing-your-move = sinun siirtosi
standing-seat-move = paikan { $seat } siirto
standing-server-move = palvelimen siirto
standing-time-left = { $whose }, aikaa { $time }
standing-time-up = { $whose }, aika on lopussa
games-heading = Verkkopelisi
games-gone = ei enää tällä palvelimella
games-asking = kysytään palvelimelta …
games-line = { $code } — { $title }, paikka { $seat }: { $standing }
games-forget = unohda { $code }

## Pelin asetussivu

setup-create-room = Luo huone
setup-back = Takaisin
setup-start = Aloita peli
setup-online-help = Verkossa: jokainen Ihminen-paikka on vapaana huoneen koodilla liittyvälle pelaajalle (sinä otat ensimmäisen); palvelin pelaa tekoälyn paikat.

## Verkkopelin palkki laudan yllä

bar-you-play = pelaat: { $side }
bar-watching = katsot
bar-reconnecting = yhteys katkesi: yhdistetään uudelleen …
bar-lost = yhteys katkesi ({ $reason })
bar-not-connected = ei yhteyttä
bar-room = Verkossa · huone { $code } · { $me }
bar-out-of-time = · { $side }: aika loppui, peli on päättynyt
bar-waiting-away = · odotetaan: { $side } (poissa)
bar-waiting = · odotetaan: { $side }
bar-time-left = · tähän siirtoon aikaa { $time }
bar-time-up = · tämän siirron aika on lopussa
bar-hand-over = Anna paikka tekoälylle
notice-waiting-away = Odotetaan: { $side } (poissa).
notice-waiting = Odotetaan: { $side }.
notice-record-unreadable = Palvelimen pelikirjaa ei voi lukea täällä: { $reason }
save-damaged = tiedosto on vioittunut tai se ei ole tallennettu peli
save-newer = sen kirjoitti pelin uudempi versio (tallennusmuoto { $format }, tämä lukee muotoa { $reads })
save-no-longer-replays = sitä ei enää voi pelata uudelleen: { $reason }
save-seat-count = siinä on { $seats } paikkaa, mutta pelissä on { $game_seats }
standing-you-resigned = päättynyt: luovutit
standing-seat-resigned = päättynyt: paikka { $seat } luovutti
bar-resigned = · { $side }: luovutus, peli on päättynyt
bar-resign = Luovuta
bar-resign-sure = Luovutatko varmasti?
online-version-mismatch = tällä palvelimella on Pelikaappi { $server }, sinulla { $ours }: nämä versiot eivät toimi yhdessä
online-room-gone = Huonetta ei enää ole palvelimella (pitkään käyttämättömät huoneet poistuvat).

## Ilmoitukset, jotka pelipalvelin lähettää poissa olevalle pelaajalle.
notify-game-eile = Eile mit Weile
notify-game-razboiniki = Rosvot
notify-game-suomi1918 = vuoden 1918 karttapeli
notify-game-helsinki1918 = Helsinki 1918
notify-your-turn = Sinun vuorosi: { $game } (huone { $code }).
notify-reminder = Sinun vuorosi: { $game } (huone { $code }). Siirtoaikaa on jäljellä { $minutes } min.
notify-ended = Peli huoneessa { $code } on päättynyt ({ $game }).
notify-hours-left = Siirtoaikaa on jäljellä { $hours } h.

## Pelaajien löytäminen: nimi, pikapeli, aula, huoneen lisät ja keskustelu.
online-your-name = Nimesi
online-name-hint = näkyy muille pelaajille
online-quick = Pikapeli
online-quick-help = Valitse peli: vastustajasi on seuraava pelaaja, joka valitsee saman pelin (uudelle huoneelle valitulla tahdilla).
online-quick-waiting = Odotetaan pelaajaa peliin { $game } …
online-quick-cancel = Lopeta odotus
online-quick-no-ai = Jos ketään ei tule: odota edelleen
online-quick-ai-after = Jos ketään ei tule: kerhotason tekoäly { $minutes } min kuluttua
online-lobby = Avoimet huoneet
online-lobby-asking = Kysytään palvelimelta …
online-lobby-none = Yksikään julkinen huone ei nyt odota pelaajia.
online-lobby-room = { $game } · { $host } · { $open }/{ $seats } paikkaa vapaana · { $pace } · { $minutes } min sitten
online-lobby-no-name = pelaaja
online-lobby-join = Liity huoneeseen { $code }
online-lobby-playing = Käynnissä olevat pelit
online-lobby-watch = Seuraa peliä { $game } ({ $code })
online-public-on = Näkyy aulassa (poista napsauttamalla)
online-public-off = Näytä huone aulassa
online-webhook = Ilmoita webhookiin, kun on vuorosi etkä ole paikalla (Discord, Slack, ntfy …):
online-webhook-set = Aseta
chat-title = Keskustelu
chat-empty = Ei vielä viestejä.
chat-seat = Paikka { $seat }
chat-spectator = Katsoja
chat-who-watching = { $name } (katsoja)
chat-mute = vaienna
chat-unmute = Näytä vaiennetut pelaajat taas
chat-remove = poista
chat-hint = Kirjoita viesti …
chat-send = Lähetä
chat-close = Sulje
bar-chat = Keskustelu (C · L3)
bar-chat-unread = Keskustelu ({ $unread -> 
    [one] { $unread } uusi
   *[other] { $unread } uutta
})
bar-rematch = Uusintapeli
bar-rematch-offered = Uusintapeliä tarjotaan: liity
online-stats = Päättyneiden pelien tilastot
online-stats-hide = Piilota tilastot
online-stats-none = Tällä palvelimella ei ole vielä päättynyt yhtään peliä.
online-stats-game = { $game }: { $games -> 
    [one] { $games } peli
   *[other] { $games } peliä
} · voitot paikoittain { $firsts } · keskimäärin { $actions } siirtoa
online-stats-ai = tekoälyä ({ $level }) vastaan: { $ahead }/{ $players } pelaajaa sijoittui sen edelle
net-said-email-set = Vuorostasi ilmoitetaan osoitteeseen { $address }.
net-said-email-waiting = Osoitteeseen { $address } lähetettiin jo aiemmin vahvistuslinkki: avaa se, niin vuorostasi ilmoitetaan sinne.
net-said-email-confirm = Vahvistuslinkki on matkalla osoitteeseen { $address }: avaa se, niin vuorostasi ilmoitetaan sinne.
net-said-push-set = Tämä selain ilmoittaa, kun on vuorosi.
notify-mail-confirm-subject = Pelikaappi: vahvista sähköpostiosoitteesi
notify-mail-confirm = Joku (toivottavasti sinä) pyysi Pelikaappia ilmoittamaan tähän osoitteeseen, kun on hänen vuoronsa huoneessa { $code }. Vahvista avaamalla tämä linkki: { $link } Jos et pyytänyt tätä, jätä viesti huomiotta: enempää viestejä ei tule.
notify-mail-subject = Pelikaappi: { $game }
notify-mail-stop = Lopeta nämä viestit: { $link }
mail-page-unknown = Tätä linkkiä ei tunneta täällä (tai se ei ole enää voimassa).
mail-page-confirm-ask = Lähetetäänkö tähän osoitteeseen ilmoitus, kun on vuorosi?
mail-page-confirm-button = Kyllä, vahvistan
mail-page-confirmed = Vahvistettu: vuorostasi ilmoitetaan osoitteeseen { $address }.
mail-page-stop-ask = Lopetetaanko vuoroilmoitukset tähän osoitteeseen?
mail-page-stop-button = Lopeta
mail-page-stopped = Lopetettu: osoitteeseen { $address } ei lähetetä enää mitään.
online-email = Ilmoita minulle sähköpostilla, kun on vuoroni enkä ole paikalla (osoite vahvistetaan ensin linkillä):
online-push = Ilmoita minulle tässä selaimessa
online-push-asking = Kysytään selaimelta …
online-push-failed = Ilmoituksia ei saatu käyttöön: { $reason }
chat-quick = Pikaviestit (peliohjain: ylös ja alas, A lähettää, B sulkee):
chat-quick-hello = Hei!
chat-quick-luck = Onnea peliin!
chat-quick-thinking = Mietin vielä – hetki vain.
chat-quick-thanks = Kiitos!
chat-quick-good-game = Hyvä peli!
settings-colour-blind = Värisokeille sopivat värit
settings-high-contrast = Suuri kontrasti
