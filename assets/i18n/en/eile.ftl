# Eile mit Weile: the game's screen, log and setup.

cupboard-eile-subtitle = German/Swiss race game, c. 1900 · 2–4 players
cupboard-eile-rules-title = Eile mit Weile — rules
cupboard-eile-original = Original German rule card (c. 1900)
eile-tagline = Hurry slowly: race your stones round the cross to the Alpenhütte
eile-colour =
    { $colour ->
        [red] Red
        [blue] Blue
        [green] Green
       *[yellow] Yellow
    }

## The panel and the board

eile-wins = { $colour } wins!
eile-all-safe = every stone safe in the Alpenhütte
eile-seat-line = { $colour } · { $kind }
eile-home-out = { $home } home · { $out } out
eile-roll-button = Roll
eile-hint-mouse = Click the die to roll; click a glowing stone to move it.
eile-hint-keys = Space: roll / move · ←→: choose stone · U: undo · Esc: menu
eile-hint-pad = A: roll / move · D-pad: choose stone · left stick: cursor · X: undo · Start: menu
eile-place-line = { $place }. { $colour }
eile-die-over =
    Game
    over
eile-die-roll =
    { $colour }
    roll!
eile-die-rolling =
    { $colour }
    rolls…
eile-die-move =
    { $colour }
    move
eile-die-thinking =
    { $colour }
    thinks…
eile-turn-roll = { $colour }: roll the die
eile-turn-move = { $colour }: move a stone
eile-turn-ai-rolls = { $colour } (AI) rolls
eile-turn-ai-moves = { $colour } (AI) moves
eile-game-over = Game over

## Why a click does nothing

eile-nothing-to-undo = Nothing to undo: a roll or another player's move came after it.
eile-not-your-stone = That is { $owner }'s stone; it is { $current }'s turn.
eile-stone-cannot-move = That stone cannot move: { $reason }.
eile-click-again = That stone shares its field with another; click again.
eile-cannot-use-star = { $colour } cannot use the { $face } — a stone leaves the star only with a 5
eile-cannot-use-far = { $colour } cannot use the { $face } — no stone can move that far
eile-third-six-notice = Third six in a row: { $colour }'s stones go back to the star

## The log

eile-the-star = the star
eile-the-hut = the hut
eile-path = path { $field }
eile-log-rolls = { $colour } rolls { $face }
eile-log-rolls-count = { $colour } rolls { $face } = { $count }
eile-log-enters = { $colour } enters a stone
eile-log-moves = { $colour } moves { $from } → { $to }
eile-log-captures = { $colour } sends { $victim }'s stone on { $field } home
eile-log-reaches-hut = { $colour } reaches the Alpenhütte
eile-log-cannot-use = { $colour } cannot use the { $face }
eile-log-third-six =
    { $stones ->
        [one] Third six! { $colour } loses 1 stone to the star
       *[other] Third six! { $colour } loses { $stones } stones to the star
    }
eile-log-rolls-again = { $colour } rolls again
eile-log-finished = { $colour } has every stone home: place { $place }
eile-log-game-over = Game over: { $colours } wins

## Setup

eile-players = Players
eile-seat = { $colour } ({ $n })
eile-stones-each = Stones each
eile-play-on = Play on for places
eile-play-on-yes = Yes
eile-play-on-no = No, first home wins
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Field { $field }: { $stones }.
eile-describe-empty = Field { $field } is empty.
