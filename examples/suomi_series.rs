//! Balance runs for the 1918 map game: how each game ended (a side wiped out, or the turn
//! limit on men), the Red share, and how often the once-verses fired.
//! `suomi_series RED,WHITE FIRST_SEED GAMES [TURN_LIMIT [MASTER_MS]]` — strengths rotate
//! between the sides game by game, so each plays both sides equally; a master thinks
//! MASTER_MS a decision (default 1000).

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, ToMove,
        suomi1918::{RED, Side, Suomi1918, SuomiEvent, SuomiOptions, WHITE},
    },
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: suomi_series RED,WHITE FIRST_SEED GAMES [TURN_LIMIT [MASTER_MS]]";
    let seats: Vec<Strength> = args
        .get(1)
        .expect(usage)
        .split(',')
        .map(|s| Strength::parse(s).expect(usage))
        .collect();
    let first: u64 = args.get(2).expect(usage).parse().expect(usage);
    let games: u64 = args.get(3).expect(usage).parse().expect(usage);
    let options = SuomiOptions {
        turn_limit: args.get(4).map_or(150, |t| t.parse().expect(usage)),
        ..Default::default()
    };
    if let Some(ms) = args.get(5) {
        pelikaappi::ai::master::set_master_budget(std::time::Duration::from_millis(
            ms.parse().expect(usage),
        ));
    }
    // [wiped out, at the limit on men, drawn at the limit] by winner side.
    let mut red = [0u32; 3];
    let mut white = [0u32; 3];
    let mut draws = 0;
    let mut by_strength = vec![0u32; seats.len()];
    let mut limit_won_by_more_setup_men = 0;
    let mut limit_games = 0;
    let (mut viipuri, mut hanko, mut varkaus) = (0, 0, 0);
    let mut actions = 0usize;
    // Games at the limit judged by two rules: [more men now, fewer men lost] × [Red, White,
    // draw]; the game itself uses the second.
    let mut rules = [[0u32; 3]; 2];
    for seed in first..first + games {
        let flip = (seed - first) % 2 == 1;
        let strength = |side: Side| seats[side.index() ^ usize::from(flip)];
        let mut game = Suomi1918::new(&options).unwrap();
        let mut rng = seeded_rng(seed);
        let mut setup_men = [0u32; 2];
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, strength(game.side_to_move()), &mut rng),
            };
            for e in game.apply(&action).unwrap() {
                if let SuomiEvent::Strength { side, strength, .. } = e {
                    setup_men[side.index()] += u32::from(strength);
                }
            }
            actions += 1;
        }
        let spent = game.spent_verses();
        viipuri += u32::from(spent.viipuri);
        hanko += u32::from(spent.hanko);
        varkaus += u32::from(spent.varkaus);
        let outcome = game.outcome().unwrap();
        let winners = outcome.winners();
        let at_limit = game.turns()[WHITE.index()] >= options.turn_limit;
        let kind = usize::from(at_limit);
        if at_limit {
            let men = |side: Side| -> i64 {
                game.tiles()
                    .iter()
                    .filter(|t| t.side == side)
                    .map(|t| i64::from(t.strength))
                    .sum()
            };
            let lost = game.men_lost();
            let judged = [men(RED).cmp(&men(WHITE)), lost[1].cmp(&lost[0])];
            for (rule, order) in judged.iter().enumerate() {
                let k = match order {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => 2,
                };
                rules[rule][k] += 1;
            }
        }
        match winners.as_slice() {
            [w] => {
                let side = game.seat_side(w.index());
                if side == RED {
                    red[kind] += 1;
                } else {
                    white[kind] += 1;
                }
                by_strength[side.index() ^ usize::from(flip)] += 1;
                if at_limit {
                    limit_games += 1;
                    let more = if setup_men[0] > setup_men[1] {
                        RED
                    } else {
                        WHITE
                    };
                    if setup_men[0] != setup_men[1] && more == side {
                        limit_won_by_more_setup_men += 1;
                    }
                }
            }
            _ => draws += 1,
        }
    }
    let n = games as f64;
    let reds = f64::from(red[0] + red[1]);
    println!(
        "{games} games, seats {} (alternating sides), turn limit {}",
        args[1], options.turn_limit
    );
    println!(
        "Reds won {} ({:.1} %): {} by wiping out, {} at the limit",
        red[0] + red[1],
        100.0 * reds / n,
        red[0],
        red[1]
    );
    println!(
        "Whites won {} ({:.1} %): {} by wiping out, {} at the limit",
        white[0] + white[1],
        100.0 * f64::from(white[0] + white[1]) / n,
        white[0],
        white[1]
    );
    println!("draws at the limit: {draws}");
    println!(
        "games decided at the limit: {limit_games}, of them won by the side with more men after the setup rolls: {limit_won_by_more_setup_men}"
    );
    for (name, r) in ["more men now", "fewer men lost (the rule)"]
        .iter()
        .zip(rules)
    {
        println!(
            "at the limit by {name}: Reds {}, Whites {}, draws {}",
            r[0], r[1], r[2]
        );
    }
    for (k, s) in seats.iter().enumerate() {
        println!("entry {} ({}): {} wins", k + 1, s.label(), by_strength[k]);
    }
    println!(
        "once-verses fired: Viipuri {viipuri}, Hanko {hanko}, Varkaus {varkaus}; mean length {:.0} actions",
        actions as f64 / n
    );
}
