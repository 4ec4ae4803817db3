# Die Antworten der Zugzeile über die Bretter der beiden Spiele von 1918 (src/games/suomi1918/describe.rs, src/games/helsinki1918/describe.rs).
suomi-describe-tile = { $tile } ({ $kind }, { $men }) in { $place }
suomi-describe-side = { $side }: { $tiles }.
suomi-describe-no-tiles = { $side }: keine Plättchen mehr.
suomi-describe-at = { $place }: { $tiles }.
suomi-describe-empty = { $place }: Hier steht nichts.
suomi-describe-no-place = Kein Kreis der Karte heißt „{ $name }“.
h-describe-side = { $side }: { $map } auf der Karte ({ $stacks }); in Reserve { $reserve }, im Feld der Abteilung Meurer { $meurer }, verloren { $gone }.
h-describe-stack = { $hex }: { $count }
h-describe-at = { $hex }: { $units }.
h-describe-units = { $side } { $count }
h-describe-empty = { $hex }: Hier steht keine Einheit.
h-describe-no-hex = Kein Feld heißt „{ $name }“: Nenne seine Koordinaten (etwa 10,7), den Namen eines Fahnenfelds oder Tikkurila.
h-describe-tikkurila = Tikkurila
