# Окно истории и заметки создателей (src/app/history_view.rs); сами тексты лежат в assets/history/.
pause-history = История и заметки создателей
rules-history = История 1918 года
rules-makers = Заметки создателей
history-title = История: { $game }
makers-title = Заметки создателей: { $game }
history-tab-notes = Места и дни
history-tab-makers = Заметки создателей
history-loading = Загружаем тексты…
history-failed = Не удалось прочитать тексты: { $why }
history-sources = Источники
history-read-on = дата обращения: { $day }
history-disputed = Здесь источники расходятся; в тексте приведена каждая версия.
history-derived = Выведено из источников и карты игры.
history-card-more = История и источники
history-card-key = или N
