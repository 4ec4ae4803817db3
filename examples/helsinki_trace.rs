//! A trace of one AI game of Helsinki 1918: the state at each change of initiative.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, ToMove,
        helsinki1918::{GERMAN, Helsinki1918, HelsinkiOptions, Place, RED, WHITE},
    },
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seats: Vec<Strength> = args[1]
        .split(',')
        .map(|s| Strength::parse(s).unwrap())
        .collect();
    let seed: u64 = args[2].parse().unwrap();
    let mut game = Helsinki1918::new(&HelsinkiOptions {
        players: seats.len() as u8,
    })
    .unwrap();
    let mut rng = seeded_rng(seed);
    let mut last_side = 99;
    let mut n = 0;
    while game.to_move() != ToMove::Over && n < 5000 {
        if game.active_side() != last_side {
            last_side = game.active_side();
            let count = |side: u8, f: &dyn Fn(&Place) -> bool| {
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
                last_side,
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
                match e {
                    pelikaappi::rules::helsinki1918::HEvent::Log { text, .. } => {
                        println!("      . {text}")
                    }
                    pelikaappi::rules::helsinki1918::HEvent::Battle {
                        hex,
                        attacker,
                        attack,
                        defence,
                        effects,
                    } => println!(
                        "      ! battle {hex:?} attacker {attacker} {attack} v {defence} {effects:?}"
                    ),
                    _ => {}
                }
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
