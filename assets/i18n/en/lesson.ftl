# The guided first games ("Learn to play").

title-learn = Learn to play
lesson-step = Lesson: step { $step } of { $steps }
lesson-not-this = Not that one yet. { $what }
lesson-eile-done = Caught! That is the heart of the game. The rest the rules view tells: a third 6 in a row sends your stones home, and the hut needs the exact count. Ready for a real game?
lesson-real-game = Play a real game

## Eile mit Weile

lesson-eile-roll = You play Red against Green, two stones each. Your stones wait on your star and leave it only with a 5. Roll the die: click it, or press Space.
lesson-eile-enter = A 5! Bring a stone out onto your start field: click the ringed stone (or Space).
lesson-eile-green-enters = Green rolls a 5 too and brings a stone out. The start fields, with the arrows, are protected places: a stone there is never sent home.
lesson-eile-six = Your turn: roll again.
lesson-eile-twelve = A 6 counts twelve, and you roll once more. Move your stone twelve fields: click it.
lesson-eile-again = Another 6: roll, then move it twelve more.
lesson-eile-three = Roll again, and move the three the die gives you.
lesson-eile-blockade = Green rolls another 5 and brings its second stone out onto its start. Two stones of one colour on one field are a blockade: no stone may pass it or land on it, not even their own.
lesson-eile-blocked-roll = Your turn: roll.
lesson-eile-lost = A 6, but twelve fields would pass Green's blockade: the throw is lost. A 6 still gives another roll: roll.
lesson-eile-open = Green rolls a 1. It has no other stone to move, so it must open its blockade: one stone steps off its protected start onto an open field.
lesson-eile-capture-roll = Landing on a stone on an open field, or passing over it, sends it back to its star. Roll!
lesson-eile-capture = Twelve: your stone passes Green's start, where a stone is safe, and jumps over the stone beyond. Move it, and that stone goes home.
lesson-eile-second-enter = A 5 with a stone out: you may bring your second stone out, or move five. Bring it out.

## Razboiniki

lesson-raz-step = You play White against Black. Your ten pieces stand on the squares printed with their numbers. A piece steps one square forward or sideways, never diagonally, never back. Step your 4 from c2 to c3: click it, then the square (or press Space).
lesson-raz-black-steps = Black steps its 4 forward too: Black moves down the board.
lesson-raz-again = Your move: step the 4 on to c4.
lesson-raz-chain = A piece may jump over the next piece on its line, of either colour, onto the empty square beyond, and jump on as long as it likes; the jumped pieces stay. Your 1 on e1 jumps your own 4 to e3, then Black's 4 to e5: make that chain.
lesson-raz-black-five = Black brings a 5 forward.
lesson-raz-enclose = Black's 4 on e4 has your 1 above it now. A piece standing directly between two enemy pieces on a rank or a file leaves the board. Step your 4 to e3 and close the trap.
lesson-raz-points = Captured! A captured piece scores its number for the side that captured it: 4 points. The first to 30 wins.
lesson-raz-robber-way = Black's city squares are printed with numbers too. A piece that ends its move on a square printed with its own number becomes a robber and scores twice its number. e6 is printed 4 and empty: step your 4 up to e4.
lesson-raz-robber-jump = Now jump over your own 1 onto e6.
lesson-raz-robber = A robber: eight points! A robber also moves back, slides over empty squares and jumps in all four directions. Black's 4 has stepped beside it: if Black's 2 comes down to f6, your robber stands between two enemies, and a captured robber scores twice its number.
lesson-raz-robber-escape = Jump back over your 1 to e4: only a robber may go back.
lesson-raz-done = Safe. Now you know the game: steps, chains of jumps, enclosures and robbers. One rule more: after 60 moves without a capture or a new robber the higher score wins. Ready for a real game?

## The 1918 map game

lesson-suomi-setup = You lead the Reds against the Whites. Each side has six tiles on its places. First the sides roll in turn for their strength: your first roll is the thousands of men of your tile 1, the second of tile 2, and so on. Roll six times (click the die or press Space).
lesson-suomi-roll = The war begins, and the Reds always start. Roll for your turn.
lesson-suomi-march = A five: move one tile exactly five intervals, never twice through a circle, never over another tile. Tiles 3 to 6 are artillery and keep to the thick lines, the railways and sea routes. March the guns of Viipuri to Kouvola.
lesson-suomi-white-march = The Whites roll and march too.
lesson-suomi-shoot-roll = Your turn: roll.
lesson-suomi-shoot = A six! Instead of marching a tile may shoot: when an enemy stands within the roll, it stops next to it, and the enemy loses the roll less each interval beyond the first (one more for artillery). Turku's men reach Karjaa beside the White tile: shoot.
lesson-suomi-white-shoots = Three thousand Whites fell. Now the Whites answer: their guns sail from Tallinna and shoot at Helsinki.
lesson-suomi-verse-roll = Roll.
lesson-suomi-verse = A one. The starred places have verses that act when a tile stops there. Kirkkonummi's: a Red tile stopping here takes every White tile within two intervals. The White guns lie off Helsinki, two intervals away: march Helsinki's tile to Kirkkonummi.
lesson-suomi-limit = The verse took the White guns. This lesson lasts three turns a side (a real game 150): at the limit the side that lost fewer men wins.
lesson-suomi-done = Time is up: the Reds lost fewer men and win. A side with no tiles left loses at once, and the other verses are in the rules view. Ready for a real game?

## Helsinki 1918

lesson-h-intro = You command the Germans and the Whites against the Reds, who hold Helsinki in April 1918. The Reds draw their secret events and a support card.
lesson-h-command = The first initiative is yours: four command points and no dice. Every order costs a point, and every German point moves the clock: when it can go no further, the Reds win. A stack in direct command (on or touching its HQ's hex) moves as one for one point. Move this stack east.
lesson-h-draw = An order can also draw a card from the German deck. Draw one.
lesson-h-end = Machine guns: one more on your die in a battle. Now end the initiative: points left unspent move the clock too.
lesson-h-initiative = Both sides roll for the initiative; the last winner takes one off, and the higher acts. The Reds win this one.
lesson-h-meurer-point = In a Red initiative you first add a point to a German track. Abteilung Meurer waits at sea: put the point on its track, and from your next initiative it may land.
lesson-h-white-card = The Whites may draw a card now, or swap one for two. Pass this time.
lesson-h-red-moves = The Reds spend their two points.
lesson-h-german-initiative = The Germans win the initiative with a six. The Reds drew a support card: their die was at or under their morale.
lesson-h-meurer-roll = Meurer's track shows 4: roll 4 or less and the detachment lands at the Katajanokka quay. Roll.
lesson-h-meurer-hq = Landed! Place Meurer's HQ on a corner of the arrival hex.
lesson-h-meurer-disorder = Reds in the arrival hex are disordered and test against their morale.
lesson-h-stack-west = Six points. Move the Meurer stack west, toward the Senate Square, twice.
lesson-h-hq-follow = Units fight best in command. Bring the HQ up so it touches the stack's hex.
lesson-h-attack = The Senate Square holds Reds, and it is a flag hex: the Germans and Whites win as soon as no Red stands in any flag hex. Move in: moving into an enemy hex starts a battle.
lesson-h-card = Before the dice each side may play a card. Play your machine guns.
lesson-h-red-card = The Reds answer with their armoured train.
lesson-h-dice = The attacker rolls a die for each unit and keeps the best, the defender rolls one; cards and terrain add. Roll.
lesson-h-shift = Six against five: the Reds lose. You may spend a Division HQ point to shift the battle table's column: minus one is harsher for the loser. Shift it.
lesson-h-red-shift = The Reds spend a square of morale for the milder column.
lesson-h-retreat = They retreat from the square.
lesson-h-end-turn = The Senate Square is German. End the initiative.
lesson-h-done = That is the heart of the game: the initiative, points and the clock, command, stacks, battles with cards and shifts, and Meurer. The Whites organise squads and form units in their own initiatives; the rules view has everything. Ready for a real game?
