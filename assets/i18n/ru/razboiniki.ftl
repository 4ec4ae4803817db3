# «Разбойники»: экран игры, журнал и расстановка (слова правил: шашки, город, разбойник, очки).

cupboard-raz-subtitle = Советская самодельная игра с нумерованными шашками · 2 игрока
cupboard-raz-rules-title = Разбойники — правила
cupboard-raz-original = Оригинальный русский текст
raz-tagline = Ворвитесь в город врага, станьте разбойником, наберите 30 очков
raz-side =
    { $side ->
        [white] Белые
       *[black] Чёрные
    }
raz-city =
    { $side ->
        [white] Город белых
       *[black] Город чёрных
    }

## Панель

raz-seat-line = { $side } · { $kind }
raz-quiet-moves = тихие ходы: { $moves } из { $limit }, затем игра решается по очкам
raz-to-move = Ходят { $side }
raz-ai-thinking = { $side } (ИИ) думают
raz-game-over = Игра окончена
raz-hint-mouse = Щёлкните по шашке, затем по подсвеченной клетке. После прыжка щёлкните по следующей клетке приземления или по красной клетке, чтобы остановиться.
raz-hint-keys = ←→: выбор · пробел: поднять / ход · Backspace: вернуть · U: отмена · Esc: меню
raz-hint-pad = крестовина: выбор · левый стик: курсор · A: поднять / ход · B: вернуть · X: отмена · Start: меню
raz-wins = { $side } победили!
raz-draw = Ничья
raz-scores = Белые { $white } · Чёрные { $black }

## Почему щелчок ничего не делает

raz-nothing-to-undo = В этом ходе нечего отменять.
raz-no-move = Ни одна шашка не может ходить: нажмите пробел / A или щёлкните, чтобы пропустить ход.
raz-jumped = Прыжок на { $square }: прыгайте дальше или щёлкните по этой клетке ещё раз (пробел / A), чтобы остановиться на ней.
raz-cannot-go = Шашка не может пойти отсюда на { $square }.
raz-not-yours = Это шашка стороны «{ $side }».
raz-piece-stuck = Шашке на { $square } некуда ходить.

## Журнал

raz-log-move = { $side }: { $move }
raz-log-robber = { $side }: шашка на { $square } становится разбойником: +{ $points }
raz-log-takes = { $side } съедают шашку { $number } стороны «{ $victim }» на { $square }: +{ $points }
raz-log-takes-robber = { $side } съедают разбойника { $number } стороны «{ $victim }» на { $square }: +{ $points }
raz-log-passes = { $side } не могут ходить и пропускают ход
raz-reason-target = { $side } набрали { $target }
raz-reason-quiet = { $limit } ходов без съеденных шашек и без нового разбойника: побеждает тот, у кого больше очков
raz-reason-stuck = ни одна сторона не может ходить: побеждает тот, у кого больше очков
raz-log-won = Игра окончена ({ $reason }): победили { $side }
raz-log-draw = Игра окончена ({ $reason }): ничья

## Расстановка

raz-white-first = Белые (ходят первыми)
raz-quiet-limit = Предел тихих ходов
raz-moves =
    { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
raz-describe-side = { $side }, { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[other] { $count } шашек
}: { $pieces }.
raz-describe-piece = { $number } на { $square }
raz-describe-robber = разбойник { $number } на { $square }
raz-describe-at = { $side }: { $piece }.
raz-describe-empty = Клетка { $square } пуста.
