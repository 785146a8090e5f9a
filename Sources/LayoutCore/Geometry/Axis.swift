import Foundation

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes (`.horizontal`, `.vertical`, or both).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A layout direction for text and leading/trailing edges.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    static func make(_ axis: Axis, major: CGFloat, minor: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGRect {
    func minValue(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
}
