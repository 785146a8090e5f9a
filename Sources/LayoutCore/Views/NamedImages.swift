import Foundation

/// Where `UIImage(named:)` and `NSImage(named:)` look for their files: a compiled fixture sets it to the
/// fixture's folder before its code runs (as `Image("name")` looks there). Nil: no named image exists.
/// Not SwiftUI API: Layoutshot's stand-in for the app bundle.
public enum _NamedImages {
    nonisolated(unsafe) public static var source: (any ImageSource)?

    /// The asset for `name`, or nil.
    public static func asset(named name: String) -> ImageAsset? { source?.image(named: name) }
}
