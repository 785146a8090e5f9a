import Foundation
import LayoutCore
import Rendering
import Typesetting

/// One measurer for the run (fonts load once); every use holds the lock because a measurer serves one thread
/// at a time and Swift Testing runs tests in parallel.
private let shared = try! PangoTextMeasurer()
private let lock = NSRecursiveLock() // a test may lay out while it holds the renderer

func withRenderer<T>(_ body: (Renderer) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(Renderer(text: shared))
}

func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    withRenderer { LayoutEngine.layout(view, proposal: proposal, measurer: $0.text) }
}

/// Plain pictures at scale 2: no debug outlines, so every pixel of a colour is that colour.
let plainOptions: RenderOptions = {
    var options = RenderOptions()
    options.style = .plain
    return options
}()
