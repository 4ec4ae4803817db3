//! Candidates compared on the same guesses (common random numbers): the best mean among those
//! still in the running, and the rule that drops a candidate clearly worse than the best, so
//! a master's time goes to the close ones. Shared by Helsinki 1918's master and the masters
//! by rollouts (`rollout.rs`).

/// When a candidate drops out: from `min_samples` values each on (two at least, for a
/// variance), a candidate whose mean on
/// the same guesses is below the best's by more than `below` standard errors of their paired
/// differences. A rule of thumb, not a test at a stated level: the best is the highest of
/// several noisy means and the rule is applied after every round, so a candidate as good as
/// the best can drop out now and then (one clearly better rarely does); each master with it
/// is measured as a whole on paired dice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DropRule {
    pub min_samples: usize,
    pub below: f64,
}

/// The candidate in the running with the best mean over the first `guesses` values (the
/// first best: the candidates stand in the order the club player ranked them).
pub fn best_candidate(values: &[Vec<f64>], running: &[bool], guesses: usize) -> usize {
    let mut best: Option<(usize, f64)> = None;
    for (c, values) in values.iter().enumerate() {
        if !running[c] {
            continue;
        }
        let sum: f64 = values[..guesses].iter().sum();
        if best.is_none_or(|(_, b)| sum > b) {
            best = Some((c, sum));
        }
    }
    best.map_or(0, |(c, _)| c)
}

/// True when `higher`'s values on the first `guesses` guesses beat `lower`'s by more than
/// `errors` standard errors of their paired differences (never with fewer than two).
pub fn clearly_above(higher: &[f64], lower: &[f64], guesses: usize, errors: f64) -> bool {
    paired_lead(higher, lower, guesses).is_some_and(|(mean, error)| mean > errors * error)
}

/// The mean of `higher`'s lead over `lower` on the first `guesses` guesses and its standard
/// error (from the paired differences); None with fewer than two.
pub fn paired_lead(higher: &[f64], lower: &[f64], guesses: usize) -> Option<(f64, f64)> {
    if guesses < 2 {
        return None;
    }
    let n = guesses as f64;
    let differences = || (0..guesses).map(|g| higher[g] - lower[g]);
    let mean = differences().sum::<f64>() / n;
    let variance = differences().map(|d| (d - mean) * (d - mean)).sum::<f64>() / (n - 1.0);
    Some((mean, (variance / n).sqrt()))
}

/// Drops out of the running every candidate whose values on the first `guesses` guesses are
/// below the best's by more than `rule.below` standard errors of their paired differences
/// (none before `rule.min_samples`; the best always stays).
pub fn drop_the_clearly_worse(
    values: &[Vec<f64>],
    running: &mut [bool],
    guesses: usize,
    rule: DropRule,
) {
    if guesses < rule.min_samples.max(2) {
        return;
    }
    let best = best_candidate(values, running, guesses);
    for c in 0..values.len() {
        if c == best || !running[c] {
            continue;
        }
        if clearly_above(&values[best], &values[c], guesses, rule.below) {
            running[c] = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: DropRule = DropRule {
        min_samples: 8,
        below: 2.5,
    };

    /// A candidate drops out when it is below the best by more than the noise of their
    /// differences says, not before eight guesses, and never the best; the first best of
    /// equal means counts as the best.
    #[test]
    fn the_clearly_worse_drop_out_and_the_close_stay() {
        let noise = [0.3, -0.2, 0.1, -0.4, 0.2, 0.0, -0.1, 0.3, -0.3, 0.1];
        let best: Vec<f64> = noise.iter().map(|n| 5.0 + n).collect();
        // Always below the best by about one: clearly worse.
        let worse: Vec<f64> = noise
            .iter()
            .enumerate()
            .map(|(g, n)| 4.0 + n + 0.05 * (g % 3) as f64)
            .collect();
        // Now above, now below: the difference is within its noise.
        let close: Vec<f64> = best
            .iter()
            .enumerate()
            .map(|(g, b)| b + if g % 2 == 0 { 0.5 } else { -0.6 })
            .collect();
        let values = vec![worse, best.clone(), close, best];
        let mut running = vec![true; 4];
        drop_the_clearly_worse(&values, &mut running, RULE.min_samples - 1, RULE);
        assert_eq!(running, vec![true; 4], "too few guesses to drop any");
        drop_the_clearly_worse(&values, &mut running, 10, RULE);
        assert_eq!(
            running,
            vec![false, true, true, true],
            "only the clearly worse"
        );
        assert_eq!(
            best_candidate(&values, &running, 10),
            1,
            "the first of the equal best"
        );
    }

    /// A lead is clear only beyond the noise of the paired differences: a steady small lead
    /// is, a larger one that swings is not, and two guesses are the least for a verdict.
    #[test]
    fn a_lead_is_clear_only_beyond_its_noise() {
        let base = [0.5, 0.2, 0.9, 0.4, 0.6, 0.1];
        let steady: Vec<f64> = base.iter().map(|b| b + 0.01).collect();
        let swinging: Vec<f64> = (base.iter().enumerate())
            .map(|(g, b)| b + if g % 2 == 0 { 0.6 } else { -0.4 })
            .collect();
        assert!(
            clearly_above(&steady, &base, 6, 2.0),
            "a steady lead of 0.01"
        );
        assert!(
            !clearly_above(&swinging, &base, 6, 1.0),
            "mean 0.1, swings of 0.5"
        );
        assert!(
            clearly_above(&swinging, &base, 6, 0.0),
            "above at a bar of nothing"
        );
        assert!(
            !clearly_above(&steady, &base, 1, 0.0),
            "one guess is no verdict"
        );
        assert!(
            !clearly_above(&base, &steady, 6, 0.0),
            "below is never above"
        );
    }

    /// A dropped candidate no longer counts as the best, however its mean stands.
    #[test]
    fn a_dropped_candidate_is_not_the_best() {
        let values = vec![vec![9.0; 4], vec![1.0; 4], vec![2.0; 4]];
        assert_eq!(best_candidate(&values, &[false, true, true], 4), 2);
        assert_eq!(best_candidate(&values, &[true, true, true], 4), 0);
    }
}
