//! The moving parts of the board: stones, the die, animations, highlights and the turn indicator.

mod animation;
mod highlights;
mod labels;
mod pieces;

use animation::*;
use highlights::*;
use labels::*;
use pieces::*;

use std::collections::VecDeque;

use bevy::prelude::*;

use super::{
    EileMatch, SeatKind,
    board::ARM_COLORS,
    layout::{self, CELL, DIE_CENTER, DIE_SIZE, STONE_RADIUS},
};
use crate::{
    app::{
        AppSystems, Screen,
        audio::Sfx,
        paint::{MaterialCache, Painter, world_text},
        settings::Settings,
        theme::{Fonts, palette},
    },
    games::table::{Applied, Busy, Jumped, MatchStartSet},
    rules::{
        Game, Seat, ToMove,
        eile::{Eile, EileEvent, Phase, StonePos},
    },
};

/// A stone on the board: the view of `stones[seat][stone]`.
#[derive(Component, Debug, Clone, Copy)]
pub struct StoneView {
    pub seat: Seat,
    pub stone: usize,
}

/// The die.
#[derive(Component)]
struct DieView;

/// A pip of the die.
#[derive(Component)]
struct DiePip;

/// The text under the die ("6 = 12").
#[derive(Component)]
struct DieLabel;

/// The turn indicator above the die.
#[derive(Component)]
struct TurnLabel;

/// The face the die shows.
#[derive(Resource, Default)]
struct DieFace(Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>();
    app.init_resource::<DieFace>();
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_pieces
            .after(MatchStartSet)
            .run_if(resource_exists::<EileMatch>),
    );
    app.add_systems(
        Update,
        (
            queue_animations,
            jump_view,
            run_animations,
            draw_highlights,
            update_labels,
        )
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<EileMatch>),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut q: ResMut<AnimationQueue>, mut busy: ResMut<Busy<Eile>>| {
            *q = AnimationQueue::default();
            busy.0 = false;
        },
    );
}
