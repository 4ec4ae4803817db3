# Historievyn och skaparnas anteckningar (src/app/history_view.rs); själva texterna finns i assets/history/.
pause-history = Historia och skaparnas anteckningar
rules-history = Historien om 1918
rules-makers = Skaparnas anteckningar
history-title = Historia: { $game }
makers-title = Skaparnas anteckningar: { $game }
history-tab-notes = Platser och dagar
history-tab-makers = Skaparnas anteckningar
history-loading = Texterna hämtas…
history-failed = Texterna kunde inte läsas: { $why }
history-sources = Källor
history-read-on = läst { $day }
history-disputed = Här går källorna isär; texten återger varje uppgift.
history-derived = Härlett ur källorna och spelets karta.
history-card-more = Historia och källor
history-card-key = eller N
