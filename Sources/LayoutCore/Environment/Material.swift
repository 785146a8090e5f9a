import Foundation

/// A background material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`), as SwiftUI's `Material`.
///
/// SwiftUI blurs what lies behind a material and blends it with a tint. Layoutshot draws no backdrop blur:
/// a material is a translucent fill, white in light mode and a dark grey (28, 28, 30, UIKit's
/// secondarySystemBackground) in dark mode, more opaque the thicker it is — ultra thin 30 %, thin 50 %,
/// regular 70 %, thick 85 %, ultra thick 93 %; `.bar` is the colour the bars are drawn in (a navigation or tab
/// bar's background: 248 grey at 80 % in light mode, 33 grey at 72 % in dark). [I]: Apple publishes the order
/// of the thicknesses ("thicker materials are more opaque"), not their numbers (docs/BEHAVIOUR.md §8).
public struct Material: Hashable, Sendable, ShapeStyle {
    let opacity: Double
    /// The bar material: the bars' own colour (`ChromeColors.barBackground`).
    var isBar = false

    public static let ultraThin = Material(opacity: 0.30)
    public static let thin = Material(opacity: 0.50)
    public static let regular = Material(opacity: 0.70)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars (toolbars, tab bars), as the bars are drawn.
    public static let bar = Material(opacity: 0.80, isBar: true)

    /// The fill this material is drawn as in `scheme`.
    func color(in scheme: ColorScheme) -> RGBA {
        if isBar { return ChromeColors.barBackground.resolve(in: scheme) }
        return (scheme == .light ? RGBA.white : RGBA(28, 28, 30)).multiplyingAlpha(opacity)
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        .color(color(in: environment.colorScheme).multiplyingAlpha(hierarchicalOpacity(level)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// An image as a shape style, tiled over what it fills from its top-left corner (SwiftUI's `ImagePaint`):
/// the `sourceRect` part of the image (unit square; all of it by default), `scale` times its size in points.
/// Only bitmaps paint (`Image("name")`); a symbol or a missing image paints nothing. A source rectangle or
/// scale that cannot be used (empty, non-finite, not positive) is reported and the default used.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        var problems = ArgumentProblems()
        self.image = image
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let values = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height]
        if values.allSatisfy({ $0.isFinite && abs($0) <= ArgumentCheck.maximumLength }), sourceRect.width > 0, sourceRect.height > 0 {
            self.sourceRect = sourceRect
        } else {
            problems.note("Invalid source rectangle (empty or non-finite)", "sourceRect", sourceRect.width, "used the whole image")
            self.sourceRect = unit
        }
        if scale.isFinite, scale > 0, scale <= ArgumentCheck.maximumLength {
            self.scale = scale
        } else {
            problems.note("Invalid image scale (not finite and positive)", "scale", scale, "used 1")
            self.scale = 1
        }
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        guard case .named(let name) = image.source else { return .color(.clear) }
        guard let asset = environment.imageSource?.image(named: name) else {
            return _StylePaint(.color(.clear), diagnostics: [.missingImage(name, looked: environment.imageSource?.whereLooked(for: name))])
        }
        return _StylePaint(.image(asset, sourceRect: sourceRect, scale: scale))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `image` tiled over what it fills.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
