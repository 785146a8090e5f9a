// `import Combine` in a view file: `ObservableObject`, `@Published` and `ObservableObjectPublisher`, which
// Layoutshot defines (Combine is not on Linux). Publishers and subscribers are not there: using them is a
// compiler error at the fixture's line (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot
