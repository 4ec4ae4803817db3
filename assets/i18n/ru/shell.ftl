# Экраны самого шкафа: заставка, меню, настройки, правила, игра по сети.

## Заставка

app-tagline = игровой шкаф — четыре исторические настольные игры
title-new-game = Новая игра
title-resume = Продолжить сохранённую игру
title-replay = Просмотреть последнюю партию
title-discard = Удалить сохранённую копию
title-coming = скоро в шкафу
title-play-online = Играть по сети
title-quit = Выход
title-controls = Мышь, клавиатура (стрелки, Enter, Esc) или геймпад (крестовина, A, B)
save-unusable = Сохранённую игру не удалось использовать: { $why }. Она сохранена без изменений как { $place }.
save-unusable-reason = эта версия не смогла её продолжить
no-gpu = Pelikaappi не нашёл на этом компьютере графического драйвера (игра рисует через Vulkan, OpenGL или Metal). Установите драйвер вашей видеокарты; в Debian и Ubuntu: sudo apt install mesa-vulkan-drivers libvulkan1 (Mesa рисует и без видеокарты). Или играйте в веб-браузере.

## Меню

menu-settings = Настройки
menu-back-to-cupboard = Назад к шкафу
pause-title = Пауза
pause-resume = Продолжить
pause-rules = Правила
pause-saved-where = Игра сохраняется после каждого хода ({ $place }).

## Настройки

settings-volume = Громкость
settings-animations = Анимация
animation-slow = Медленно
animation-normal = Обычно
animation-fast = Быстро
animation-instant = Мгновенно
settings-ai-pause = Пауза ИИ
settings-language = Язык
settings-ui-scale = Размер текста и кнопок
settings-fullscreen = Во весь экран (F11)
settings-master-time = ИИ-мастер думает
settings-seconds = { $seconds } с на ход
settings-on = Вкл.
settings-off = Выкл.
panel-fold = Скрыть панель (F9)
panel-unfold = Показать панель (F9)
settings-language-system = { $language } (как в системе)
language-name = русский
settings-done = Готово

## Правила

rules-close = Закрыть
rules-ours = Наши правила, как играют здесь
rules-ours-mark = дополнено

## Игра по сети

online-title = Играть по сети
online-tagline = с друзьями за другими компьютерами, в приложении или в браузере
online-server-said = Сервер ответил: { $reason }.
online-game-server = Игровой сервер
online-not-connected = Нет соединения.
online-connecting = Соединение с { $url } …
online-connected = Соединено с { $url }.
online-lost = Нет соединения ({ $reason }).
online-lost-retrying = Нет соединения ({ $reason }); переподключение…
online-address = Адрес
online-connect = Подключиться
online-run-a-server = Сервер может запустить каждый: pelikaappi serve (он покажет адрес, которым нужно поделиться).
online-disconnect = Отключиться
online-create = Создать комнату
online-create-help = Выберите темп и игру; на её странице каждое место «Человек» остаётся свободным для игрока, который войдёт.
online-join-heading = Войти в комнату
online-room-code = Код комнаты
online-join = Войти
online-room = Комната { $code }
online-played = Темп: { $pace }
online-tell-friends = Сообщите друзьям код: они выбирают «Играть по сети» и «Войти».
online-send-link = Или отправьте ссылку:
online-copy = Копировать
online-a-game = игра
seat-you = вы
seat-open = свободно
seat-player = игрок
seat-player-away = игрок (отошёл)
seat-ai = ИИ сервера ({ $strength })
strength-random = новичок
strength-quick = любитель
strength-strong = клубный игрок
strength-master = мастер
online-seat = Место { $seat }: { $who }
online-take-seat = Занять место { $seat }
online-start = Начать игру
online-waiting-open = Ждём игроков на свободные места.
online-waiting-host = Ждём, когда хозяин комнаты начнёт игру.
online-watching = Вы наблюдаете: займите свободное место, чтобы играть, или дождитесь начала.
online-leave = Выйти из комнаты
address-wss-desktop = настольная версия работает только по ws://: укажите ws://-адрес сервера (к серверу wss:// подключаются из браузера)
address-not-server = «{ $text }» — не адрес игрового сервера (ws://хост:порт)
address-no-host = «{ $text }» не называет сервер (ws://хост:порт)

## Игра по переписке

pace-live = вживую, все за столом одновременно
pace-slow-unlimited = по переписке, без ограничения времени
pace-slow = по переписке, { $time } на ход, затем { $then }
pace-then-ai = ИИ играет за это место
pace-then-lose = засчитывается поражение
pace-button-slow = Темп: по переписке (ход, когда есть время)
pace-button-live = Темп: вживую (все за столом сейчас)
pace-time-none = Время на ход: без ограничения
pace-time = Время на ход: { $time }
pace-out-lose = Время вышло: засчитывается поражение
pace-out-ai = Время вышло: ИИ сервера играет за это место
duration-days =
    { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    }
duration-days-hours = { $days } д { $hours } ч
duration-hours-minutes = { $hours } ч { $minutes } мин
duration-minutes = { $minutes } мин
standing-you-out-of-time = окончена: ваше время вышло
standing-seat-out-of-time = окончена: у игрока на месте { $seat } вышло время
standing-you-won = окончена: вы победили
standing-you-placed = окончена: ваше место — { $place }.
standing-over = окончена
standing-waiting = ещё не начата
standing-your-move = ваш ход
standing-seat-move = ход игрока на месте { $seat }
standing-server-move = ход сервера
standing-time-left = { $whose }, осталось { $time }
standing-time-up = { $whose }, время вышло
games-heading = Ваши сетевые игры
games-gone = больше нет на этом сервере
games-asking = спрашиваем сервер…
games-line = { $code } — { $title }, место { $seat }: { $standing }
games-forget = забыть { $code }

## Страница перед игрой

setup-create-room = Создать комнату
setup-back = Назад
setup-start = Начать игру
setup-online-help = По сети: каждое место «Человек» свободно для игрока, который войдёт по коду комнаты (вы занимаете первое); места ИИ играет сервер.

## Сетевая строка над доской

bar-you-play = вы играете: { $side }
bar-watching = вы наблюдаете
bar-reconnecting = соединение потеряно: переподключение…
bar-lost = соединение потеряно ({ $reason })
bar-not-connected = нет соединения
bar-room = По сети · комната { $code } · { $me }
bar-out-of-time = · { $side }: время вышло, игра окончена
bar-waiting-away = · ждём: { $side } (нет на месте)
bar-waiting = · ждём: { $side }
bar-time-left = · на этот ход осталось { $time }
bar-time-up = · время на этот ход вышло
bar-hand-over = Передать место ИИ
notice-waiting-away = Ждём: { $side } (нет на месте).
notice-waiting = Ждём: { $side }.
notice-record-unreadable = Запись партии с сервера здесь не читается: { $reason }
save-damaged = файл повреждён или не является сохранённой игрой
save-newer = его записала более новая версия игры (формат сохранения { $format }, эта читает { $reads })
save-no-longer-replays = партия больше не воспроизводится: { $reason }
save-seat-count = в нём названо мест: { $seats }, а в игре их { $game_seats }
standing-you-resigned = окончена: вы сдались
standing-seat-resigned = окончена: игрок на месте { $seat } сдался
bar-resigned = · { $side }: партия сдана, игра окончена
bar-resign = Сдаться
bar-resign-sure = Точно сдаться?
online-version-mismatch = на этом сервере Pelikaappi { $server }, у вас { $ours }: эти версии не играют друг с другом
online-room-gone = Этой комнаты на сервере больше нет (долго пустующие комнаты удаляются).

## Уведомления, которые игровой сервер шлёт отсутствующему игроку.
notify-game-eile = Eile mit Weile
notify-game-razboiniki = Разбойники
notify-game-suomi1918 = игра по карте 1918 года
notify-game-helsinki1918 = Хельсинки 1918
notify-your-turn = Ваш ход: { $game } (комната { $code }).
notify-reminder = Ваш ход: { $game } (комната { $code }). На ход осталось { $minutes } мин.
notify-ended = Партия в комнате { $code } окончена ({ $game }).
notify-hours-left = На ход осталось { $hours } ч.

## Поиск игроков: имя, быстрая игра, лобби, дополнения комнаты и её чат.
online-your-name = Ваше имя
online-name-hint = его видят другие игроки
online-quick = Быстрая игра
online-quick-help = Выберите игру: вы сыграете со следующим игроком, который её выберет (в темпе, выбранном для новой комнаты).
online-quick-waiting = Ждём соперника для «{ $game }»…
online-quick-cancel = Больше не ждать
online-quick-no-ai = Если никто не придёт: ждать дальше
online-quick-ai-after = Если никто не придёт: ИИ клубного уровня через { $minutes } мин
online-lobby = Открытые комнаты
online-lobby-asking = Запрос к серверу…
online-lobby-none = Сейчас ни одна открытая комната не ждёт игроков.
online-lobby-room = { $game } · { $host } · свободно мест: { $open } из { $seats } · { $pace } · { $minutes } мин назад
online-lobby-no-name = игрок
online-lobby-join = Войти в { $code }
online-lobby-playing = Текущие партии
online-lobby-watch = Смотреть «{ $game }» ({ $code })
online-public-on = Комната в лобби (нажмите, чтобы убрать)
online-public-off = Выставить комнату в лобби
online-webhook = Сообщать на вебхук, когда ваш ход, а вас нет (Discord, Slack, ntfy и т. п.):
online-webhook-set = Задать
chat-title = Чат
chat-empty = Сообщений пока нет.
chat-seat = Место { $seat }
chat-spectator = Зритель
chat-who-watching = { $name } (зритель)
chat-mute = скрыть
chat-unmute = Снова показывать скрытых
chat-remove = удалить
chat-hint = Напишите сообщение…
chat-send = Отправить
chat-close = Закрыть
bar-chat = Чат (C · L3)
bar-chat-unread = Чат (новых: { $unread })
bar-rematch = Реванш
bar-rematch-offered = Предложен реванш: присоединиться
online-stats = Статистика законченных партий
online-stats-hide = Скрыть статистику
online-stats-none = На этом сервере ещё не закончилась ни одна партия.
online-stats-game = { $game }: партий: { $games } · победы по местам: { $firsts } · действий в среднем: { $actions }
online-stats-ai = против ИИ ({ $level }): игроков выше него — { $ahead } из { $players }
net-said-email-set = На { $address } будут приходить письма, когда наступает ваш ход.
net-said-email-waiting = Ссылка для подтверждения адреса { $address } уже была отправлена: откройте её, и туда будут приходить письма, когда наступает ваш ход.
net-said-email-confirm = На { $address } отправлена ссылка для подтверждения: откройте её, и туда будут приходить письма, когда наступает ваш ход.
net-said-push-set = Этот браузер будет сообщать вам, когда наступает ваш ход.
notify-mail-confirm-subject = Pelikaappi: подтвердите адрес электронной почты
notify-mail-confirm = Кто-то (надеемся, вы) попросил Pelikaappi сообщать на этот адрес, когда наступает его ход в комнате { $code }. Чтобы подтвердить, откройте ссылку: { $link } Если это были не вы, просто не обращайте внимания на это письмо: больше ничего не придёт.
notify-mail-subject = Pelikaappi: { $game }
notify-mail-stop = Отказаться от этих писем: { $link }
mail-page-unknown = Эта ссылка здесь неизвестна (или уже недействительна).
mail-page-confirm-ask = Присылать на этот адрес письма, когда наступает ваш ход?
mail-page-confirm-button = Да, подтверждаю
mail-page-confirmed = Подтверждено: на { $address } будут приходить письма, когда наступает ваш ход.
mail-page-stop-ask = Больше не присылать на этот адрес письма, когда наступает ваш ход?
mail-page-stop-button = Не присылать
mail-page-stopped = Готово: на { $address } больше ничего не придёт.
online-email = Сообщать по почте, когда мой ход, а меня нет (сначала подтверждение по ссылке):
online-push = Уведомлять в этом браузере
online-push-asking = Спрашиваем браузер…
online-push-failed = Не удалось включить уведомления: { $reason }
chat-quick = Быстрые фразы (геймпад: вверх и вниз, A — отправить, B — закрыть):
chat-quick-hello = Привет!
chat-quick-luck = Удачи!
chat-quick-thinking = Думаю — минутку.
chat-quick-thanks = Спасибо!
chat-quick-good-game = Хорошая игра!
settings-colour-blind = Цвета для дальтоников
settings-high-contrast = Высокая контрастность
