# Skåpets egna skärmar: startskärmen, menyerna, inställningarna, reglerna, spel på nätet.

## Startskärmen

app-tagline = spelskåpet – fyra historiska brädspel
title-new-game = Nytt spel
title-resume = Fortsätt det sparade spelet
title-replay = Spela upp det senast avslutade partiet
title-discard = Släng det sparade spelet
title-coming = kommer snart till skåpet
title-play-online = Spela på nätet
title-quit = Avsluta
title-controls = Mus, tangentbord (pilar, Enter, Esc) eller handkontroll (styrkors, A, B)
save-unusable = Ett sparat spel gick inte att använda: { $why }. Det finns kvar, orört, som { $place }.
save-unusable-reason = den här versionen kunde inte fortsätta det
no-gpu = Pelikaappi hittade ingen grafikdrivrutin på den här datorn (spelet ritar med Vulkan, OpenGL eller Metal). Installera drivrutinen för ditt grafikkort; på Debian eller Ubuntu: sudo apt install mesa-vulkan-drivers libvulkan1 (Mesa ritar också utan grafikkort). Eller spela i en webbläsare.

## Menyerna

menu-settings = Inställningar
menu-back-to-cupboard = Tillbaka till skåpet
pause-title = Paus
pause-resume = Fortsätt
pause-rules = Regler
pause-saved-where = Spelet sparas efter varje drag ({ $place }).

## Inställningar

settings-volume = Volym
settings-animations = Animationer
animation-slow = Långsamt
animation-normal = Normalt
animation-fast = Snabbt
animation-instant = Direkt
settings-ai-pause = AI-paus
settings-language = Språk
settings-ui-scale = Text och knappar
settings-fullscreen = Helskärm (F11)
settings-master-time = Mästar-AI:n tänker
settings-seconds = { $seconds } s per drag
settings-on = På
settings-off = Av
panel-fold = Fäll undan panelen (F9)
panel-unfold = Visa panelen (F9)
settings-language-system = { $language } (systemets)
# Språkets namn på språket självt, för språkväljaren.
language-name = Svenska
settings-done = Klar

## Regler

rules-close = Stäng
rules-ours = Våra regler, så som de spelas här
# Märket för våra rekonstruktioner och beslut i regelvyn: regeltexterna bär [ours], och
# vyn visar det här ordet i dess ställe (ett ord; se GLOSSARY.md).
rules-ours-mark = tillägg

## Spel på nätet

online-title = Spela på nätet
online-tagline = med vänner vid andra datorer, på skrivbordet eller i en webbläsare
online-server-said = Servern svarade: { $reason }.
online-game-server = Spelserver
online-not-connected = Inte ansluten.
online-connecting = Ansluter till { $url }…
online-connected = Ansluten till { $url }.
online-lost = Ingen anslutning ({ $reason }).
online-lost-retrying = Ingen anslutning ({ $reason }); ansluter igen…
online-address = Adress
online-connect = Anslut
online-run-a-server = Vem som helst kan köra en server: pelikaappi serve (kommandot skriver ut adressen som du delar).
online-disconnect = Koppla från
online-create = Skapa ett rum
online-create-help = Välj tempo och spel; på spelets sida väntar varje Människa-plats på en spelare som går med i rummet.
online-join-heading = Gå med i ett rum
online-room-code = Rumskod
online-join = Gå med
online-room = Rum { $code }
online-played = Tempo: { $pace }
online-tell-friends = Ge dina vänner koden: de väljer Spela på nätet och sedan Gå med.
online-send-link = Eller skicka länken:
online-copy = Kopiera
online-a-game = ett spel
seat-you = du
seat-open = ledig
seat-player = en spelare
seat-player-away = en spelare (borta)
seat-ai = serverns AI ({ $strength })
strength-random = nybörjare
strength-quick = hobbyspelare
strength-strong = klubbspelare
strength-master = mästare
online-seat = Plats { $seat }: { $who }
online-take-seat = Ta plats { $seat }
online-start = Starta spelet
online-waiting-open = Väntar på spelare till de lediga platserna.
online-waiting-host = Väntar på att värden ska starta spelet.
online-watching = Du är åskådare: ta en ledig plats för att spela, eller vänta tills spelet börjar.
online-leave = Lämna rummet
address-wss-desktop = skrivbordsversionen kan bara använda ws://: ange serverns ws://-adress (en wss://-server nås från webbläsaren)
address-not-server = ”{ $text }” är inte adressen till en spelserver (ws://värd:port)
address-no-host = ”{ $text }” anger ingen server (ws://värd:port)

## Korrespondensspel

pace-live = direkt, alla spelar samtidigt
pace-slow-unlimited = per korrespondens, utan tidsgräns
pace-slow = per korrespondens, { $time } per drag, sedan { $then }
pace-then-ai = spelar AI:n platsen
pace-then-lose = förlorar platsen
pace-button-slow = Tempo: per korrespondens (ett drag när du har tid)
pace-button-live = Tempo: direkt (alla vid bordet nu)
pace-time-none = Tid per drag: ingen gräns
pace-time = Tid per drag: { $time }
pace-out-lose = När tiden är slut: platsen förlorar
pace-out-ai = När tiden är slut: serverns AI spelar platsen
duration-days =
    { $days ->
        [one] 1 dygn
       *[other] { $days } dygn
    }
duration-days-hours = { $days } d { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
standing-you-out-of-time = slut: din tid tog slut
standing-seat-out-of-time = slut: tiden för plats { $seat } tog slut
standing-you-won = slut: du vann
standing-you-placed = slut: du placerade dig som nummer { $place }.
standing-over = slut
standing-waiting = inte påbörjat ännu
standing-your-move = ditt drag
standing-seat-move = plats { $seat } ska dra
standing-server-move = serverns drag
standing-time-left = { $whose }, { $time } kvar
standing-time-up = { $whose }, tiden är ute
games-heading = Dina spel på nätet
games-gone = inte längre kvar på servern
games-asking = frågar servern…
games-line = { $code } – { $title }, plats { $seat }: { $standing }
games-forget = glöm { $code }

## Sidan före spelet

setup-create-room = Skapa rummet
setup-back = Tillbaka
setup-start = Starta spelet
setup-online-help = På nätet: varje Människa-plats väntar på en spelare som går med via rummets kod (du tar den första); servern spelar AI-platserna.

## Nätraden över brädet

bar-you-play = din sida: { $side }
bar-watching = du är åskådare
bar-reconnecting = anslutningen bröts: ansluter igen…
bar-lost = anslutningen bröts ({ $reason })
bar-not-connected = inte ansluten
bar-room = På nätet · rum { $code } · { $me }
bar-out-of-time = · { $side }: tiden tog slut, spelet är över
bar-waiting-away = · på tur: { $side } (borta)
bar-waiting = · på tur: { $side }
bar-time-left = · { $time } kvar för det här draget
bar-time-up = · tiden för det här draget är ute
bar-hand-over = Lämna platsen till AI:n
notice-waiting-away = { $side } är på tur, men spelaren är borta.
notice-waiting = { $side } är på tur.
notice-record-unreadable = Serverns protokoll över partiet går inte att läsa här: { $reason }
save-damaged = filen är skadad eller inte ett sparat spel
save-newer = den skrevs av en nyare version av spelet (sparformat { $format }, den här läser { $reads })
save-no-longer-replays = den går inte längre att spela upp: { $reason }
save-seat-count = den anger { $seats } platser för ett spel med { $game_seats }
standing-you-resigned = slut: du gav upp
standing-seat-resigned = slut: plats { $seat } gav upp
bar-resigned = · { $side } gav upp: spelet är över
bar-resign = Ge upp
bar-resign-sure = Ge upp på riktigt?
online-version-mismatch = den här servern kör Pelikaappi { $server } och din version är { $ours }: versionerna fungerar inte tillsammans
online-room-gone = Rummet finns inte längre på servern (rum som inte används på länge försvinner).

## Aviseringarna som en spelserver skickar till en spelare som är borta.
notify-game-eile = Eile mit Weile
notify-game-razboiniki = Rövarna
notify-game-suomi1918 = kartspelet från 1918
notify-game-helsinki1918 = Helsinki 1918
notify-your-turn = Det är din tur i { $game } (rum { $code }).
notify-reminder = Påminnelse: det är din tur i { $game } (rum { $code }), och du har { $minutes } min kvar för ditt drag.
notify-ended = Partiet i rum { $code } ({ $game }) är slut.
notify-hours-left = Du har { $hours } h på dig.

## Att hitta spelare: namnet, snabbmatchen, lobbyn, rummets extra och dess chatt.
online-your-name = Ditt namn
online-name-hint = visas för de andra spelarna
online-quick = Snabbmatch
online-quick-help = Välj ett spel: du möter nästa spelare som också väljer det (i det tempo som är valt för ett nytt rum).
online-quick-waiting = Väntar på en motspelare i { $game }…
online-quick-cancel = Sluta vänta
online-quick-no-ai = Om ingen kommer: fortsätt vänta
online-quick-ai-after = Om ingen kommer: klubb-AI:n efter { $minutes } min
online-lobby = Rum med lediga platser
online-lobby-asking = Frågar servern…
online-lobby-none = Inget offentligt rum väntar på spelare just nu.
online-lobby-room = { $game } · { $host } · { $open } av { $seats } platser lediga · { $pace } · för { $minutes } min sedan
online-lobby-no-name = en spelare
online-lobby-join = Gå med i { $code }
online-lobby-playing = Pågående partier
online-lobby-watch = Titta på { $game } ({ $code })
online-public-on = Listat i lobbyn (klicka för att ta bort det)
online-public-off = Lista rummet i lobbyn
online-webhook = Skicka ett meddelande till en webhook när det är din tur och du är borta (Discord, Slack, ntfy m.fl.):
online-webhook-set = Spara
chat-title = Chatt
chat-empty = Inga meddelanden än.
chat-seat = Plats { $seat }
chat-spectator = En åskådare
chat-who-watching = { $name } (åskådare)
chat-mute = tysta
chat-unmute = Visa tystade spelare igen
chat-remove = ta bort
chat-hint = Skriv ett meddelande…
chat-send = Skicka
chat-close = Stäng
bar-chat = Chatt (C · L3)
bar-chat-unread = Chatt ({ $unread } nya)
bar-rematch = Revansch
bar-rematch-offered = Revansch erbjuden: gå med
online-stats = Statistik över avslutade partier
online-stats-hide = Dölj statistiken
online-stats-none = Inget parti har avslutats på den här servern än.
online-stats-game = { $game }: { $games -> 
    [one] { $games } parti
   *[other] { $games } partier
} · segrar per plats { $firsts } · i snitt { $actions } handlingar
online-stats-ai = mot AI:n ({ $level }): { $ahead } av { $players } spelare placerade sig före den
net-said-email-set = Du får ett mejl till { $address } när det är din tur.
net-said-email-waiting = En bekräftelselänk har redan skickats till { $address }. Klicka på länken, så får du ett mejl dit när det är din tur.
net-said-email-confirm = En bekräftelselänk är på väg till { $address }. Klicka på länken, så får du ett mejl dit när det är din tur.
net-said-push-set = Du får en avisering i den här webbläsaren när det är din tur.
notify-mail-confirm-subject = Pelikaappi: bekräfta din e-postadress
notify-mail-confirm = Hej! Den här e-postadressen har angetts för att få ett mejl från Pelikaappi när det är din tur i rum { $code }. Bekräfta adressen genom att öppna länken: { $link } Om det inte var du som angav adressen kan du bortse från det här mejlet. Vi skickar då inget mer.
notify-mail-subject = Pelikaappi: { $game }
notify-mail-stop = Vill du inte längre få de här mejlen? Avbeställ dem här: { $link }
mail-page-unknown = Länken är okänd eller gäller inte längre.
mail-page-confirm-ask = Vill du få ett mejl till den här adressen när det är din tur?
mail-page-confirm-button = Ja, bekräfta
mail-page-confirmed = Klart! Du får ett mejl till { $address } när det är din tur.
mail-page-stop-ask = Vill du sluta få mejl till den här adressen när det är din tur?
mail-page-stop-button = Ja, avbeställ
mail-page-stopped = Klart! Vi skickar inga fler mejl till { $address }.
online-email = Mejla mig när det är min tur och jag är borta (adressen bekräftas först via en länk):
online-push = Få aviseringar i den här webbläsaren
online-push-asking = Frågar webbläsaren…
online-push-failed = Det gick inte att slå på aviseringar: { $reason }
chat-quick = Snabbrader (handkontroll: upp och ner, A skickar, B stänger):
chat-quick-hello = Hej!
chat-quick-luck = Lycka till!
chat-quick-thinking = Ett ögonblick, jag tänker.
chat-quick-thanks = Tack!
chat-quick-good-game = Bra spelat!
settings-colour-blind = Färgpalett för färgblinda
settings-high-contrast = Hög kontrast
