# Punaisten ja valkoisten taistelu Suomessa 1918: spelets skärm, draglista och uppställning.

cupboard-suomi-subtitle = Finskt kartspel tryckt 1918 · röda mot vita, 1–3 spelare per sida
cupboard-suomi-rules-title = Punaisten ja valkoisten taistelu Suomessa 1918 – regler
cupboard-suomi-original = Det finska originalregelkortet (1918)
suomi-tagline = Röda mot vita på kartan från 1918

## Sidor och brickor

suomi-side =
    { $side ->
        [red] Röda
       *[white] Vita
    }
suomi-side-plural =
    { $side ->
        [red] De röda
       *[white] De vita
    }
suomi-tile =
    { $side ->
        [red] Röd { $number }
       *[white] Vit { $number }
    }
suomi-seat-name = { $side } (plats { $seat })
suomi-men = { $men } man
suomi-and = { $first } och { $second }

## Panelen

suomi-march = marsch till { $place }
suomi-fire = eld mot { $target } vid { $at } { $from }: −{ $loss } 000
suomi-from-where-it-stands = från sin plats
suomi-from = från { $place }
suomi-roll = kast { $face }
suomi-with-consequence = { $action } – { $consequence }
suomi-tile-lost = den här brickan går förlorad
suomi-roll-again = kasta igen
suomi-sweeps = sopar bort { $tiles }
suomi-refilled = fylls på till 6
suomi-refills = fyller på { $tiles } till 6
suomi-verse-read = versen läses
suomi-turn-line = Omgång { $turn } av { $limit } (sedan vinner den som förlorat färre man: röda { $red }, vita { $white }) · bricka k:styrka, ● artilleri
suomi-game-over = Spelet är slut
suomi-setup-roll = Uppställning: { $side } kastar för bricka { $tile }
suomi-setup-ai-roll = Uppställning: { $side } (AI) kastar
suomi-roll-the-die = { $side }: kasta tärningen
suomi-online-to-move = { $side } (på nätet) ska dra
suomi-to-move = { $side } ska dra
suomi-ai-thinking = { $side } (AI) tänker
suomi-move-or-fire = { $side }: flytta { $face } eller skjut
suomi-pick-tile = Välj en markerad bricka.
suomi-hint-mouse = Klicka på tärningen för att kasta. Klicka på en markerad bricka, sedan på en markerad cirkel (marsch) eller en rödringad fiende (eld).
suomi-hint-keys = Mellanslag: kasta / välj / gå · ←→: välj · Backsteg: annan bricka · U: ångra · Esc: meny
suomi-hint-pad = A: kasta / välj / gå · styrkors: välj · vänster spak: markör · B: annan bricka · X: ångra · Start: meny
suomi-not-rolled = styrkan är inte avgjord än
suomi-tile-card = { $tile } ({ $kind }): { $men }
suomi-artillery = artilleri
suomi-infantry = infanteri
suomi-win = { $side } vinner!
suomi-draw = Oavgjort
suomi-banner-men = Röda { $red } man · Vita { $white } man
suomi-banner-lost = förluster: röda { $red } · vita { $white }

## Verskortet

suomi-harmful-red = Punaisten joukoille vahingollisia · skadliga för de röda
suomi-harmful-white = Valkoisten joukoille vahingollisia · skadliga för de vita
suomi-verse-stopped =
    { $side ->
        [red] En röd bricka stannade här. { $reading }
       *[white] En vit bricka stannade här. { $reading }
    }
suomi-verse-ours = Hur versen tillämpas är vår tolkning [{ rules-ours-mark }].
suomi-verse-continue = Fortsätt (klick · Mellanslag · A)

## Varför ett klick inte gör något

suomi-nothing-to-undo = Inget att ångra: ett kast kom efter.
suomi-held-mantyharju = Mäntyharju håller kvar den här brickan: den går vidare bara med en sexa, och först när de rödas kanoner står i Kouvola (versen).
suomi-cannot-use-roll = { $tile } kan inte använda det här kastet.
suomi-wait-roll = Vänta på kastet.
suomi-pick-first = Välj först en av dina markerade brickor.
suomi-why-helsinki = Helsingfors (versen): stenmurar stoppar gevären; vitt infanteri kan varken gå in i Helsingfors eller skjuta mot staden; bara kanonerna kan inta den.
suomi-why-vilppula-red = Vilppula (versen): röda gardet kommer aldrig förbi Vilppula.
suomi-why-onto-tile = En bricka får inte flytta dit där en annan bricka står.
suomi-why-vilppula-white = Vilppula (versen): en vit bricka i Vilppula kan inte beskjutas.
suomi-why-out-of-reach =
    { $guns ->
        [yes] Fienden vid { $place } är utom räckhåll: ett skott behöver en fri väg på högst { $face } sträckor längs tjocka linjer.
       *[no] Fienden vid { $place } är utom räckhåll: ett skott behöver en fri väg på högst { $face } sträckor.
    }
suomi-why-too-far = { $place } ligger { $distance } sträckor bort; brickan måste flytta exakt { $face }.
suomi-why-artillery = Artilleriet flyttar exakt { $face } sträckor och bara längs järnvägar och sjövägar, aldrig två gånger genom samma cirkel och aldrig över en bricka.
suomi-why-exact = Brickan måste flytta exakt { $face } sträckor, aldrig två gånger genom samma cirkel och aldrig över en bricka.

## Platserna och draglistan

suomi-circle-on-line = cirkeln på linjen { $a }–{ $b }
suomi-circle-of = cirkel { $k } av { $count } på linjen { $a }–{ $b }
suomi-log-strength = { $tile } vid { $place }: { $strength } 000 man
suomi-log-roll = { $side } kastar { $face }
suomi-log-moves = { $tile } flyttar { $steps } till { $place }
suomi-log-shoots = { $tile } skjuter från { $place } mot { $target }: −{ $loss } 000
suomi-log-now = { $tile } har nu { $strength } 000 man
suomi-log-wiped-out = { $tile } är utplånad
suomi-log-verse = ★ Versen om { $place }
suomi-log-verse-reading = ★ Versen om { $place }: { $reading }
suomi-log-passes = { $side } kan inte flytta och står över
suomi-log-roll-again = { $side } kastar igen (Hangö)
suomi-log-won = Spelet är slut: { $side } vinner
suomi-log-draw = Spelet är slut: oavgjort

## Uppställning

suomi-red-players = Röda spelare
suomi-white-players = Vita spelare
suomi-red-player = Röda, spelare { $n }
suomi-white-player = Vita, spelare { $n }
suomi-artillery-tiles = Artilleribrickor
suomi-artillery-count = { $count } per sida (brickorna { $from }–6)
suomi-turn-limit = Omgångsgräns ({ rules-ours-mark })
suomi-turns-a-side = { $turns } per sida

## Tärningen

suomi-die-setup =
    { $side }: kasta
    för bricka { $tile }
suomi-die-rolling = { $side } kastar…
suomi-die-roll = { $side }: kasta!
suomi-die-move = { $side } flyttar { $face }
