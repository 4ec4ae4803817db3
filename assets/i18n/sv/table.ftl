# Det som alla spels skärmar delar: platserna, draglistan, knapparna, reprisen, meddelandena.

seat-kind-human = Människa
seat-kind-ai-random = AI: nybörjare
seat-kind-ai-quick = AI: hobbyspelare
seat-kind-ai-strong = AI: klubbspelare
seat-kind-ai-master = AI: mästare
seat-kind-rated = { $level } · Elo { $elo }
seat-ratings-measured = Elo-talen är uppmätta i { $players ->
        [2] partier med två spelare
       *[other] partier med { $players } spelare
    }.
seat-kind-online = Nätspelare
panel-move-log = Draglista
panel-undo = ↶ Ångra
panel-rules = Regler
panel-menu = Meny
end-watch-replay = Se reprisen
end-new-game = Nytt spel
replay-position = Repris: handling { $cursor } av { $total }
replay-pause = ⏸ Paus
replay-play = ▶ Spela
replay-keys = ←/→ eller styrkorset stegar · Mellanslag / A spelar
replay-leave = Lämna reprisen
notice-move-taken-back = Draget är ångrat.
notice-cannot-rebuild = Spelet går inte att återskapa: { $reason }
notice-roll-first = Kasta tärningen först: klicka på den, eller tryck på Mellanslag / A.
notice-could-not-start = Spelet gick inte att starta ({ $reason }); ett nytt började.

## Tipset

panel-hint = Tips
panel-hint-tip = Den starka AI:ns val åt dig, visat på brädet (I eller F2; handkontroll Y). Tipsen räknas och visas i slutet.
hint-thinking = AI:n letar efter ett bra drag…
hint-says = Tips: { $what }
hint-not-now = Tips ges bara till den spelare som står på tur, medan spelet pågår.
hint-not-online = Inga tips i ett spel på nätet: där avgör bara servern.
hints-used = { $hints ->
    [one] 1 tips begärt i det här spelet
   *[other] { $hints } tips begärda i det här spelet
}

## Genomgången

end-review = Gå igenom partiet
replay-review = Genomgång: var avgjordes det?
review-title = Genomgång
review-working = AI:n spelar färdigt partiet från varje ställning…
review-how = Varje sidas chans, ur { $playouts } utspelningar per ställning, spelade av AI:n ”hobbyspelare” med { $share } % slumpdrag (med en felmarginal på ungefär { $error } procentenheter); oavgjort räknas som hälften.
review-how-sampled = Varje sidas chans, ur { $playouts } utspelningar per ställning, spelade av AI:n ”hobbyspelare”, som väljer det bästa av { $candidates } slumpvis dragna drag (med en felmarginal på ungefär { $error } procentenheter); oavgjort räknas som hälften.
review-how-horizon = Varje sidas chans (med en felmarginal på ungefär { $error } procentenheter), ur { $playouts } utspelningar per ställning: AI:n ”hobbyspelare” spelar ytterligare { $horizon } drag, varje gång det bästa av { $candidates } slumpvis dragna drag, och sedan bedömer AI:n den ställning som nåtts; oavgjort räknas som hälften.
review-mistakes = Misstag: där mästaren hade spelat annorlunda
review-swing = { $n }. Handling { $action }, { $seat }: { $before } % → { $after } % (med mästarens drag { $best } %)
review-no-mistakes = Vid de största fallen hittade mästaren inget bättre drag: de fallen berodde på ställningen eller turen, inte på misstag.
review-no-drops = Inget beslut kostade en sida mycket av dess chans.
review-luck = Tur: tärningarna och korten som flyttade chanserna mest
review-luck-line = Handling { $action }, { $seat }: { $before } % → { $after } %
review-played = Spelat: { $what }
review-preferred = Mästaren hade spelat: { $what }
review-thrown = Tärningarna eller leken: { $what }
move-line-label = Drag:
move-line-hint = skriv ett drag, eller ? för frågor
move-line-illegal = ”{ $text }” är inte ett tillåtet drag nu. Tillåtna: { $moves }
move-line-which = ”{ $text }” passar flera drag: { $moves }
move-line-roll-word = kasta
move-line-no-moves-yet = Inget drag har gjorts än.
move-line-no-choice = Inget att välja nu.
move-line-moves = { $count ->
    [one] Ett tillåtet drag: { $moves }
   *[other] { $count } tillåtna drag: { $moves }
}
move-line-help = Skriv ett drag i spelets notation (de tillåtna föreslås medan du skriver), ”kasta” för att kasta din tärning, eller en fråga: ?last, ?turn, ?moves, ?pieces SIDA, ?at PLATS. Tangenter: M raden, L det senaste draget, T vems tur, K de tillåtna dragen.
move-line-unknown-question = Inget svar på ”{ $question }”. Försök med ?last, ?turn, ?moves, ?pieces eller ?at.
move-line-over = Spelet är slut.
move-line-roll-of = { $side } ska kasta.
move-line-chance = Tärningarna avgör nu.
move-line-your-turn = Din tur, { $side }: { $count ->
    [one] ett tillåtet drag
   *[other] { $count } tillåtna drag
}.
move-line-their-turn = { $side } ska dra.
move-line-replay = Det här är en repris: stega igenom den med pilarna.
move-line-no-such-side = Ingen sida heter ”{ $side }”.
