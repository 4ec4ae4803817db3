# Eile mit Weile: экран игры, журнал и расстановка.

cupboard-eile-subtitle = Немецко-швейцарская игра-гонка, около 1900 года · 2–4 игрока
cupboard-eile-rules-title = Eile mit Weile — правила
cupboard-eile-original = Оригинальная немецкая карточка правил (около 1900)
eile-tagline = Тише едешь — дальше будешь: проведите фишки вокруг креста до Альпийской хижины (Alpenhütte)
eile-colour =
    { $colour ->
        [red] Красный
        [blue] Синий
        [green] Зелёный
       *[yellow] Жёлтый
    }

## Панель и доска

eile-wins = { $colour } побеждает!
eile-all-safe = все фишки в безопасности в Альпийской хижине
eile-seat-line = { $colour } · { $kind }
eile-home-out = в хижине { $home } · в пути { $out }
eile-roll-button = Бросить
eile-hint-mouse = Щёлкните по кубику, чтобы бросить; щёлкните по светящейся фишке, чтобы пойти ею.
eile-hint-keys = Пробел: бросок / ход · ←→: выбор фишки · U: отмена · Esc: меню
eile-hint-pad = A: бросок / ход · крестовина: выбор фишки · левый стик: курсор · X: отмена · Start: меню
eile-place-line = { $place }. { $colour }
eile-die-over =
    Игра
    окончена
eile-die-roll =
    { $colour }:
    бросайте!
eile-die-rolling =
    { $colour }
    бросает…
eile-die-move =
    { $colour }:
    ходите
eile-die-thinking =
    { $colour }
    думает…
eile-turn-roll = { $colour }: бросьте кубик
eile-turn-move = { $colour }: ходите фишкой
eile-turn-ai-rolls = { $colour } (ИИ) бросает
eile-turn-ai-moves = { $colour } (ИИ) ходит
eile-game-over = Игра окончена

## Почему щелчок ничего не делает

eile-nothing-to-undo = Нечего отменять: после этого был бросок или ход другого игрока.
eile-not-your-stone = Это фишка игрока «{ $owner }»; сейчас ходит «{ $current }».
eile-stone-cannot-move = Эта фишка не может пойти: { $reason }.
eile-click-again = На этом поле две фишки; щёлкните ещё раз.
eile-cannot-use-star = { $colour } не может использовать бросок { $face } — фишка выходит со звезды только при пятёрке
eile-cannot-use-far = { $colour } не может использовать бросок { $face } — ни одна фишка не может пройти так далеко
eile-third-six-notice = Третья шестёрка подряд: фишки игрока «{ $colour }» возвращаются на звезду

## Журнал

eile-the-star = звезда
eile-the-hut = хижина
eile-path = тропа { $field }
eile-log-rolls = { $colour } выбрасывает { $face }
eile-log-rolls-count = { $colour } выбрасывает { $face } = { $count }
eile-log-enters = { $colour } вводит фишку
eile-log-moves = { $colour } ходит { $from } → { $to }
eile-log-captures = { $colour } отправляет фишку игрока «{ $victim }» с поля { $field } обратно на звезду
eile-log-reaches-hut = { $colour } доходит до Альпийской хижины
eile-log-cannot-use = { $colour } не может использовать бросок { $face }
eile-log-third-six =
    { $stones ->
        [one] Третья шестёрка! { $colour } теряет { $stones } фишку — она уходит на звезду
        [few] Третья шестёрка! { $colour } теряет { $stones } фишки — они уходят на звезду
       *[other] Третья шестёрка! { $colour } теряет { $stones } фишек — они уходят на звезду
    }
eile-log-rolls-again = { $colour } бросает ещё раз
eile-log-finished = { $colour } привёл все фишки в хижину: место { $place }
eile-log-game-over = Игра окончена: побеждает { $colours }

## Расстановка

eile-players = Игроки
eile-seat = { $colour } ({ $n })
eile-stones-each = Фишек у каждого
eile-play-on = Доигрывать за места
eile-play-on-yes = Да
eile-play-on-no = Нет, побеждает первый в хижине
eile-describe-stones = { $colour }: { $places }.
eile-describe-at = Поле { $field }: { $stones }.
eile-describe-empty = Поле { $field } пусто.
