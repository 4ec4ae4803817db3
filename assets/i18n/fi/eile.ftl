# Eile mit Weile: pelinäkymä, loki ja asetukset.

cupboard-eile-subtitle = Saksalais-sveitsiläinen kilpapeli noin vuodelta 1900 · 2–4 pelaajaa
cupboard-eile-rules-title = Eile mit Weile — säännöt
cupboard-eile-original = Alkuperäinen saksankielinen sääntökortti (n. 1900)
eile-tagline = Hiljaa hyvä tulee: kuljeta nappulasi ristin ympäri Alppimajaan (Alpenhütte)
eile-colour =
    { $colour ->
        [red] Punainen
        [blue] Sininen
        [green] Vihreä
       *[yellow] Keltainen
    }

## Paneeli ja lauta

eile-wins = { $colour } voittaa!
eile-all-safe = kaikki nappulat turvassa Alppimajassa
eile-seat-line = { $colour } · { $kind }
eile-home-out = { $home } perillä · { $out } matkalla
eile-roll-button = Heitä
eile-hint-mouse = Heitä noppaa napsauttamalla sitä; siirrä hehkuvaa nappulaa napsauttamalla.
eile-hint-keys = Välilyönti: heitä / siirrä · ←→: valitse nappula · U: peru · Esc: valikko
eile-hint-pad = A: heitä / siirrä · ristiohjain: valitse nappula · vasen sauva: osoitin · X: peru · Start: valikko
eile-place-line = { $place }. { $colour }
eile-die-over =
    Peli
    päättyi
eile-die-roll =
    { $colour }
    heitä!
eile-die-rolling =
    { $colour }
    heittää…
eile-die-move =
    { $colour }
    siirrä
eile-die-thinking =
    { $colour }
    miettii…
eile-turn-roll = { $colour }: heitä noppaa
eile-turn-move = { $colour }: siirrä nappulaa
eile-turn-ai-rolls = { $colour } (tekoäly) heittää
eile-turn-ai-moves = { $colour } (tekoäly) siirtää
eile-game-over = Peli päättyi

## Miksi napsautus ei tee mitään

eile-nothing-to-undo = Ei mitään peruttavaa: sen jälkeen on heitetty tai toinen pelaaja on siirtänyt.
eile-not-your-stone = Nappula kuuluu pelaajalle { $owner }; vuorossa on { $current }.
eile-stone-cannot-move = Nappula ei voi liikkua: { $reason }.
eile-click-again = Nappula jakaa ruutunsa toisen kanssa; napsauta uudelleen.
eile-cannot-use-star = { $colour } ei voi käyttää silmälukua { $face } — nappula lähtee tähdeltä vain viitosella
eile-cannot-use-far = { $colour } ei voi käyttää silmälukua { $face } — mikään nappula ei voi liikkua niin pitkälle
eile-third-six-notice = Kolmas kuutonen peräkkäin: pelaajan { $colour } nappulat palaavat tähdelle

## Loki

eile-the-star = tähti
eile-the-hut = maja
eile-path = polku { $field }
eile-log-rolls = { $colour } heittää { $face }
eile-log-rolls-count = { $colour } heittää { $face } = { $count }
eile-log-enters = { $colour } tuo nappulan peliin
eile-log-moves = { $colour } siirtää { $from } → { $to }
eile-log-captures = { $colour } lähettää pelaajan { $victim } nappulan ruudusta { $field } kotiin
eile-log-reaches-hut = { $colour } pääsee Alppimajaan
eile-log-cannot-use = { $colour } ei voi käyttää silmälukua { $face }
eile-log-third-six =
    { $stones ->
        [one] Kolmas kuutonen! { $colour } menettää 1 nappulan takaisin tähdelle
       *[other] Kolmas kuutonen! { $colour } menettää { $stones } nappulaa takaisin tähdelle
    }
eile-log-rolls-again = { $colour } heittää uudelleen
eile-log-finished = { $colour } on saanut kaikki nappulat perille: sija { $place }
eile-log-game-over = Peli päättyi: { $colours } voittaa

## Asetukset

eile-players = Pelaajat
eile-seat = { $colour } ({ $n })
eile-stones-each = Nappuloita kullakin
eile-play-on = Pelataanko muista sijoista?
eile-play-on-yes = Kyllä
eile-play-on-no = Ei, ensimmäinen voittaa
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Ruutu { $field }: { $stones }.
eile-describe-empty = Ruutu { $field } on tyhjä.
