import Foundation

/// How two pictures are compared. The default is exact: every pixel whose bytes differ counts, none is
/// allowed.
///
/// - `threshold` 0 compares bytes. Above 0 it is pixelmatch's perceptual colour distance: two pixels
///   differ when their YIQ distance (Kotsarenko & Ramos) is above `threshold² × 35215`, the largest possible
///   distance, so 1 lets everything through and pixelmatch's usual 0.1 forgives small shade changes.
/// - `ignoresAntialiasing`: a differing pixel that looks anti-aliased in either picture (Vyšniauskas's
///   detector, as pixelmatch uses it) is reported as anti-aliased and not counted.
/// - `maxDiffPixels` / `maxDiffRatio`: how many differing pixels still pass. With both, the smaller
///   allowance wins; with neither, none are allowed.
public struct PixelDiffOptions: Equatable, Sendable, Codable {
    public var threshold: Double
    public var ignoresAntialiasing: Bool
    public var maxDiffPixels: Int?
    /// A fraction of all pixels, 0…1 (0.01 = 1 %).
    public var maxDiffRatio: Double?

    public init(threshold: Double = 0, ignoresAntialiasing: Bool = false, maxDiffPixels: Int? = nil,
                maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Every byte must match.
    public static let exact = PixelDiffOptions()

    /// pixelmatch's defaults: colour threshold 0.1, anti-aliased pixels not counted.
    public static func perceptual(threshold: Double = 0.1) -> PixelDiffOptions {
        PixelDiffOptions(threshold: threshold, ignoresAntialiasing: true)
    }

    /// How many of `total` pixels may differ and still pass.
    public func allowedPixels(of total: Int) -> Int {
        var allowed: Int?
        if let maxDiffPixels { allowed = max(maxDiffPixels, 0) }
        if let maxDiffRatio {
            // The small epsilon keeps 0.01 × 10 000 at 100 despite binary fractions.
            let byRatio = Int((max(maxDiffRatio, 0) * Double(total) + 1e-9).rounded(.down))
            allowed = min(allowed ?? byRatio, byRatio)
        }
        return allowed ?? 0
    }
}

/// The size of a picture in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// "200×100 px".
    public var description: String { "\(width)×\(height) px" }
}

/// A rectangle of pixels: columns `minX...maxX`, rows `minY...maxY`.
public struct PixelBounds: Equatable, Sendable, Codable, CustomStringConvertible {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
    /// "x 10…19, y 20…29".
    public var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY)" }
}

/// What `PixelDiff.compare` found.
public struct PixelComparison: Equatable, Sendable {
    public var referenceSize: PixelSize
    public var actualSize: PixelSize
    public var options: PixelDiffOptions
    /// Pixels that differ and count (0 when the sizes differ: nothing was compared).
    public var differentPixels: Int
    /// Differing pixels found anti-aliased and so not counted (only with `ignoresAntialiasing`).
    public var antialiasedPixels: Int
    /// Pixels compared: the reference's, when the sizes agree.
    public var totalPixels: Int
    /// The smallest rectangle holding every counted differing pixel.
    public var differenceBounds: PixelBounds?
    /// The reference faded to light grey, counted differences red, anti-aliased ones yellow (for different
    /// sizes: both sizes' extent, the common top-left area compared, the rest red); nil when not asked for.
    public var diffImage: RGBAImage?

    public var sizesMatch: Bool { referenceSize == actualSize }
    /// How many differing pixels the options allow.
    public var allowedPixels: Int { options.allowedPixels(of: totalPixels) }
    public var passed: Bool { sizesMatch && differentPixels <= allowedPixels }
    /// Whether any pixel differs at all (counted or anti-aliased), or the sizes do.
    public var hasDifferences: Bool { !sizesMatch || differentPixels > 0 || antialiasedPixels > 0 }
    /// `differentPixels / totalPixels`.
    public var differenceRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// The facts in one sentence: "412 pixels differ (0.31 %), above the 0 allowed; colour threshold 0",
    /// "the sizes differ: reference 200×100 px, actual 200×120 px", "no pixels differ; colour threshold 0".
    public var summary: String {
        guard sizesMatch else { return "the sizes differ: reference \(referenceSize), actual \(actualSize)" }
        var text: String
        if differentPixels == 0 {
            text = "no pixels differ"
        } else {
            let verb = differentPixels == 1 ? "pixel differs" : "pixels differ"
            let position = differentPixels > allowedPixels ? "above" : "within"
            text = "\(differentPixels) \(verb) (\(Self.percent(differenceRatio))), \(position) the \(allowedPixels) allowed"
        }
        text += "; colour threshold \(Self.number(options.threshold))"
        if options.ignoresAntialiasing {
            text += "; \(antialiasedPixels) anti-aliased pixel\(antialiasedPixels == 1 ? "" : "s") not counted"
        }
        return text
    }

    /// `summary` and, when pixels differ, the rectangle they lie in: what a failure says about the pixels.
    public var facts: String {
        differenceBounds.map { "\(summary); within \($0)" } ?? summary
    }

    /// "0.31 %", "< 0.01 %", "100 %".
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value > 0 && value < 0.005 { return "< 0.01 %" }
        return number((value * 100).rounded() / 100) + " %"
    }

    /// A number with at most two decimals and no trailing zeros; thresholds keep up to four.
    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
