# Why an action is refused: the rules' words (the command line shows them in English) and the
# server's.

refuse-game-over = the game is over
refuse-no-face = a die has no face { $face }
refuse-roll-first = roll the die first
refuse-not-legal-now = that move is not legal now
refuse-not-possible-outcome = { $action } is not a possible outcome now
refuse-not-legal-action = { $action } is not a legal action now
raz-refuse-may-not-pass = you can move, so you may not pass
raz-refuse-not-a-move = that is not a move
raz-refuse-no-piece = there is no piece on { $square }
raz-refuse-not-yours = the piece on { $square } is { $side ->
    [0] White's
   *[1] Black's
}
raz-refuse-piece-move = a piece steps one square forward or sideways onto an empty square, or jumps over a neighbour; it cannot reach { $square } that way
raz-refuse-robber-move = the robber cannot reach { $square } that way
eile-refuse-no-such-stone = there is no such stone
eile-refuse-star-needs-five = a stone can leave the star only with a 5
eile-refuse-start-blocked = the start field { $field } is blocked by a blockade
eile-refuse-in-hut = this stone is already in the hut
eile-refuse-overshoot = the hut needs exactly { $need }; { $count } would overshoot it
eile-refuse-blockade = { $lands ->
    [yes] it would land on the blockade on { $path ->
        [yes] path field { $field }
       *[no] field { $field }
    }
   *[no] the blockade on { $path ->
        [yes] path field { $field }
       *[no] field { $field }
    } cannot be passed
}
eile-refuse-rolled = the die has been rolled: move a stone with it
eile-refuse-none-on-star = no stone of yours waits on the star
eile-refuse-none-on-field = no stone of yours stands on that field
suomi-refuse-rolled = the die has been rolled: move or shoot
suomi-refuse-shot = that enemy cannot be shot from there with this roll along a free path
suomi-refuse-move = that tile cannot go exactly there with this roll

## The server's

said-as-is = { $text }
net-refuse-not-your-turn = it is another seat's turn
net-refuse-chance-decides = the dice or the cards decide now
net-refuse-unreadable = the action cannot be read: { $reason }
net-refuse-undo-other-seat = another seat has acted since
net-refuse-undo-chance = the dice or the cards have decided since
net-refuse-undo-nothing = nothing to take back
net-refuse-undo-card-shown = a card played has been seen by everyone: it cannot be taken back
net-refuse-too-fast = too many requests: wait a moment
net-refuse-field-too-long = a field longer than { $chars } characters
net-refuse-full = the server is full: no new rooms now
net-refuse-rooms-per-address = at most { $rooms } unfinished rooms from one network
net-refuse-seat-count = the game has { $seats } seats, the room names { $named }
net-refuse-no-open-seat = a room needs at least one seat for a player
net-refuse-no-room = no room { $code }
net-refuse-bad-token = that seat token is not of this room
net-refuse-seat-taken = seat { $seat } is taken
net-refuse-no-seat = no seat { $seat }
net-refuse-not-in-room = not in room { $code }
net-refuse-move-time = a time per move between { $minutes } minute and { $days } days
net-refuse-too-many-asked = at most { $rooms } rooms at once
net-refuse-host-starts = only the host starts the game
net-refuse-started = the game has started
net-refuse-seat-open = a seat is still open
net-refuse-spectator = a spectator does not act
net-refuse-not-started = the game has not started
net-refuse-out-of-time = the game is over: seat { $seat } ran out of time
net-refuse-moved-on = the game has moved on since that choice: look again
net-refuse-host-hands-over = only the host gives a seat to the AI
net-refuse-player-here = that player is here
net-refuse-no-player = seat { $seat } has no player
net-refuse-not-your-seat = that seat is not yours now: the AI plays it
net-refuse-away-grace = the player may still come back: wait (minutes left: { $minutes })
net-refuse-failed-joins = too many joins that found no room from this network: try again later (in { $minutes } min)
net-refuse-spectators-full = the room has as many spectators as it takes ({ $spectators })
net-refuse-busy = the server is busy bringing back finished games: try again in a few seconds
net-refuse-master-seats = at most { $seats } master AI seats in the unfinished rooms from one network
net-refuse-not-their-turn = the player is not holding the game up: it is not their turn
net-refuse-host-away = the host's seat is played by the AI: take it back first
net-refuse-name-long = a name of at most { $chars } characters
net-refuse-name-characters = a name of letters, digits, single spaces and - _ . ' only
net-refuse-host-publishes = only the host lists the room in the lobby
net-refuse-quick-seats = quick match needs a game for at least two players
net-refuse-quick-wait = wait at most { $hours } hours for a player before the AI
net-refuse-rematch-running = a rematch once the game is over
net-refuse-chat-empty = an empty message
net-refuse-chat-long = a message of at most { $chars } characters
net-refuse-chat-fast = too many messages: wait a moment
net-refuse-host-removes = only the host removes a message
net-refuse-no-chat-line = that message is not there
net-refuse-webhook = a webhook is an http:// or https:// address of at most { $chars } characters
net-refuse-no-webhooks = this server tells no webhooks
net-refuse-chat-over = the game is over: its chat is closed
net-refuse-seated-watch = you hold a seat in this room: a player does not watch it
net-refuse-seat-held = seat { $seat } is held for a player of the game before
net-refuse-email = an e-mail address is NAME@DOMAIN, at most { $chars } characters
net-refuse-no-email = this server sends no e-mail
net-refuse-email-busy = too many e-mail addresses to confirm from your network; try again later
net-refuse-push = this browser's push subscription is not one the server can use
net-refuse-no-push = this server sends no browser notifications
