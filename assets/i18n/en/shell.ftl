# The cupboard's own screens: title, menus, settings, rules, online play.

## Title

app-tagline = the game cupboard — four historical board games
title-new-game = New game
title-resume = Resume the saved game
title-replay = Replay the last finished game
title-discard = Discard the kept save
title-coming = coming to the cupboard
title-play-online = Play online
title-quit = Quit
title-controls = Mouse, keyboard (arrows, Enter, Esc) or gamepad (D-pad, A, B)
save-unusable = A saved game could not be used: { $why }. It is kept, untouched, as { $place }.
save-unusable-reason = it could not be resumed by this version
no-gpu = Pelikaappi found no graphics driver on this computer (it draws with Vulkan, OpenGL or Metal). Install the driver of your graphics card; on Debian or Ubuntu: sudo apt install mesa-vulkan-drivers libvulkan1 (Mesa also draws without a graphics card). Or play in a web browser.

## Menus

menu-settings = Settings
menu-back-to-cupboard = Back to the cupboard
pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-saved-where = The game is saved after every move ({ $place }).

## Settings

settings-volume = Volume
settings-animations = Animations
animation-slow = Slow
animation-normal = Normal
animation-fast = Fast
animation-instant = Instant
settings-ai-pause = AI pause
settings-language = Language
settings-ui-scale = Text and buttons
settings-fullscreen = Full screen (F11)
settings-master-time = Master AI thinks
settings-seconds = { $seconds } s a move
settings-on = On
settings-off = Off
panel-fold = Fold the panel away (F9)
panel-unfold = Show the panel (F9)
settings-language-system = { $language } (the system's)
# The language's name in itself, for the language picker.
language-name = English
settings-done = Done

## Rules

rules-close = Close
rules-ours = Our rules, as played here
# The mark of our reconstructions and decisions in the rules view: the rules texts carry
# [ours], and the view shows this word in its place (one word; see GLOSSARY.md).
rules-ours-mark = ours

## Online play

online-title = Play online
online-tagline = with friends at other computers, on the desktop or in a browser
online-server-said = The server said: { $reason }.
online-game-server = Game server
online-not-connected = Not connected.
online-connecting = Connecting to { $url } …
online-connected = Connected to { $url }.
online-lost = No connection ({ $reason }).
online-lost-retrying = No connection ({ $reason }); reconnecting …
online-address = Address
online-connect = Connect
online-run-a-server = Anyone can run a server: pelikaappi serve (it prints the address to share).
online-disconnect = Disconnect
online-create = Create a room
online-create-help = Choose the pace and the game; on its page each Human seat is open for a player who joins.
online-join-heading = Join a room
online-room-code = Room code
online-join = Join
online-room = Room { $code }
online-played = Played { $pace }
online-tell-friends = Tell your friends the code: they choose Play online, Join.
online-send-link = Or send the link:
online-copy = Copy
online-a-game = a game
seat-you = you
seat-open = open
seat-player = a player
seat-player-away = a player (away)
seat-ai = the server's AI ({ $strength })
strength-random = beginner
strength-quick = casual
strength-strong = club player
strength-master = master
online-seat = Seat { $seat }: { $who }
online-take-seat = Take seat { $seat }
online-start = Start the game
online-waiting-open = Waiting for players to take the open seats.
online-waiting-host = Waiting for the host to start the game.
online-watching = Watching: take an open seat to play, or wait for the game.
online-leave = Leave the room
address-wss-desktop = the desktop game speaks plain ws://: use the server's ws:// address (a wss:// server is reached from the browser)
address-not-server = '{ $text }' is not a game server's address (ws://host:port)
address-no-host = '{ $text }' names no server (ws://host:port)

## Correspondence

pace-live = live
pace-slow-unlimited = by correspondence, no time limit
pace-slow = by correspondence, { $time } a move, then { $then }
pace-then-ai = the AI plays the seat
pace-then-lose = the seat loses
pace-button-slow = Pace: by correspondence (a move when you have time)
pace-button-live = Pace: live (everyone at the table now)
pace-time-none = Time per move: no limit
pace-time = Time per move: { $time }
pace-out-lose = Out of time: the seat loses
pace-out-ai = Out of time: the server's AI plays the seat
duration-days =
    { $days ->
        [one] 1 day
       *[other] { $days } days
    }
duration-days-hours = { $days } d { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
standing-you-out-of-time = over: you ran out of time
standing-seat-out-of-time = over: seat { $seat } ran out of time
standing-you-won = over: you won
standing-you-placed = over: you came { $place }.
standing-over = over
standing-waiting = not started yet
standing-your-move = your move
standing-seat-move = seat { $seat } to move
standing-server-move = the server's move
standing-time-left = { $whose }, { $time } left
standing-time-up = { $whose }, the time is up
games-heading = Your online games
games-gone = not on this server any more
games-asking = asking the server …
games-line = { $code } — { $title }, seat { $seat }: { $standing }
games-forget = forget { $code }

## The setup page

setup-create-room = Create the room
setup-back = Back
setup-start = Start the game
setup-online-help = Online: each Human seat is open for a player who joins with the room's code (you take the first); the server plays the AI seats.

## The online bar over the board

bar-you-play = you play { $side }
bar-watching = watching
bar-reconnecting = connection lost: reconnecting …
bar-lost = connection lost ({ $reason })
bar-not-connected = not connected
bar-room = Online · room { $code } · { $me }
bar-out-of-time = · { $side } ran out of time: the game is over
bar-waiting-away = · waiting for { $side } (away)
bar-waiting = · waiting for { $side }
bar-time-left = · { $time } left for this move
bar-time-up = · the time for this move is up
bar-hand-over = Give the seat to the AI
notice-waiting-away = Waiting for { $side }, who is away.
notice-waiting = Waiting for { $side }.
notice-record-unreadable = The server's record does not read here: { $reason }
save-damaged = the file is damaged or is not a saved game
save-newer = it was written by a newer version of the game (save format { $format }, this one reads { $reads })
save-no-longer-replays = it no longer replays: { $reason }
save-seat-count = it names { $seats } seats for a game of { $game_seats }
standing-you-resigned = over: you resigned
standing-seat-resigned = over: seat { $seat } resigned
bar-resigned = · { $side } resigned: the game is over
bar-resign = Resign
bar-resign-sure = Really resign?
online-version-mismatch = this server runs Pelikaappi { $server }; yours is { $ours }: the versions cannot play together
online-room-gone = The room is no longer on the server (rooms unused for long expire).

## The notifications a game server sends to a player who is away.
notify-game-eile = Eile mit Weile
notify-game-razboiniki = Razboiniki
notify-game-suomi1918 = the 1918 map game
notify-game-helsinki1918 = Helsinki 1918
notify-your-turn = Your turn in { $game } (room { $code }).
notify-reminder = Your turn in { $game } (room { $code }): { $minutes } min left for your move.
notify-ended = The game of { $game } in room { $code } is over.
notify-hours-left = { $hours } h left for your move.

## Finding players: the name, quick match, the lobby, the room's extras and its chat.
online-your-name = Your name
online-name-hint = shown to the other players
online-quick = Quick match
online-quick-help = Choose a game: you play the next player who chooses it too (at the pace chosen for a new room).
online-quick-waiting = Waiting for a player of { $game } …
online-quick-cancel = Stop waiting
online-quick-no-ai = If nobody comes: keep waiting
online-quick-ai-after = If nobody comes: the club AI after { $minutes } min
online-lobby = Open rooms
online-lobby-asking = Asking the server …
online-lobby-none = No public room waits for players now.
online-lobby-room = { $game } · { $host } · { $open } of { $seats } seats open · { $pace } · { $minutes } min ago
online-lobby-no-name = a player
online-lobby-join = Join { $code }
online-lobby-playing = Games being played
online-lobby-watch = Watch { $game } ({ $code })
online-public-on = Listed in the lobby (click to take it off)
online-public-off = List this room in the lobby
online-webhook = Tell a webhook when it is your turn and you are away (Discord, Slack, ntfy …):
online-webhook-set = Set
chat-title = Chat
chat-empty = No messages yet.
chat-seat = Seat { $seat }
chat-spectator = A spectator
chat-who-watching = { $name } (watching)
chat-mute = mute
chat-unmute = Show muted players again
chat-remove = remove
chat-hint = Write a message …
chat-send = Send
chat-close = Close
bar-chat = Chat (C · L3)
bar-chat-unread = Chat ({ $unread } new)
bar-rematch = Rematch
bar-rematch-offered = Rematch offered: join
online-stats = Statistics of finished games
online-stats-hide = Hide the statistics
online-stats-none = No game has finished on this server yet.
online-stats-game = { $game }: { $games -> 
    [one] { $games } game
   *[other] { $games } games
} · first places by seat { $firsts } · { $actions } actions on average
online-stats-ai = against the { $level }: { $ahead } of { $players } players placed before it
net-said-email-set = Your turns will be e-mailed to { $address }.
net-said-email-waiting = A link to confirm { $address } was sent earlier: open it, and your turns will be e-mailed there.
net-said-email-confirm = A link to confirm { $address } is on its way: open it, and your turns will be e-mailed there.
net-said-push-set = This browser will tell you when it is your turn.
notify-mail-confirm-subject = Pelikaappi: confirm your e-mail address
notify-mail-confirm = Someone (you, we hope) asked Pelikaappi to e-mail this address when it is their turn in room { $code }. Open this link to confirm: { $link } If it was not you, ignore this message: nothing more will be sent.
notify-mail-subject = Pelikaappi: { $game }
notify-mail-stop = No more of these e-mails: { $link }
mail-page-unknown = This link is not known here (or no longer).
mail-page-confirm-ask = Send "your turn" e-mails to this address?
mail-page-confirm-button = Yes, confirm
mail-page-confirmed = Confirmed: your turns will be e-mailed to { $address }.
mail-page-stop-ask = Stop the "your turn" e-mails to this address?
mail-page-stop-button = Stop them
mail-page-stopped = Stopped: nothing more will be e-mailed to { $address }.
online-email = E-mail me when it is my turn and I am away (confirmed by a link first):
online-push = Notify me in this browser
online-push-asking = Asking the browser …
online-push-failed = Notifications could not be turned on: { $reason }
chat-quick = Quick lines (gamepad: up and down, A sends, B closes):
chat-quick-hello = Hello!
chat-quick-luck = Good luck!
chat-quick-thinking = Thinking — a moment, please.
chat-quick-thanks = Thanks!
chat-quick-good-game = Good game!
settings-colour-blind = Colour-blind palette
settings-high-contrast = High contrast
