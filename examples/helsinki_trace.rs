//! A trace of one AI game of Helsinki 1918: the state at each change of initiative
//! (`helsinki_trace SEATS SEED [DATA_DIR]`).

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, ToMove,
        helsinki1918::{GERMAN, Helsinki1918, HelsinkiOptions, Place, RED, Side, WHITE},
    },
};

#[path = "support/data_dir.rs"]
mod support;

/// The map as text, north at the top: terrain letters, flags upper case, units as digits
/// (R red, G german, W white).
fn draw(game: &Helsinki1918) {
    use pelikaappi::rules::helsinki1918::Terrain;
    let flags = game.data().flag_hexes();
    for r in (0..30i32).rev() {
        let mut line = " ".repeat((r % 2) as usize);
        for col in 0..24i32 {
            let q = col - 12 - r.div_euclid(2) + 7;
            let h = (q, r);
            let here: Vec<Side> = game
                .units()
                .iter()
                .filter(|u| u.place == Place::Map(h))
                .map(|u| u.side)
                .collect();
            let t = game.data().terrain(h);
            let c = match t {
                None => "  ".to_string(),
                Some(_) if !here.is_empty() => {
                    let side = match here[0] {
                        RED => 'R',
                        GERMAN => 'G',
                        _ => 'W',
                    };
                    let reds = here.iter().filter(|s| **s == RED).count();
                    format!(
                        "{}{}",
                        side,
                        if side == 'R' { reds } else { here.len() - reds }
                    )
                }
                Some(Terrain::Water) => "~~".into(),
                Some(t) => {
                    let l = match t {
                        Terrain::Open => '.',
                        Terrain::Park => 'p',
                        Terrain::Rough => 'r',
                        Terrain::City => '#',
                        Terrain::Fortification => 'f',
                        _ => '?',
                    };
                    let f = if flags.contains(&h) { 'F' } else { l };
                    format!("{f}{l}")
                }
            };
            line.push_str(&c);
        }
        println!("{line}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seats: Vec<Strength> = args[1]
        .split(',')
        .map(|s| Strength::parse(s).unwrap())
        .collect();
    let seed: u64 = args[2].parse().unwrap();
    let data = support::helsinki_data(args.get(3));
    let mut game = Helsinki1918::with_data(
        &HelsinkiOptions {
            players: seats.len() as u8,
        },
        data,
    )
    .unwrap();
    let mut rng = seeded_rng(seed);
    let mut last_side = None;
    let mut n = 0;
    while game.to_move() != ToMove::Over && n < 5000 {
        if std::env::var("DRAW_AT")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            == Some(n)
        {
            draw(&game);
        }
        if Some(game.active_side()) != last_side {
            last_side = Some(game.active_side());
            let count = |side: Side, f: &dyn Fn(&Place) -> bool| {
                game.units()
                    .iter()
                    .filter(|u| u.side == side && f(&u.place))
                    .count()
            };
            let flags: Vec<usize> = game
                .data()
                .flag_hexes()
                .iter()
                .map(|f| {
                    game.units()
                        .iter()
                        .filter(|u| u.side == RED && u.place == Place::Map(*f))
                        .count()
                })
                .collect();
            println!(
                "t{:3}/{:3} side {} cp {} | R map {} res {} gone {} | G map {} res {} gone {} meurer {} | W map {} | flags {:?} hqs {} morale {}",
                game.time_square(),
                game.time_limit(),
                last_side.map_or(String::new(), |s| s.to_string()),
                game.command_points(),
                count(RED, &|p| matches!(p, Place::Map(_))),
                count(RED, &|p| *p == Place::Reserve),
                count(RED, &|p| *p == Place::Gone),
                count(GERMAN, &|p| matches!(p, Place::Map(_))),
                count(GERMAN, &|p| *p == Place::Reserve),
                count(GERMAN, &|p| *p == Place::Gone),
                count(GERMAN, &|p| *p == Place::Meurer),
                count(WHITE, &|p| matches!(p, Place::Map(_))),
                flags,
                game.red_hqs().iter().flatten().count(),
                game.morale_value()
            );
        }
        let action = match game.to_move() {
            ToMove::Chance => sample_chance(&game, &mut rng),
            ToMove::Seat(s) => choose_action(&game, seats[s.index()], &mut rng),
            ToMove::Over => unreachable!(),
        };
        if std::env::var("ACTIONS").is_ok() {
            println!("    {}", game.format_action(&action));
        }
        let events = game.apply(&action).unwrap();
        if std::env::var("LOG").is_ok() {
            for e in events {
                println!(
                    "      . {}",
                    e.text(
                        game.data(),
                        game.options().players,
                        pelikaappi::i18n::Lang::En
                    )
                );
            }
        }
        n += 1;
    }
    let gone: Vec<usize> = game
        .units()
        .iter()
        .enumerate()
        .filter(|(_, u)| u.side == GERMAN && u.place == Place::Gone)
        .map(|(i, _)| i)
        .collect();
    let wgone = game
        .units()
        .iter()
        .filter(|u| u.side == WHITE && u.place == Place::Gone)
        .count();
    let rgone = game
        .units()
        .iter()
        .filter(|u| u.side == RED && u.place == Place::Gone)
        .count();
    draw(&game);
    println!(
        "end: {:?} t {}/{} german gone {:?} white gone {} red gone {}",
        game.victory(),
        game.time_square(),
        game.time_limit(),
        gone,
        wgone,
        rgone
    );
}
