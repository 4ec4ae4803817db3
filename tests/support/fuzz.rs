//! The fuzz tests' case count: the base count times `PELIKAAPPI_FUZZ` (1 when unset).

/// `base` cases, times `PELIKAAPPI_FUZZ`.
pub fn fuzz_cases(base: usize) -> usize {
    let factor: usize = std::env::var("PELIKAAPPI_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    base * factor
}
