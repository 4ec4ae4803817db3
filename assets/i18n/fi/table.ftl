# Kaikkien pelinäkymien yhteiset: paikat, loki, painikkeet, uusinnat, ilmoitukset.

seat-kind-human = Ihminen
seat-kind-ai-random = Tekoäly: aloittelija
seat-kind-ai-quick = Tekoäly: harrastaja
seat-kind-ai-strong = Tekoäly: kerhopelaaja
seat-kind-ai-master = Tekoäly: mestari
seat-kind-rated = { $level } · Elo { $elo }
seat-ratings-measured = Elo-luvut on mitattu { $players ->
        [2] kaksinpeleissä
       *[other] { $players } pelaajan peleissä
    }.
seat-kind-online = Verkkopelaaja
panel-move-log = Siirtoloki
panel-undo = ↶ Peru
panel-rules = Säännöt
panel-menu = Valikko
end-watch-replay = Katso uusinta
end-new-game = Uusi peli
replay-position = Uusinta: siirto { $cursor }/{ $total }
replay-pause = ⏸ Tauko
replay-play = ▶ Toista
replay-keys = ←/→ tai ristiohjain askeltaa · välilyönti / A toistaa
replay-leave = Lopeta uusinta
notice-move-taken-back = Siirto peruttu.
notice-cannot-rebuild = Peliä ei voi koota uudelleen: { $reason }
notice-roll-first = Heitä ensin noppaa: napsauta sitä tai paina välilyöntiä / A.
notice-could-not-start = Peliä ei voitu aloittaa ({ $reason }); aloitettiin uusi.

## Vihje

panel-hint = Vihje
panel-hint-tip = Vahva tekoäly näyttää laudalla, minkä siirron se valitsisi puolestasi (I tai F2; peliohjaimessa Y). Vihjeet lasketaan, ja niiden määrä näytetään lopussa.
hint-thinking = Tekoäly etsii hyvää siirtoa…
hint-says = Vihje: { $what }
hint-not-now = Vihjeen voi pyytää vain vuorossa oleva pelaaja pelin aikana.
hint-not-online = Verkkopelissä ei ole vihjeitä: siellä päättää vain palvelin.
hints-used = { $hints ->
    [one] Tässä pelissä pyydettiin 1 vihje
   *[other] Tässä pelissä pyydettiin { $hints } vihjettä
}

## Analyysi

end-review = Pelin analyysi
replay-review = Analyysi: missä peli ratkesi?
review-title = Analyysi
review-working = Tekoäly pelaa pelin loppuun jokaisesta asemasta…
review-how = Kunkin osapuolen voittomahdollisuus on laskettu { $playouts } loppuunpelauksesta asemaa kohden. Pelit pelaa harrastajatekoäly, jonka siirroista { $share } % on satunnaisia (noin { $error } prosenttiyksikön tarkkuudella). Tasapeli lasketaan puoleksi voitoksi.
review-how-sampled = Kunkin osapuolen voittomahdollisuus on laskettu { $playouts } loppuunpelauksesta asemaa kohden. Pelit pelaa harrastajatekoäly, joka valitsee parhaan { $candidates } satunnaisesti arvotusta siirrosta (noin { $error } prosenttiyksikön tarkkuudella). Tasapeli lasketaan puoleksi voitoksi.
review-how-horizon = Kunkin osapuolen voittomahdollisuus on laskettu { $playouts } jatkopelauksesta asemaa kohden (noin { $error } prosenttiyksikön tarkkuudella): harrastajatekoäly pelaa vielä { $horizon } siirtoa ja valitsee joka kerta parhaan { $candidates } satunnaisesti arvotusta siirrosta, minkä jälkeen tekoäly arvioi syntyneen aseman. Tasapeli lasketaan puoleksi voitoksi.
review-mistakes = Virheet: kohdat, joissa mestari olisi pelannut toisin
review-swing = { $n }. Siirto { $action }, { $seat }: { $before } % → { $after } % (mestarin siirrolla { $best } %)
review-no-mistakes = Suurimmissa pudotuksissa mestari ei löytänyt parempaa siirtoa: pudotukset johtuivat asemasta tai onnesta, eivät virheistä.
review-no-drops = Mikään päätös ei heikentänyt kenenkään mahdollisuuksia paljon.
review-luck = Onni: nopanheitot ja kortit, jotka muuttivat mahdollisuuksia eniten
review-luck-line = Siirto { $action }, { $seat }: { $before } % → { $after } %
review-played = Pelattiin: { $what }
review-preferred = Mestari olisi pelannut: { $what }
review-thrown = Noppa tai pakka: { $what }
move-line-label = Siirto:
move-line-hint = kirjoita siirto tai ? ja kysymys
move-line-illegal = ”{ $text }” ei ole nyt sallittu siirto. Sallitut: { $moves }
move-line-which = ”{ $text }” sopii useaan siirtoon: { $moves }
move-line-roll-word = heitä
move-line-no-moves-yet = Yhtään siirtoa ei ole vielä tehty.
move-line-no-choice = Nyt ei ole mitään valittavaa.
move-line-moves = { $count ->
    [one] Yksi sallittu siirto: { $moves }
   *[other] { $count } sallittua siirtoa: { $moves }
}
move-line-help = Kirjoita siirto pelin merkintätavalla (sallitut siirrot ehdotetaan kirjoittaessasi), ”heitä” heittääksesi noppaa tai kysymys: ?last, ?turn, ?moves, ?pieces PUOLI, ?at PAIKKA. Näppäimet: M siirtoriville, L viimeisin siirto, T kenen vuoro, K sallitut siirrot.
move-line-unknown-question = Kysymykseen ”{ $question }” ei ole vastausta. Kokeile ?last, ?turn, ?moves, ?pieces tai ?at.
move-line-over = Peli on päättynyt.
move-line-roll-of = Heittovuorossa: { $side }.
move-line-chance = Nyt ratkaisee noppa.
move-line-your-turn = Sinun vuorosi, { $side }: { $count ->
    [one] yksi sallittu siirto
   *[other] { $count } sallittua siirtoa
}.
move-line-their-turn = Vuorossa: { $side }.
move-line-replay = Tämä on uusinta: selaa sitä nuolinäppäimillä.
move-line-no-such-side = Osapuolta ”{ $side }” ei ole.
