import Foundation
import LayoutCore

/// The file formats a layout renders to.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
}

/// What a picture shows: the content with every frame outlined (`debug`, docs/RENDERING.md) or the content alone.
public enum RenderStyle: String, CaseIterable, Sendable {
    case debug, plain
}

/// How to render a layout.
public struct RenderOptions: Sendable {
    /// Pixels per point. PNG pictures are `ceil(canvas × scale)` pixels; in SVG and PDF (drawn in points) the
    /// debug outlines are `1 / scale` points wide and snapped to the same grid, so every format shows the
    /// same picture.
    public var scale: CGFloat = 2
    public var style: RenderStyle = .debug
    /// Labels views with their size in points (`W×H`, and `← offer` where it differs), each next to its view
    /// or joined to it by a leader; the picture grows where labels need room (docs/RENDERING.md). Debug style
    /// only.
    public var labels = false
    /// Painted under everything; nil leaves the canvas transparent.
    public var background: RGBA? = .white
    /// Points of empty space around the canvas on every side (the picture grows by twice this; labels and
    /// the highlight's label may widen a side further); in the debug style the canvas edge is outlined in
    /// grey, so views that overflow it show.
    public var margin: CGFloat = 0
    /// Light or dark chrome for the debug style's labels and legend.
    public var theme: ColorScheme = .light
    /// Adds a key of the debug colours at the bottom of the picture.
    public var legend = false
    /// The `.id` of a view whose negotiation is drawn prominently while the rest is faded.
    public var highlightID: String?
    /// zlib level for PNG, 0 (none) … 9 (smallest); 1 is fast and still small for flat pictures.
    public var pngCompressionLevel: Int32 = 1
    /// Shows every ScrollView's whole content instead of clipping it to the viewport: the picture grows to
    /// hold it, with the canvas edge (the viewport at offset 0) outlined.
    public var showsScrollContent = false
    /// Starts every SVG id (letters, digits, `-`, `_`), so that pictures inlined in one page never clash;
    /// the command line uses the output's name.
    public var svgIDPrefix = ""
    /// When drawing stops (`--timeout`) with `RenderError.timedOut`; nil: the measurer's deadline, if any.
    public var deadline: Deadline?
    /// On a device's screen (`LayoutResult.screen`, a `.device` canvas), the status bar and the home indicator
    /// over the content (`--no-chrome` turns it off; docs/BEHAVIOUR.md §16, "Drawing the device").
    public var chrome = true
    /// Around a device's screen, the device's outline: a bezel, the rounded corners, the notch or Dynamic
    /// Island (`--device-frame`); the picture grows by the bezel on every side.
    public var deviceFrame = false
    /// Draws a device's screen at the device's pixels per point instead of `scale` (the command line's default,
    /// when no `--scale` is given).
    public var usesDeviceScale = false

    public init() {}
}

/// Why a picture could not be rendered.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// Cairo reported an error (the associated value is its message).
    case cairo(String)
    /// The options cannot make a picture (for example a scale that is not positive).
    case invalidOptions(String)
    /// The canvas (points) is larger than the format allows: PNG sides at most 32767 pixels, PDF pages at
    /// most 14400 points.
    case canvasTooLarge(CGSize, OutputFormat)
    /// The PNG would have more pixels than Layoutshot draws (`limit`), though each side is within Cairo's.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Drawing ran past the deadline (the time allowed, in seconds); nothing is returned.
    case timedOut(Double)
    /// A text's glyphs would be `emPixels` device pixels per em, beyond what FreeType draws
    /// (`ContentPainter.maximumEmPixels`); nothing is returned.
    case textTooLarge(emPixels: CGFloat)

    public var description: String {
        switch self {
        case .cairo(let message):
            // FreeType refuses glyphs of more than about 2^16 pixels per em.
            let hint = message.contains("freetype") ? " (a glyph too large to draw: a text's size times its scale effect and --scale is beyond FreeType's range)" : ""
            return "cairo: \(message)\(hint)"
        case .invalidOptions(let message): return "invalid render options: \(message)"
        case .textTooLarge(let em):
            return "a text would be drawn \(formatNumber(em)) pixels per em, more than the \(formatNumber(ContentPainter.maximumEmPixels)) "
                + "FreeType can draw (its font size times its scale effects and --scale); make it smaller"
        case .timedOut(let seconds): return "drawing took longer than the time limit of \(formatNumber(CGFloat(seconds))) s; stopped"
        case .canvasTooLarge(let size, let format):
            let limit = format == .pdf ? "PDF pages are at most 14400 points on a side"
                                       : "Cairo draws PNGs of at most 32767 pixels on a side"
            return "the picture would be \(formatNumber(size.width))×\(formatNumber(size.height)) points; \(limit) "
                + "(give a smaller --width/--height or --scale)"
        case .tooManyPixels(let width, let height, let limit):
            return "the picture would be \(width)×\(height) pixels; PNGs are limited to \(limit / 1_048_576) megapixels "
                + "(\(limit) pixels) (give a smaller --width/--height or --scale)"
        }
    }
}
