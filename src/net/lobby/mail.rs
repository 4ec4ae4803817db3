//! E-mail addresses for "your turn": a seat's player gives one (`NotifyEmail`); nothing is
//! sent to it but a message with a link to confirm it until its owner opens that link, and
//! every later message has a link that stops them. The book of addresses is shared with the
//! server's HTTP side, which answers the links (`crate::net::web`), and kept in the store.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use super::{ClientKey, Lobby, Outbox, notify::within, refused};
use crate::{
    i18n::{Lang, Words},
    net::protocol::Notice,
    net::store::MailAddress,
    words,
};

/// The longest e-mail address (characters, as SMTP allows).
pub const MAX_ADDRESS_CHARS: usize = 254;

/// Seconds before an address not confirmed is sent another confirmation.
pub const CONFIRM_AGAIN_SECONDS: u64 = 24 * 3600;

/// An e-mail address as the server keeps it (lower case), or why it is refused: one `@`
/// between a local part and a domain with a dot, no spaces, quotes, brackets or controls, at
/// most `MAX_ADDRESS_CHARS` (empty: none).
pub fn checked_address(text: &str) -> Result<String, Words> {
    let address = text.trim().to_lowercase();
    if address.is_empty() {
        return Ok(address);
    }
    let well_formed = address.split_once('@').is_some_and(|(local, domain)| {
        !local.is_empty()
            && !domain.is_empty()
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && domain
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '.')
    });
    let bad_char = |c: char| c.is_whitespace() || c.is_control() || "\"<>()[],;:\\".contains(c);
    if !well_formed || address.chars().count() > MAX_ADDRESS_CHARS || address.chars().any(bad_char)
    {
        return Err(words!("net-refuse-email", chars = MAX_ADDRESS_CHARS));
    }
    Ok(address)
}

/// What a link in an e-mail asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailClick {
    /// The owner confirms the address: it is told of their turns (again, if stopped).
    Confirm,
    /// The owner stops the e-mails to the address.
    Stop,
}

/// The e-mail addresses players gave, by address and by their links' token.
#[derive(Debug, Default)]
pub struct MailBook {
    by_address: HashMap<String, MailAddress>,
    by_token: HashMap<String, String>,
    /// Addresses changed since the store was last written.
    changed: Vec<String>,
}

impl MailBook {
    /// A book holding `addresses` (the store's).
    pub fn with(addresses: Vec<MailAddress>) -> Self {
        let mut book = Self::default();
        for a in addresses {
            book.by_token.insert(a.token.clone(), a.address.clone());
            book.by_address.insert(a.address.clone(), a);
        }
        book
    }

    /// Address `address`, if some player gave it.
    pub fn get(&self, address: &str) -> Option<&MailAddress> {
        self.by_address.get(address)
    }

    /// Whether `address` may be told of a turn: confirmed and not stopped.
    pub fn may_tell(&self, address: &str) -> bool {
        self.get(address).is_some_and(|a| a.confirmed && !a.stopped)
    }

    /// The owner of the address whose links carry `token` opened one: the address, if the
    /// token is one of the book's.
    pub fn click(&mut self, token: &str, what: MailClick) -> Option<String> {
        let address = self.by_token.get(token)?.clone();
        let entry = self.by_address.get_mut(&address)?;
        match what {
            MailClick::Confirm => {
                entry.confirmed = true;
                entry.stopped = false;
            }
            MailClick::Stop => entry.stopped = true,
        }
        self.changed.push(address.clone());
        Some(address)
    }

    /// Keeps `entry` (a new address, or a new confirmation asked).
    fn put(&mut self, entry: MailAddress) {
        self.by_token
            .insert(entry.token.clone(), entry.address.clone());
        self.changed.push(entry.address.clone());
        self.by_address.insert(entry.address.clone(), entry);
    }

    /// The addresses changed since the last call, to write to the store.
    pub fn take_changed(&mut self) -> Vec<MailAddress> {
        let mut names = std::mem::take(&mut self.changed);
        names.sort();
        names.dedup();
        names
            .iter()
            .filter_map(|n| self.by_address.get(n).cloned())
            .collect()
    }
}

/// The book as the lobby and the HTTP side share it.
pub type SharedMailBook = Arc<Mutex<MailBook>>;

/// Locks `book` (a poisoned lock is still the book: nothing in it is left half-done).
pub fn open_book(book: &SharedMailBook) -> std::sync::MutexGuard<'_, MailBook> {
    book.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Lobby {
    /// Whether players may give e-mail addresses (`serve --smtp` turns it on), with the book
    /// of addresses the HTTP side shares (filled from the store).
    pub fn set_mail(&mut self, on: bool, book: SharedMailBook) {
        if let Some(store) = self.store.as_mut() {
            match store.load_mail_addresses() {
                Ok(addresses) => *open_book(&book) = MailBook::with(addresses),
                Err(e) => eprintln!("the store's e-mail addresses: {e}"),
            }
        }
        self.desk.mail_on = on;
        self.desk.book = book;
    }

    /// The address of the server's page its e-mails' links go to (`…/mail?confirm=TOKEN`):
    /// the notifications' link base up to its last `/`.
    pub(super) fn mail_link(&self, what: MailClick, token: &str, lang: Lang) -> String {
        let base = self.desk.link_base.as_deref().unwrap_or("");
        let folder = base.rfind('/').map_or(base, |i| &base[..=i]);
        let folder = if folder.ends_with("//") || folder.is_empty() {
            format!("{base}/")
        } else {
            folder.to_string()
        };
        let verb = match what {
            MailClick::Confirm => "confirm",
            MailClick::Stop => "stop",
        };
        format!("{folder}mail?{verb}={token}&l={}", lang.code())
    }

    /// A seat's player gives (or, empty, takes back) the e-mail address of their seat in
    /// room `code`; an address not yet confirmed is sent the link that confirms it (at most
    /// once a day, and within the sender's budget).
    pub(super) fn notify_email(&mut self, client: ClientKey, code: &str, text: &str) -> Outbox {
        let seat = match self.member(client, code) {
            Ok((_, Some(seat))) => seat,
            Ok((_, None)) => return refused(client, words!("net-refuse-spectator")),
            Err(out) => return out,
        };
        if !self.desk.mail_on {
            return refused(client, words!("net-refuse-no-email"));
        }
        let address = match checked_address(text) {
            Ok(a) => a,
            Err(reason) => return refused(client, reason),
        };
        let language = self.language_of(client);
        let room = self.rooms.get_mut(code).expect("the room");
        room.emails[usize::from(seat)] = address.clone();
        room.languages[usize::from(seat)] = language.clone();
        room.dirty = true;
        if address.is_empty() {
            return Outbox::new();
        }
        let now = self.now;
        let known = open_book(&self.desk.book).get(&address).cloned();
        let said = match known {
            Some(a) if a.confirmed && !a.stopped => words!("net-said-email-set", address = address),
            Some(a) if now < a.asked_at + CONFIRM_AGAIN_SECONDS => {
                words!("net-said-email-waiting", address = address)
            }
            _ => {
                let network = self.addresses.get(&client).cloned().unwrap_or_default();
                if !within(&mut self.desk.budgets, &format!("confirm {network}"), now) {
                    return refused(client, words!("net-refuse-email-busy"));
                }
                let token = known.map_or_else(|| self.new_token(), |a| a.token);
                open_book(&self.desk.book).put(MailAddress {
                    address: address.clone(),
                    token: token.clone(),
                    confirmed: false,
                    stopped: false,
                    asked_at: now,
                });
                self.ask_to_confirm(code, &address, &token, &language);
                words!("net-said-email-confirm", address = address)
            }
        };
        vec![(client, Notice::Said { words: said })]
    }

    /// Queues the e-mail that asks the owner of `address` to confirm it.
    fn ask_to_confirm(&mut self, code: &str, address: &str, token: &str, language: &str) {
        let lang = Lang::from_locale(language).unwrap_or(Lang::En);
        let link = self.mail_link(MailClick::Confirm, token, lang);
        let text = words!("notify-mail-confirm", code = code, link = link.as_str()).in_lang(lang);
        let game = self.rooms.get(code).map(|r| r.game.game_id().to_string());
        self.desk.queue.push(super::Notification {
            target: super::Target::Email {
                address: address.to_string(),
                subject: words!("notify-mail-confirm-subject").in_lang(lang),
                footer: String::new(),
            },
            kind: super::NotifyKind::Confirm,
            game: game.unwrap_or_default(),
            code: code.to_string(),
            seconds_left: None,
            link,
            text,
        });
    }

    /// Writes the addresses changed (by the lobby or by a link opened) to the store.
    pub(super) fn save_mail_book(&mut self) {
        let changed = open_book(&self.desk.book).take_changed();
        if let Some(store) = self.store.as_mut() {
            for a in changed {
                if let Err(e) = store.save_mail_address(&a) {
                    eprintln!("the store could not keep an e-mail address: {e}");
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked() {
        assert_eq!(
            checked_address(" Pelaaja@Example.FI ").unwrap(),
            "pelaaja@example.fi"
        );
        assert_eq!(checked_address("").unwrap(), "");
        for bad in [
            "no-at.example.fi",
            "a@b",
            "a@@b.fi",
            "a b@c.fi",
            "a@c..fi",
            "<a@c.fi>",
            "a@.fi",
            "a@c.fi.",
        ] {
            assert!(checked_address(bad).is_err(), "{bad}");
        }
        assert!(checked_address(&format!("{}@example.fi", "a".repeat(250))).is_err());
    }

    #[test]
    fn a_link_confirms_and_another_stops() {
        let mut book = MailBook::default();
        book.put(MailAddress {
            address: "p@example.fi".into(),
            token: "t1".into(),
            confirmed: false,
            stopped: false,
            asked_at: 5,
        });
        assert!(!book.may_tell("p@example.fi"));
        assert_eq!(book.click("nope", MailClick::Confirm), None);
        assert_eq!(
            book.click("t1", MailClick::Confirm).as_deref(),
            Some("p@example.fi")
        );
        assert!(book.may_tell("p@example.fi"));
        book.click("t1", MailClick::Stop);
        assert!(!book.may_tell("p@example.fi"));
        let changed = book.take_changed();
        assert_eq!(changed.len(), 1);
        assert!(changed[0].stopped && changed[0].confirmed);
        assert!(book.take_changed().is_empty());
    }
}
