// `import SwiftUI` in a view file (a compiled fixture, or code built against this package): Layoutshot's
// SwiftUI, with UIKit's and AppKit's view-side types, as SwiftUI re-exports UIKit on iOS and AppKit on macOS.
@_exported import Layoutshot
@_exported import UIKit
@_exported import AppKit
// SwiftUI re-exports Observation (`@Observable` needs no import of its own).
@_exported import Observation
