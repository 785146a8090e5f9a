import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// What a device's screen shows over a preview (docs/BEHAVIOUR.md §16, "Drawing the device"): the status bar
/// (the time, signal, Wi-Fi and battery, drawn by this project, plain and fixed so that pictures are the same
/// every time) in the status bar's height, and the home indicator in the bottom inset — both over the content,
/// in the colour scheme's primary colour; with `frame`, the device's outline around the screen: a bezel, the
/// screen's rounded corners and its notch or Dynamic Island. Geometry is in canvas points.
struct DeviceChrome {
    let screen: PreviewScreen
    let canvas: CGSize
    let colorScheme: ColorScheme

    var device: Device { screen.device }
    /// The primary colour of the scheme: black, or white in dark mode.
    var ink: RGBA { colorScheme == .dark ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0) }

    /// How wide the bezel `frame` draws around the screen is, in points (a Mac window's outline is a line).
    static func bezel(of device: Device) -> CGFloat { device.idiom == .mac ? 1 : 14 }

    /// The width of the notch or Dynamic Island at the top of a portrait screen, in points: [I] approximations of
    /// Apple's published device drawings (the island about 126 pt, the notch about 170), used to place the
    /// status bar's items in the two "ears" beside it and to draw the cutout with the frame.
    var cutoutSize: CGSize {
        switch device.cutout {
        case .none: return .zero
        case .notch: return CGSize(width: 170, height: 33)
        case .dynamicIsland: return CGSize(width: 126, height: 37)
        }
    }

    // MARK: Status bar

    /// The status bar: "9:41" and the signal, Wi-Fi and battery glyphs, vertically centred in its height (a
    /// little below the middle beside a notch or island, whose middle it lines up with).
    func drawStatusBar(_ cr: OpaquePointer, text: PangoTextMeasurer) {
        let height = device.statusBarHeight(screen.orientation)
        guard height > 0 else { return }
        let hasCutout = device.cutout != .none && !screen.orientation.isLandscape
        let centreY = hasCutout ? height * 0.55 : height / 2
        let glyphScale: CGFloat = hasCutout ? 1 : 0.8
        let font = ResolvedFont(size: hasCutout ? 17 : 12, weight: 600)
        let time = ResolvedText(string: "9:41", font: font)
        let timeSize = text.measure(time, width: nil, maxLines: nil).size
        let icons = iconsWidth(scale: glyphScale)
        let timeX: CGFloat, iconsX: CGFloat
        if hasCutout {
            // Each ear is what the cutout leaves of the width: the time centred in the left one, the icons in the right.
            let ear = (canvas.width - cutoutSize.width) / 2
            timeX = (ear - timeSize.width) / 2 + 6
            iconsX = canvas.width - ear + (ear - icons) / 2 - 6
        } else if device.idiom == .pad {
            timeX = 20
            iconsX = canvas.width - 20 - icons
        } else {
            // A home-button phone: signal and Wi-Fi on the left, the time in the middle, the battery on the right.
            timeX = (canvas.width - timeSize.width) / 2
            iconsX = canvas.width - 6 - icons
        }
        text.draw(time, width: nil, maxLines: nil, color: ink, at: CGPoint(x: timeX, y: centreY - timeSize.height / 2),
                  frameWidth: timeSize.width, in: cr)
        cairo_save(cr)
        ink.setSource(on: cr)
        if hasCutout || device.idiom == .pad {
            var x = iconsX
            x = signal(cr, x: x, centreY: centreY, scale: glyphScale) + 5 * glyphScale
            x = wifi(cr, x: x, centreY: centreY, scale: glyphScale) + 5 * glyphScale
            battery(cr, x: x, centreY: centreY, scale: glyphScale)
        } else {
            let x = signal(cr, x: 6, centreY: centreY, scale: glyphScale) + 4 * glyphScale
            _ = wifi(cr, x: x, centreY: centreY, scale: glyphScale)
            battery(cr, x: canvas.width - 6 - Self.batteryWidth * glyphScale, centreY: centreY, scale: glyphScale)
        }
        cairo_restore(cr)
    }

    static let batteryWidth: CGFloat = 27

    /// The width of signal, Wi-Fi and battery side by side.
    func iconsWidth(scale: CGFloat) -> CGFloat { (17 + 5 + 15.5 + 5 + Self.batteryWidth) * scale }

    /// Four bars rising left to right, 17 × 11 pt; returns the right edge.
    private func signal(_ cr: OpaquePointer, x: CGFloat, centreY: CGFloat, scale s: CGFloat) -> CGFloat {
        let bottom = centreY + 5.5 * s
        for (k, height) in [4.0, 6.5, 9, 11.5].enumerated() {
            rounded(cr, CGRect(x: x + CGFloat(k) * 4.7 * s, y: bottom - height * s, width: 3 * s, height: height * s), radius: 1 * s)
        }
        cairo_fill(cr)
        return x + 17 * s
    }

    /// Two arcs over a dot, fanned upwards, 15.5 × 11 pt; returns the right edge.
    private func wifi(_ cr: OpaquePointer, x: CGFloat, centreY: CGFloat, scale s: CGFloat) -> CGFloat {
        let centre = CGPoint(x: x + 7.75 * s, y: centreY + 5.5 * s)
        let spread = Double.pi / 4
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cr, 2.2 * s)
        for radius in [4.6, 8.2] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y - 0.5 * s, radius * s, -.pi / 2 - spread, -.pi / 2 + spread)
        }
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centre.x, centre.y - 0.5 * s, 1.4 * s, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_restore(cr)
        return x + 15.5 * s
    }

    /// A full battery: an outlined body (translucent), its charge inside and the terminal on the right.
    private func battery(_ cr: OpaquePointer, x: CGFloat, centreY: CGFloat, scale s: CGFloat) {
        let body = CGRect(x: x, y: centreY - 6 * s, width: 24.5 * s, height: 12 * s)
        cairo_save(cr)
        RGBA(red: ink.red, green: ink.green, blue: ink.blue, alpha: 0.35).setSource(on: cr)
        cairo_set_line_width(cr, 1 * s)
        rounded(cr, body.insetBy(dx: 0.5 * s, dy: 0.5 * s), radius: 3.5 * s)
        cairo_stroke(cr)
        rounded(cr, CGRect(x: body.maxX + 1 * s, y: centreY - 2 * s, width: 1.5 * s, height: 4 * s), radius: 0.75 * s)
        cairo_fill(cr)
        cairo_restore(cr)
        rounded(cr, body.insetBy(dx: 2 * s, dy: 2 * s), radius: 2 * s)
        cairo_fill(cr)
    }

    // MARK: Home indicator

    /// The home indicator: a 134 × 5 pt capsule centred 8 pt above the bottom edge, where the device has one and
    /// the orientation a bottom inset to hold it.
    func drawHomeIndicator(_ cr: OpaquePointer) {
        guard device.hasHomeIndicator, device.safeAreaInsets(screen.orientation).bottom > 0 else { return }
        let width = min(134, canvas.width / 2)
        cairo_save(cr)
        ink.setSource(on: cr)
        rounded(cr, CGRect(x: (canvas.width - width) / 2, y: canvas.height - 8 - 5, width: width, height: 5), radius: 2.5)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: The device's outline

    /// The bezel around the screen: the screen's rounded corners masked and a dark band `bezel(of:)` wide
    /// around it (a Mac window: a grey line), and the notch or Dynamic Island cut into the top of the screen.
    func drawFrame(_ cr: OpaquePointer) {
        let screenRect = CGRect(origin: .zero, size: canvas)
        let bezel = Self.bezel(of: device)
        cairo_save(cr)
        if device.idiom == .mac {
            RGBA(red: 0.55, green: 0.55, blue: 0.58).setSource(on: cr)
            cairo_set_line_width(cr, 1)
            rounded(cr, screenRect.insetBy(dx: -0.5, dy: -0.5), radius: device.cornerRadius)
            cairo_stroke(cr)
            cairo_restore(cr)
            return
        }
        let outer = screenRect.insetBy(dx: -bezel, dy: -bezel)
        RGBA(red: 0.11, green: 0.11, blue: 0.12).setSource(on: cr)
        // The band between the outer rounded rectangle and the screen's own (even-odd: the screen stays open).
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        rounded(cr, outer, radius: device.cornerRadius > 0 ? device.cornerRadius + bezel : 0)
        rounded(cr, screenRect, radius: device.cornerRadius)
        cairo_fill(cr)
        if device.cutout != .none {
            let size = cutoutSize
            let landscape = screen.orientation.isLandscape
            // The cutout stays at the device's top: on the left in landscape (turned to the left).
            let rect = landscape
                ? CGRect(x: device.cutout == .notch ? 0 : 11, y: (canvas.height - size.width) / 2, width: size.height, height: size.width)
                : CGRect(x: (canvas.width - size.width) / 2, y: device.cutout == .notch ? 0 : 11, width: size.width, height: size.height)
            rounded(cr, rect, radius: min(rect.width, rect.height) / 2)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Adds a rounded rectangle to the path (radius clamped to half the shorter side).
    private func rounded(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
