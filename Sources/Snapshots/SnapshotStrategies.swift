import Foundation
import LayoutCore
import Rendering

// The ready-made formats. A renderer serves one thread at a time (it owns a text measurer), so a strategy
// made from one does too.

extension Diffing where Format == String {
    /// Text compared line by line: the first differing line and how many differ.
    public static var lines: Diffing<String> {
        Diffing(noun: "text", toData: { Data($0.utf8) }) { data, actual, _ in
            let reference = normalizedText(data)
            guard reference != actual else { return ReferenceComparison(matches: true) }
            return ReferenceComparison(matches: false, reasons: [textMismatch(reference, actual, what: "the text")])
        }
    }

    /// Frame dumps (`FrameNode.textDump()`) compared view by view (`GeometryDiff`), `ForEach` element
    /// identities aside (`FrameDump.matchesIgnoringElementIDs`); dumps the diff cannot read are compared by
    /// their first differing line.
    public static var frames: Diffing<String> {
        Diffing(noun: "frames", toData: { Data($0.utf8) }) { data, actual, _ in
            let reference = normalizedText(data)
            guard reference != actual else { return ReferenceComparison(matches: true) }
            let dumps = (try? FrameDump(parsing: reference)).flatMap { old in (try? FrameDump(parsing: actual)).map { (old, $0) } }
            if let (old, new) = dumps, old.matchesIgnoringElementIDs(new) { return ReferenceComparison(matches: true) }
            var comparison = ReferenceComparison(matches: false)
            if let (old, new) = dumps, case let diff = GeometryDiff(reference: old, actual: new), !diff.isEmpty {
                comparison.geometry = diff
                comparison.reasons = diff.lines
            } else {
                comparison.reasons = [firstDifferingLine(reference, actual)]
            }
            return comparison
        }
    }

    /// A reference's text with CRLF line ends read as LF (a checkout on Windows).
    static func normalizedText(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        // Foundation's search costs ~200 instructions a byte; most references have no CR to replace (looked
        // for with `memchr`: `Data`'s own `contains` walks an iterator).
        let hasCR = data.withUnsafeBytes { $0.count > 0 && memchr($0.baseAddress!, Int32(UInt8(ascii: "\r")), $0.count) != nil }
        guard hasCR else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// "the frame dump differs at line 3: expected `…`, got `…`", for dumps the geometry diff cannot explain.
    static func firstDifferingLine(_ reference: String, _ actual: String) -> String {
        let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            if a != b {
                func show(_ line: String?) -> String { line.map { "`\($0)`" } ?? "the end" }
                return "the frame dump differs at line \(index + 1): expected \(show(a)), got \(show(b))"
            }
        }
        return "the frame dumps differ"
    }

    /// "the SVG differs at line 12 of 80: expected `…`, got `…` (3 lines differ)".
    static func textMismatch(_ reference: String, _ actual: String, what: String) -> String {
        let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        let count = max(old.count, new.count)
        var first: Int?
        var differing = 0
        for index in 0..<count where (index < old.count ? old[index] : nil) != (index < new.count ? new[index] : nil) {
            differing += 1
            if first == nil { first = index }
        }
        guard let first else { return "\(what) differs" }
        func show(_ lines: [String]) -> String {
            guard first < lines.count else { return "the end" }
            let line = lines[first]
            return "`" + (line.count > 200 ? line.prefix(200) + "…" : line) + "`"
        }
        return "\(what) differs at line \(first + 1) of \(new.count): expected \(show(old)), got \(show(new))"
            + (differing > 1 ? " (\(differing) lines differ)" : "")
    }
}

extension Diffing where Format == Data {
    /// PNG pictures compared pixel by pixel (`PixelDiff`, after a byte-equality fast path that ignores the
    /// environment chunk). The reference file gets `environment` in its tEXt chunk; a reference recorded in
    /// another environment says so before every reason of its snapshot (`ReferenceComparison.notes`). A diff
    /// image is made whenever pixels differ, also within the allowance.
    public static func png(options: PixelDiffOptions = .exact, environment: RenderEnvironment = .current()) -> Diffing<Data> {
        Diffing(noun: "picture", toData: { try PNGMetadata.setting(environment.pngMetadata(), in: $0) }) { data, actual, name in
            let plain = (try? PNGMetadata.removing(from: actual)) ?? actual
            var comparison = ReferenceComparison(matches: false)
            comparison.recordedEnvironment = try? RenderEnvironment.recorded(in: data)
            if let recorded = comparison.recordedEnvironment {
                comparison.environmentDifferences = environment.differences(from: recorded)
                comparison.notes = EnvironmentDifference.explanation(comparison.environmentDifferences).map { [$0] } ?? []
            }
            if let referencePlain = try? PNGMetadata.removing(from: data), referencePlain == plain {
                comparison.matches = true
                if !comparison.environmentDifferences.isEmpty {
                    comparison.reasons = ["environment recorded anew: "
                                          + comparison.environmentDifferences.map(\.description).joined(separator: ", ")]
                }
                return comparison
            }
            let reference = try RGBAImage(png: data) // a damaged reference is said as such
            let made: RGBAImage
            do {
                made = try RGBAImage(png: plain)
            } catch {
                comparison.reasons = ["the picture made now cannot be read: \(error)"]
                return comparison
            }
            let pixels = PixelDiff.compare(reference: reference, actual: made, options: options)
            comparison.pixels = pixels
            comparison.pixels?.diffImage = nil
            if pixels.hasDifferences { comparison.diffImage = try? pixels.diffImage?.pngData() }
            if pixels.passed {
                comparison.matches = true
                return comparison
            }
            comparison.reasons = ["pixels: " + pixels.facts]
            if comparison.recordedEnvironment == nil {
                comparison.reasons.append("\(name) does not record the environment it was rendered in (unknown environment)")
            }
            return comparison
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The frame-tree text dump (`<name>.txt`), compared view by view.
    public static var frames: Snapshotting<LayoutResult, String> {
        Snapshotting(pathExtension: "txt", diffing: .frames) { $0.root.textDump() }
    }

    /// The SVG picture, compared as text (it is byte-stable across processes).
    public static func svg(renderer: Renderer, options: RenderOptions = RenderOptions()) -> Snapshotting<LayoutResult, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { result in
            String(decoding: try renderer.render(result, as: .svg, options: options), as: UTF8.self)
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == Data {
    /// The PNG picture, compared pixel by pixel with `pixels`; the reference records `environment`.
    public static func png(renderer: Renderer, options: RenderOptions = RenderOptions(),
                           pixels: PixelDiffOptions = .exact,
                           environment: RenderEnvironment = .current()) -> Snapshotting<LayoutResult, Data> {
        Snapshotting(pathExtension: "png", diffing: .png(options: pixels, environment: environment)) { result in
            try renderer.render(result, as: .png, options: options)
        }
    }
}
