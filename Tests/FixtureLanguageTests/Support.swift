import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

/// The frame tree of `view` laid out with the fake measurer: the text dump plus, per node, what it draws
/// (text with its resolved font, colour and styled runs, shape fills and strokes) and its decorations, so that equal
/// dumps mean identical view trees.
func dump<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified,
                   environment: EnvironmentValues = EnvironmentValues()) -> String {
    let result = LayoutEngine.layout(view, proposal: proposal, measurer: FixedAdvanceTextMeasurer(), environment: environment)
    var lines: [String] = []
    func walk(_ node: FrameNode, _ depth: Int) {
        var line = String(repeating: "  ", count: depth) + node.dumpLine
        switch node.drawing {
        case .none: break
        case .text(let text):
            line += " | text \(text.text.font) \(text.paint) tracking \(text.text.tracking)"
            for run in text.runPaints { line += " [\(run.bytes) \(run.paint)]" }
            for run in text.text.runs {
                line += " [\(run.bytes) \(run.font) \(run.color.map { "\($0)" } ?? "-") \(run.tracking)"
                    + (run.isStrikethrough ? " struck \(run.strikethroughColor.map { "\($0)" } ?? "-")" : "")
                    + (run.isUnderline ? " underlined \(run.underlineColor.map { "\($0)" } ?? "-")" : "") + "]"
            }
        case .shape(let shape):
            for layer in shape.layers {
                line += " | \(layer.style) \(layer.paint) path \(layer.path.elements.count)"
            }
        case .image(let image): line += " | image \(image.kind)"
        }
        if node.zIndex != 0 { line += " | z \(node.zIndex)" }
        for decoration in node.decorations {
            switch decoration {
            case .border(let color, let width): line += " | border \(color)/\(width)"
            case .opacity(let value): line += " | opacity \(value)"
            case .clip: line += " | clip"
            case .hidden: line += " | hidden"
            case .transform(let t): line += " | transform \(t.rotation.degrees)° \(t.scale) \(t.anchor)"
            case .shadow(let color, let radius, let x, let y): line += " | shadow \(color) \(radius) \(x),\(y)"
            case .blur(let radius, let opaque): line += " | blur \(radius)\(opaque ? " opaque" : "")"
            case .mask: line += " | mask"
            case .blend(let mode): line += " | blend \(mode)"
            case .group: line += " | group"
            case .colorFilter(let filter): line += " | \(filter)"
            }
        }
        lines.append(line)
        for child in node.children { walk(child, depth + 1) }
    }
    walk(result.root, 0)
    return lines.joined(separator: "\n")
}

/// Parses `source` and returns its previews.
func previews(_ source: String, file: String = "test.swift", imageSource: (any ImageSource)? = nil,
              platform: Platform = .iOS) throws -> [Preview] {
    try FixtureParser.parse(source: source, path: file, imageSource: imageSource, platform: platform).previews
}

/// The dump of the fixture's only preview, laid out at `proposal` (or the preview's own proposal).
func fixtureDump(_ source: String, _ proposal: ProposedViewSize? = nil, imageSource: (any ImageSource)? = nil) throws -> String {
    let all = try previews(source, imageSource: imageSource)
    try #require(all.count == 1)
    return dump(all[0].view, proposal ?? all[0].proposal(on: .iOS))
}

/// The error parsing `source` throws.
func parseError(_ source: String, file: String = "bad.swift", imageSource: (any ImageSource)? = nil,
                platform: Platform = .iOS) -> FixtureError? {
    do {
        _ = try FixtureParser.parse(source: source, path: file, imageSource: imageSource, platform: platform)
        return nil
    } catch let error as FixtureError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)")
        return nil
    }
}

/// Checks that the fixture `source` (one preview or a bare expression) builds the same tree as `view`, both
/// laid out in `environment` (the fixture parsed for its platform).
func expectSame<V: View>(_ source: String, _ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 320, height: 200),
                         imageSource: (any ImageSource)? = nil, environment: EnvironmentValues = EnvironmentValues(),
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    do {
        let all = try previews(source, imageSource: imageSource, platform: environment.platform)
        try #require(all.count == 1)
        let fixture = dump(all[0].view, proposal, environment: environment)
        let swift = dump(view, proposal, environment: environment)
        #expect(fixture == swift, "fixture:\n\(fixture)\nswift:\n\(swift)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Images that exist without files: each name has a fixed natural size.
struct MemoryImageSource: ImageSource {
    var images: [String: CGSize]

    func image(named name: String) -> ImageAsset? {
        images[name].map { ImageAsset(size: $0, path: "/memory/\(name).png") }
    }
}

/// A PNG header (signature and IHDR) for a `width` × `height` image: all the folder source reads.
func pngHeader(_ width: UInt32, _ height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for word in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
    return Data(bytes + [8, 6, 0, 0, 0])
}
