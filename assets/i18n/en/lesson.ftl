# The guided first games ("Learn to play").

title-learn = Learn to play
lesson-step = Lesson: step { $step } of { $steps }
lesson-not-this = Not that one yet. { $what }
lesson-done = That is the heart of the game. The rest the rules view tells: the hut needs the exact count, and two stones of one colour on a field are a blockade no stone may pass. Ready for a real game?
lesson-real-game = Play a real game

## Eile mit Weile

lesson-eile-roll = You play Red against Green, two stones each. Your stones wait on your star and leave it only with a 5. Roll the die: click it, or press Space.
lesson-eile-enter = A 5! Bring a stone out onto your start field: click the ringed stone (or Space).
lesson-eile-green-enters = Green rolls a 5 too and brings a stone out. The start fields, with the arrows, are protected places: a stone there is never sent home.
lesson-eile-six = Your turn: roll again.
lesson-eile-twelve = A 6 counts twelve, and you roll once more. Move your stone twelve fields: click it.
lesson-eile-again = Another 6: roll, then move it twelve more.
lesson-eile-three = Roll again, and move the three the die gives you.
lesson-eile-green-leaves = Green steps off its protected start onto an open field: now it can be caught.
lesson-eile-capture-roll = Landing on a stone on an open field, or passing over it, sends it back to its star. Roll!
lesson-eile-capture = Twelve: your stone jumps right over Green's. Move it, and Green's stone goes home.
lesson-eile-second = Caught! And the 6 gives you one more roll.
lesson-eile-second-enter = A 5 with a stone out: you may bring your second stone out, or move five. Bring it out.
