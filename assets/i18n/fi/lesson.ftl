# Opastetut ensimmäiset pelit (”Opi pelaamaan”).

title-learn = Opi pelaamaan
lesson-step = Opetus: vaihe { $step }/{ $steps }
lesson-not-this = Ei vielä sitä. { $what }
lesson-done = Siinä pelin ydin. Loput kertoo sääntönäkymä: majalle tarvitaan tasaluku, ja kaksi samanväristä nappulaa samassa ruudussa on saarto, jonka ohi ei pääse mikään nappula. Valmis oikeaan peliin?
lesson-real-game = Pelaa oikea peli

## Eile mit Weile

lesson-eile-roll = Pelaat punaisilla vihreitä vastaan, kaksi nappulaa kummallakin. Nappulasi odottavat tähdellä ja lähtevät vain viitosella. Heitä noppaa: napsauta sitä tai paina välilyöntiä.
lesson-eile-enter = Viitonen! Tuo nappula lähtöruutuusi: napsauta renkaalla merkittyä nappulaa (tai välilyönti).
lesson-eile-green-enters = Vihreä heittää myös viitosen ja tuo nappulan esiin. Nuolin merkityt lähtöruudut ovat suojapaikkoja: siellä olevaa nappulaa ei koskaan lähetetä kotiin.
lesson-eile-six = Sinun vuorosi: heitä uudelleen.
lesson-eile-twelve = Kuutonen on kaksitoista, ja saat heittää vielä kerran. Siirrä nappulaa kaksitoista ruutua: napsauta sitä.
lesson-eile-again = Taas kuutonen: heitä ja siirrä vielä kaksitoista.
lesson-eile-three = Heitä uudelleen ja siirrä nopan antamat kolme.
lesson-eile-green-leaves = Vihreä astuu suojatulta lähtöruudultaan avoimeen ruutuun: nyt sen voi saada kiinni.
lesson-eile-capture-roll = Nappulan päälle tuleminen avoimessa ruudussa tai sen yli kulkeminen lähettää sen takaisin tähdelleen. Heitä!
lesson-eile-capture = Kaksitoista: nappulasi hyppää vihreän yli. Siirrä se, ja vihreä nappula palaa kotiin.
lesson-eile-second = Kiinni! Ja kuutonen antaa vielä yhden heiton.
lesson-eile-second-enter = Viitonen, kun nappula on jo liikkeellä: saat tuoda toisen nappulan esiin tai siirtää viisi. Tuo se esiin.
