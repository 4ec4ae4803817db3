# Die Verse des Spiels von 1918: unsere Übersetzung jedes gedruckten Verses, wie unsere Regeln ihn
# lesen, und unsere Anmerkung.

## Helsinki
suomi-verse-white-1 =
    Helsinki ist für die Weißen schwer zu erringen:
    was die Steinmauer deckt, streckt keine Flintenkugel nieder.
    Darum kann nur die Artillerie es nehmen,
    wenn die Kanonen donnern, mit Maschinengewehren zur Hilfe.
suomi-verse-white-1-reading = Weiße Infanterie darf Helsinki weder betreten noch beschießen; weiße Artillerie darf es.
suomi-verse-white-1-note = „voipi“: der Scan liest „v01p1“.

## Kirkkonummi
suomi-verse-white-2 =
    Wenn die Rote Garde Sigurds bei Kirkkonummi einschließt,
    zwingt sie die versprengten weißen Truppen zur Übergabe
    (jede weiße Truppe, zwei Abschnitte entfernt oder näher,
    fällt in diesem Augenblick).
suomi-verse-white-2-reading = Hält ein rotes Plättchen hier, ist jedes weiße Plättchen innerhalb von zwei Abschnitten verloren.
suomi-verse-white-2-note = Der Auslöser (ein rotes Plättchen hält hier) ist unsere Lesart, als Gegenstück zu Tampere.

## Pahankoski
suomi-verse-white-3 =
    Bei Pahankoski liegt das Grab der Bahn nach Pori:
    kommt ein Weißer hierher, hilft kein Geschick, keine Kraft.
    Die Roten haben es eilig, die Brücke in die Luft zu sprengen,
    drum findet hier die weiße Truppe ein elendes Ende.
suomi-verse-white-3-reading = Ein weißes Plättchen, das auf der Brücke hält, ist verloren.
suomi-verse-white-3-note = Wo die Brücke auf der Karte liegt, haben wir festgelegt: an der Bahn nach Pori zwischen Kokemäki und Harjavalta.

## Pori
suomi-verse-white-4 =
    Halt, halt, weiße Truppe, geh nun nicht weiter:
    von hier wirst du zur Pahankoski-Brücke geschickt!
    Dort droht dir dein Schicksal mit dem Untergang,
    die Brücke fliegt in die Luft und tötet die tapferen Burschen.
suomi-verse-white-4-reading = Ein weißes Plättchen, das hier hält, wird zur Pahankoski-Brücke geschickt und ist dort verloren.
suomi-verse-white-4-note = {""}

## Vammala
suomi-verse-white-5 =
    Halt, halt, weiße Truppe, nun sind wir in Vammala,
    verwüstet von den Bränden und Plünderungen der Roten Garde!
    Hier ist Leere, Öde, Trümmer und Asche;
    hier droht dir dasselbe Schicksal wie in Pori.
suomi-verse-white-5-reading = Wie in Pori: ein weißes Plättchen, das hier hält, ist an der Pahankoski-Brücke verloren.
suomi-verse-white-5-note = {""}

## Varkaus
suomi-verse-white-6 =
    Die Rote Garde von Varkaus wartet auf Hilfe,
    vertraut auf die Waffen des Südens und auf die Russen.
    Jede rote Truppe, die sich bis hierher durchschlägt,
    wird auf sechstausend Mann gebracht.
suomi-verse-white-6-reading = Das erste rote Plättchen, das hier hält, wird auf sechstausend Mann aufgefüllt (einmal im Spiel).
suomi-verse-white-6-note = {""}

## Hanko
suomi-verse-red-1 =
    Sobald eine weiße Truppe den Strand von Hanko füllt,
    haben es die Russen eilig, ihr Hab und Gut fortzuschaffen.
    Eilig haben es auch die Weißen, doch auf andere Art
    (hier dürfen sie sofort ein zweites Mal würfeln).
suomi-verse-red-1-reading = Das erste weiße Plättchen, das hier hält, gibt den Weißen sofort einen weiteren Wurf (einmal im Spiel).
suomi-verse-red-1-note = Der Vers nennt die Russen „ryssät“, ein verächtliches Wort der Zeit.

## Kymin silta
suomi-verse-red-2 =
    Die Kymi-Brücke zu halten ist den Roten wichtig,
    denn über sie führt der Weg zum großen Osten.
    Doch kommt nun eine rote Truppe an diesen Ort,
    vernichten die Weißen sie sogleich mit Sprengungen.
suomi-verse-red-2-reading = Ein rotes Plättchen, das auf der Brücke hält, ist verloren.
suomi-verse-red-2-note = Wo die Brücke auf der Karte liegt, haben wir festgelegt: an der Bahn Lahti–Kouvola, einen Abschnitt vor Kouvola.

## Mäntyharju
suomi-verse-red-3 =
    Halt, wenn du ein Roter bist: hier stehen die Männer aus Savo!
    Keinen Schritt weiter kommen die Feinde;
    erst wenn du mit den Geschützen nach Kouvola kommst
    und sechs Augen wirfst, gehst du von hier weiter.
suomi-verse-red-3-reading = Ein rotes Plättchen hier darf nur mit einer 6 weiter, und nur solange ein rotes Artillerieplättchen in Kouvola steht.
suomi-verse-red-3-note = „vasta konsa Kouvolahan tykkiväin tulet“: erst wenn du mit den Geschützen nach Kouvola kommst.

## Tampere
suomi-verse-red-4 =
    Wenn die Weißen stolz in Tampere einmarschieren,
    müssen die Roten in aller Eile fort
    (jede rote Truppe, drei Abschnitte entfernt oder näher,
    fällt in diesem Augenblick).
suomi-verse-red-4-reading = Hält ein weißes Plättchen hier, ist jedes rote Plättchen innerhalb von drei Abschnitten (auch in Tampere) verloren.
suomi-verse-red-4-note = {""}

## Viipuri
suomi-verse-red-5 =
    Wenn der Siegeszug der Karelier in Viipuri endet,
    schlägt den roten Truppen die Stunde des Untergangs.
    Die Weiße Garde wird auf sechstausend Mann aufgefüllt,
    jedes Plättchen, das die Stadt nahm und einschloss.
suomi-verse-red-5-reading = Hält zum ersten Mal ein weißes Plättchen hier, wird jedes weiße Plättchen in Viipuri oder daneben auf sechstausend Mann aufgefüllt (einmal im Spiel).
suomi-verse-red-5-note = „valkokaarti“: der Scan liest „'Dalkokaarti“.

## Vilppula
suomi-verse-red-6 =
    Die Macht der Roten Garde kommt nicht über Vilppula,
    denn dort stehen die Burschen Ostbottniens, die Wacht des weißen Finnland.
    Auf Umwegen mag sie es wohl im Norden versuchen,
    doch Vilppula kann sie niemals gewinnen.
    (Steht also ein Weißer in Vilppula, kann der Feind ihn nicht beschießen.)
suomi-verse-red-6-reading = Rote Plättchen dürfen Vilppula weder betreten noch passieren; ein weißes Plättchen in Vilppula kann nicht beschossen werden.
suomi-verse-red-6-note = {""}
