# Punaisten ja valkoisten taistelu Suomessa 1918: the game's screen, log and setup.

cupboard-suomi-subtitle = Finnish map game printed in 1918 · Reds against Whites, 1–3 players a side
cupboard-suomi-rules-title = Punaisten ja valkoisten taistelu Suomessa 1918 — rules
cupboard-suomi-original = Original Finnish rules card (1918)
suomi-tagline = Reds against Whites on the map of 1918

## Sides and tiles

suomi-side =
    { $side ->
        [red] Punaiset
       *[white] Valkoiset
    }
suomi-side-plural =
    { $side ->
        [red] Reds
       *[white] Whites
    }
suomi-tile =
    { $side ->
        [red] Red { $number }
       *[white] White { $number }
    }
suomi-seat-name = { $side } (seat { $seat })
suomi-men = { $men } men
suomi-and = { $first } and { $second }

## The panel

suomi-march = march to { $place }
suomi-fire = fire at { $target } at { $at } { $from }: −{ $loss } 000
suomi-from-where-it-stands = from where it stands
suomi-from = from { $place }
suomi-roll = roll { $face }
suomi-with-consequence = { $action } — { $consequence }
suomi-tile-lost = this tile is lost
suomi-roll-again = roll again
suomi-sweeps = sweeps { $tiles }
suomi-refilled = refilled to 6
suomi-refills = refills { $tiles } to 6
suomi-verse-read = the verse is read
suomi-turn-line = Turn { $turn } of { $limit } (then fewer men lost wins: Reds { $red }, Whites { $white }) · tile k:strength, ● artillery
suomi-game-over = Game over
suomi-setup-roll = Setup: { $side } roll for tile { $tile }
suomi-setup-ai-roll = Setup: { $side } (AI) roll
suomi-roll-the-die = { $side }: roll the die
suomi-online-to-move = { $side } (online) to move
suomi-to-move = { $side } to move
suomi-ai-thinking = { $side } (AI) is thinking
suomi-move-or-fire = { $side }: move { $face } or fire
suomi-pick-tile = Pick a lit tile.
suomi-hint-mouse = Click the die to roll. Click a lit tile, then a lit circle (march) or a red-ringed enemy (fire).
suomi-hint-keys = Space: roll / pick / go · ←→: choose · Backspace: other tile · U: undo · Esc: menu
suomi-hint-pad = A: roll / pick / go · D-pad: choose · left stick: cursor · B: other tile · X: undo · Start: menu
suomi-not-rolled = strength not rolled yet
suomi-tile-card = { $tile } ({ $kind }): { $men }
suomi-artillery = artillery
suomi-infantry = infantry
suomi-win = { $side } win!
suomi-draw = A draw
suomi-banner-men = Punaiset { $red } men · Valkoiset { $white } men
suomi-banner-lost = men lost: Reds { $red } · Whites { $white }

## The verse card

suomi-harmful-red = Punaisten joukoille vahingollisia · harmful to the Reds
suomi-harmful-white = Valkoisten joukoille vahingollisia · harmful to the Whites
suomi-verse-stopped =
    { $side ->
        [red] A Red tile stopped here. { $reading }
       *[white] A White tile stopped here. { $reading }
    }
suomi-verse-ours = How the verse works is our reading [{ rules-ours-mark }].
suomi-verse-continue = Continue (click · Space · A)

## Why a click does nothing

suomi-nothing-to-undo = Nothing to undo: a roll came after it.
suomi-held-mantyharju = Mäntyharju holds this tile: it goes on only on a 6, and only once the Red guns stand at Kouvola (the verse).
suomi-cannot-use-roll = { $tile } cannot use this roll.
suomi-wait-roll = Wait for the roll.
suomi-pick-first = Pick one of your lit tiles first.
suomi-why-helsinki = Helsinki (the verse): stone walls stop the rifles; White infantry can neither enter Helsinki nor fire at it, only the guns take it.
suomi-why-vilppula-red = Vilppula (the verse): the Red Guard can never get past Vilppula.
suomi-why-onto-tile = A tile may not move onto another tile.
suomi-why-vilppula-white = Vilppula (the verse): a White tile at Vilppula cannot be shot.
suomi-why-out-of-reach =
    { $guns ->
        [yes] The enemy at { $place } is out of reach: a shot needs a free path of at most { $face } intervals along thick lines.
       *[no] The enemy at { $place } is out of reach: a shot needs a free path of at most { $face } intervals.
    }
suomi-why-too-far = { $place } is { $distance } intervals away; the tile must move exactly { $face }.
suomi-why-artillery = Artillery moves exactly { $face } intervals along railways and sea routes only, never twice through a circle nor over a tile.
suomi-why-exact = The tile must move exactly { $face } intervals, never twice through a circle nor over a tile.

## Places and the log

suomi-circle-on-line = the circle on the line { $a }–{ $b }
suomi-circle-of = circle { $k } of { $count } on the line { $a }–{ $b }
suomi-log-strength = { $tile } at { $place }: { $strength } 000 men
suomi-log-roll = { $side } roll { $face }
suomi-log-moves = { $tile } moves { $steps } to { $place }
suomi-log-shoots = { $tile } shoots from { $place } at { $target }: −{ $loss } 000
suomi-log-now = { $tile } now { $strength } 000 men
suomi-log-wiped-out = { $tile } is wiped out
suomi-log-verse = ★ The verse of { $place }
suomi-log-verse-reading = ★ The verse of { $place }: { $reading }
suomi-log-passes = { $side } cannot move and pass
suomi-log-roll-again = { $side } roll again (Hanko)
suomi-log-won = Game over: { $side } win
suomi-log-draw = Game over: a draw

## Setup

suomi-red-players = Red players
suomi-white-players = White players
suomi-red-player = Punaiset, player { $n }
suomi-white-player = Valkoiset, player { $n }
suomi-artillery-tiles = Artillery tiles
suomi-artillery-count = { $count } a side (tiles { $from }–6)
suomi-turn-limit = Turn limit ({ rules-ours-mark })
suomi-turns-a-side = { $turns } turns a side

## The die

suomi-die-setup =
    { $side }: roll
    for tile { $tile }
suomi-die-rolling = { $side } roll…
suomi-die-roll = { $side }: roll!
suomi-die-move = { $side } move { $face }
