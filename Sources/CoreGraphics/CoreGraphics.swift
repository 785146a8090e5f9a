// `import CoreGraphics` in a view file: `CGFloat`, `CGSize`, `CGPoint`, `CGRect` and their functions come from
// Foundation on Linux, which Layoutshot re-exports (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot
