import Foundation
import LayoutCore

extension Registry {
    /// The colours a fixture names: `Color.red`, and `.red` where any `ShapeStyle` is expected
    /// (Environment/ShapeStyle+Registry.swift).
    static let namedColors: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    /// Colours.
    func registerColor() {
        let color = Builtin.color
        color.members(Self.namedColors)
        Builtin.views.add(Color.self) { AnyView($0) }
        color.initializer([Param("red", .double), Param("green", .double), Param("blue", .double),
                           Param("opacity", .double, default: 1.0)]) { a in
            Color(red: a.red, green: a.green, blue: a.blue, opacity: a.opacity)
        }
        color.initializer([Param("white", .double), Param("opacity", .double, default: 1.0)]) { a in
            Color(white: a.white, opacity: a.opacity)
        }
        color.initializer([Param("hue", .double), Param("saturation", .double), Param("brightness", .double),
                           Param("opacity", .double, default: 1.0)]) { a in
            Color(hue: a.hue, saturation: a.saturation, brightness: a.brightness, opacity: a.opacity)
        }
        color.method("opacity", [Param("_ opacity", .double)], returns: color) { c, a in
            (c as! Color).opacity(a.opacity)
        }
        color.isView = true
        add(color)
    }
}
