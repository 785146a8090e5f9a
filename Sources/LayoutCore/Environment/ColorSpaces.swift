import Foundation

/// Conversions between the colour spaces Layoutshot accepts and the sRGB it draws, and the interpolation
/// of `Color.mix` and perceptual gradients. Formulas: sRGB's transfer curve (IEC 61966-2-1), the Display
/// P3 → sRGB matrix (both share D65; CSS Color 4's matrices multiplied), Oklab (Björn Ottosson, 2020).
enum ColorSpaces {
    /// An sRGB component without its transfer curve.
    static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// A linear component with sRGB's transfer curve.
    static func encoded(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }

    /// Components given in `space` as gamma-encoded sRGB (unclamped; RGBA clamps).
    static func sRGB(from space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encoded(r), encoded(g), encoded(b))
        case .displayP3:
            // P3 uses sRGB's transfer curve; its linear components map to linear sRGB by this matrix.
            let (lr, lg, lb) = (linear(r), linear(g), linear(b))
            return (encoded(1.2249401 * lr - 0.2249404 * lg),
                    encoded(-0.0420569 * lr + 1.0420571 * lg),
                    encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }

    /// `a` and `b` mixed: `t` 0 is `a`, 1 is `b`; component by component in sRGB, or in Oklab (`perceptual`).
    /// Opacity mixes linearly.
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double, perceptual: Bool) -> RGBA {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        guard perceptual else {
            return RGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        }
        let p = oklab(a), q = oklab(b)
        let (r, g, bl) = sRGB(oklab: (lerp(p.0, q.0), lerp(p.1, q.1), lerp(p.2, q.2)))
        return RGBA(red: r, green: g, blue: bl, alpha: alpha)
    }

    /// Oklab coordinates (L, a, b) of an sRGB colour.
    static func oklab(_ c: RGBA) -> (Double, Double, Double) {
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Gamma-encoded sRGB components of Oklab coordinates.
    static func sRGB(oklab c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = pow(c.0 + 0.3963377774 * c.1 + 0.2158037573 * c.2, 3)
        let m = pow(c.0 - 0.1055613458 * c.1 - 0.0638541728 * c.2, 3)
        let s = pow(c.0 - 0.0894841775 * c.1 - 1.2914855480 * c.2, 3)
        return (encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
