# Historia-näkymä ja tekijöiden huomautukset (src/app/history_view.rs); itse huomautukset ovat kansiossa assets/history/.
pause-history = Historia ja tekijöiden sanat
rules-history = Vuoden 1918 historia
rules-makers = Tekijöiden sanat
history-title = Historia: { $game }
makers-title = Tekijöiden sanat: { $game }
history-tab-notes = Paikat ja päivät
history-tab-makers = Tekijöiden sanat
history-loading = Haetaan tekstejä…
history-failed = Tekstejä ei voitu lukea: { $why }
history-sources = Lähteet
history-read-on = luettu { $day }
history-disputed = Lähteet ovat tässä eri mieltä; teksti kertoo kunkin version.
history-derived = Päätelty lähteistä ja pelin kartasta.
history-card-more = Historia ja lähteet
history-card-key = tai N
