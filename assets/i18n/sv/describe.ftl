# Draglinjens svar om brädena i de två spelen om 1918 (src/games/suomi1918/describe.rs, src/games/helsinki1918/describe.rs).
suomi-describe-tile = { $tile } ({ $kind }, { $men }) i { $place }
suomi-describe-side = { $side }: { $tiles }.
suomi-describe-no-tiles = { $side }: inga brickor kvar.
suomi-describe-at = { $place }: { $tiles }.
suomi-describe-empty = { $place }: här står ingen.
suomi-describe-no-place = Ingen cirkel på kartan heter ”{ $name }”.
h-describe-side = { $side }: { $map } på kartan ({ $stacks }); i reserven { $reserve }, i Abteilung Meurers fält { $meurer }, förlorade { $gone }.
h-describe-stack = { $hex }: { $count }
h-describe-at = { $hex }: { $units }.
h-describe-units = { $side } { $count }
h-describe-empty = { $hex }: här står ingen enhet.
h-describe-no-hex = Ingen hex heter ”{ $name }”: ange koordinaterna (t.ex. 10,7), en flaggas namn eller Dickursby.
h-describe-tikkurila = Dickursby
