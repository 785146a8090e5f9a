import Foundation
import LayoutCore
import Rendering

// The ready-made formats. A renderer serves one thread at a time (it owns a text measurer), so a strategy
// made from one does too.

extension Diffing where Format == String {
    /// Text compared line by line: the first differing line and how many differ.
    public static var lines: Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: { normalizedText($0) }) { reference, actual in
            guard reference != actual else { return nil }
            return (textMismatch(reference, actual, what: "the text"),
                    [DiffAttachment(name: "reference.txt", data: Data(reference.utf8)),
                     DiffAttachment(name: "actual.txt", data: Data(actual.utf8))])
        }
    }

    /// Frame dumps compared view by view (`GeometryDiff`); a dump that does not parse falls back to lines.
    public static var frames: Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: { normalizedText($0) }) { reference, actual in
            guard reference != actual else { return nil }
            let attachments = [DiffAttachment(name: "reference.txt", data: Data(reference.utf8)),
                               DiffAttachment(name: "actual.txt", data: Data(actual.utf8))]
            if let diff = try? GeometryDiff(reference: reference, actual: actual), !diff.isEmpty {
                return (diff.lines.joined(separator: "\n"), attachments)
            }
            return (textMismatch(reference, actual, what: "the frame dump"), attachments)
        }
    }

    static func normalizedText(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
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
    /// PNG pictures compared pixel by pixel. The reference file gets `environment` in its tEXt chunk; when the
    /// pixels differ and the reference recorded another environment, the message says so first.
    /// Attachments: `reference.png`, `actual.png` and `diff.png`.
    public static func png(options: PixelDiffOptions = .exact, environment: RenderEnvironment = .current()) -> Diffing<Data> {
        Diffing(toData: { try PNGMetadata.setting(environment.pngMetadata, in: $0) }, fromData: { data in
            _ = try RGBAImage(png: data) // a damaged reference is reported as such
            return data
        }) { reference, actual in
            if let a = try? PNGMetadata.removing(from: reference), let b = try? PNGMetadata.removing(from: actual), a == b {
                return nil
            }
            let actualPlain = (try? PNGMetadata.removing(from: actual)) ?? actual
            guard let old = try? RGBAImage(png: reference), let new = try? RGBAImage(png: actual) else {
                return ("the pictures cannot be compared: one is not a PNG", [])
            }
            let comparison = PixelDiff.compare(reference: old, actual: new, options: options)
            guard !comparison.passed else { return nil }
            var lines: [String] = []
            if let recorded = try? RenderEnvironment.recorded(in: reference),
               let sentence = EnvironmentDifference.explanation(environment.differences(from: recorded)) {
                lines.append(sentence)
            }
            lines.append("pixels: " + comparison.facts)
            var attachments = [DiffAttachment(name: "reference.png", data: reference),
                               DiffAttachment(name: "actual.png", data: actualPlain)]
            if let diff = try? comparison.diffImage?.pngData() {
                attachments.append(DiffAttachment(name: "diff.png", data: diff))
            }
            return (lines.joined(separator: "\n"), attachments)
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
