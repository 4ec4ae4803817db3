# The move line's answers about the two 1918 games' boards (src/games/suomi1918/describe.rs, src/games/helsinki1918/describe.rs).
suomi-describe-tile = { $tile } ({ $kind }, { $men }) at { $place }
suomi-describe-side = { $side }: { $tiles }.
suomi-describe-no-tiles = { $side }: no tiles left.
suomi-describe-at = { $place }: { $tiles }.
suomi-describe-empty = { $place }: nothing stands there.
suomi-describe-no-place = No circle of the map is called “{ $name }”.
h-describe-side = { $side }: { $map } on the map ({ $stacks }); in reserve { $reserve }, in Abteilung Meurer's box { $meurer }, lost { $gone }.
h-describe-stack = { $hex }: { $count }
h-describe-at = { $hex }: { $units }.
h-describe-units = { $side } { $count }
h-describe-empty = { $hex }: no unit stands there.
h-describe-no-hex = No hex is called “{ $name }”: give its coordinates (as 10,7), a flag's name or Tikkurila.
h-describe-tikkurila = Tikkurila
