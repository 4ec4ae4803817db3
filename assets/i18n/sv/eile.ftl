# Eile mit Weile: spelets skärm, draglista och uppställning (regelkortets ord: pjäser,
# stjärnan, vilobänken, Alpstugan).

cupboard-eile-subtitle = Tysk-schweiziskt kapplöpningsspel, omkring 1900 · 2–4 spelare
cupboard-eile-rules-title = Eile mit Weile – regler
cupboard-eile-original = Det tyska originalregelkortet (omkring 1900)
eile-tagline = Skynda långsamt: för dina pjäser runt korset till Alpstugan
eile-colour =
    { $colour ->
        [red] Röd
        [blue] Blå
        [green] Grön
       *[yellow] Gul
    }

## Panelen och brädet

eile-wins = { $colour } vinner!
eile-all-safe = alla pjäser i säkerhet i Alpstugan
eile-seat-line = { $colour } · { $kind }
eile-home-out = { $home } i stugan · { $out } ute
eile-roll-button = Kasta
eile-hint-mouse = Klicka på tärningen för att kasta; klicka på en markerad pjäs för att flytta den.
eile-hint-keys = Mellanslag: kasta / flytta · ←→: välj pjäs · U: ångra · Esc: meny
eile-hint-pad = A: kasta / flytta · styrkors: välj pjäs · vänster spak: markör · X: ångra · Start: meny
eile-place-line = { $place }. { $colour }
eile-die-over =
    Spelet
    slut
eile-die-roll =
    { $colour }
    kasta!
eile-die-rolling =
    { $colour }
    kastar…
eile-die-move =
    { $colour }
    flyttar
eile-die-thinking =
    { $colour }
    tänker…
eile-turn-roll = { $colour }: kasta tärningen
eile-turn-move = { $colour }: flytta en pjäs
eile-turn-ai-rolls = { $colour } (AI) kastar
eile-turn-ai-moves = { $colour } (AI) flyttar
eile-game-over = Spelet är slut

## Varför ett klick inte gör något

eile-nothing-to-undo = Inget att ångra: ett kast eller en annan spelares drag kom efter.
eile-not-your-stone = Den pjäsen tillhör { $owner }; det är { $current }s tur.
eile-stone-cannot-move = Den pjäsen kan inte flytta: { $reason }.
eile-click-again = Den pjäsen delar ruta med en annan; klicka igen.
eile-cannot-use-star = { $colour } kan inte använda { $face }:an – en pjäs lämnar stjärnan bara med en femma
eile-cannot-use-far = { $colour } kan inte använda { $face }:an – ingen pjäs kan flytta så långt
eile-third-six-notice = Tredje sexan i rad: { $colour }s pjäser går tillbaka till stjärnan

## Draglistan

eile-the-star = stjärnan
eile-the-hut = stugan
eile-path = stigen { $field }
eile-log-rolls = { $colour } kastar { $face }
eile-log-rolls-count = { $colour } kastar { $face } = { $count }
eile-log-enters = { $colour } sätter ut en pjäs
eile-log-moves = { $colour } flyttar { $from } → { $to }
eile-log-captures = { $colour } skickar { $victim }s pjäs på { $field } tillbaka till stjärnan
eile-log-reaches-hut = { $colour } når Alpstugan
eile-log-cannot-use = { $colour } kan inte använda { $face }:an
eile-log-third-six =
    { $stones ->
        [one] Tredje sexan! { $colour } förlorar 1 pjäs till stjärnan
       *[other] Tredje sexan! { $colour } förlorar { $stones } pjäser till stjärnan
    }
eile-log-rolls-again = { $colour } kastar igen
eile-log-finished = { $colour } har alla pjäser i stugan och placerar sig som nummer { $place }
eile-log-game-over = Spelet är slut: { $colours } vinner

## Uppställning

eile-players = Spelare
eile-seat = { $colour } ({ $n })
eile-stones-each = Pjäser per spelare
eile-play-on = Spela vidare om placeringarna
eile-play-on-yes = Ja
eile-play-on-no = Nej, först i mål vinner
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Ruta { $field }: { $stones }.
eile-describe-empty = Ruta { $field } är tom.
