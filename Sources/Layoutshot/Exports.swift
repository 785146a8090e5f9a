// The library users import: `import Layoutshot` gives SwiftUI's layout vocabulary (LayoutCore), the
// fixture language, real text measuring and rendering, snapshots, and the file utilities they write with
// (Foundation too, as SwiftUI re-exports it).
@_exported import Foundation
@_exported import LayoutCore
@_exported import FixtureLanguage
@_exported import Typesetting
@_exported import Rendering
@_exported import Snapshots
@_exported import Files
