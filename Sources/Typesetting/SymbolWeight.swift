import CGraphics
import Foundation

/// How much thicker a symbol's strokes are at a weight than at regular, per point of the symbol's size: the
/// difference between the vertical stems of Inter's `l` at that weight and at regular, measured in the pinned
/// Inter files (Inter stands in for SF Pro, and SF Symbols' weights are drawn to match SF Pro's; the icon
/// fonts have one weight, Material's regular stroke). 0 for regular and lighter weights: an outline is only
/// thickened, never thinned (docs/BEHAVIOUR.md §12, [I]).
enum SymbolWeight {
    /// Thickening per point of symbol size for an OpenType weight class (100…900, rounded to Inter's files).
    static func thickening(forWeight weight: Int) -> CGFloat {
        let file = PinnedFonts.interFile(weight: weight, italic: false)
        return max(0, stem(file) - stem(PinnedFonts.interFile(weight: 400, italic: false)))
    }

    /// The width of Inter's `l` in ems in an upright Inter file, measured once per file and process (only the
    /// files a render needs: opening all nine cost a render 2 % of its instructions).
    static func stem(_ file: String) -> CGFloat {
        stemsLock.lock()
        defer { stemsLock.unlock() }
        if let known = stems[file] { return known }
        let width = stemWidth(of: "l", inFontAt: file)
        stems[file] = width
        return width
    }

    private nonisolated(unsafe) static var stems: [String: CGFloat] = [:]
    private static let stemsLock = NSLock()

    /// The exact outline width of `character`'s glyph in the font file at `path`, in ems (0 when unreadable).
    static func stemWidth(of character: Unicode.Scalar, inFontAt path: String) -> CGFloat {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return 0 }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return 0 }
        defer { FT_Done_Face(face) }
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 else { return 0 }
        var box = FT_BBox()
        guard FT_Outline_Get_BBox(&face.pointee.glyph.pointee.outline, &box) == 0 else { return 0 }
        return CGFloat(box.xMax - box.xMin) / CGFloat(face.pointee.units_per_EM)
    }
}
