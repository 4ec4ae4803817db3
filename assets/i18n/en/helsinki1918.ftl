# Helsinki 1918: the sides, the screen, the move log and the prompts.

h-subtitle = Three-sided hex-and-card wargame · 2–3 players
h-rules-title = Helsinki 1918 — rules in our words
h-original-heading = The tables and tracks of our reconstruction
h-tagline = Helsinki 1918 — the Red Guards, the White Guards and the German Baltic Division fight for the city, 11–13 April
h-nothing-to-undo = Nothing to undo: a die, a card or another side's decision came after it.

## The sides

h-side = { $side ->
    [red] Reds
    [white] Whites
   *[german] Germans
}
h-side-the = { $side ->
    [red] The Reds
    [white] The Whites
   *[german] The Germans
}
h-and = { $first } and { $second }

## Setup

h-players = Players
h-players-two = 2: Reds against Germans and Whites
h-players-three = 3: Reds, Whites, Germans
h-seat-reds = Red Guards
h-seat-allies = Germans and White Guards
h-seat-whites = White Guards
h-seat-germans = German Baltic Division

## Victory and battle words

h-victory-red-major = Red Guards' major victory
h-victory-red-minor = Red Guards' minor victory
h-victory-allied-minor = Germans' and Whites' minor victory
h-victory-german-major = Germans' major victory, Whites' minor victory
h-victory-white-major = Whites' major victory, Germans' minor victory
h-victory-allied-major = Germans' and Whites' major victory (a shared result)
h-victory-shared = Germans and Whites share the victory
h-effect-retreat = retreat
h-effect-retreat-all = retreat all
h-effect-disorder = disorder
h-effect-disorder-all = disorder all
h-effect-destroyed = destroyed
h-battle-kind-move = an attack after a move (defence M)
h-battle-kind-continue = a battle order (defence B)
h-battle-kind-flank = a flank attack
h-battle-kind-card = a card's bombardment (defence M)
h-battle-stage-before = cards before the dice
h-battle-stage-dice = the dice
h-battle-stage-after = cards after the dice
h-battle-stage-german-shift = the German column shift
h-battle-stage-red-shift = the Red morale shift
h-battle-stage-effects = the effects
h-column-harsh = harsh
h-column-centre = centre
h-column-mild = mild

## The move log

h-log-draw-event = The Reds draw a secret event
h-log-draw-activity = The Whites draw an activity card
h-log-draw-support = { $side } draw a support card
h-log-swap = { $side } discard a card unseen and draw two
h-log-play = { $side } play “{ $card }”
h-log-first-initiative = First initiative: { $side }, { $points } command points
h-log-initiative = Initiative: Germans { $german }, Reds { $red } — { $side } act
h-log-command-points = { $side }: { $points ->
    [one] 1 command point
   *[other] { $points } command points
}
h-log-german-point-tikkurila = The Germans add a point to Tikkurila
h-log-german-point-meurer = The Germans add a point to the Meurer arrival track
h-log-german-point-division = The Germans add a point to the Division HQ
h-log-unspent = { $points ->
    [one] 1 German command point left unspent
   *[other] { $points } German command points left unspent
}: the clock runs on
h-log-initiative-ended = { $side } end their initiative
h-log-midnight = Midnight: { $units ->
    [one] 1 Red unit out of command tests
   *[other] { $units } Red units out of command test
}
h-log-moved = { $units ->
    [one] 1 { $side ->
        [red] Red
        [white] White
       *[german] German
    } unit moves
   *[other] { $units } { $side ->
        [red] Red
        [white] White
       *[german] German
    } units move
} to { $at }
h-log-placed = A { $side ->
    [red] Red
    [white] White
   *[german] German
} unit takes the field at { $at }
h-log-reinforced = They reinforce the battle
h-log-battle-begun = Battle at { $at }: { $side } attack
h-log-column-shifted = The Germans shift the battle column
h-log-morale-spent = The Reds spend morale for a milder result
h-log-battle-no-effect = Battle: { $attack } against { $defence }: no effect
h-log-battle = Battle: { $attack } against { $defence }: the { $loser ->
    [attackers] attackers
   *[defenders] defenders
} lose ({ $effects })
h-log-retreated = A { $side ->
    [red] Red
    [white] White
   *[german] German
} unit retreats
h-log-to-reserve = A { $side ->
    [red] Red
    [white] White
   *[german] German
} unit is disordered back to the reserve
h-log-destroyed = { $side ->
    [red] A Red unit is destroyed: onto the morale track
    [german] A German unit is destroyed: three time squares lost
   *[white] A White unit is destroyed
}
h-log-regrouped = { $units ->
    [one] 1 German unit regroups to the reserve
   *[other] { $units } German units regroup to the reserve
}
h-log-hq-moved = A German HQ moves
h-log-meurer-hq = Abteilung Meurer's HQ is put on a corner of the arrival hex
h-log-meurer = { $landed ->
    [yes] Abteilung Meurer lands (roll { $face })
   *[no] Abteilung Meurer does not land yet (roll { $face })
}
h-log-morale-order = Morale order: { $total }: the marker moves { $up } up
h-log-new-unit = { $result ->
    [in-command] { $total }: a new unit in command
    [direct] { $total }: a new unit in direct command
   *[nobody] { $total }: no new unit
}
h-log-arrest = { $arrested ->
    [yes] Arrest: { $total }: a White squad is arrested
   *[no] Arrest: { $total }: the squad slips away
}
h-log-organise = { $gathered ->
    [yes] Organise: { $total }: a White squad gathers
   *[no] Organise: { $total }: no squad
}
h-log-form = { $formed ->
    [yes] Form a unit: { $face }: a White unit comes out
   *[no] Form a unit: { $face }: nobody comes
}
h-log-command-test = Out of command test { $face } against { $distance }: { $passed ->
    [yes] passed
   *[no] failed
}
h-log-command-test-no-way = Out of command test { $face } against no way to command: { $passed ->
    [yes] passed
   *[no] failed
}
h-log-disorder-lost = Disorder test { $face }: the men go home
h-log-night-break-up = Night test { $face }: a Red unit out of command breaks up
h-log-red-hq-taken = { $side } take a Red HQ
h-log-german-hq-fell-back = A German HQ falls back to another corner
h-log-german-hq-overrun = A German HQ is overrun
h-log-game-over = The game ends: { $victory }

## What the game waits for

h-prompt-retreat = { $side }: choose the hex the retreating unit falls back to.
h-prompt-setup-events = The Reds draw their secret events.
h-prompt-first-red-draw = The Reds draw their first support card.
h-prompt-initiative = The initiative dice: who acts next?
h-prompt-red-card-draw = The Reds draw a card (their die was within their morale).
h-prompt-german-draw = The Germans draw a support card.
h-prompt-white-draws = { $cards ->
    [one] The Whites draw an activity card.
   *[other] The Whites draw { $cards } activity cards.
}
h-prompt-german-choice = Red initiative. The Germans choose: a Tikkurila point, the Meurer marker forward, or a Division HQ point.
h-prompt-white-choice = Red initiative. The Whites may draw a card, or discard one unseen and draw two.
h-prompt-tikkurila = German initiative, Tikkurila: { $points ->
    [one] 1 command point
   *[other] { $points } command points
} from the Tikkurila track. Give an order in Tikkurila or go on.
h-prompt-orders = { $side }' initiative: { $points ->
    [one] 1 command point
   *[other] { $points } command points
} left. Give an order, or end the initiative.
h-prompt-division-hq = (Division HQ track: { $points } more.)
h-prompt-roll-meurer = Abteilung Meurer: the arrival die.
h-prompt-roll-morale = The morale order's die.
h-prompt-roll-recruit = The recruitment die.
h-prompt-roll-deploy = The deployment die.
h-prompt-roll-arrest = The arrest die.
h-prompt-roll-organise = The die for organising a squad.
h-prompt-roll-form = The die for forming a unit.
h-prompt-roll-ooc = An out-of-command test: the die decides whether the unit obeys.
h-prompt-roll-disorder = The Red disorder test: above the morale value the unit is lost.
h-prompt-roll-night = Midnight: the out-of-command Red units test whether they stay.
h-prompt-roll-reroll = A battle die rolled again by a card.
h-prompt-place = { $side }: place the new unit on a lit hex.
h-prompt-meurer-hq = Abteilung Meurer has landed. The Germans: put its HQ on a corner of the arrival hex.
h-prompt-target = { $side }: choose the hex the card's battle is fought in.
h-prompt-battle-before = Battle at { $at }: { $side } may play a battle card before the dice, or pass.
h-prompt-battle-after = Battle at { $at }: { $side } may play a card after the dice, or pass.
h-prompt-battle-german-shift = Battle at { $at }: the Germans may spend a Division HQ point to shift the column, or pass.
h-prompt-battle-red-shift = Battle at { $at }: the Reds may spend a morale point for the milder column, or pass.
h-prompt-battle-dice = Battle at { $at }: the battle dice.
h-prompt-battle-effects = Battle at { $at }: the effects.
h-prompt-over = The game is over: { $victory }.
h-prompt-over-plain = The game is over.

## Places and orders

h-hex-tikkurila = Tikkurila ({ $part ->
    [south] south
    [village] village
   *[railway] railway
})
h-hex-flag = { $name } ({ $at })
h-hex-terrain = { $terrain ->
    [open] open ground
    [park] park
    [rough] rough ground
    [city] city
    [fortification] fortification
    [water] water
   *[none] hex
} { $at }
h-corner = the corner of { $a } / { $b } / { $c }
h-act-end = End the initiative
h-act-morale = Morale order (a die: the marker up)
h-act-recruit = Recruit a unit (a die)
h-act-deploy = Deploy a unit from the reserve (a die)
h-act-draw-card = Draw a support card
h-act-regroup = Regroup { $units ->
    [one] 1 unit
   *[other] { $units } units
} (back into command)
h-act-move = { $attack ->
    [yes] Attack
   *[no] Move
}: { $units ->
    [one] 1 unit
   *[other] { $units } units
} to { $to }{ $via ->
    [none] {""}
   *[other] , entering from { $via }
}
h-act-battle = Battle order at { $at } with { $units ->
    [one] 1 unit
   *[other] { $units } units
}
h-act-meurer-hq = Put Abteilung Meurer's HQ on { $corner }
h-act-move-hq = Move German HQ { $hq } to { $corner }
h-act-arrest = Arrest the White squad at { $corner }
h-act-organise = Organise a squad at { $corner }
h-act-form = Form a unit at { $at }
h-act-play = Play “{ $card }”
h-act-pass = Pass
h-act-put = Place the new unit at { $at }
h-act-target = The card's battle at { $at }
h-act-choose-activity = Draw an activity card
h-act-choose-tikkurila = A point on the Tikkurila track
h-act-choose-meurer = Abteilung Meurer's marker one square on
h-act-choose-division = A point on the Division HQ track
h-act-swap = Discard “{ $card }” unseen and draw two
h-act-shift-harsher = Shift the column left (harsher), a Division HQ point
h-act-shift-milder = Shift the column right (milder), a Division HQ point
h-act-morale-shift = Spend a morale point: the milder column
h-act-retreat = Retreat to { $at }
h-act-roll = Roll
h-several-ways = Several ways lead there: pick one in the panel.
h-no-order-there = { $at }: no order of yours starts or ends there now.

## The panel

h-clock = { $day } April { $time }
h-track-full = square { $square }, the track full: the next German command point ends the game
h-track-square = square { $square } of { $limit }
h-time-line = { $clock }{ $night ->
    [yes] {" "}(night)
   *[no] {""}
} · { $track }
h-hand-over = Hand over
h-hand-over-text = The player of the { $sides } acts next{ $chance ->
    [yes] , with a die or a draw of theirs
   *[no] {""}
}. Pass the device: their cards are shown only to them. (Space, Enter or A: I sit here.)
h-i-play = I play the { $sides }
h-seat-cards = · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
h-hint-mouse = Click a lit hex, then a lit target; or pick an order below. Wheel: zoom · right-drag: pan · H: whole map
h-hint-keys = Tab / ↑↓: choose · Space: go / roll · Backspace: back · WASD pan · Q/E zoom · H map · U undo
h-hint-pad = D-pad: choose · A: go / roll · left stick: cursor (A clicks) · right stick: pan · triggers: zoom · X: undo
h-show-command = Command: green direct, yellow in, red out; blue dots: the reach
h-tracks-and-boxes = Tracks and boxes
h-your-cards = Your cards
h-roll-or-draw = Roll the die / draw (Space)
h-ai-playing = The AI is playing…
h-german-hq = German HQ { $hq }
h-german-hq-move = German HQ { $hq }: move it
h-to = to { $at }
h-back = ✖ back
h-units-at = Units at { $at } ({ $units })
h-unit-takes-order = { $mark } unit { $unit } takes the order
h-move-log = Move log (point at a line: the map shows where)
h-banner-standing = { $clock } · flags held by the Reds: { $flags } of { $all_flags } · Red HQs standing: { $hqs } of { $all_hqs }
h-battle-box = Battle at { $at }: { $side } attack with { $units } — { $kind }
h-battle-dice = Attack die { $attack_die } { $attack_mod } = { $attack } · defence die { $defence_die } { $defence_mod } = { $defence }{ $raised ->
    [yes] {" "}(raised to the terrain's value)
   *[no] {""}
}
h-difference = Difference { $diff }:
h-battle-now = Now: { $stage } · column: { $column } · loser: { $loser }
h-tracks-morale = Red morale: square { $square } · morale value { $value } · Red casualties { $casualties }
h-tracks-meurer-landed = Abteilung Meurer: landed
h-tracks-meurer = Abteilung Meurer: arrival track square { $square } ({ $waiting } waiting)
h-tracks-division-tikkurila = Division HQ track: { $division } · Tikkurila track: { $tikkurila }
h-tracks-white-activity = White Activity track: square { $square }
h-tracks-reserve-columns = German reserve columns (left to right): { $columns }
h-tracks-reserves = Reserves: Red { $red } · White { $white } · arrested White squads { $arrested }
h-tracks-flags = Flags held by Reds: { $flags } of { $all }
h-tracks-victory = Victory: the Germans and Whites win the moment no flag hex holds a Red unit; the Reds win when the clock cannot move on ({ $squares } squares left), a major victory with two flags and an HQ.
h-hand-title = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}{ $playable ->
    [yes] {" "}· some can be played now
   *[no] {""}
}
h-card-heading = { $name } ({ $deck ->
    [event] secret event
    [activity] activity
   *[support] support
}) [{ rules-ours-mark }]
h-card-when-initiative = in your initiative, as a free order
h-card-when-before = in a battle, before the dice
h-card-when-after = in a battle, after the dice
h-play-it = Play it

## The map

h-map-dice = the dice
h-map-tikkurila = TIKKURILA
h-map-title = Helsinki, 11–13 April 1918
h-map-time-track = Time: 11 April 15:00 → midnight 13 April (dark: night)
h-map-track-morale = Red morale
h-map-track-meurer = Meurer arrival
h-map-track-division = Division HQ
h-map-track-tikkurila = Tikkurila
h-map-track-white = White Activity
h-letter-red = R
h-letter-white = W
h-letter-german = G
h-letter-hq = HQ
h-letter-squad = S
