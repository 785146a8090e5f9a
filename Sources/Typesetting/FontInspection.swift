import CGraphics
import Foundation
import LayoutCore

/// Which font files a text really uses: the check that font pinning and weight matching work.
extension PangoTextMeasurer {
    /// The paths of the font files Pango picked for the runs of `text`'s lines, in visual order, without
    /// repeats.
    public func fontFiles(for text: ResolvedText, width: CGFloat? = nil) -> [String] {
        FontEngineLock.held { fontFilesLocked(for: text, width: width) }
    }

    private func fontFilesLocked(for text: ResolvedText, width: CGFloat?) -> [String] {
        var files: [String] = []
        for line in typeset(text, width: width, maxLines: nil).lines {
            var node = line.line.pointee.runs
            while let current = node {
                let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                if let font = run.pointee.item.pointee.analysis.font, let file = Self.file(of: font),
                   !files.contains(file) {
                    files.append(file)
                }
                node = current.pointee.next
            }
        }
        return files
    }

    /// How many glyphs of `text` no pinned font has (each would be drawn as a hex box).
    public func unknownGlyphCount(for text: ResolvedText, width: CGFloat? = nil) -> Int {
        FontEngineLock.held { typeset(text, width: width, maxLines: nil).unknownGlyphs }
    }

    /// The `FC_FILE` of a PangoFcFont's pattern.
    private static func file(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
