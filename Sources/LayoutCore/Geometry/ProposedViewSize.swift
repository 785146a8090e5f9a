import Foundation

/// A size proposal from a parent to a child, in points.
///
/// Each dimension is `nil` ("tell me your ideal"), `0` ("your minimum"), `.infinity` ("your maximum")
/// or a finite length. SwiftUI: the child chooses its own size; the parent only places it.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// Proposed width in points, or `nil` for "unspecified".
    public var width: CGFloat?
    /// Proposed height in points, or `nil` for "unspecified".
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// 0×0: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// nil×nil: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// ∞×∞: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces each `nil` dimension with the matching dimension of `size`.
    /// SwiftUI's default of 10×10 is where shapes' ideal size of 10 pt comes from.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from a major-axis and a minor-axis value.
    static func make(_ axis: Axis, major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                            : ProposedViewSize(width: minor, height: major)
    }

    /// `320×nil`, `inf×0`: the notation of the text dump.
    public var description: String {
        "\(ProposedViewSize.format(width))×\(ProposedViewSize.format(height))"
    }

    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value == .infinity { return "inf" }
        if value == -.infinity { return "-inf" }
        return formatNumber(value)
    }
}

/// Formats a length with at most two decimals and no trailing zeros (`20.5`, `97.33`, `0`).
public func formatNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    // Beyond 10¹⁵ hundredths mean nothing (and ×100 could overflow): six significant digits, as 1e+300.
    if abs(value) >= 1e15 { return String(format: "%.6g", Double(value)) }
    let hundredths = (Double(value) * 100).rounded()
    var rounded = hundredths / 100
    if rounded == 0 { rounded = 0 } // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    if abs(hundredths) < 1e14 {
        // Below 10¹² the double's error is far under a hundredth, so "%.2f" would print exactly `hundredths`
        // (never a whole number here): written out without Foundation's formatter, a frame dump's main cost.
        let magnitude = Int64(hundredths).magnitude
        let cents = magnitude % 100
        let decimals = cents % 10 == 0 ? String(cents / 10) : (cents < 10 ? "0" : "") + String(cents)
        return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + "." + decimals
    }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
