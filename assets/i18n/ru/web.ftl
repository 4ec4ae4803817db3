# Веб-страница до запуска игры (web/index.html; web/build.sh переносит эти строки туда).

web-title = Pelikaappi — игровой шкаф
web-opening = Открываем игровой шкаф…
web-fetching = Загружаем игру…
web-setting-up = Расставляем доску…
web-compiling = компиляция { $size }
web-of = { $got } из { $total }
web-no-webgl2 = Этот браузер не может показать игру: нужен WebGL2, а он отсутствует или выключен. Попробуйте свежий Firefox, Chrome или Safari или включите аппаратное ускорение.
web-could-not-start = Игра не запустилась: { $error }
web-push-unsupported = В этом браузере уведомления невозможны (страница должна открываться по https:// или с этого компьютера).
web-push-denied = Браузеру не разрешено показывать уведомления.
