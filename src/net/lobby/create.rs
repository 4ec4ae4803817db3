//! The lobby's new rooms: the limits a create meets (rooms on the server and per network,
//! master AI seats per network, the pace, the game's options and seats), the finished rooms
//! past the network's share forgotten, and the creator seated as the host.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};

use super::{ClientKey, Holder, Lobby, Outbox, Room, persist, refused};
use crate::{
    ai::GameRng,
    net::{online_game::new_online_game, protocol::SeatPlan, store::Pace},
    words,
};

/// Options (JSON) written without spacing, in one order: two rooms of the same options list
/// and count them alike, and padding adds nothing to what the lobby tells.
pub(super) fn canonical_options(options: &str) -> String {
    serde_json::from_str::<serde_json::Value>(options)
        .map(|v| v.to_string())
        .unwrap_or_else(|_| options.to_string())
}

impl Lobby {
    pub(super) fn create(
        &mut self,
        client: ClientKey,
        game: &str,
        options: &str,
        plan: &[SeatPlan],
        pace: Pace,
    ) -> Outbox {
        self.create_at(client, game, options, plan, pace, None)
    }

    /// A new room with the creator (its host) at open seat `creator_seat`, or at the first
    /// open one.
    pub(super) fn create_at(
        &mut self,
        client: ClientKey,
        game: &str,
        options: &str,
        plan: &[SeatPlan],
        pace: Pace,
        creator_seat: Option<u8>,
    ) -> Outbox {
        if self.rooms.values().filter(|r| !r.over()).count() >= self.limits.rooms {
            return refused(client, words!("net-refuse-full"));
        }
        let address = self.addresses.get(&client).cloned().unwrap_or_default();
        let from_address = self
            .rooms
            .values()
            .filter(|r| !r.over() && !address.is_empty() && r.creator_address == address)
            .count();
        if from_address >= self.limits.rooms_per_address {
            return refused(
                client,
                words!(
                    "net-refuse-rooms-per-address",
                    rooms = self.limits.rooms_per_address
                ),
            );
        }
        let masters = plan
            .iter()
            .filter(|p| **p == SeatPlan::Ai(crate::ai::Strength::Master))
            .count();
        if masters > 0 {
            let running: usize = self
                .rooms
                .values()
                .filter(|r| !r.over() && r.creator_address == address)
                .map(|r| {
                    r.seats
                        .iter()
                        .filter(|h| matches!(h, Holder::Ai(crate::ai::Strength::Master, _)))
                        .count()
                })
                .sum();
            if running + masters > self.limits.master_seats_per_network {
                return refused(
                    client,
                    words!(
                        "net-refuse-master-seats",
                        seats = self.limits.master_seats_per_network
                    ),
                );
            }
        }
        if let Some(reason) = persist::pace_refusal(pace) {
            return refused(client, reason);
        }
        let authority = match new_online_game(game, options) {
            Ok(a) => a,
            Err(e) => return refused(client, e),
        };
        // The options as the room keeps and lists them: their JSON without spacing.
        let canonical = canonical_options(options);
        let options = canonical.as_str();
        if plan.len() != authority.seat_count() {
            return refused(
                client,
                words!(
                    "net-refuse-seat-count",
                    seats = authority.seat_count(),
                    named = plan.len()
                ),
            );
        }
        if !plan.contains(&SeatPlan::Open) {
            return refused(client, words!("net-refuse-no-open-seat"));
        }
        // The network's finished rooms past its share go, its oldest first (the store does not
        // fill with one network's games).
        self.trim_finished(Some(&address));
        let code = self.new_code();
        let mut seed = [0u8; 32];
        self.secrets.fill(&mut seed);
        let room = Room {
            creator_address: address,
            pace,
            created_at: self.now,
            updated_at: self.now,
            turn_since: self.now,
            forfeit: None,
            resigned: false,
            last_seen: self.now,
            stored: 0,
            dirty: true,
            game: authority,
            options: options.to_string(),
            seats: plan
                .iter()
                .map(|p| match p {
                    SeatPlan::Open => Holder::Open,
                    SeatPlan::Ai(s) => Holder::Ai(*s, None),
                })
                .collect(),
            host: None,
            started: false,
            members: BTreeMap::new(),
            rng: GameRng::from_seed(seed),
            thinking: None,
            thinking_wanted: false,
            clock_before_act: None,
            store_retry: None,
            public: false,
            names: vec![String::new(); plan.len()],
            chat: Vec::new(),
            chat_stored: 0,
            chat_last: 0,
            chat_removed: Vec::new(),
            reserved: vec![false; plan.len()],
            webhooks: vec![String::new(); plan.len()],
            emails: vec![String::new(); plan.len()],
            pushes: vec![String::new(); plan.len()],
            languages: vec![String::new(); plan.len()],
            turn_told: None,
            reminded: false,
            end_told: false,
            counted: false,
        };
        self.rooms.insert(code.clone(), room);
        let first_open = creator_seat
            .filter(|s| plan.get(usize::from(*s)) == Some(&SeatPlan::Open))
            .or_else(|| {
                plan.iter()
                    .position(|p| *p == SeatPlan::Open)
                    .map(|s| s as u8)
            });
        let out = self.join(client, &code, first_open, None);
        if let Some(room) = self.rooms.get_mut(&code) {
            room.host = room.members.get(&client).copied().flatten();
        }
        let mut out = out;
        out.extend(self.room_notices(&code));
        out
    }
}
