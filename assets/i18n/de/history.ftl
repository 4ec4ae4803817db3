# Die Geschichtsansicht und die Anmerkungen der Macher (src/app/history_view.rs); die Texte selbst stehen in assets/history/.
pause-history = Geschichte und Anmerkungen der Macher
rules-history = Geschichte von 1918
rules-makers = Anmerkungen der Macher
history-title = Geschichte: { $game }
makers-title = Anmerkungen der Macher: { $game }
history-tab-notes = Orte und Tage
history-tab-makers = Anmerkungen der Macher
history-loading = Die Texte werden geladen …
history-failed = Die Texte ließen sich nicht lesen: { $why }
history-sources = Quellen
history-read-on = abgerufen am { $day }
history-disputed = Die Quellen widersprechen sich hier; der Text gibt jede Darstellung wieder.
history-derived = Aus den Quellen und der Karte des Spiels erschlossen.
history-card-more = Geschichte und Quellen
history-card-key = oder N
