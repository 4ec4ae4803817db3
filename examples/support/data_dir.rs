//! For the Helsinki 1918 examples: the shipped data, or data files read from a folder.

use pelikaappi::rules::helsinki1918::HelsinkiData;

/// The data in `dir` (`map.ron`, `tables.ron`, `cards.ron`), or the shipped data without one.
pub fn helsinki_data(dir: Option<&String>) -> &'static HelsinkiData {
    match dir {
        Some(dir) => {
            let read = |f: &str| {
                std::fs::read_to_string(format!("{dir}/{f}"))
                    .unwrap_or_else(|e| panic!("{dir}/{f}: {e}"))
            };
            let data =
                HelsinkiData::from_ron(&read("map.ron"), &read("tables.ron"), &read("cards.ron"))
                    .unwrap_or_else(|e| panic!("{dir}: {}", e.message));
            Box::leak(Box::new(data))
        }
        None => HelsinkiData::standard(),
    }
}
