# Ответы строки ходов о досках двух игр 1918 года (src/games/suomi1918/describe.rs, src/games/helsinki1918/describe.rs).
suomi-describe-tile = { $tile } ({ $kind }, { $men }) — { $place }
suomi-describe-side = { $side }: { $tiles }.
suomi-describe-no-tiles = { $side }: фишек больше нет.
suomi-describe-at = { $place }: { $tiles }.
suomi-describe-empty = { $place }: здесь никого нет.
suomi-describe-no-place = На карте нет кружка «{ $name }».
h-describe-side = { $side }: на карте { $map } ({ $stacks }); в резерве { $reserve }, в зоне отряда Мойрера { $meurer }, потеряно { $gone }.
h-describe-stack = { $hex }: { $count }
h-describe-at = { $hex }: { $units }.
h-describe-units = { $side } { $count }
h-describe-empty = { $hex }: отрядов нет.
h-describe-no-hex = Гекса «{ $name }» нет: укажите координаты (например, 10,7), название флага или Тиккурилу.
h-describe-tikkurila = Тиккурила
