import Foundation
import LayoutCore
import Layoutshot
import Rendering
import Typesetting

/// The fuzz target of the compiled-fixture protocol (docs/RELIABILITY.md §1): any bytes, as a compiled
/// fixture's answer, go through the tool's own reading of it (`CompiledFixtureWire.read`: the decoder and
/// the checker) for four requests (one colour scheme or two, with and without explain traces), and must be
/// refused — with a message that cannot drive a terminal — or accepted. What is accepted is used as the
/// tool uses it: the frame dump and its JSON, the explain report, diagram and JSON, and the pictures,
/// drawn as PNG and SVG; a documented `RenderError` is an answer, anything else a bug. Every image an
/// accepted answer names must be one of the files inside the images folder — never `outside.png` beside
/// it, reached through `..` or a link — nor a pipe or a folder.
///
/// `$FOLDER` in an input stands for the images folder, which the target makes once per process in the
/// temporary folder: `photo.png` and `nested/inner.png` (PNGs), `link-in.png` (a link to `photo.png`),
/// `link-out.png` (a link to `../outside.png`), `fifo.png` (a named pipe), `dir.png` (a folder), and beside
/// it `outside.png` and `images-outside/photo.png`.
enum AnswerFuzzing {
    /// A 1 × 1 transparent PNG.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                           0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
                           0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
                           0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
                           0x42, 0x60, 0x82])

    /// The images folder and the (device, inode) of the files an answer may name.
    static let folder: (path: String, inside: Set<[UInt64]>) = {
        let temporary = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((temporary + "layoutshot-fuzz-answer-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("layoutshot-fuzz: cannot make a temporary folder") }
        let root = String(cString: made)
        let images = root + "/images"
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: images + "/nested", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: images + "/dir.png", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: root + "/images-outside", withIntermediateDirectories: true)
            for file in [images + "/photo.png", images + "/nested/inner.png", root + "/outside.png", root + "/images-outside/photo.png"] {
                try png.write(to: URL(fileURLWithPath: file))
            }
            try fm.createSymbolicLink(atPath: images + "/link-in.png", withDestinationPath: "photo.png")
            try fm.createSymbolicLink(atPath: images + "/link-out.png", withDestinationPath: "../outside.png")
            guard mkfifo(images + "/fifo.png", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            fatalError("layoutshot-fuzz: cannot make the images folder: \(error)")
        }
        // Removed when the process ends (libFuzzer's exit runs atexit handlers).
        atexit { try? FileManager.default.removeItem(atPath: String(AnswerFuzzing.folder.path.dropLast("/images".count))) }
        let inside = Set([images + "/photo.png", images + "/nested/inner.png"].compactMap(identity))
        return (images, inside)
    }()

    /// The (device, inode) of the file at `path`, following links.
    static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    static let requests: [CompiledFixtureWire.Request] = {
        var requests: [CompiledFixtureWire.Request] = []
        for schemes in [#"[null]"#, #"["light","dark"]"#] {
            for explains in [false, true] {
                let json = #"{"version":1,"platform":"ios","rightToLeft":false,"colorSchemes":\#(schemes),"colorScheme":"light","#
                    + #""dynamicTypeSize":3,"explains":\#(explains),"sandboxed":true,"devices":[],"namesDevices":false,"#
                    + #""images":[{"name":"photo","path":"\#(folder.path)/photo.png","width":1,"height":1}]}"#
                do { requests.append(try JSONDecoder().decode(CompiledFixtureWire.Request.self, from: Data(json.utf8))) }
                catch { fatalError("layoutshot-fuzz: a request that does not decode: \(error)") }
            }
        }
        return requests
    }()

    /// The tool's limits, smaller (as the fixture target's), so that an input takes milliseconds.
    static let limits: LayoutLimits = {
        var limits = LayoutLimits()
        limits.maximumViews = 20_000
        return limits
    }()

    /// Runs one input; returns whether some request accepted it (for the replay summary).
    @discardableResult
    static func run(_ data: Data) -> Bool {
        let placeholder = Data("$FOLDER".utf8), path = Data(folder.path.utf8)
        var bytes = data
        while let range = bytes.range(of: placeholder) { bytes.replaceSubrange(range, with: path) }
        var accepted = false, tracesUsed = false
        for request in requests {
            do {
                let answer = try CompiledFixtureWire.read(bytes, request: request, imageFolder: folder.path, limits: limits)
                // The same previews accepted again (with or without traces) are not drawn again.
                if !accepted || (!tracesUsed && !answer.traces.isEmpty) {
                    use(answer, drawing: !accepted)
                }
                accepted = true
                tracesUsed = tracesUsed || !answer.traces.isEmpty
            } catch let refusal as CompiledFixtureWire.Refusal {
                let message = refusal.message(path: "fuzz.swift")
                precondition(!message.isEmpty && message.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control || $0 == "\n" },
                             "a refusal that could drive a terminal: \(message.debugDescription)")
            } catch {
                fatalError("not a Refusal: \(error)")
            }
        }
        return accepted
    }

    static func use(_ answer: (variants: [[CompiledFixtureWire.Checked]], traces: [ExplainTracer]),
                    drawing: Bool) {
        let renderer = FixtureFuzzing.renderer
        FixtureFuzzing.pango.deadline = Deadline(seconds: 2)
        for previews in drawing ? answer.variants : [] {
            for preview in previews {
                let result = preview.result
                for node in result.root.allNodes() {
                    if case .image(let image) = node.drawing, case .bitmap(let asset) = image.kind {
                        guard let id = identity(asset.path), folder.inside.contains(id) else {
                            fatalError("an accepted image that is not a file inside the images folder: \(asset.path)")
                        }
                    }
                }
                _ = result.root.textDump()
                _ = try? JSONEncoder().encode(result.root)
                if result.canvasSize.width * result.canvasSize.height <= FixtureFuzzing.largestDrawing {
                    FixtureFuzzing.draw(result)
                }
            }
        }
        for tracer in answer.traces {
            _ = tracer.report()
            _ = try? JSONEncoder().encode(tracer.calls)
            _ = try? JSONEncoder().encode(tracer.placements)
            let diagram = tracer.sequenceDiagram()
            if diagram.lanes.count <= 50, diagram.messages.count <= 200 {
                do {
                    _ = try renderer.render(diagram, as: .svg, options: RenderOptions())
                } catch let error as RenderError {
                    if case .cairo(let message) = error, !message.contains("freetype") { fatalError("render error: \(error)") }
                } catch {
                    fatalError("not a RenderError: \(error)")
                }
            }
        }
    }
}
