//! The command line end to end: sim, replay (with the index of the first illegal action), legal, bench.

use std::process::Command;

fn pelikaappi(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pelikaappi"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn scratch(name: &str, text: &str) -> String {
    let path =
        std::env::temp_dir().join(format!("pelikaappi-cli-{}-{name}.json", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn sim_plays_seeded_series_that_repeat() {
    let args = [
        "sim",
        "--game",
        "eile",
        "--seats",
        "quick,random,strong",
        "--games",
        "3",
        "--seed",
        "9",
    ];
    let (ok, first, _) = pelikaappi(&args);
    assert!(ok);
    assert_eq!(first.matches("places").count(), 3, "{first}");
    let (_, second, _) = pelikaappi(&args);
    let strip = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("---"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        strip(&first),
        strip(&second),
        "the same seed plays the same games"
    );
}

#[test]
fn replay_names_the_first_illegal_action() {
    let good = scratch(
        "good",
        r#"{"game":"eile","options":{"players":2},"actions":["r5","e","r3","r6"]}"#,
    );
    let (ok, out, _) = pelikaappi(&["replay", &good, "--json"]);
    assert!(ok);
    let state: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(state["actions"], 4);
    assert_eq!(state["state"]["stones"][0][0]["Run"], 0);
    let bad = scratch(
        "bad",
        r#"{"game":"eile","options":{"players":2},"actions":["r5","e","r3","e"]}"#,
    );
    let (ok, _, err) = pelikaappi(&["replay", &bad]);
    assert!(!ok);
    assert!(err.contains("action 3"), "{err}");
    let (ok, _, err) = pelikaappi(&["replay", "/nonexistent/record.json"]);
    assert!(!ok && err.contains("cannot read"), "{err}");
}

#[test]
fn legal_lists_the_actions_after_a_record() {
    let record = scratch(
        "legal",
        r#"{"game":"eile","options":{"players":2},"actions":["r5","e","r3","r5"]}"#,
    );
    let (ok, out, _) = pelikaappi(&["legal", &record]);
    assert!(ok);
    let actions: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(actions, vec!["m14", "e"]);
}

#[test]
fn bench_prints_json_numbers() {
    let (ok, out, _) = pelikaappi(&["bench", "--seconds", "0.2"]);
    assert!(ok);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(
        report["eile"]["random_playouts_per_second"]
            .as_f64()
            .unwrap()
            > 0.0
    );
    assert!(report["eile"]["ai_think_time"]["strong"]["mean_ms"].is_number());
}

#[test]
fn sim_refuses_seat_counts_seeds_and_folders_it_cannot_use() {
    let seats = |n: usize| vec!["random"; n].join(",");
    for (game, n) in [
        ("eile", 256),
        ("eile", 258),
        ("eile", 5),
        ("suomi1918", 300),
    ] {
        let (ok, out, err) =
            pelikaappi(&["sim", "--game", game, "--seats", &seats(n), "--games", "1"]);
        assert!(!ok, "{game} with {n} seats: {out}");
        assert!(err.contains("seats") || err.contains("players"), "{err}");
    }
    let max = u64::MAX.to_string();
    let (ok, _, err) = pelikaappi(&[
        "sim",
        "--game",
        "eile",
        "--seats",
        "random,random",
        "--seed",
        &max,
    ]);
    assert!(!ok && err.contains("largest seed"), "{err}");
    let (ok, _, err) = pelikaappi(&[
        "sim",
        "--game",
        "eile",
        "--seats",
        "random,random",
        "--records",
        "",
    ]);
    assert!(!ok && err.contains("--records"), "{err}");
}

#[test]
fn a_failed_write_to_stdout_exits_non_zero() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // no /dev/full on this system
    };
    let status = Command::new(env!("CARGO_BIN_EXE_pelikaappi"))
        .args([
            "sim",
            "--game",
            "eile",
            "--seats",
            "random,random",
            "--games",
            "2",
        ])
        .stdout(full)
        .status()
        .expect("the binary runs");
    assert!(!status.success(), "writing to a full disk must fail");
}

#[test]
fn replay_and_legal_refuse_hostile_records_with_a_short_clean_message() {
    // The side to move orders a unit that is not its own (this panicked before).
    let foreign = scratch(
        "foreign-unit",
        r#"{"game":"helsinki1918","options":{"players":3},"actions":["c:e-general-strike","c:e-commissars","c:r-speech","m0:0,0<0,0"]}"#,
    );
    for command in ["replay", "legal"] {
        let (ok, _, err) = pelikaappi(&[command, &foreign]);
        assert!(!ok && err.contains("action 3"), "{command}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let long = format!(
        r#"{{"game":"eile","options":{{"players":2}},"actions":["r5","{}"]}}"#,
        "e".repeat(2_000_000)
    );
    let (ok, _, err) = pelikaappi(&["replay", &scratch("long-action", &long)]);
    assert!(
        !ok && err.len() < 400,
        "{} bytes: {}",
        err.len(),
        &err[..err.len().min(200)]
    );
    let control = r#"{"game":"eile","options":{"players":2},"actions":["r5","\u001b[2J"]}"#;
    let (ok, _, err) = pelikaappi(&["replay", &scratch("control", control)]);
    assert!(
        !ok && !err.contains('\u{1b}') && err.contains("\\u{1b}"),
        "{err:?}"
    );
    let (ok, _, err) = pelikaappi(&[
        "replay",
        &scratch(
            "array-options",
            r#"{"game":"eile","options":[2],"actions":[]}"#,
        ),
    ]);
    assert!(!ok && err.contains("options"), "{err}");
}

#[test]
fn replay_log_prints_each_action_as_the_record_has_it() {
    // A choice's notation reads the state before it (`choose:meurer` at a Red initiative);
    // the log once printed it from the state after it (`choose:draw`).
    let folder = std::env::temp_dir().join(format!("pelikaappi-cli-{}-log", std::process::id()));
    let folder = folder.display().to_string();
    let (ok, _, err) = pelikaappi(&[
        "sim",
        "--game",
        "helsinki1918",
        "--seats",
        "quick,quick,quick",
        "--games",
        "1",
        "--seed",
        "500",
        "--records",
        &folder,
    ]);
    assert!(ok, "{err}");
    let file = format!("{folder}/helsinki1918-500.json");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let actions: Vec<&str> = record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
        .collect();
    assert!(
        actions.contains(&"choose:meurer"),
        "the game has a Meurer choice"
    );
    let (ok, out, _) = pelikaappi(&["replay", &file, "--log"]);
    assert!(ok);
    for (line, text) in out.lines().zip(&actions) {
        let logged = line.split_once(' ').unwrap().1;
        assert!(logged.starts_with(&format!("{text}:")), "{line} for {text}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn review_prints_the_chart_the_mistakes_and_the_luck_and_json() {
    let dir = std::env::temp_dir().join(format!("pelikaappi-cli-review-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.to_str().unwrap();
    let (ok, _, err) = pelikaappi(&[
        "sim",
        "--game",
        "eile",
        "--seats",
        "quick,quick",
        "--games",
        "1",
        "--stones",
        "2",
        "--records",
        folder,
    ]);
    assert!(ok, "{err}");
    let file = dir.join("eile-1.json");
    let file = file.to_str().unwrap();
    let (ok, out, err) = pelikaappi(&["review", file, "--playouts", "8"]);
    assert!(ok, "{err}");
    assert!(out.contains("seat 0 ") && out.contains("seat 1 "), "{out}");
    assert!(
        out.contains("luck 1: action"),
        "a dice game has luck: {out}"
    );
    assert!(
        out.contains("the master judged the "),
        "the biggest drops are judged by the master: {out}"
    );
    assert!(out.contains("100 %"), "the winner ends at 100 %: {out}");
    let (ok, json, err) = pelikaappi(&["review", file, "--json", "--playouts", "8"]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["game"], "eile");
    assert!(value["points"].as_array().unwrap().len() > 10);
    let _ = std::fs::remove_dir_all(&dir);
}
