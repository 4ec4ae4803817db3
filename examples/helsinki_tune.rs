//! Balance runs for Helsinki 1918 on data files read from a folder (for tuning the
//! reconstructed numbers without a rebuild): `helsinki_tune SEATS FIRST_SEED GAMES [DATA_DIR]`.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, ToMove,
        helsinki1918::{GERMAN, HAction, Helsinki1918, HelsinkiOptions, Place, RED, Side, WHITE},
    },
};

#[path = "support/data_dir.rs"]
mod support;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seats: Vec<Strength> = args[1]
        .split(',')
        .map(|s| Strength::parse(s).unwrap())
        .collect();
    let first: u64 = args[2].parse().unwrap();
    let games: u64 = args[3].parse().unwrap();
    let data = support::helsinki_data(args.get(4));
    let mut red_wins = 0;
    // Battles by attacking side: won, tied, lost.
    let mut stats = [[0u32; 3]; 3];
    // Sums of the final attack and defence totals by attacking side.
    let mut totals = [[0i64; 2]; 3];
    // Attacks (moves into a battle and battle orders) by side and number of units.
    let mut attack_sizes = [[0u32; 4]; 3];
    let mut orders: std::collections::BTreeMap<String, u32> = Default::default();
    // Think time of whole initiatives (ms), and the running sum of the current one.
    let mut initiatives: Vec<f64> = Vec::new();
    let mut initiative_ms = 0.0;
    // Units destroyed by side (Red, White, German) and by the attacking side of the battle
    // that destroyed them.
    let mut losses = [[0u32; 3]; 3];
    let mut last_attacker = None;
    // Germans destroyed, by the attacker and the effects of the battle that destroyed them.
    let mut german_deaths: std::collections::BTreeMap<String, u32> = Default::default();
    let mut last_effects = String::new();
    // Time squares the clock moved, by the kind of action that moved it (and by the
    // number of units a German move or battle order took).
    let mut clock: std::collections::BTreeMap<String, u32> = Default::default();
    for seed in first..first + games {
        let options = HelsinkiOptions {
            players: seats.len() as u8,
        };
        let mut game = Helsinki1918::with_data(&options, data).unwrap();
        let mut rng = seeded_rng(seed);
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                ToMove::Seat(s) => {
                    let started = std::time::Instant::now();
                    let action = choose_action(&game, seats[s.index()], &mut rng);
                    // Think time of the active side's seat, summed over its initiative.
                    if s == game.seat_of(game.active_side()) {
                        initiative_ms += started.elapsed().as_secs_f64() * 1000.0;
                        if action == HAction::End {
                            initiatives.push(initiative_ms);
                            initiative_ms = 0.0;
                        }
                    }
                    action
                }
                ToMove::Over => unreachable!(),
            };
            if let ToMove::Seat(s) = game.to_move() {
                let text = game.format_action(&action);
                let kind: String = text
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect();
                let kind = match kind.as_str() {
                    "end" => format!("end({})", game.command_points()),
                    "choose" => text,
                    _ => kind,
                };
                // Decisions by seat, the active side's seat marked.
                let active = if s == game.seat_of(game.active_side()) {
                    "*"
                } else {
                    ""
                };
                *orders
                    .entry(format!("{}{active}:{kind}", s.index()))
                    .or_insert(0u32) += 1;
            }
            let gone_before = [RED, WHITE, GERMAN].map(|side| gone_units(&game, side));
            let mover = game.active_side();
            let was_in_battle = game.in_a_battle();
            let square_before = game.time_square();
            let limit_before = game.time_limit();
            let kind_of_action = clock_kind(&game, &action);
            let events = game.apply(&action).unwrap();
            let moved = game.time_square().saturating_sub(square_before);
            if moved > 0 {
                *clock.entry(kind_of_action).or_insert(0) += moved as u32;
            }
            let lost = limit_before - game.time_limit();
            if lost > 0 {
                *clock.entry("lost".into()).or_insert(0) += lost as u32;
            }
            let attackers = match &action {
                HAction::Move { units, .. } if !was_in_battle && game.in_a_battle() => Some(units),
                HAction::Battle { units, .. } => Some(units),
                _ => None,
            };
            if let Some(units) = attackers {
                attack_sizes[mover.index()][units.len().min(3)] += 1;
            }
            for e in events {
                if let pelikaappi::rules::helsinki1918::HEvent::Destroyed { side, .. } = &e
                    && *side == GERMAN
                {
                    *german_deaths.entry(last_effects.clone()).or_insert(0) += 1;
                }
                if let pelikaappi::rules::helsinki1918::HEvent::Battle {
                    attacker,
                    attack,
                    defence,
                    effects,
                    ..
                } = e
                {
                    last_effects = format!("{attacker:?} {effects:?}");
                    let k = attacker.index();
                    last_attacker = Some(k);
                    totals[k][0] += i64::from(attack);
                    totals[k][1] += i64::from(defence);
                    let r = if attack > defence {
                        0
                    } else if attack == defence {
                        1
                    } else {
                        2
                    };
                    stats[k][r] += 1;
                }
            }
            // Units gone in this action count against the attacker of the latest battle.
            if let Some(a) = last_attacker {
                for (side, before) in [RED, WHITE, GERMAN].into_iter().zip(gone_before) {
                    losses[side.index()][a] += (gone_units(&game, side) - before) as u32;
                }
            }
        }
        let gone = |side: Side| gone_units(&game, side);
        let flags = game
            .data()
            .flag_hexes()
            .iter()
            .filter(|f| {
                game.units()
                    .iter()
                    .any(|u| u.side == RED && u.place == Place::Map(**f))
            })
            .count();
        let victory = game.victory().unwrap();
        let red = matches!(
            victory,
            pelikaappi::rules::helsinki1918::Victory::RedMajor
                | pelikaappi::rules::helsinki1918::Victory::RedMinor
        );
        red_wins += usize::from(red);
        println!(
            "seed {seed}: {victory:?} t {}/{} red flags {flags} gone R {} G {} W {}",
            game.time_square(),
            game.time_limit(),
            gone(RED),
            gone(GERMAN),
            gone(WHITE)
        );
    }
    println!("REDS {red_wins}/{games}");
    if !initiatives.is_empty() {
        let mean = initiatives.iter().sum::<f64>() / initiatives.len() as f64;
        let max = initiatives.iter().copied().fold(0.0, f64::max);
        println!(
            "think time per initiative: {} initiatives, mean {mean:.0} ms, max {max:.0} ms",
            initiatives.len()
        );
    }
    println!("decisions by seat (* on its own initiative) {orders:?}");
    println!(
        "battles (won, tied, lost) by attacker R {:?} W {:?} G {:?}",
        stats[0], stats[1], stats[2]
    );
    let mean =
        |k: usize, i: usize| totals[k][i] as f64 / f64::from(stats[k].iter().sum::<u32>().max(1));
    println!(
        "mean totals (attack, defence) by attacker R {:.2}/{:.2} W {:.2}/{:.2} G {:.2}/{:.2}",
        mean(0, 0),
        mean(0, 1),
        mean(1, 0),
        mean(1, 1),
        mean(2, 0),
        mean(2, 1)
    );
    println!(
        "attacks by number of units (0, 1, 2, 3) R {:?} W {:?} G {:?}",
        attack_sizes[0], attack_sizes[1], attack_sizes[2]
    );
    println!("Germans destroyed by the last battle's attacker and effects {german_deaths:?}");
    println!(
        "time squares by what moved the clock (a destroyed German's squares as \"lost\") {clock:?}"
    );
    println!(
        "destroyed in battles by attacker (R, W, G): Reds {:?} Whites {:?} Germans {:?}",
        losses[0], losses[1], losses[2]
    );
}

/// What an action is, for the clock's tally: its notation's first word, with the number
/// of units a move or battle order takes.
fn clock_kind(game: &Helsinki1918, action: &HAction) -> String {
    let text = game.format_action(action);
    let word: String = text
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect();
    match action {
        HAction::Move { units, .. } | HAction::Battle { units, .. } => {
            format!("{word}{}", units.len())
        }
        _ => word,
    }
}

/// Units of `side` that are gone for good.
fn gone_units(game: &Helsinki1918, side: Side) -> usize {
    game.units()
        .iter()
        .filter(|u| u.side == side && u.place == Place::Gone)
        .count()
}
