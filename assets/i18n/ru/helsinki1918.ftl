# Хельсинки 1918: стороны, экран, журнал ходов и подсказки.

h-subtitle = Варгейм на гексах и картах для трёх сторон · 2–3 игрока
h-rules-title = Helsinki 1918 — правила нашими словами
h-original-heading = Таблицы и шкалы нашей реконструкции
h-tagline = Helsinki 1918 — Красная гвардия, белая гвардия и немецкая Балтийская дивизия сражаются за город, 11–13 апреля
h-nothing-to-undo = Нечего отменять: после этого был бросок, карта или решение другой стороны.

## Стороны

h-side = { $side ->
    [red] Красные
    [white] Белые
   *[german] Немцы
}
h-side-the = { $side ->
    [red] Красные
    [white] Белые
   *[german] Немцы
}
h-and = { $first } и { $second }

## Начало игры

h-players = Игроки
h-players-two = 2: красные против немцев и белых
h-players-three = 3: красные, белые, немцы
h-seat-reds = Красная гвардия
h-seat-allies = Немцы и белая гвардия
h-seat-whites = Белая гвардия
h-seat-germans = Немецкая Балтийская дивизия

## Победа и бой

h-victory-red-major = Крупная победа Красной гвардии
h-victory-red-minor = Малая победа Красной гвардии
h-victory-allied-minor = Малая победа немцев и белых
h-victory-german-major = Крупная победа немцев, малая победа белых
h-victory-white-major = Крупная победа белых, малая победа немцев
h-victory-allied-major = Крупная победа немцев и белых (общий итог)
h-victory-shared = Немцы и белые делят победу
h-effect-retreat = отступление
h-effect-retreat-all = отступают все
h-effect-disorder = расстройство
h-effect-disorder-all = расстроены все
h-effect-destroyed = уничтожен
h-battle-kind-move = атака после движения (оборона M)
h-battle-kind-continue = приказ о бое (оборона B)
h-battle-kind-flank = атака во фланг
h-battle-kind-card = обстрел, вызванный картой (оборона M)
h-battle-stage-before = карты до бросков
h-battle-stage-dice = кубики
h-battle-stage-after = карты после бросков
h-battle-stage-german-shift = немецкий сдвиг колонки
h-battle-stage-red-shift = сдвиг красных за боевой дух
h-battle-stage-effects = последствия
h-column-harsh = жёсткая
h-column-centre = средняя
h-column-mild = мягкая

## Журнал ходов

h-log-draw-event = Красные тянут тайное событие
h-log-draw-activity = Белые тянут карту активности
h-log-draw-support = { $side } тянут карту поддержки
h-log-swap = { $side } сбрасывают карту рубашкой вверх и тянут две
h-log-play = { $side } играют «{ $card }»
h-log-first-initiative = Первая инициатива: { $side }, очков командования: { $points }
h-log-initiative = Инициатива: немцы { $german }, красные { $red } — действуют { $side }
h-log-command-points = { $side }: { $points ->
    [one] { $points } очко командования
    [few] { $points } очка командования
   *[other] { $points } очков командования
}
h-log-german-point-tikkurila = Немцы добавляют очко на шкалу Тиккурилы
h-log-german-point-meurer = Немцы добавляют очко на шкалу прибытия Мойрера
h-log-german-point-division = Немцы добавляют очко на шкалу штаба дивизии
h-log-unspent = Неистраченные очки командования немцев: { $points }; часы идут дальше
h-log-initiative-ended = { $side } завершают инициативу
h-log-midnight = Полночь: проверка красных отрядов вне командования: { $units }
h-log-moved = { $side ->
    [red] Красные
    [white] Белые
   *[german] Немцы
}: { $units ->
    [one] { $units } отряд
    [few] { $units } отряда
   *[other] { $units } отрядов
} → { $at }
h-log-placed = { $side ->
    [red] Красные
    [white] Белые
   *[german] Немцы
}: новый отряд появляется в гексе { $at }
h-log-reinforced = Они вступают в бой как подкрепление
h-log-battle-begun = Бой в гексе { $at }: атакуют { $side }
h-log-column-shifted = Немцы сдвигают колонку боя
h-log-morale-spent = Красные тратят боевой дух ради более мягкого итога
h-log-battle-no-effect = Бой: { $attack } против { $defence }: без последствий
h-log-battle = Бой: { $attack } против { $defence }: проигрывают { $loser ->
    [attackers] атакующие
   *[defenders] обороняющиеся
} ({ $effects })
h-log-retreated = { $side ->
    [red] Красный
    [white] Белый
   *[german] Немецкий
} отряд отступает
h-log-to-reserve = { $side ->
    [red] Красный
    [white] Белый
   *[german] Немецкий
} отряд расстроен и уходит в резерв
h-log-destroyed = { $side ->
    [red] Красный отряд уничтожен: на шкалу боевого духа
    [german] Немецкий отряд уничтожен: потеряны три клетки времени
   *[white] Белый отряд уничтожен
}
h-log-regrouped = Немецкие отряды собираются в резерве: { $units }
h-log-hq-moved = Немецкий штаб перемещается
h-log-meurer-hq = Штаб отряда Мойрера ставится в угол гекса прибытия
h-log-meurer = { $landed ->
    [yes] Отряд Мойрера высаживается (бросок { $face })
   *[no] Отряд Мойрера пока не высаживается (бросок { $face })
}
h-log-morale-order = Приказ о боевом духе: { $total }: маркер поднимается на { $up }
h-log-new-unit = { $result ->
    [in-command] { $total }: новый отряд под командованием
    [direct] { $total }: новый отряд под прямым командованием
   *[nobody] { $total }: нового отряда нет
}
h-log-arrest = { $arrested ->
    [yes] Арест: { $total }: белая группа арестована
   *[no] Арест: { $total }: группа ускользает
}
h-log-organise = { $gathered ->
    [yes] Организация: { $total }: белая группа собирается
   *[no] Организация: { $total }: группы нет
}
h-log-form = { $formed ->
    [yes] Формирование: { $face }: выходит белый отряд
   *[no] Формирование: { $face }: никто не приходит
}
h-log-command-test = Проверка командования { $face } против { $distance }: { $passed ->
    [yes] пройдена
   *[no] провалена
}
h-log-command-test-no-way = Проверка командования { $face }, пути к командованию нет: { $passed ->
    [yes] пройдена
   *[no] провалена
}
h-log-disorder-lost = Проверка расстройства { $face }: люди расходятся по домам
h-log-night-break-up = Ночная проверка { $face }: красный отряд вне командования распадается
h-log-red-hq-taken = { $side } захватывают красный штаб
h-log-german-hq-fell-back = Немецкий штаб отходит в другой угол
h-log-german-hq-overrun = Немецкий штаб смят
h-log-game-over = Игра окончена: { $victory }

## Чего ждёт игра

h-prompt-retreat = { $side }: выберите гекс, куда отступает отряд.
h-prompt-setup-events = Красные тянут свои тайные события.
h-prompt-first-red-draw = Красные тянут первую карту поддержки.
h-prompt-initiative = Кубики инициативы: кто действует дальше?
h-prompt-red-card-draw = Красные тянут карту (их бросок был в пределах боевого духа).
h-prompt-german-draw = Немцы тянут карту поддержки.
h-prompt-white-draws = { $cards ->
    [one] Белые тянут { $cards } карту активности.
    [few] Белые тянут { $cards } карты активности.
   *[other] Белые тянут { $cards } карт активности.
}
h-prompt-german-choice = Инициатива красных. Немцы выбирают: очко Тиккурилы, маркер Мойрера вперёд или очко штаба дивизии.
h-prompt-white-choice = Инициатива красных. Белые могут взять карту или сбросить одну рубашкой вверх и взять две.
h-prompt-tikkurila = Инициатива немцев. Очков командования со шкалы Тиккурилы: { $points }. Отдайте приказ в Тиккуриле или продолжайте.
h-prompt-orders = Инициатива: { $side }. Осталось очков командования: { $points }. Отдайте приказ или завершите инициативу.
h-prompt-division-hq = (На шкале штаба дивизии ещё { $points }.)
h-prompt-roll-meurer = Отряд Мойрера: бросок прибытия.
h-prompt-roll-morale = Бросок приказа о боевом духе.
h-prompt-roll-recruit = Бросок вербовки.
h-prompt-roll-deploy = Бросок развёртывания.
h-prompt-roll-arrest = Бросок ареста.
h-prompt-roll-organise = Бросок на организацию группы.
h-prompt-roll-form = Бросок на формирование отряда.
h-prompt-roll-ooc = Проверка командования: кубик решает, подчинится ли отряд.
h-prompt-roll-disorder = Проверка расстройства красных: выше боевого духа — отряд потерян.
h-prompt-roll-night = Полночь: красные отряды вне командования проверяют, останутся ли они.
h-prompt-roll-reroll = Карта даёт переброс кубика боя.
h-prompt-place = { $side }: поставьте новый отряд на подсвеченный гекс.
h-prompt-meurer-hq = Отряд Мойрера высадился. Немцы: поставьте его штаб в угол гекса прибытия.
h-prompt-target = { $side }: выберите гекс для боя, вызванного картой.
h-prompt-battle-before = Бой в гексе { $at }: { $side } могут сыграть боевую карту до бросков или спасовать.
h-prompt-battle-after = Бой в гексе { $at }: { $side } могут сыграть карту после бросков или спасовать.
h-prompt-battle-german-shift = Бой в гексе { $at }: немцы могут потратить очко штаба дивизии на сдвиг колонки или спасовать.
h-prompt-battle-red-shift = Бой в гексе { $at }: красные могут потратить очко боевого духа на более мягкую колонку или спасовать.
h-prompt-battle-dice = Бой в гексе { $at }: кубики боя.
h-prompt-battle-effects = Бой в гексе { $at }: последствия.
h-prompt-over = Игра окончена: { $victory }.
h-prompt-over-plain = Игра окончена.

## Места и приказы

h-hex-tikkurila = Тиккурила ({ $part ->
    [south] юг
    [village] посёлок
   *[railway] железная дорога
})
h-hex-flag = { $name } ({ $at })
h-hex-terrain = { $terrain ->
    [open] открытая местность
    [park] парк
    [rough] пересечённая местность
    [city] город
    [fortification] укрепление
    [water] вода
   *[none] гекс
} { $at }
h-corner = угол { $a } / { $b } / { $c }
h-act-end = Завершить инициативу
h-act-morale = Приказ о боевом духе (бросок: маркер вверх)
h-act-recruit = Завербовать отряд (бросок)
h-act-deploy = Развернуть отряд из резерва (бросок)
h-act-draw-card = Взять карту поддержки
h-act-regroup = Собрать отряды (снова под командование): { $units }
h-act-move = { $attack ->
    [yes] Атака
   *[no] Движение
}: { $units ->
    [one] { $units } отряд
    [few] { $units } отряда
   *[other] { $units } отрядов
} → { $to }{ $via ->
    [none] {""}
   *[other] , вход с { $via }
}
h-act-battle = Приказ о бое: { $at }, { $units ->
    [one] { $units } отряд
    [few] { $units } отряда
   *[other] { $units } отрядов
}
h-act-meurer-hq = Поставить штаб отряда Мойрера: { $corner }
h-act-move-hq = Переместить немецкий штаб { $hq }: { $corner }
h-act-arrest = Арестовать белую группу: { $corner }
h-act-organise = Организовать группу: { $corner }
h-act-form = Сформировать отряд: { $at }
h-act-play = Сыграть «{ $card }»
h-act-pass = Пас
h-act-put = Поставить новый отряд: { $at }
h-act-target = Бой, вызванный картой: { $at }
h-act-choose-activity = Взять карту активности
h-act-choose-tikkurila = Очко на шкалу Тиккурилы
h-act-choose-meurer = Маркер отряда Мойрера на клетку вперёд
h-act-choose-division = Очко на шкалу штаба дивизии
h-act-swap = Сбросить «{ $card }» рубашкой вверх и взять две
h-act-shift-harsher = Колонка влево (жёстче), очко штаба дивизии
h-act-shift-milder = Колонка вправо (мягче), очко штаба дивизии
h-act-morale-shift = Потратить очко боевого духа: более мягкая колонка
h-act-retreat = Отступить: { $at }
h-act-roll = Бросить
h-several-ways = Туда ведёт несколько путей: выберите один на панели.
h-no-order-there = { $at }: ни один ваш приказ сейчас здесь не начинается и не заканчивается.

## Панель

h-clock = { $day } апреля { $time }
h-track-full = клетка { $square }, шкала заполнена: следующее очко командования немцев завершит игру
h-track-square = клетка { $square } из { $limit }
h-time-line = { $clock }{ $night ->
    [yes] {" "}(ночь)
   *[no] {""}
} · { $track }
h-hand-over = Передача хода
h-hand-over-text = Дальше ходят: { $sides }{ $chance ->
    [yes] {" "}(свой бросок или карта)
   *[no] {""}
}. Передайте устройство: карты видит только этот игрок. (Пробел, Enter или A — я на месте.)
h-i-play = Я играю: { $sides }
h-seat-cards = · { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
}
h-hint-mouse = Щёлкните подсвеченный гекс, затем подсвеченную цель; или выберите приказ ниже. Колесо: масштаб · правая кнопка: сдвиг · H: вся карта
h-hint-keys = Tab / ↑↓: выбор · пробел: вперёд / бросок · Backspace: назад · WASD сдвиг · Q/E масштаб · H карта · U отмена
h-hint-pad = Крестовина: выбор · A: вперёд / бросок · левый стик: курсор (A — щелчок) · правый стик: сдвиг · курки: масштаб · X: отмена
h-show-command = Командование: зелёный — прямое, жёлтый — есть, красный — нет; синие точки: досягаемость
h-tracks-and-boxes = Шкалы и зоны
h-your-cards = Ваши карты
h-roll-or-draw = Бросить кубик / взять карту (пробел)
h-ai-playing = Ходит ИИ…
h-german-hq = Немецкий штаб { $hq }
h-german-hq-move = Немецкий штаб { $hq }: переместить
h-to = → { $at }
h-back = ✖ назад
h-units-at = Отряды: { $at } ({ $units })
h-unit-takes-order = { $mark } отряд { $unit } получает приказ
h-move-log = Журнал ходов (наведите на строку: карта покажет место)
h-banner-standing = { $clock } · флагов у красных: { $flags } из { $all_flags } · красных штабов стоит: { $hqs } из { $all_hqs }
h-battle-box = Бой: { $at } — атакуют { $side }, отрядов: { $units } — { $kind }
h-battle-dice = Атака: кубик { $attack_die } { $attack_mod } = { $attack } · оборона: кубик { $defence_die } { $defence_mod } = { $defence }{ $raised ->
    [yes] {" "}(поднято до значения местности)
   *[no] {""}
}
h-difference = Разница { $diff }:
h-battle-now = Сейчас: { $stage } · колонка: { $column } · проигравший: { $loser }
h-tracks-morale = Боевой дух красных: клетка { $square } · значение { $value } · потери красных { $casualties }
h-tracks-meurer-landed = Отряд Мойрера: высадился
h-tracks-meurer = Отряд Мойрера: клетка шкалы прибытия { $square } (ждут: { $waiting })
h-tracks-division-tikkurila = Шкала штаба дивизии: { $division } · шкала Тиккурилы: { $tikkurila }
h-tracks-white-activity = Шкала активности белых: клетка { $square }
h-tracks-reserve-columns = Колонки немецкого резерва (слева направо): { $columns }
h-tracks-reserves = Резервы: красные { $red } · белые { $white } · арестованных белых групп { $arrested }
h-tracks-flags = Флагов у красных: { $flags } из { $all }
h-tracks-victory = Победа: немцы и белые побеждают, как только ни в одном гексе с флагом нет красного отряда; красные побеждают, когда часы больше не могут идти (осталось клеток: { $squares }), крупная победа — с двумя флагами и штабом.
h-hand-title = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
}{ $playable ->
    [yes] {" "}· некоторые можно сыграть сейчас
   *[no] {""}
}
h-card-heading = { $name } ({ $deck ->
    [event] тайное событие
    [activity] активность
   *[support] поддержка
}) [{ rules-ours-mark }]
h-card-when-initiative = в свою инициативу, как бесплатный приказ
h-card-when-before = в бою, до бросков
h-card-when-after = в бою, после бросков
h-play-it = Сыграть

## Карта

h-map-dice = кубики
h-map-tikkurila = ТИККУРИЛА
h-map-title = Хельсинки, 11–13 апреля 1918
h-map-time-track = Время: 11 апреля 15:00 → полночь 13 апреля (тёмное: ночь)
h-map-track-morale = Боевой дух красных
h-map-track-meurer = Прибытие Мойрера
h-map-track-division = Штаб дивизии
h-map-track-tikkurila = Тиккурила
h-map-track-white = Активность белых
h-letter-red = К
h-letter-white = Б
h-letter-german = Н
h-letter-hq = Ш
h-letter-squad = Г
