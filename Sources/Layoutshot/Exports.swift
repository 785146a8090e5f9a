// The library users import: `import Layoutshot` gives SwiftUI's layout vocabulary (LayoutCore), the
@_exported import Foundation
// fixture language, real text measuring and rendering.
@_exported import LayoutCore
@_exported import FixtureLanguage
@_exported import Typesetting
@_exported import Rendering
@_exported import Snapshots
