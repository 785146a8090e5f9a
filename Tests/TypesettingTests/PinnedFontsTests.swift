import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

private let inter = "/usr/share/fonts/opentype/inter/"
private let dejaVu = "/usr/share/fonts/truetype/dejavu/"
private let noto = "/usr/share/fonts/"

@Suite struct WeightMatching {
    func files(weight: Int, italic: Bool = false, size: CGFloat = 17, string: String = "Hello") -> [String] {
        withMeasurer { $0.fontFiles(for: text(string, size: size, weight: weight, italic: italic)) }
    }

    // fontconfig's own weight scale puts 400 beyond Black (210): asking it for "Inter:weight=400" picks
    // Inter Black. Pango must convert the OpenType weight first.
    @Test func regularResolvesToInterRegular() {
        #expect(files(weight: 400) == [inter + "Inter-Regular.otf"])
    }

    @Test func semiboldResolvesToInterSemiBold() {
        #expect(files(weight: 600) == [inter + "Inter-SemiBold.otf"])
    }

    @Test func boldResolvesToInterBold() {
        #expect(files(weight: 700) == [inter + "Inter-Bold.otf"])
    }

    @Test(arguments: [(100, "Thin"), (200, "ExtraLight"), (300, "Light"), (500, "Medium"), (800, "ExtraBold"),
                      (900, "Black")])
    func everyWeightHasItsFile(weight: Int, style: String) {
        #expect(files(weight: weight) == [inter + "Inter-\(style).otf"])
    }

    @Test func italicsResolveToInterItalics() {
        #expect(files(weight: 400, italic: true) == [inter + "Inter-Italic.otf"])
        #expect(files(weight: 700, italic: true) == [inter + "Inter-BoldItalic.otf"])
    }

    @Test func displaySizesUseInterDisplay() {
        #expect(files(weight: 400, size: 24) == [inter + "Inter-Regular.otf"])
        #expect(files(weight: 400, size: 28) == [inter + "InterDisplay-Regular.otf"])
        #expect(files(weight: 700, size: 34) == [inter + "InterDisplay-Bold.otf"])
    }

    @Test func monospacedUsesDejaVuSansMono() {
        let files = withMeasurer { $0.fontFiles(for: text("Hello", design: .monospaced)) }
        #expect(files == [dejaVu + "DejaVuSansMono.ttf"])
    }

    @Test func serifIsNotoSerifAndRoundedIsQuicksand() {
        let noto = "/usr/share/fonts/truetype/noto/", quicksand = "/usr/share/fonts/truetype/quicksand/"
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", design: .serif)) } == [noto + "NotoSerif-Regular.ttf"])
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", weight: 700, italic: true, design: .serif)) }
                == [noto + "NotoSerif-BoldItalic.ttf"])
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", design: .rounded)) } == [quicksand + "Quicksand-Regular.ttf"])
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", weight: 500, design: .rounded)) }
                == [quicksand + "Quicksand-Medium.ttf"])
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", weight: 300, design: .rounded)) }
                == [quicksand + "Quicksand-Light.ttf"])
        #expect(withMeasurer { $0.fontFiles(for: text("Hello", weight: 700, design: .rounded)) }
                == [quicksand + "Quicksand-Bold.ttf"])
        // Quicksand has Latin only: Greek falls back to Inter.
        #expect(withMeasurer { $0.fontFiles(for: text("Ωμέγα", design: .rounded)) } == [inter + "Inter-Regular.otf"])
    }

    @Test func arabicFallsBackToDejaVuSans() {
        let files = withMeasurer { $0.fontFiles(for: text("مرحبا")) }
        #expect(files == [dejaVu + "DejaVuSans.ttf"])
    }
}

@Suite struct PinnedFileList {
    @Test func listsInterBothOpticalSizesDejaVuAndTheFallbacks() {
        let files = PinnedFonts.files
        // 9 weights × upright/italic × Inter/Inter Display + 4 DejaVu Sans + 4 DejaVu Sans Mono + 4 Noto Serif
        // + 4 Quicksand + 2 CJK collections + the emoji font.
        #expect(files.count == 9 * 2 * 2 + 8 + 8 + 3)
        #expect(files.contains("/usr/share/fonts/truetype/noto/NotoSerif-BoldItalic.ttf"))
        #expect(files.contains("/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf"))
        #expect(files.contains(inter + "Inter-Regular.otf"))
        #expect(files.contains(inter + "InterDisplay-BlackItalic.otf"))
        #expect(files.contains(dejaVu + "DejaVuSans-BoldOblique.ttf"))
        #expect(files.contains(noto + "opentype/noto/NotoSansCJK-Bold.ttc"))
        #expect(files.contains(noto + "truetype/noto/NotoColorEmoji.ttf"))
        #expect(Set(files).count == files.count)
    }

    @Test func theFingerprintAlsoHashesTheSymbolFonts() {
        let pinned = PangoTextMeasurer.pinnedFontFiles
        #expect(pinned == PinnedFonts.files + PinnedFonts.symbolFiles)
        #expect(pinned.contains("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"))
        #expect(pinned.contains("/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"))
    }

    @Test func interFileNames() {
        #expect(PinnedFonts.interFile(weight: 400, italic: false) == inter + "Inter-Regular.otf")
        #expect(PinnedFonts.interFile(weight: 400, italic: true) == inter + "Inter-Italic.otf")
        #expect(PinnedFonts.interFile(weight: 600, italic: true, display: true) == inter + "InterDisplay-SemiBoldItalic.otf")
        // Between classes, the nearest; outside 100…900, the end.
        #expect(PinnedFonts.interFile(weight: 640, italic: false) == inter + "Inter-SemiBold.otf")
        #expect(PinnedFonts.interFile(weight: 1000, italic: false) == inter + "Inter-Black.otf")
    }

    @Test func packagesForErrorMessages() {
        #expect(PinnedFonts.package(of: inter + "Inter-Bold.otf") == "fonts-inter")
        #expect(PinnedFonts.package(of: dejaVu + "DejaVuSans.ttf") == "fonts-dejavu-core")
        #expect(PinnedFonts.package(of: dejaVu + "DejaVuSans-Oblique.ttf") == "fonts-dejavu-extra")
        #expect(PinnedFonts.package(of: noto + "opentype/noto/NotoSansCJK-Regular.ttc") == "fonts-noto-cjk")
        #expect(PinnedFonts.package(of: noto + "truetype/noto/NotoColorEmoji.ttf") == "fonts-noto-color-emoji")
        #expect(PinnedFonts.package(of: PinnedFonts.materialIconsFile) == "fonts-material-design-icons-iconfont")
        #expect(PinnedFonts.package(of: PinnedFonts.materialDesignIconsFile) == "fonts-materialdesignicons-webfont")
    }

    @Test func configHoldsOnlyThePinnedFiles() throws {
        let config = try PinnedFonts.makeConfig()
        defer { FcConfigDestroy(config) }
        let set = FcConfigGetFonts(config, FcSetApplication)!
        // One face per file, but ten in each CJK collection (five regions, proportional and monospaced).
        #expect(Int(set.pointee.nfont) == PinnedFonts.files.count + 2 * 9)
        #expect(FcConfigGetFonts(config, FcSetSystem) == nil)
    }

    @Test func cachedPatternsEqualScannedOnes() throws {
        // Patterns read from fontconfig's caches must be exactly what scanning the file gives, in our order.
        let config = try PinnedFonts.makeConfig()
        defer { FcConfigDestroy(config) }
        let scanned = FcConfigCreate()!
        defer { FcConfigDestroy(scanned) }
        for path in PinnedFonts.files { #expect(FcConfigAppFontAddFile(scanned, path) != 0) }
        let a = FcConfigGetFonts(config, FcSetApplication)!.pointee, b = FcConfigGetFonts(scanned, FcSetApplication)!.pointee
        #expect(a.nfont == b.nfont)
        for i in 0..<Int(min(a.nfont, b.nfont)) {
            #expect(FcPatternEqual(a.fonts[i], b.fonts[i]) != 0, "face \(i)")
        }
        let cached = PinnedFonts.cachedPatterns()
        defer { cached.values.joined().forEach { FcPatternDestroy($0) } }
        #expect(cached.count == PinnedFonts.files.count, "fontconfig's caches hold every pinned file")
        #expect(cached.values.map(\.count).reduce(0, +) == Int(a.nfont), "and every face of each")
    }
}
