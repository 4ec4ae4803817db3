//! Colour vision simulated: Machado, Oliveira & Fernandes (2009) at full strength for
//! protanopia, deuteranopia and tritanopia, applied in linear RGB, then CIELAB (D65) and the
//! CIE 1976 colour difference ΔE*ab between two colours as a viewer of each kind sees them.

use super::Srgb;

/// How a viewer sees colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vision {
    /// Normal trichromatic vision.
    Normal,
    /// No long-wave (red) cones.
    Protanopia,
    /// No medium-wave (green) cones: the commonest, about one man in sixteen.
    Deuteranopia,
    /// No short-wave (blue) cones.
    Tritanopia,
}

impl Vision {
    /// Every kind, normal vision first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];
    /// The three simulated dichromacies.
    pub const SIMULATED: [Vision; 3] =
        [Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    /// The lower-case English name ("deuteranopia").
    pub fn name(self) -> &'static str {
        match self {
            Vision::Normal => "normal vision",
            Vision::Protanopia => "protanopia",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Tritanopia => "tritanopia",
        }
    }

    /// Machado et al. 2009, table for severity 1.0 (rows act on linear R, G, B).
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }

    /// The colour as this viewer sees it, in linear RGB (each channel kept in 0..=1: a
    /// screen shows no more than its primaries).
    pub fn simulate(self, c: Srgb) -> [f64; 3] {
        let linear = linear(c);
        self.matrix().map(|row| {
            (0..3)
                .map(|k| row[k] * linear[k])
                .sum::<f64>()
                .clamp(0.0, 1.0)
        })
    }

    /// The colour as this viewer sees it, in CIELAB (D65 white): `[L*, a*, b*]`.
    pub fn lab(self, c: Srgb) -> [f64; 3] {
        lab_of_linear(self.simulate(c))
    }

    /// ΔE*ab (CIE 1976) between two colours as this viewer sees them.
    pub fn delta_e(self, a: Srgb, b: Srgb) -> f64 {
        let (p, q) = (self.lab(a), self.lab(b));
        ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
    }
}

/// An sRGB channel (0..=1) decoded to linear light.
fn decode(v: f64) -> f64 {
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear channel (0..=1) encoded to sRGB.
fn encode(v: f64) -> f64 {
    if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    }
}

/// The colour in linear RGB.
pub fn linear(c: Srgb) -> [f64; 3] {
    [c.r, c.g, c.b].map(|v| decode(f64::from(v).clamp(0.0, 1.0)))
}

/// `fg` laid with opacity `alpha` over `bg`, blended in linear light as the GPU blends
/// into an sRGB target.
pub fn over(fg: Srgb, alpha: f32, bg: Srgb) -> Srgb {
    let (f, b, a) = (linear(fg), linear(bg), f64::from(alpha));
    let mix = |k: usize| encode(a * f[k] + (1.0 - a) * b[k]) as f32;
    Srgb::new(mix(0), mix(1), mix(2))
}

/// Linear sRGB (D65) to CIELAB with the D65 white.
fn lab_of_linear([r, g, b]: [f64; 3]) -> [f64; 3] {
    const WHITE: [f64; 3] = [0.950_47, 1.0, 1.088_83];
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        let d = 6.0 / 29.0;
        if t > d * d * d {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / WHITE[0]), f(y / WHITE[1]), f(z / WHITE[2]));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn white_and_black_are_the_ends_of_lightness() {
        let white = Vision::Normal.lab(Srgb::new(1.0, 1.0, 1.0));
        let black = Vision::Normal.lab(Srgb::new(0.0, 0.0, 0.0));
        assert!(
            near(white[0], 100.0, 0.01) && near(white[1], 0.0, 0.01),
            "{white:?}"
        );
        assert!(near(white[2], 0.0, 0.01), "{white:?}");
        assert_eq!(black, [0.0, 0.0, 0.0]);
    }

    #[test]
    fn pure_red_is_the_textbook_lab_value() {
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 (D65).
        let red = Vision::Normal.lab(Srgb::new(1.0, 0.0, 0.0));
        assert!(near(red[0], 53.24, 0.05), "{red:?}");
        assert!(near(red[1], 80.09, 0.05), "{red:?}");
        assert!(near(red[2], 67.20, 0.05), "{red:?}");
    }

    #[test]
    fn greys_look_the_same_to_every_viewer() {
        // Each Machado matrix keeps white white: its rows sum to one.
        for v in Vision::ALL {
            for g in [0.0, 0.2, 0.5, 0.8, 1.0] {
                let grey = Srgb::new(g, g, g);
                let [l, a, b] = v.lab(grey);
                assert!(near(l, Vision::Normal.lab(grey)[0], 0.1), "{v:?} {g}: {l}");
                assert!(near(a, 0.0, 0.2) && near(b, 0.0, 0.2), "{v:?} {g}: {a} {b}");
            }
        }
    }

    #[test]
    fn red_and_green_come_together_for_red_green_blindness_alone() {
        let (red, green) = (Srgb::new(1.0, 0.0, 0.0), Srgb::new(0.0, 1.0, 0.0));
        let normal = Vision::Normal.delta_e(red, green);
        assert!(normal > 150.0, "{normal}");
        // Under deuteranopia pure red and green differ mostly in lightness: far less.
        let deutan = Vision::Deuteranopia.delta_e(red, green);
        assert!(deutan < normal / 3.0, "{deutan}");
        let protan = Vision::Protanopia.delta_e(red, green);
        assert!(protan < normal / 2.0, "{protan}");
        // A tritanope tells them apart as well as anyone.
        let tritan = Vision::Tritanopia.delta_e(red, green);
        assert!(tritan > normal * 0.8, "{tritan}");
    }

    #[test]
    fn blue_and_green_come_together_for_tritanopia() {
        let (teal, green) = (Srgb::new(0.0, 0.6, 0.9), Srgb::new(0.0, 0.7, 0.3));
        assert!(
            Vision::Tritanopia.delta_e(teal, green) < Vision::Normal.delta_e(teal, green) / 2.0
        );
    }

    #[test]
    fn the_issues_numbers_for_helsinkis_command_colours() {
        // Issue 58: "green and red there differ by 15 under deuteranopia (134 for normal
        // vision), and green and yellow by 18 under protanopia".
        let green = Srgb::new(0.1, 0.7, 0.2);
        let yellow = Srgb::new(0.95, 0.75, 0.1);
        let red = Srgb::new(0.9, 0.1, 0.1);
        let deutan = Vision::Deuteranopia.delta_e(green, red);
        let normal = Vision::Normal.delta_e(green, red);
        let protan = Vision::Protanopia.delta_e(green, yellow);
        assert!(near(deutan, 15.0, 2.0), "{deutan}");
        assert!(near(normal, 134.0, 2.0), "{normal}");
        assert!(near(protan, 18.0, 2.0), "{protan}");
    }

    #[test]
    fn blending_in_linear_light() {
        let (white, black) = (Srgb::new(1.0, 1.0, 1.0), Srgb::new(0.0, 0.0, 0.0));
        // Half white over black is linear 0.5: sRGB 0.735, not 0.5.
        let half = over(white, 0.5, black);
        assert!(near(f64::from(half.r), 0.7354, 0.001), "{half:?}");
        assert_eq!(over(white, 1.0, black), white);
        assert_eq!(over(white, 0.0, black), black);
    }
}
