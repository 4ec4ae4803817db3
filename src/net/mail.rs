//! The game server's e-mail: "your turn" and the confirmation of an address, sent through the
//! host's SMTP server (`serve --smtp URL --mail-from ADDRESS`) with lettre's blocking client
//! (TLS by rustls with the system's root certificates, as the URL asks: `smtps://` for TLS
//! from the start, `smtp://…?tls=required` for STARTTLS, plain `smtp://` only for a relay on
//! the same machine), each message in plain text, UTF-8.

use std::time::Duration;

use lettre::{
    Message, SmtpTransport, Transport,
    message::{Mailbox, header::ContentType},
};

/// How long one conversation with the SMTP server may take.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// The host's SMTP server and the sender's address.
#[derive(Clone)]
pub struct Mailer {
    transport: SmtpTransport,
    from: Mailbox,
}

impl Mailer {
    /// A mailer for the SMTP server at `url` (`smtps://user:password@host:465`,
    /// `smtp://user:password@host:587?tls=required`, `smtp://127.0.0.1:25`) sending as
    /// `from`; why not, when either does not read.
    pub fn new(url: &str, from: &str) -> Result<Self, String> {
        let transport = SmtpTransport::from_url(url)
            .map_err(|e| format!("--smtp {}: {e}", without_password(url)))?
            .timeout(Some(TIME_LIMIT))
            .build();
        let from: Mailbox = from
            .parse()
            .map_err(|e| format!("--mail-from {from}: {e}"))?;
        Ok(Self { transport, from })
    }

    /// Sends `text` with `subject` to `to` (its errors as words for the log).
    pub fn send(&self, to: &str, subject: &str, text: &str) -> Result<(), String> {
        let to: Mailbox = to.parse().map_err(|e| format!("{e}"))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(text.to_string())
            .map_err(|e| e.to_string())?;
        self.transport
            .send(&message)
            .map(drop)
            .map_err(|e| e.to_string())
    }
}

/// `url` with its password hidden (for messages and the log).
pub fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            format!("{scheme}://{name}:…@{host}")
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_stays_out_of_messages() {
        assert_eq!(
            without_password("smtps://kaappi:salasana@mail.example.org:465"),
            "smtps://kaappi:…@mail.example.org:465"
        );
        assert_eq!(
            without_password("smtp://127.0.0.1:25"),
            "smtp://127.0.0.1:25"
        );
        assert!(Mailer::new("ftp://x", "a@example.org").is_err());
        assert!(Mailer::new("smtp://127.0.0.1:25", "not an address").is_err());
        assert!(Mailer::new("smtp://127.0.0.1:25", "Pelikaappi <kaappi@example.org>").is_ok());
    }
}
