# The verses of the 1918 game: our translation of each printed verse, how our rules read it, and
# our note (the Finnish verses themselves: assets/suomi1918/data/verses.ron).

## Helsinki
suomi-verse-white-1 =
    Helsinki is a hard place for the Whites to take:
    what the stone wall shields no rifle bullet fells.
    So only the artillery can take it,
    when the cannons sound, with machine guns to help.
suomi-verse-white-1-reading = White infantry may not enter Helsinki nor shoot at it; White artillery may.
suomi-verse-white-1-note = "voipi": the scan reads "v01p1".

## Kirkkonummi
suomi-verse-white-2 =
    When the Red Guard encircles Sigurds at Kirkkonummi,
    it hems the scattered White troops into surrender
    (every White troop two intervals away or nearer
    falls at this very moment).
suomi-verse-white-2-reading = When a Red tile stops here, every White tile within two intervals is lost.
suomi-verse-white-2-note = The trigger (a Red tile stopping here) is our reading, mirroring Tampere.

## Pahankoski
suomi-verse-white-3 =
    At Pahankoski lies the grave of the Pori railway:
    if a White comes here, no skill or strength will help.
    The Reds are in a hurry to blow the bridge sky-high,
    so here the White troop meets a wretched end.
suomi-verse-white-3-reading = A White tile that stops on the bridge is lost.
suomi-verse-white-3-note = Where the bridge stands on the map is ours: on the Pori railway between Kokemäki and Harjavalta.

## Pori
suomi-verse-white-4 =
    Halt, halt, White troop, go no further now:
    from here you are sent to Pahankoski bridge!
    There your fate threatens you with ruin,
    the bridge blows up and kills the gallant lads.
suomi-verse-white-4-reading = A White tile that stops here is marched to Pahankoski bridge and lost there.
suomi-verse-white-4-note = {""}

## Vammala
suomi-verse-white-5 =
    Halt, halt, White troop, now we are at Vammala,
    laid waste by the Red Guard's fires and plunder!
    Here is emptiness, desolation, ruins and ashes;
    here the same fate threatens you as at Pori.
suomi-verse-white-5-reading = As Pori: a White tile that stops here is lost at Pahankoski bridge.
suomi-verse-white-5-note = {""}

## Varkaus
suomi-verse-white-6 =
    The Red Guard of Varkaus waits for help,
    trusting in the southerners' arms and in the Russians.
    Every Red troop that struggles through to here
    is raised to six thousand men.
suomi-verse-white-6-reading = The first Red tile that stops here is raised to 6 thousand men (once a game).
suomi-verse-white-6-note = {""}

## Hanko
suomi-verse-red-1 =
    As soon as a White troop fills the shore of Hanko,
    the Russians hurry off, carrying their belongings.
    The Whites get a hurry too, though of another kind
    (here they may throw the die at once a second time).
suomi-verse-red-1-reading = The first White tile that stops here gives the Whites another roll at once (once a game).
suomi-verse-red-1-note = The verse calls the Russians "ryssät", a scornful word of the time.

## Kymin silta
suomi-verse-red-2 =
    The Kymi bridge matters to the Reds to hold,
    for the road runs over it towards the great East.
    But if a Red troop now comes to this place,
    the Whites destroy it at once with explosions.
suomi-verse-red-2-reading = A Red tile that stops on the bridge is lost.
suomi-verse-red-2-note = Where the bridge stands on the map is ours: on the Lahti–Kouvola railway, one interval from Kouvola.

## Mäntyharju
suomi-verse-red-3 =
    Halt, if you are a Red: here stand the men of Savo!
    Not one step further do the foes advance;
    only when you come with the guns to Kouvola
    and throw six pips, do you go on from here.
suomi-verse-red-3-reading = A Red tile here may leave only on a roll of 6, and only while a Red artillery tile stands at Kouvola.
suomi-verse-red-3-note = "vasta konsa Kouvolahan tykkiväin tulet": only when you come to Kouvola with the guns.

## Tampere
suomi-verse-red-4 =
    When the Whites march gallantly into Tampere,
    the Reds must leave in all haste
    (every Red troop three intervals away or nearer
    falls at this very moment).
suomi-verse-red-4-reading = When a White tile stops here, every Red tile within three intervals (Tampere too) is lost.
suomi-verse-red-4-note = {""}

## Viipuri
suomi-verse-red-5 =
    When the Karelians' march of victory ends at Viipuri,
    the hour of ruin strikes for the Red troops.
    The White Guard is filled up to six thousand men,
    every tile that took and encircled the town.
suomi-verse-red-5-reading = The first time a White tile stops here, every White tile at Viipuri or beside it is raised to 6 thousand men (once a game).
suomi-verse-red-5-note = "valkokaarti": the scan reads "'Dalkokaarti".

## Vilppula
suomi-verse-red-6 =
    The might of the Red Guard cannot pass Vilppula,
    for there stand the lads of Ostrobothnia, White Finland's guard.
    By roundabout ways it may well try for the north,
    but Vilppula it can never win.
    (So when a White is at Vilppula, the enemy cannot shoot it.)
suomi-verse-red-6-reading = Red tiles may not enter or pass Vilppula; a White tile on Vilppula cannot be shot.
suomi-verse-red-6-note = {""}
