import Foundation
import FixtureLanguage
import LayoutCore
import Rendering
import Typesetting

/// The fuzzing target of the fixture language (docs/RELIABILITY.md): any bytes go through decoding, lexing,
/// parsing, evaluation and the layout of every preview — measured by the fake measurer and by Pango — and the
/// drawing of the Pango layout, and must end in a result, a `FixtureError` with a location or a documented
/// `RenderError`. Anything else — a trap, a sanitizer report, a hang — is a bug.
enum FixtureFuzzing {
    /// Smaller than the command line's limits, so that an input takes milliseconds: the same checks run,
    /// only sooner.
    static let limits: LayoutLimits = {
        var limits = LayoutLimits()
        limits.maximumViews = 20_000
        limits.maximumFixtureText = 1_000_000
        limits.maximumFixtureElements = 200_000
        return limits
    }()

    /// Every preview is laid out in the default environment and in one far from it.
    static let environments: [EnvironmentValues] = {
        var other = EnvironmentValues()
        other.platform = .macOS
        other.layoutDirection = .rightToLeft
        other.colorScheme = .dark
        other.dynamicTypeSize = .accessibility5
        return [EnvironmentValues(), other]
    }()

    /// The real measurer (one per process: the fuzzer runs inputs one at a time), and a renderer on it.
    nonisolated(unsafe) static let pango: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("layoutshot-fuzz: \(error)") }
    }()
    nonisolated(unsafe) static let renderer = Renderer(text: pango)
    /// Pictures of more points than this are not drawn (a fuzzed frame of 30,000 × 30,000 would spend the
    /// input's time in Cairo filling pixels); the layout is still made and checked.
    static let largestDrawing: CGFloat = 250_000

    /// Runs one input; returns whether it parsed (for the replay summary).
    @discardableResult
    static func run(_ data: Data) -> Bool {
        var limits = limits
        // Cooperative: a slow input ends in an error; libFuzzer's -timeout catches one that does not stop.
        limits.deadline = Deadline(seconds: 2)
        pango.deadline = limits.deadline
        do {
            let source = try FixtureParser.source(from: data, path: "fuzz.swift")
            let fixture = try FixtureParser.parse(source: source, path: "fuzz.swift", imageSource: Images(), limits: limits)
            for preview in fixture.previews {
                for environment in environments {
                    for measurer in [FixedAdvanceTextMeasurer(), pango] as [TextMeasurer] {
                        let result = LayoutEngine.layout(preview.view, proposal: preview.proposal(on: environment.platform), measurer: measurer,
                                                         environment: environment, limits: limits)
                        _ = result.root.textDump()
                        for node in result.root.allNodes() {
                            let f = node.frame
                            precondition([f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), "a frame that is not finite: \(f)")
                        }
                        if measurer is PangoTextMeasurer, result.canvasSize.width * result.canvasSize.height <= largestDrawing {
                            draw(result)
                        }
                    }
                }
            }
            return true
        } catch let error as FixtureError {
            precondition(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "no location: \(error)")
            return false
        } catch {
            fatalError("not a FixtureError: \(error)")
        }
    }

    /// Draws as PNG and SVG at one pixel per point; a documented failure (a canvas too large, the deadline,
    /// a glyph too large for FreeType) is an answer, any other a bug.
    static func draw(_ result: LayoutResult) {
        var options = RenderOptions()
        options.scale = 1
        for format in [OutputFormat.png, .svg] {
            do {
                _ = try renderer.render(result, as: format, options: options)
            } catch let error as RenderError {
                switch error {
                case .canvasTooLarge, .tooManyPixels, .timedOut, .textTooLarge: break
                case .cairo(let message) where message.contains("freetype"): break
                default: fatalError("render error: \(error)")
                }
            } catch {
                fatalError("not a RenderError: \(error)")
            }
        }
    }

    /// Every name is a 40 × 30 point image except those starting with "missing".
    struct Images: ImageSource {
        func image(named name: String) -> ImageAsset? {
            name.hasPrefix("missing") ? nil : ImageAsset(size: CGSize(width: 40, height: 30), path: "/nonexistent/\(name).png")
        }
    }
}
