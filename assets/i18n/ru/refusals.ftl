# Почему ход отклонён: слова правил и сервера.

refuse-game-over = игра окончена
refuse-no-face = на кубике нет грани { $face }
refuse-roll-first = сначала бросьте кубик
refuse-not-legal-now = этот ход сейчас не разрешён
refuse-not-possible-outcome = { $action } сейчас не может выпасть
refuse-not-legal-action = { $action } сейчас не разрешено
raz-refuse-may-not-pass = у вас есть ход, пропускать нельзя
raz-refuse-not-a-move = это не ход
raz-refuse-no-piece = на { $square } нет шашки
raz-refuse-not-yours = шашка на { $square } — { $side ->
    [0] белых
   *[1] чёрных
}
raz-refuse-piece-move = шашка ходит на одну клетку вперёд или вбок на пустую клетку или прыгает через соседнюю шашку; так до { $square } ей не дойти
raz-refuse-robber-move = разбойнику так до { $square } не дойти
eile-refuse-no-such-stone = такой фишки нет
eile-refuse-star-needs-five = фишка уходит со звезды только при пятёрке
eile-refuse-start-blocked = стартовое поле { $field } перекрыто заслоном
eile-refuse-in-hut = эта фишка уже в хижине
eile-refuse-overshoot = до хижины нужно ровно { $need }; { $count } — перелёт
eile-refuse-blockade = { $lands ->
    [yes] она встала бы на заслон на { $path ->
        [yes] поле тропы { $field }
       *[no] поле { $field }
    }
   *[no] заслон на { $path ->
        [yes] поле тропы { $field }
       *[no] поле { $field }
    } не пройти
}
eile-refuse-rolled = кубик брошен: сделайте им ход фишкой
eile-refuse-none-on-star = ни одна ваша фишка не ждёт на звезде
eile-refuse-none-on-field = на этом поле нет вашей фишки
suomi-refuse-rolled = кубик брошен: ходите или стреляйте
suomi-refuse-shot = этого противника не достать огнём отсюда таким броском по свободному пути
suomi-refuse-move = эта фишка таким броском не попадёт ровно туда

## Сервера

said-as-is = { $text }
net-refuse-not-your-turn = сейчас ход другого игрока
net-refuse-chance-decides = сейчас решают кубики или карты
net-refuse-unreadable = ход не читается: { $reason }
net-refuse-undo-other-seat = с тех пор уже сходил другой игрок
net-refuse-undo-chance = с тех пор уже решили кубики или карты
net-refuse-undo-nothing = нечего отменять
net-refuse-undo-card-shown = сыгранную карту уже видели все: этот ход нельзя отменить
net-refuse-too-fast = слишком много запросов: подождите немного
net-refuse-field-too-long = поле длиннее { $chars } знаков
net-refuse-full = сервер заполнен: новых комнат сейчас нет
net-refuse-rooms-per-address = не больше { $rooms } незаконченных комнат из одной сети
net-refuse-seat-count = в игре мест: { $seats }, а в комнате названо: { $named }
net-refuse-no-open-seat = в комнате нужно хотя бы одно место для игрока
net-refuse-no-room = комнаты { $code } нет
net-refuse-bad-token = этот ключ места не от этой комнаты
net-refuse-seat-taken = место { $seat } занято
net-refuse-no-seat = места { $seat } нет
net-refuse-not-in-room = вы не в комнате { $code }
net-refuse-move-time = время на ход — от { $minutes } минуты до { $days } дней
net-refuse-too-many-asked = не больше { $rooms } комнат за раз
net-refuse-host-starts = начинает игру только хозяин
net-refuse-started = игра уже началась
net-refuse-seat-open = одно место ещё свободно
net-refuse-spectator = зритель не ходит
net-refuse-not-started = игра ещё не началась
net-refuse-out-of-time = игра окончена: у игрока на месте { $seat } вышло время
net-refuse-moved-on = игра ушла вперёд после этого выбора: посмотрите снова
net-refuse-host-hands-over = отдать место ИИ может только хозяин
net-refuse-player-here = этот игрок здесь
net-refuse-no-player = на месте { $seat } нет игрока
net-refuse-not-your-seat = это место уже не ваше: за него играет ИИ
net-refuse-away-grace = игрок ещё может вернуться: подождите (осталось минут: { $minutes })
net-refuse-failed-joins = слишком много попыток войти в несуществующие комнаты из этой сети: попробуйте позже (через { $minutes } мин)
net-refuse-spectators-full = в комнате уже столько зрителей, сколько она вмещает ({ $spectators })
net-refuse-busy = сервер занят восстановлением законченных партий: попробуйте снова через несколько секунд
net-refuse-master-seats = не больше { $seats } мест ИИ-мастера в незаконченных комнатах одной сети
net-refuse-not-their-turn = игрок не задерживает партию: сейчас не его ход
net-refuse-host-away = за место хозяина играет ИИ: сначала верните это место себе
net-refuse-name-long = имя не длиннее { $chars } знаков
net-refuse-name-characters = в имени только буквы, цифры, одиночные пробелы и - _ . '
net-refuse-host-publishes = выставить комнату в лобби может только хозяин
net-refuse-quick-seats = для быстрой игры нужна игра хотя бы на двоих
net-refuse-quick-wait = ждать игрока, прежде чем подключится ИИ, можно не больше { $hours } ч
net-refuse-rematch-running = реванш — только после конца игры
net-refuse-chat-empty = пустое сообщение
net-refuse-chat-long = сообщение не длиннее { $chars } знаков
net-refuse-chat-fast = слишком много сообщений: подождите немного
net-refuse-host-removes = удалить сообщение может только хозяин
net-refuse-no-chat-line = такого сообщения нет
net-refuse-webhook = вебхук — адрес http:// или https:// не длиннее { $chars } знаков
net-refuse-no-webhooks = этот сервер не шлёт уведомлений на вебхуки
net-refuse-chat-over = игра окончена: её чат закрыт
net-refuse-seated-watch = у вас место в этой комнате: игрок не может быть в ней зрителем
net-refuse-seat-held = место { $seat } оставлено за игроком прошлой партии
net-refuse-email = адрес электронной почты имеет вид ИМЯ@ДОМЕН, не длиннее { $chars } знаков
net-refuse-no-email = этот сервер не отправляет писем
net-refuse-email-busy = из вашей сети слишком много адресов ждёт подтверждения; попробуйте позже
net-refuse-push = сервер не может использовать push-подписку этого браузера
net-refuse-no-push = этот сервер не присылает уведомлений в браузер
