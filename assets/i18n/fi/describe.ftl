# Siirtorivin vastaukset vuoden 1918 pelien laudoista (src/games/suomi1918/describe.rs, src/games/helsinki1918/describe.rs).
suomi-describe-tile = { $tile } ({ $kind }, { $men }): { $place }
suomi-describe-side = { $side }: { $tiles }.
suomi-describe-no-tiles = { $side }: laattoja ei ole enää jäljellä.
suomi-describe-at = { $place }: { $tiles }.
suomi-describe-empty = { $place }: tyhjä.
suomi-describe-no-place = Kartalla ei ole ympyrää nimeltä ”{ $name }”.
h-describe-side = { $side }: kartalla { $map } ({ $stacks }); reservissä { $reserve }, Abteilung Meurerin laatikossa { $meurer }, menetetty { $gone }.
h-describe-stack = { $hex }: { $count }
h-describe-at = { $hex }: { $units }.
h-describe-units = { $side } { $count }
h-describe-empty = { $hex }: ei yksikköjä.
h-describe-no-hex = Heksaa ”{ $name }” ei ole: anna koordinaatit (esim. 10,7), lipun nimi tai Tikkurila.
h-describe-tikkurila = Tikkurila
