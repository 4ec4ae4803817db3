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
    let path = std::env::temp_dir().join(format!("pelikaappi-cli-{name}.json"));
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
