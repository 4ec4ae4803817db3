# Varför en handling nekas: reglernas ord (kommandoraden visar dem på engelska) och
# serverns.

refuse-game-over = spelet är slut
refuse-no-face = en tärning har ingen sida { $face }
refuse-roll-first = kasta tärningen först
refuse-not-legal-now = det draget är inte tillåtet nu
refuse-not-possible-outcome = { $action } är inte ett möjligt utfall nu
refuse-not-legal-action = { $action } är inte en tillåten handling nu
raz-refuse-may-not-pass = du kan flytta, så du får inte stå över
raz-refuse-not-a-move = det är inget drag
raz-refuse-no-piece = det står ingen pjäs på { $square }
raz-refuse-not-yours = pjäsen på { $square } är { $side ->
    [0] Vits
   *[1] Svarts
}
raz-refuse-piece-move = en pjäs går ett steg framåt eller åt sidan till en tom ruta, eller hoppar över en granne; den kan inte nå { $square } på det sättet
raz-refuse-robber-move = rövaren kan inte nå { $square } på det sättet
eile-refuse-no-such-stone = det finns ingen sådan pjäs
eile-refuse-star-needs-five = en pjäs kan lämna stjärnan bara med en femma
eile-refuse-start-blocked = startrutan { $field } är stängd av en blockad
eile-refuse-in-hut = den här pjäsen är redan i stugan
eile-refuse-overshoot = in i stugan behövs exakt { $need }; { $count } skulle gå förbi den
eile-refuse-blockade = { $lands ->
    [yes] den skulle hamna på blockaden på { $path ->
        [yes] stigens ruta { $field }
       *[no] ruta { $field }
    }
   *[no] blockaden på { $path ->
        [yes] stigens ruta { $field }
       *[no] ruta { $field }
    } går inte att passera
}
eile-refuse-rolled = tärningen är kastad: flytta en pjäs med den
eile-refuse-none-on-star = ingen av dina pjäser väntar på stjärnan
eile-refuse-none-on-field = ingen av dina pjäser står på den rutan
suomi-refuse-rolled = tärningen är kastad: flytta eller skjut
suomi-refuse-shot = den fienden kan inte beskjutas därifrån med det här kastet längs en fri väg
suomi-refuse-move = den brickan kan inte gå precis dit med det här kastet

## Serverns

said-as-is = { $text }
net-refuse-not-your-turn = det är en annan spelares tur
net-refuse-chance-decides = tärningarna eller korten avgör nu
net-refuse-unreadable = handlingen går inte att läsa: { $reason }
net-refuse-undo-other-seat = en annan spelare har agerat sedan dess
net-refuse-undo-chance = tärningarna eller korten har avgjort sedan dess
net-refuse-undo-nothing = inget att ångra
net-refuse-undo-card-shown = ett spelat kort har setts av alla: det kan inte tas tillbaka
net-refuse-too-fast = för många förfrågningar: vänta ett ögonblick
net-refuse-field-too-long = ett fält längre än { $chars } tecken
net-refuse-full = servern är full: inga nya rum just nu
net-refuse-rooms-per-address = högst { $rooms } oavslutade rum från ett och samma nätverk
net-refuse-seat-count = spelet har { $seats } platser, rummet anger { $named }
net-refuse-no-open-seat = ett rum behöver minst en plats för en spelare
net-refuse-no-room = inget rum { $code }
net-refuse-bad-token = den platsnyckeln hör inte till det här rummet
net-refuse-seat-taken = plats { $seat } är tagen
net-refuse-no-seat = ingen plats { $seat }
net-refuse-not-in-room = inte i rum { $code }
net-refuse-move-time = en tid per drag mellan { $minutes } minut och { $days } dygn
net-refuse-too-many-asked = högst { $rooms } rum åt gången
net-refuse-host-starts = bara värden startar spelet
net-refuse-started = spelet har börjat
net-refuse-seat-open = en plats är fortfarande ledig
net-refuse-spectator = en åskådare gör inga drag
net-refuse-not-started = spelet har inte börjat
net-refuse-out-of-time = spelet är slut: tiden för plats { $seat } tog slut
net-refuse-moved-on = spelet har gått vidare sedan det valet: titta igen
net-refuse-host-hands-over = bara värden lämnar en plats till AI:n
net-refuse-player-here = den spelaren är här
net-refuse-no-player = plats { $seat } har ingen spelare
net-refuse-not-your-seat = den platsen är inte din nu: AI:n spelar den
net-refuse-away-grace = spelaren kan fortfarande komma tillbaka: vänta (minuter kvar: { $minutes })
net-refuse-failed-joins = för många försök från det här nätverket att gå med i rum som inte finns: försök igen senare (om { $minutes } min)
net-refuse-spectators-full = rummet har så många åskådare som det rymmer ({ $spectators })
net-refuse-busy = servern är upptagen med att återställa avslutade partier: försök igen om några sekunder
net-refuse-master-seats = högst { $seats } platser för mästar-AI:n i de oavslutade rummen från ett och samma nätverk
net-refuse-not-their-turn = spelaren sinkar inte spelet: det är inte dennes tur
net-refuse-host-away = värdens plats spelas av AI:n: ta tillbaka den först
net-refuse-name-long = ett namn på högst { $chars } tecken
net-refuse-name-characters = ett namn med bara bokstäver, siffror, enkla mellanslag och - _ . '
net-refuse-host-publishes = bara värden listar rummet i lobbyn
net-refuse-quick-seats = en snabbmatch kräver ett spel för minst två spelare
net-refuse-quick-wait = vänta högst { $hours } timmar på en spelare innan AI:n tar över
net-refuse-rematch-running = en revansch först när spelet är slut
net-refuse-chat-empty = ett tomt meddelande
net-refuse-chat-long = ett meddelande på högst { $chars } tecken
net-refuse-chat-fast = för många meddelanden: vänta ett ögonblick
net-refuse-host-removes = bara värden tar bort ett meddelande
net-refuse-no-chat-line = det meddelandet finns inte
net-refuse-webhook = en webhook är en http://- eller https://-adress på högst { $chars } tecken
net-refuse-no-webhooks = den här servern skickar inga meddelanden till webhooks
net-refuse-chat-over = spelet är slut: dess chatt är stängd
net-refuse-seated-watch = du har en plats i det här rummet: en spelare kan inte samtidigt vara åskådare
net-refuse-seat-held = plats { $seat } hålls åt en spelare från förra partiet
net-refuse-email = en e-postadress är NAMN@DOMÄN, högst { $chars } tecken
net-refuse-no-email = den här servern skickar ingen e-post
net-refuse-email-busy = för många e-postadresser att bekräfta från ditt nätverk; försök igen senare
net-refuse-push = den här webbläsarens push-prenumeration kan servern inte använda
net-refuse-no-push = den här servern skickar inga aviseringar till webbläsare
