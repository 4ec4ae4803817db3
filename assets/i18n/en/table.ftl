# What every game's screen shares: seats, the log, buttons, replays, notices.

seat-kind-human = Human
seat-kind-ai-random = AI: beginner
seat-kind-ai-quick = AI: casual
seat-kind-ai-strong = AI: club player
seat-kind-ai-master = AI: master
seat-kind-rated = { $level } · Elo { $elo }
seat-ratings-measured = The Elo ratings were measured in { $players ->
        [2] two-player games
       *[other] games of { $players } players
    }.
seat-kind-online = Online player
panel-move-log = Move log
panel-undo = ↶ Undo
panel-rules = Rules
panel-menu = Menu
end-watch-replay = Watch the replay
end-new-game = New game
replay-position = Replay: action { $cursor } of { $total }
replay-pause = ⏸ Pause
replay-play = ▶ Play
replay-keys = ←/→ or D-pad step · Space / A plays
replay-leave = Leave the replay
notice-move-taken-back = Move taken back.
notice-cannot-rebuild = The game cannot be rebuilt: { $reason }
notice-roll-first = Roll the die first: click it, or press Space / A.
notice-could-not-start = The game could not be started ({ $reason }); a new one began.

## The hint

panel-hint = Hint
panel-hint-tip = The strong AI's choice for you, shown on the board (I or F2; gamepad Y). Hints are counted and shown at the end.
hint-thinking = The AI is looking for a good move…
hint-says = Hint: { $what }
hint-not-now = A hint is for the player to move, during the game.
hint-not-online = No hints in an online game: only the server decides there.
hints-used = { $hints ->
    [one] 1 hint asked in this game
   *[other] { $hints } hints asked in this game
}

## The review

end-review = Review the game
replay-review = Review: where was it won?
review-title = Review
review-working = The AI plays the game out from each position…
review-how = Each side's chance, from { $playouts } playouts a point played by the casual AI with { $share } % random moves (within about { $error } points); a draw counts half.
review-how-sampled = Each side's chance, from { $playouts } playouts a point played by the casual AI, which picks the best of { $candidates } moves drawn at random (within about { $error } points); a draw counts half.
review-how-horizon = Each side's chance (within about { $error } points), from { $playouts } playouts a point: the casual AI plays on for { $horizon } moves, each the best of { $candidates } moves drawn at random, and then the AI's evaluation judges the position reached; a draw counts half.
review-mistakes = Mistakes: where the master would have played otherwise
review-swing = { $n }. Action { $action }, { $seat }: { $before } % → { $after } % (with the master's move { $best } %)
review-no-mistakes = At the biggest drops the master found no better move: those drops were the position's or the luck's, not mistakes.
review-no-drops = No decision cost a side much of its chance.
review-luck = Luck: the dice and cards that moved the chances most
review-luck-line = Action { $action }, { $seat }: { $before } % → { $after } %
review-played = Played: { $what }
review-preferred = The master would have played: { $what }
review-thrown = The dice or the deck: { $what }
move-line-label = Move:
move-line-hint = type a move, or ? for questions
move-line-illegal = "{ $text }" is not a legal move now. Legal: { $moves }
move-line-which = "{ $text }" fits several moves: { $moves }
move-line-roll-word = roll
move-line-no-moves-yet = No move has been made yet.
move-line-no-choice = Nothing to choose now.
move-line-moves = { $count ->
    [one] One legal move: { $moves }
   *[other] { $count } legal moves: { $moves }
}
move-line-help = Type a move in the game's notation (the legal ones are offered as you type), "roll" for your die, or a question: ?last, ?turn, ?moves, ?pieces SIDE, ?at PLACE. Keys: M the line, L the last move, T whose turn, K the legal moves.
move-line-unknown-question = No answer to "{ $question }". Try ?last, ?turn, ?moves, ?pieces or ?at.
move-line-over = The game is over.
move-line-roll-of = { $side } to roll.
move-line-chance = The dice decide now.
move-line-your-turn = Your turn, { $side }: { $count ->
    [one] one legal move
   *[other] { $count } legal moves
}.
move-line-their-turn = { $side } to move.
move-line-replay = This is a replay: step through it with the arrows.
move-line-no-such-side = No side is called "{ $side }".
