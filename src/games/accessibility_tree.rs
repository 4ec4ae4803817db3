//! What a screen reader is given (AccessKit, which egui builds and the desktop hands to the
//! system's screen reader): the title's buttons and a game's side panel — its buttons and its
//! move line — are in the tree with their names, in the player's language.

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use bevy_egui::egui::{self, accesskit};

    use crate::{
        app::{menu::MenuNav, screens::title_grid::title_page, theme::test_context},
        games::{move_line, side_panel, table::Match},
        rules::razboiniki::Razboiniki,
        tr,
    };

    /// The named nodes of the tree egui gave in `output`: each node's role and its name (its
    /// label, or the text of the node that labels it).
    fn named_nodes(update: &accesskit::TreeUpdate) -> Vec<(accesskit::Role, String)> {
        let by_id: HashMap<accesskit::NodeId, &accesskit::Node> =
            update.nodes.iter().map(|(id, n)| (*id, n)).collect();
        let text_of = |node: &accesskit::Node| -> Option<String> {
            if let Some(label) = node.label() {
                return Some(label.to_string());
            }
            let from = |ids: &[accesskit::NodeId]| {
                ids.iter()
                    .filter_map(|id| by_id.get(id))
                    .filter_map(|n| n.label().or(n.value()).map(str::to_string))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let labelled = from(node.labelled_by());
            if !labelled.is_empty() {
                return Some(labelled);
            }
            if let Some(value) = node.value().filter(|v| !v.is_empty()) {
                return Some(value.to_string());
            }
            let children = from(node.children());
            (!children.is_empty()).then_some(children)
        };
        update
            .nodes
            .iter()
            .filter_map(|(_, n)| text_of(n).map(|t| (n.role(), t)))
            .collect()
    }

    /// Runs `draw` for a few frames in a context with AccessKit on; the last frame's tree.
    fn tree_of(mut draw: impl FnMut(&egui::Context)) -> Vec<(accesskit::Role, String)> {
        let ctx = test_context();
        ctx.enable_accesskit();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            ..Default::default()
        };
        let mut last = None;
        for _ in 0..3 {
            let mut output = ctx.run_ui(input.clone(), |ui| draw(ui.ctx()));
            last = output.platform_output.accesskit_update.take();
            output.drop_without_applying_deltas();
        }
        named_nodes(&last.expect("egui gives the tree when AccessKit is on"))
    }

    fn has(tree: &[(accesskit::Role, String)], role: accesskit::Role, name: &str) -> bool {
        tree.iter().any(|(r, n)| *r == role && n.contains(name))
    }

    #[test]
    fn the_titles_buttons_are_in_the_tree_with_their_names() {
        let entries = vec![
            crate::games::eile::cupboard_entry(),
            crate::games::razboiniki::cupboard_entry(),
        ];
        let saves = HashMap::new();
        let tree = tree_of(|ctx| {
            let mut nav = MenuNav::default();
            nav.begin();
            crate::app::screens::title::dark_page(ctx, |ui| {
                title_page(ui, &mut nav, &entries, &saves);
            });
            nav.end();
        });
        for name in [
            tr!("title-new-game"),
            tr!("title-learn"),
            tr!("title-play-online"),
            tr!("menu-settings"),
        ] {
            assert!(
                has(&tree, accesskit::Role::Button, &name),
                "no button named {name:?} in {tree:?}"
            );
        }
    }

    #[test]
    fn a_game_panels_buttons_and_move_line_are_in_the_tree_with_their_names() {
        let m = Match::<Razboiniki>::new(&Default::default(), 1).expect("a match");
        let mut line = move_line::MoveLine::default();
        let tree = tree_of(|ctx| {
            side_panel::show(ctx, "tree-hud", |ui| {
                for label in [
                    tr!("panel-undo"),
                    tr!("panel-hint"),
                    tr!("panel-rules"),
                    tr!("panel-menu"),
                ] {
                    side_panel::panel_button(ui, &label, true);
                }
                move_line::move_line(ui, &mut line, &m);
            });
        });
        for name in [
            tr!("panel-undo"),
            tr!("panel-hint"),
            tr!("panel-rules"),
            tr!("panel-menu"),
        ] {
            assert!(
                has(&tree, accesskit::Role::Button, &name),
                "no button named {name:?} in {tree:?}"
            );
        }
        let label = tr!("move-line-label");
        assert!(
            tree.iter()
                .any(|(r, n)| *r == accesskit::Role::TextInput && n.contains(&label)),
            "the move line is a text field named {label:?}: {tree:?}"
        );
    }
}
