//! Networks, not addresses: the server counts its per-address limits over a network prefix
//! (an IPv6 /64 by default, one IPv4 address), since one subscriber holds a whole IPv6 /64
//! and could otherwise fill every limit from addresses of their own.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The prefixes the server groups addresses by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefixes {
    /// Bits of an IPv4 address that name its network (32: each address alone).
    pub ipv4: u8,
    /// Bits of an IPv6 address that name its network (64: a subscriber's usual share).
    pub ipv6: u8,
}

impl Default for Prefixes {
    fn default() -> Self {
        Self { ipv4: 32, ipv6: 64 }
    }
}

impl Prefixes {
    /// Prefixes within their families' lengths, or why not.
    pub fn new(ipv4: u8, ipv6: u8) -> Result<Self, String> {
        if !(8..=32).contains(&ipv4) {
            return Err(format!("an IPv4 prefix is 8 to 32 bits, not {ipv4}"));
        }
        if !(16..=128).contains(&ipv6) {
            return Err(format!("an IPv6 prefix is 16 to 128 bits, not {ipv6}"));
        }
        Ok(Self { ipv4, ipv6 })
    }

    /// The network `address` is counted under: the address with the bits past the prefix
    /// cleared (an IPv4 address mapped into IPv6 counts as IPv4).
    pub fn network(self, address: IpAddr) -> IpAddr {
        match address {
            IpAddr::V4(v4) => IpAddr::V4(mask_v4(v4, self.ipv4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => IpAddr::V4(mask_v4(v4, self.ipv4)),
                None => IpAddr::V6(mask_v6(v6, self.ipv6)),
            },
        }
    }

    /// The network of an address written as text, written as `address/prefix` (or the
    /// address alone where the prefix is the whole address); text that is no address is
    /// kept as it is.
    pub fn network_name(self, address: &str) -> String {
        let Ok(parsed) = address.parse::<IpAddr>() else {
            return address.to_string();
        };
        let network = self.network(parsed);
        let bits = match network {
            IpAddr::V4(_) => self.ipv4,
            IpAddr::V6(_) => self.ipv6,
        };
        let whole = if network.is_ipv4() { 32 } else { 128 };
        if bits == whole {
            network.to_string()
        } else {
            format!("{network}/{bits}")
        }
    }
}

fn mask_v4(address: Ipv4Addr, bits: u8) -> Ipv4Addr {
    let mask = u32::MAX
        .checked_shl(32 - u32::from(bits.min(32)))
        .unwrap_or(0);
    Ipv4Addr::from(u32::from(address) & mask)
}

fn mask_v6(address: Ipv6Addr, bits: u8) -> Ipv6Addr {
    let mask = u128::MAX
        .checked_shl(128 - u32::from(bits.min(128)))
        .unwrap_or(0);
    Ipv6Addr::from(u128::from(address) & mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_of_one_ipv6_64_are_one_network() {
        let p = Prefixes::default();
        let a = p.network_name("2001:db8:1:2:aaaa::1");
        let b = p.network_name("2001:db8:1:2:ffff:ffff:ffff:fffe");
        let other = p.network_name("2001:db8:1:3::1");
        assert_eq!(a, "2001:db8:1:2::/64");
        assert_eq!(a, b);
        assert_ne!(a, other);
    }

    #[test]
    fn ipv4_addresses_stand_alone_unless_a_prefix_groups_them() {
        let p = Prefixes::default();
        assert_eq!(p.network_name("203.0.113.7"), "203.0.113.7");
        assert_ne!(p.network_name("203.0.113.7"), p.network_name("203.0.113.8"));
        let p24 = Prefixes::new(24, 64).unwrap();
        assert_eq!(p24.network_name("203.0.113.7"), "203.0.113.0/24");
        assert_eq!(
            p24.network_name("203.0.113.7"),
            p24.network_name("203.0.113.250")
        );
        // An IPv4 address mapped into IPv6 is that IPv4 address.
        assert_eq!(p.network_name("::ffff:203.0.113.7"), "203.0.113.7");
        assert_eq!(p.network_name("not an address"), "not an address");
        assert_eq!(Prefixes::new(32, 128).unwrap().network_name("::1"), "::1");
        assert!(Prefixes::new(33, 64).is_err() && Prefixes::new(32, 8).is_err());
    }
}
