# Общее для всех экранов игр: места, журнал, кнопки, повторы, подсказки.

seat-kind-human = Человек
seat-kind-ai-random = ИИ: новичок
seat-kind-ai-quick = ИИ: любитель
seat-kind-ai-strong = ИИ: клубный игрок
seat-kind-ai-master = ИИ: мастер
seat-kind-rated = { $level } · Эло { $elo }
seat-ratings-measured = Рейтинги Эло рассчитаны по { $players ->
        [2] партиям на двоих
       *[other] партиям на { $players } игроков
    }.
seat-kind-online = Игрок по сети
panel-move-log = Журнал ходов
panel-undo = ↶ Отменить
panel-rules = Правила
panel-menu = Меню
end-watch-replay = Посмотреть повтор
end-new-game = Новая игра
replay-position = Повтор: действие { $cursor } из { $total }
replay-pause = ⏸ Пауза
replay-play = ▶ Воспроизвести
replay-keys = ←/→ или крестовина — шаг · пробел / A — воспроизведение
replay-leave = Выйти из повтора
notice-move-taken-back = Ход отменён.
notice-cannot-rebuild = Игру не удалось восстановить: { $reason }
notice-roll-first = Сначала бросьте кубик: щёлкните по нему или нажмите пробел / A.
notice-could-not-start = Игру не удалось начать ({ $reason }); начата новая.

## Подсказка

panel-hint = Подсказка
panel-hint-tip = Выбор сильного ИИ для вас, показанный на доске (I или F2; Y на геймпаде). Подсказки считаются и показываются в конце.
hint-thinking = ИИ ищет хороший ход…
hint-says = Подсказка: { $what }
hint-not-now = Подсказка — для игрока, чей ход, во время игры.
hint-not-online = В сетевой игре подсказок нет: там решает только сервер.
hints-used = { $hints ->
    [one] { $hints } подсказка за эту игру
    [few] { $hints } подсказки за эту игру
   *[other] { $hints } подсказок за эту игру
}

## Разбор

end-review = Разбор партии
replay-review = Разбор: где решилась партия?
review-title = Разбор
review-working = ИИ доигрывает партию из каждой позиции…
review-how = Шансы каждой стороны по { $playouts } доигрываниям из каждой позиции; их играет ИИ-любитель, { $share } % ходов которого случайны (с точностью около { $error } процентных пунктов); ничья считается за половину.
review-how-sampled = Шансы каждой стороны по { $playouts } доигрываниям из каждой позиции; их играет ИИ-любитель, выбирающий лучший из { $candidates } случайно взятых ходов (с точностью около { $error } процентных пунктов); ничья считается за половину.
review-how-horizon = Шансы каждой стороны по { $playouts } продолжениям партии из каждой позиции (с точностью около { $error } процентных пунктов): ИИ-любитель играет ещё { $horizon } ходов, каждый раз выбирая лучший из { $candidates } случайно взятых ходов, а затем ИИ оценивает получившуюся позицию; ничья считается за половину.
review-mistakes = Ошибки: где мастер сыграл бы иначе
review-swing = { $n }. Ход { $action }, { $seat }: { $before } % → { $after } % (ходом мастера { $best } %)
review-no-mistakes = В местах самых больших падений мастер не нашёл лучшего хода: падения дала позиция или удача, а не ошибки.
review-no-drops = Ни одно решение не стоило стороне большой доли её шансов.
review-luck = Удача: броски и карты, сильнее всего изменившие шансы
review-luck-line = Ход { $action }, { $seat }: { $before } % → { $after } %
review-played = Сыграно: { $what }
review-preferred = Мастер сыграл бы: { $what }
review-thrown = Кубик или колода: { $what }
move-line-label = Ход:
move-line-hint = введите ход или ? для вопроса
move-line-illegal = Ход «{ $text }» сейчас не разрешён. Разрешены: { $moves }
move-line-which = Под «{ $text }» подходят несколько ходов: { $moves }
move-line-roll-word = бросок
move-line-no-moves-yet = Ходов ещё не было.
move-line-no-choice = Сейчас выбирать нечего.
move-line-moves = { $count ->
    [one] { $count } разрешённый ход: { $moves }
    [few] { $count } разрешённых хода: { $moves }
   *[other] { $count } разрешённых ходов: { $moves }
}
move-line-help = Введите ход в нотации игры (по мере ввода подсказываются разрешённые ходы), «бросок», чтобы бросить кубик, или вопрос: ?last, ?turn, ?moves, ?pieces СТОРОНА, ?at МЕСТО. Клавиши: M — к строке хода, L — последний ход, T — чей ход, K — разрешённые ходы.
move-line-unknown-question = На вопрос «{ $question }» ответа нет. Попробуйте ?last, ?turn, ?moves, ?pieces или ?at.
move-line-over = Игра окончена.
move-line-roll-of = Очередь броска: { $side }.
move-line-chance = Сейчас решает кубик.
move-line-your-turn = Ваш ход, { $side }: { $count ->
    [one] { $count } разрешённый ход
    [few] { $count } разрешённых хода
   *[other] { $count } разрешённых ходов
}.
move-line-their-turn = Очередь хода: { $side }.
move-line-replay = Это повтор партии: листайте его стрелками.
move-line-no-such-side = Стороны «{ $side }» нет.
