import Foundation

/// Escaping for XML and HTML text and attribute values.
public enum Markup {
    /// `text` with `& < > " '` escaped, newlines kept (or written `&#10;` inside attributes), and the
    /// characters XML 1.0 forbids (controls other than tab, newline and return; U+FFFE, U+FFFF) replaced
    /// by U+FFFD.
    public static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += attribute ? "&#13;" : "\r"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
