# Разбойники (Robbers): the game's screen, log and setup.

cupboard-raz-subtitle = Soviet home-made game of numbered pieces · 2 players
cupboard-raz-rules-title = Разбойники · Robbers — rules
cupboard-raz-original = Original Russian text
raz-tagline = Break into the enemy city, turn robber, race to 30 points
raz-side =
    { $side ->
        [white] White
       *[black] Black
    }
raz-city =
    { $side ->
        [white] White's city
       *[black] Black's city
    }

## The panel

raz-seat-line = { $side } · { $kind }
raz-quiet-moves = { $moves } quiet moves of { $limit } before the game ends on points
raz-to-move = { $side } to move
raz-ai-thinking = { $side } (AI) is thinking
raz-game-over = Game over
raz-hint-mouse = Click a piece, then a lit square. After a jump, click the next landing or the red square to stop.
raz-hint-keys = ←→: choose · Space: pick / go · Backspace: put back · U: undo · Esc: menu
raz-hint-pad = D-pad: choose · left stick: cursor · A: pick / go · B: put back · X: undo · Start: menu
raz-wins = { $side } wins!
raz-draw = A draw
raz-scores = White { $white } · Black { $black }

## Why a click does nothing

raz-nothing-to-undo = Nothing to undo on this turn.
raz-no-move = No piece can move: press Space / A or click to pass.
raz-jumped = Jumped to { $square }: jump on, or click it again (Space / A) to stop there.
raz-cannot-go = The piece cannot go to { $square } from here.
raz-not-yours = That is { $side }'s piece.
raz-piece-stuck = The piece on { $square } has no move.

## The log

raz-log-move = { $side }: { $move }
raz-log-robber = { $side }'s piece on { $square } turns robber: +{ $points }
raz-log-takes = { $side } captures { $victim }'s { $number } on { $square }: +{ $points }
raz-log-takes-robber = { $side } captures { $victim }'s robber { $number } on { $square }: +{ $points }
raz-log-passes = { $side } cannot move and passes
raz-reason-target = { $side } reaches { $target }
raz-reason-quiet = { $limit } moves without a capture or a new robber: the higher score wins
raz-reason-stuck = neither side can move: the higher score wins
raz-log-won = Game over ({ $reason }): { $side } wins
raz-log-draw = Game over ({ $reason }): a draw

## Setup

raz-white-first = White (moves first)
raz-quiet-limit = Quiet-move limit
raz-moves = { $moves } moves
raz-describe-side = { $side }, { $count ->
    [one] one piece
   *[other] { $count } pieces
}: { $pieces }.
raz-describe-piece = { $number } on { $square }
raz-describe-robber = robber { $number } on { $square }
raz-describe-at = { $side }: { $piece }.
raz-describe-empty = { $square } is empty.
