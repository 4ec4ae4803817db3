# Eile mit Weile: spelets skärm, draglista och uppställning (regelkortets ord: pjäser,
# stjärnan, vilobänken, Alpstugan).

cupboard-eile-subtitle = Tysk-schweiziskt kapplöpningsspel, omkring 1900 · 2–4 spelare
cupboard-eile-rules-title = Eile mit Weile — regler
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
eile-roll-button = Slå
eile-hint-mouse = Klicka på tärningen för att slå; klicka på en markerad pjäs för att flytta den.
eile-hint-keys = Mellanslag: slå / flytta · ←→: välj pjäs · U: ångra · Esc: meny
eile-hint-pad = A: slå / flytta · styrkors: välj pjäs · vänster spak: markör · X: ångra · Start: meny
eile-place-line = { $place }. { $colour }
eile-die-over =
    Spelet
    slut
eile-die-roll =
    { $colour }
    slå!
eile-die-rolling =
    { $colour }
    slår…
eile-die-move =
    { $colour }
    flyttar
eile-die-thinking =
    { $colour }
    tänker…
eile-turn-roll = { $colour }: slå tärningen
eile-turn-move = { $colour }: flytta en pjäs
eile-turn-ai-rolls = { $colour } (AI) slår
eile-turn-ai-moves = { $colour } (AI) flyttar
eile-game-over = Spelet är slut

## Varför ett klick inte gör något

eile-nothing-to-undo = Inget att ångra: ett slag eller en annan spelares drag kom efter.
eile-not-your-stone = Den pjäsen tillhör { $owner }; det är { $current }s tur.
eile-stone-cannot-move = Den pjäsen kan inte flytta: { $reason }.
eile-click-again = Den pjäsen delar ruta med en annan; klicka igen.
eile-cannot-use-star = { $colour } kan inte använda slaget { $face } — en pjäs lämnar stjärnan bara med en femma
eile-cannot-use-far = { $colour } kan inte använda slaget { $face } — ingen pjäs kan flytta så långt
eile-third-six-notice = Tredje sexan i rad: { $colour }s pjäser går tillbaka till stjärnan

## Draglistan

eile-the-star = stjärnan
eile-the-hut = stugan
eile-path = stigen { $field }
eile-log-rolls = { $colour } slår { $face }
eile-log-rolls-count = { $colour } slår { $face } = { $count }
eile-log-enters = { $colour } sätter in en pjäs
eile-log-moves = { $colour } flyttar { $from } → { $to }
eile-log-captures = { $colour } skickar { $victim }s pjäs på { $field } tillbaka till stjärnan
eile-log-reaches-hut = { $colour } når Alpstugan
eile-log-cannot-use = { $colour } kan inte använda slaget { $face }
eile-log-third-six =
    { $stones ->
        [one] Tredje sexan! { $colour } förlorar 1 pjäs till stjärnan
       *[other] Tredje sexan! { $colour } förlorar { $stones } pjäser till stjärnan
    }
eile-log-rolls-again = { $colour } slår igen
eile-log-finished = { $colour } har alla pjäser i stugan: plats { $place }
eile-log-game-over = Spelet är slut: { $colours } vinner

## Uppställning

eile-players = Spelare
eile-seat = { $colour } ({ $n })
eile-stones-each = Pjäser per spelare
eile-play-on = Spela vidare om placeringarna
eile-play-on-yes = Ja
eile-play-on-no = Nej, snabbast vinner
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Ruta { $field }: { $stones }.
eile-describe-empty = Ruta { $field } är tom.
