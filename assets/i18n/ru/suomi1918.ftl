# Punaisten ja valkoisten taistelu Suomessa 1918: экран игры, журнал и расстановка.

cupboard-suomi-subtitle = Финская игра на карте, изданная в 1918 году · красные против белых, 1–3 игрока за сторону
cupboard-suomi-rules-title = Punaisten ja valkoisten taistelu Suomessa 1918 — правила
cupboard-suomi-original = Оригинальная финская карточка правил (1918)
suomi-tagline = Красные против белых на карте 1918 года

## Стороны и фишки

suomi-side =
    { $side ->
        [red] Красные
       *[white] Белые
    }
suomi-side-plural =
    { $side ->
        [red] Красные
       *[white] Белые
    }
suomi-tile =
    { $side ->
        [red] Красный { $number }
       *[white] Белый { $number }
    }
suomi-seat-name = { $side } (место { $seat })
suomi-men = { $men } чел.
suomi-and = { $first } и { $second }

## Боковая панель

suomi-march = марш: { $place }
suomi-fire = огонь, цель — { $target } ({ $at }) { $from }: −{ $loss } 000
suomi-from-where-it-stands = с места
suomi-from = из пункта { $place }
suomi-roll = бросок { $face }
suomi-with-consequence = { $action } — { $consequence }
suomi-tile-lost = эта фишка гибнет
suomi-roll-again = бросить ещё раз
suomi-sweeps = сметает { $tiles }
suomi-refilled = пополняется до 6
suomi-refills = пополняет { $tiles } до 6
suomi-verse-read = читается стих
suomi-turn-line = Ход { $turn } из { $limit } (затем побеждает сторона с меньшими потерями: красные { $red }, белые { $white }) · фишка k:сила, ● артиллерия
suomi-game-over = Игра окончена
suomi-setup-roll = Расстановка: { $side } бросают за фишку { $tile }
suomi-setup-ai-roll = Расстановка: { $side } (ИИ) бросают
suomi-roll-the-die = { $side }: бросьте кубик
suomi-online-to-move = { $side } (по сети) ходят
suomi-to-move = { $side } ходят
suomi-ai-thinking = { $side } (ИИ) думают
suomi-move-or-fire = { $side }: ход на { $face } или огонь
suomi-pick-tile = Выберите подсвеченную фишку.
suomi-hint-mouse = Щёлкните по кубику, чтобы бросить. Щёлкните по подсвеченной фишке, затем по подсвеченному кружку (марш) или по врагу в красном кольце (огонь).
suomi-hint-keys = Пробел: бросок / выбор / ход · ←→: выбор · Backspace: другая фишка · U: отмена · Esc: меню
suomi-hint-pad = A: бросок / выбор / ход · крестовина: выбор · левый стик: курсор · B: другая фишка · X: отмена · Start: меню
suomi-not-rolled = сила ещё не выброшена
suomi-tile-card = { $tile } ({ $kind }): { $men }
suomi-artillery = артиллерия
suomi-infantry = пехота
suomi-win = { $side } победили!
suomi-draw = Ничья
suomi-banner-men = Красные { $red } чел. · Белые { $white } чел.
suomi-banner-lost = потери: красные { $red } · белые { $white }

## Карточка стиха

suomi-harmful-red = Punaisten joukoille vahingollisia · вредно для красных
suomi-harmful-white = Valkoisten joukoille vahingollisia · вредно для белых
suomi-verse-stopped =
    { $side ->
        [red] Здесь остановилась красная фишка. { $reading }
       *[white] Здесь остановилась белая фишка. { $reading }
    }
suomi-verse-ours = Как действует стих — наше толкование [{ rules-ours-mark }].
suomi-verse-continue = Дальше (щелчок · пробел · A)

## Почему щелчок ничего не делает

suomi-nothing-to-undo = Нечего отменять: после этого был бросок.
suomi-held-mantyharju = Мянтюхарью держит эту фишку: она идёт дальше только при шестёрке и лишь когда красные пушки стоят в Коуволе (стих).
suomi-cannot-use-roll = { $tile } не может использовать этот бросок.
suomi-wait-roll = Дождитесь броска.
suomi-pick-first = Сначала выберите одну из своих подсвеченных фишек.
suomi-why-helsinki = Хельсинки (стих): каменные стены останавливают винтовки; белая пехота не может ни войти в Хельсинки, ни стрелять по нему, взять его могут только пушки.
suomi-why-vilppula-red = Вильппула (стих): Красная гвардия никогда не пройдёт мимо Вильппулы.
suomi-why-onto-tile = Фишка не может встать на другую фишку.
suomi-why-vilppula-white = Вильппула (стих): по белой фишке в Вильппуле стрелять нельзя.
suomi-why-out-of-reach =
    { $guns ->
        [yes] Враг в пункте { $place } вне досягаемости: для выстрела нужен свободный путь по толстым линиям не длиннее выпавшего числа перегонов ({ $face }).
       *[no] Враг в пункте { $place } вне досягаемости: для выстрела нужен свободный путь не длиннее выпавшего числа перегонов ({ $face }).
    }
suomi-why-too-far =
    { $distance ->
        [one] До пункта { $place } { $distance } перегон, а фишка должна пройти ровно { $face }.
        [few] До пункта { $place } { $distance } перегона, а фишка должна пройти ровно { $face }.
       *[other] До пункта { $place } { $distance } перегонов, а фишка должна пройти ровно { $face }.
    }
suomi-why-artillery = Артиллерия ходит только по железным дорогам и морским путям, ровно на выпавшее число перегонов ({ $face }), не проходя дважды через один кружок и не перескакивая через фишки.
suomi-why-exact = Фишка должна пройти ровно выпавшее число перегонов ({ $face }), не проходя дважды через один кружок и не перескакивая через фишки.

## Пункты и журнал

suomi-circle-on-line = кружок на линии { $a }–{ $b }
suomi-circle-of = кружок { $k } из { $count } на линии { $a }–{ $b }
suomi-log-strength = { $tile } в пункте { $place }: { $strength } 000 чел.
suomi-log-roll = { $side } бросают { $face }
suomi-log-moves = { $tile } идёт на { $steps } в пункт { $place }
suomi-log-shoots = { $tile } стреляет из пункта { $place }, цель — { $target }: −{ $loss } 000
suomi-log-now = { $tile } теперь { $strength } 000 чел.
suomi-log-wiped-out = { $tile } уничтожен
suomi-log-verse = ★ Стих пункта { $place }
suomi-log-verse-reading = ★ Стих пункта { $place }: { $reading }
suomi-log-passes = { $side } не могут ходить и пропускают ход
suomi-log-roll-again = { $side } бросают ещё раз (Ханко)
suomi-log-won = Игра окончена: { $side } победили
suomi-log-draw = Игра окончена: ничья

## Расстановка

suomi-red-players = Игроки за красных
suomi-white-players = Игроки за белых
suomi-red-player = Красные, игрок { $n }
suomi-white-player = Белые, игрок { $n }
suomi-artillery-tiles = Артиллерия
suomi-artillery-count = { $count } (фишки { $from }–6)
suomi-turn-limit = Предел ходов ({ rules-ours-mark })
suomi-turns-a-side =
    { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
       *[other] { $turns } ходов
    }
## Кубик

suomi-die-setup =
    { $side }: бросок
    за фишку { $tile }
suomi-die-rolling = { $side } бросают…
suomi-die-roll = { $side }: бросайте!
suomi-die-move = { $side } ходят на { $face }
