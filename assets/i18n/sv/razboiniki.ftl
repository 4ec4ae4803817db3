# Разбойники (Rövarna): spelets skärm, draglista och uppställning.

cupboard-raz-subtitle = Sovjetiskt hemmagjort spel med numrerade pjäser · 2 spelare
cupboard-raz-rules-title = Разбойники · Rövarna – regler
cupboard-raz-original = Den ryska originaltexten
raz-tagline = Bryt dig in i fiendens stad, bli rövare och kom först till 30 poäng
raz-side =
    { $side ->
        [white] Vit
       *[black] Svart
    }
raz-city =
    { $side ->
        [white] Vits stad
       *[black] Svarts stad
    }

## Panelen

raz-seat-line = { $side } · { $kind }
raz-quiet-moves = { $moves } lugna drag av { $limit } innan spelet avgörs på poäng
raz-to-move = { $side } ska dra
raz-ai-thinking = { $side } (AI) tänker
raz-game-over = Spelet är slut
raz-hint-mouse = Klicka på en pjäs, sedan på en markerad ruta. Efter ett hopp: klicka på nästa landningsruta, eller på den röda rutan för att stanna.
raz-hint-keys = ←→: välj · Mellanslag: ta / gå · Backsteg: lägg tillbaka · U: ångra · Esc: meny
raz-hint-pad = Styrkors: välj · vänster spak: markör · A: ta / gå · B: lägg tillbaka · X: ångra · Start: meny
raz-wins = { $side } vinner!
raz-draw = Oavgjort
raz-scores = Vit { $white } · Svart { $black }

## Varför ett klick inte gör något

raz-nothing-to-undo = Inget att ångra i den här turen.
raz-no-move = Ingen pjäs kan flytta: tryck på Mellanslag / A eller klicka för att stå över.
raz-jumped = Pjäsen hoppade till { $square }: hoppa vidare, eller klicka på rutan igen (Mellanslag / A) för att stanna där.
raz-cannot-go = Pjäsen kan inte gå till { $square } härifrån.
raz-not-yours = Det är { $side }s pjäs.
raz-piece-stuck = Pjäsen på { $square } har inget drag.

## Draglistan

raz-log-move = { $side }: { $move }
raz-log-robber = { $side }s pjäs på { $square } blir rövare: +{ $points }
raz-log-takes = { $side } slår { $victim }s { $number } på { $square }: +{ $points }
raz-log-takes-robber = { $side } slår { $victim }s rövare { $number } på { $square }: +{ $points }
raz-log-passes = { $side } kan inte flytta och står över
raz-reason-target = { $side } når { $target }
raz-reason-quiet = { $limit } drag utan att en pjäs slås eller en ny rövare uppstår: högst poäng vinner
raz-reason-stuck = ingen av sidorna kan flytta: högst poäng vinner
raz-log-won = Spelet är slut ({ $reason }): { $side } vinner
raz-log-draw = Spelet är slut ({ $reason }): oavgjort

## Uppställning

raz-white-first = Vit (drar först)
raz-quiet-limit = Gräns för lugna drag
raz-moves = { $moves } drag
raz-describe-side = { $side }, { $count ->
    [one] en pjäs
   *[other] { $count } pjäser
}: { $pieces }.
raz-describe-piece = { $number } på { $square }
raz-describe-robber = rövare { $number } på { $square }
raz-describe-at = { $side }: { $piece }.
raz-describe-empty = { $square } är tom.
