//! Browser push (Web Push) as the game server sends it: the message encrypted for the
//! browser's subscription (RFC 8291: ECDH on P-256 with the browser's key, HKDF-SHA-256 with
//! its auth secret, AES-128-GCM in one `aes128gcm` record, RFC 8188) and signed for the push
//! service with the server's own key (VAPID, RFC 8292: an ES256 JSON Web Token). The key is
//! made once and kept in the server's store, so subscriptions outlive a restart. All of it
//! from ring, which rustls already builds.

use base64::Engine;
use ring::{
    aead, agreement, hkdf,
    rand::{SecureRandom, SystemRandom},
    signature::{self, EcdsaKeyPair, KeyPair},
};

/// base64url without padding (Web Push's keys, the token's parts), read with or without.
const B64: base64::engine::GeneralPurpose = base64::engine::GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    base64::engine::GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(base64::engine::DecodePaddingMode::Indifferent),
);

/// The record size written in the message's header (one record holds it all).
const RECORD_SIZE: u32 = 4096;

/// The longest message the push services take (bytes of plain text in one record).
pub const MAX_PAYLOAD: usize = 3_000;

/// base64url of `bytes`, without padding.
pub fn encode(bytes: &[u8]) -> String {
    B64.encode(bytes)
}

/// The bytes of base64url `text` (with or without padding).
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    B64.decode(text.trim())
        .map_err(|e| format!("not base64url: {e}"))
}

/// The server's VAPID key: it signs every push message's token; its public half is the
/// `applicationServerKey` the browsers subscribe with.
pub struct VapidKey {
    pair: EcdsaKeyPair,
    /// The key as it is kept (base64url of its PKCS#8 document).
    kept: String,
}

impl VapidKey {
    /// A new key.
    pub fn generate() -> Result<Self, String> {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&signature::ECDSA_P256_SHA256_FIXED_SIGNING, &rng)
            .map_err(|_| "no new push key".to_string())?;
        Self::from_kept(&encode(pkcs8.as_ref()))
    }

    /// The key kept as `kept` (`VapidKey::kept`).
    pub fn from_kept(kept: &str) -> Result<Self, String> {
        let pkcs8 = decode(kept)?;
        let pair = EcdsaKeyPair::from_pkcs8(
            &signature::ECDSA_P256_SHA256_FIXED_SIGNING,
            &pkcs8,
            &SystemRandom::new(),
        )
        .map_err(|e| format!("the kept push key does not read: {e}"))?;
        Ok(Self {
            pair,
            kept: kept.to_string(),
        })
    }

    /// The key as the store keeps it.
    pub fn kept(&self) -> &str {
        &self.kept
    }

    /// The public key (base64url of its 65 uncompressed bytes).
    pub fn public_key(&self) -> String {
        encode(self.pair.public_key().as_ref())
    }

    /// The `Authorization` header's value for a message to `endpoint` at time `now` (seconds
    /// since 1970): a token for the endpoint's origin, valid twelve hours, naming `subject`
    /// (the host's `mailto:` or page address).
    pub fn authorization(&self, endpoint: &str, subject: &str, now: u64) -> Result<String, String> {
        let origin = origin_of(endpoint)?;
        let header = encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let mut claims = serde_json::json!({ "aud": origin, "exp": now + 12 * 3600 });
        if !subject.is_empty() {
            claims["sub"] = serde_json::Value::from(subject);
        }
        let claims = encode(claims.to_string().as_bytes());
        let signed = format!("{header}.{claims}");
        let signature = self
            .pair
            .sign(&SystemRandom::new(), signed.as_bytes())
            .map_err(|_| "the push token was not signed".to_string())?;
        Ok(format!(
            "vapid t={signed}.{}, k={}",
            encode(signature.as_ref()),
            self.public_key()
        ))
    }
}

/// `scheme://host[:port]` of an address.
fn origin_of(url: &str) -> Result<String, String> {
    let (scheme, rest) = url
        .split_once("://")
        .ok_or_else(|| format!("{url}: no scheme"))?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    if host.is_empty() {
        return Err(format!("{url}: no host"));
    }
    Ok(format!("{scheme}://{host}"))
}

/// A browser's push subscription: where its push service takes messages, and the browser's
/// public key and auth secret the messages are encrypted for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subscription {
    pub endpoint: String,
    pub p256dh: Vec<u8>,
    pub auth: Vec<u8>,
}

impl Subscription {
    /// The subscription in the browser's JSON (`endpoint`, `keys.p256dh`, `keys.auth`).
    pub fn parse(json: &str) -> Result<Self, String> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| format!("not a subscription: {e}"))?;
        let text = |path: &[&str]| {
            path.iter()
                .try_fold(&value, |v, k| v.get(k))
                .and_then(serde_json::Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| format!("the subscription has no {}", path.join(".")))
        };
        let p256dh = decode(&text(&["keys", "p256dh"])?)?;
        let auth = decode(&text(&["keys", "auth"])?)?;
        if p256dh.len() != 65 || p256dh[0] != 4 || auth.len() != 16 {
            return Err("the subscription's keys are not Web Push's".into());
        }
        Ok(Self {
            endpoint: text(&["endpoint"])?,
            p256dh,
            auth,
        })
    }
}

/// HKDF's output length, as ring asks for it.
struct Len(usize);

impl hkdf::KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}

/// HKDF-SHA-256: `len` bytes from `ikm` with `salt` and `info`.
fn hkdf(salt: &[u8], ikm: &[u8], info: &[&[u8]], len: usize) -> Result<Vec<u8>, String> {
    let prk = hkdf::Salt::new(hkdf::HKDF_SHA256, salt).extract(ikm);
    let okm = prk
        .expand(info, Len(len))
        .map_err(|_| "HKDF's length".to_string())?;
    let mut out = vec![0u8; len];
    okm.fill(&mut out)
        .map_err(|_| "HKDF's output".to_string())?;
    Ok(out)
}

/// The content key and nonce of a message from the ECDH secret, both public keys, the auth
/// secret and the salt (RFC 8291 section 3.4, RFC 8188 section 2.2).
fn content_keys(
    shared: &[u8],
    auth: &[u8],
    browser_public: &[u8],
    server_public: &[u8],
    salt: &[u8],
) -> Result<(Vec<u8>, Vec<u8>), String> {
    let ikm = hkdf(
        auth,
        shared,
        &[b"WebPush: info\0", browser_public, server_public],
        32,
    )?;
    let key = hkdf(salt, &ikm, &[b"Content-Encoding: aes128gcm\0"], 16)?;
    let nonce = hkdf(salt, &ikm, &[b"Content-Encoding: nonce\0"], 12)?;
    Ok((key, nonce))
}

/// `payload` encrypted for `subscription`: the `aes128gcm` body a push service takes (salt,
/// record size, the server's one-time public key, the sealed record).
pub fn encrypt(subscription: &Subscription, payload: &[u8]) -> Result<Vec<u8>, String> {
    if payload.len() > MAX_PAYLOAD {
        return Err(format!(
            "a push message of {} bytes is too long",
            payload.len()
        ));
    }
    let rng = SystemRandom::new();
    let private = agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng)
        .map_err(|_| "no one-time key".to_string())?;
    let public = private
        .compute_public_key()
        .map_err(|_| "no one-time public key".to_string())?;
    let browser = agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, &subscription.p256dh);
    let shared = agreement::agree_ephemeral(private, &browser, |s| s.to_vec())
        .map_err(|_| "the browser's key does not agree".to_string())?;
    let mut salt = [0u8; 16];
    rng.fill(&mut salt).map_err(|_| "no salt".to_string())?;
    let (key, nonce) = content_keys(
        &shared,
        &subscription.auth,
        &subscription.p256dh,
        public.as_ref(),
        &salt,
    )?;
    let mut record = payload.to_vec();
    // The last record's delimiter, no padding.
    record.push(2);
    seal(&key, &nonce, &mut record)?;
    let mut body = Vec::with_capacity(16 + 4 + 1 + 65 + record.len());
    body.extend_from_slice(&salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(public.as_ref().len() as u8);
    body.extend_from_slice(public.as_ref());
    body.extend_from_slice(&record);
    Ok(body)
}

fn seal(key: &[u8], nonce: &[u8], record: &mut Vec<u8>) -> Result<(), String> {
    let key = aead::LessSafeKey::new(
        aead::UnboundKey::new(&aead::AES_128_GCM, key).map_err(|_| "the content key")?,
    );
    let nonce = aead::Nonce::try_assume_unique_for_key(nonce).map_err(|_| "the nonce")?;
    key.seal_in_place_append_tag(nonce, aead::Aad::empty(), record)
        .map_err(|_| "the record was not sealed".to_string())
}

/// A browser's side, for tests and a push endpoint of one's own: a key pair and auth secret
/// that subscribe, and the reading of one message sent to them.
pub struct BrowserKeys {
    private: agreement::EphemeralPrivateKey,
    pub public: Vec<u8>,
    pub auth: [u8; 16],
}

impl BrowserKeys {
    pub fn new() -> Result<Self, String> {
        let rng = SystemRandom::new();
        let private = agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng)
            .map_err(|_| "no key".to_string())?;
        let public = private
            .compute_public_key()
            .map_err(|_| "no public key".to_string())?
            .as_ref()
            .to_vec();
        let mut auth = [0u8; 16];
        rng.fill(&mut auth)
            .map_err(|_| "no auth secret".to_string())?;
        Ok(Self {
            private,
            public,
            auth,
        })
    }

    /// The subscription's JSON as a browser gives it, for `endpoint`.
    pub fn subscription(&self, endpoint: &str) -> String {
        serde_json::json!({
            "endpoint": endpoint,
            "keys": { "p256dh": encode(&self.public), "auth": encode(&self.auth) },
        })
        .to_string()
    }

    /// The plain text of `body` (the keys are used up: a browser's one-time test key).
    pub fn decrypt(self, body: &[u8]) -> Result<Vec<u8>, String> {
        if body.len() < 21 {
            return Err("the message is too short".into());
        }
        let salt = &body[..16];
        let id_len = usize::from(body[20]);
        let server_public = body
            .get(21..21 + id_len)
            .ok_or("the message's key is cut short")?;
        let mut record = body[21 + id_len..].to_vec();
        let server = agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, server_public);
        let shared = agreement::agree_ephemeral(self.private, &server, |s| s.to_vec())
            .map_err(|_| "the server's key does not agree".to_string())?;
        let (key, nonce) = content_keys(&shared, &self.auth, &self.public, server_public, salt)?;
        let key = aead::LessSafeKey::new(
            aead::UnboundKey::new(&aead::AES_128_GCM, &key).map_err(|_| "the content key")?,
        );
        let nonce = aead::Nonce::try_assume_unique_for_key(&nonce).map_err(|_| "the nonce")?;
        let plain = key
            .open_in_place(nonce, aead::Aad::empty(), &mut record)
            .map_err(|_| "the record does not open".to_string())?;
        let end = plain
            .iter()
            .rposition(|b| *b != 0)
            .ok_or("the record has no delimiter")?;
        if plain[end] != 2 {
            return Err("the record is not the last one".into());
        }
        Ok(plain[..end].to_vec())
    }
}

/// Whether `authorization` (`vapid t=…, k=…`) is a token for `endpoint`'s origin signed by
/// the key it names; that key, base64url.
pub fn verify_authorization(authorization: &str, endpoint: &str) -> Result<String, String> {
    let rest = authorization
        .strip_prefix("vapid ")
        .ok_or("not a vapid authorization")?;
    let mut token = "";
    let mut key = "";
    for part in rest.split(',') {
        let part = part.trim();
        if let Some(t) = part.strip_prefix("t=") {
            token = t;
        } else if let Some(k) = part.strip_prefix("k=") {
            key = k;
        }
    }
    let (signed, sig) = token.rsplit_once('.').ok_or("the token has no signature")?;
    let public = decode(key)?;
    signature::UnparsedPublicKey::new(&signature::ECDSA_P256_SHA256_FIXED, &public)
        .verify(signed.as_bytes(), &decode(sig)?)
        .map_err(|_| "the token's signature is wrong".to_string())?;
    let claims = signed.split('.').nth(1).ok_or("the token has no claims")?;
    let claims: serde_json::Value =
        serde_json::from_slice(&decode(claims)?).map_err(|e| format!("the token's claims: {e}"))?;
    if claims.get("aud").and_then(|a| a.as_str()) != Some(origin_of(endpoint)?.as_str()) {
        return Err("the token is for another push service".into());
    }
    Ok(key.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_opens_with_the_browsers_keys_only() {
        let browser = BrowserKeys::new().unwrap();
        let subscription =
            Subscription::parse(&browser.subscription("https://push.example/abc")).unwrap();
        let body = encrypt(&subscription, "Sinun vuorosi".as_bytes()).unwrap();
        assert_eq!(browser.decrypt(&body).unwrap(), "Sinun vuorosi".as_bytes());
        let other = BrowserKeys::new().unwrap();
        assert!(other.decrypt(&body).is_err());
    }

    #[test]
    fn the_token_is_signed_for_the_push_services_origin() {
        let key = VapidKey::generate().unwrap();
        let again = VapidKey::from_kept(key.kept()).unwrap();
        assert_eq!(key.public_key(), again.public_key());
        assert_eq!(decode(&key.public_key()).unwrap().len(), 65);
        let auth = key
            .authorization(
                "https://push.example:8443/send/1",
                "mailto:host@example.org",
                1,
            )
            .unwrap();
        assert_eq!(
            verify_authorization(&auth, "https://push.example:8443/other").unwrap(),
            key.public_key()
        );
        assert!(verify_authorization(&auth, "https://elsewhere.example/x").is_err());
        let forged = auth.replace("k=", "k=A");
        assert!(verify_authorization(&forged, "https://push.example:8443/").is_err());
    }
}
