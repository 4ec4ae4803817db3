# The History view and the makers' notes (src/app/history_view.rs); the notes themselves are in assets/history/.
pause-history = History and makers' notes
rules-history = History of 1918
rules-makers = Makers' notes
history-title = History: { $game }
makers-title = Makers' notes: { $game }
history-tab-notes = Places and days
history-tab-makers = Makers' notes
history-loading = Fetching the notes…
history-failed = The notes could not be read: { $why }
history-sources = Sources
history-read-on = read { $day }
history-disputed = The sources disagree here: the note gives each account.
history-derived = Worked out from the sources and the game's map.
history-card-more = History and sources
history-card-key = or N
