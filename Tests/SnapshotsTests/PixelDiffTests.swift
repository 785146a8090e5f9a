import Foundation
import Testing
@testable import Snapshots

@Suite struct PixelDiffCounts {
    @Test func identicalPicturesDifferNowhere() {
        let image = RGBAImage(width: 50, height: 40, color: .init(12, 34, 56))
        let result = PixelDiff.compare(reference: image, actual: image)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(result.totalPixels == 2000)
        #expect(result.passed)
        #expect(result.differenceBounds == nil)
        #expect(result.summary == "no pixels differ; colour threshold 0")
    }

    @Test func aTenByTenBlockIsExactlyAHundredPixels() {
        let reference = RGBAImage(width: 50, height: 40, color: .white)
        var actual = reference
        actual.fill(x: 10, y: 5, width: 10, height: 10, with: .init(200, 200, 200))
        let result = PixelDiff.compare(reference: reference, actual: actual)
        #expect(result.differentPixels == 100)
        #expect(result.differenceBounds == PixelBounds(minX: 10, minY: 5, maxX: 19, maxY: 14))
        #expect(!result.passed)
        // 100 of 2000 pixels is 5 %.
        #expect(result.summary == "100 pixels differ (5 %), above the 0 allowed; colour threshold 0")
        // The same block, perceptually: (255 − 200)² × 0.5053 ≈ 1528.5 > 35215 × 0.1² = 352.15.
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .perceptual()).differentPixels == 100)
    }

    @Test func differentSizesAreAMismatch() {
        let result = PixelDiff.compare(reference: RGBAImage(width: 4, height: 4, color: .white),
                                       actual: RGBAImage(width: 4, height: 5, color: .white))
        #expect(!result.passed)
        #expect(result.differentPixels == 0)
        #expect(result.summary == "the sizes differ: reference 4×4 px, actual 4×5 px")
    }

    /// The diff of different sizes spans both; the common 3×2 area is compared, the rest is red.
    @Test func differentSizesDiffImage() {
        var reference = RGBAImage(width: 3, height: 3, color: .white)
        reference[1, 1] = .black
        var actual = RGBAImage(width: 4, height: 2, color: .white)
        actual[2, 0] = .black
        let diff = PixelDiff.compare(reference: reference, actual: actual).diffImage!
        #expect((diff.width, diff.height) == (4, 3))
        #expect(diff[0, 0] == .white)                     // equal: faded white
        #expect(diff[1, 1] == .init(255, 0, 0))           // black → white
        #expect(diff[2, 0] == .init(255, 0, 0))           // white → black
        #expect(diff[3, 0] == .init(255, 0, 0))           // only in the actual picture
        #expect(diff[0, 2] == .init(255, 0, 0))           // only in the reference
    }

    @Test func emptyPictures() {
        let empty = RGBAImage(width: 0, height: 3, pixels: [])
        let result = PixelDiff.compare(reference: empty, actual: empty)
        #expect(result.passed)
        #expect(result.totalPixels == 0)
    }
}

@Suite struct PixelDiffAntialiasing {
    /// 7×5: columns 0–2 black, column 3 grey, columns 4–6 white. The actual picture draws column 3 in another
    /// grey (an edge anti-aliased differently) and paints the bottom-right corner pixel, inside the flat white
    /// area, red.
    ///
    /// By hand, for the grey pixel (3, 2) of the reference: two equal neighbours (above and below), a darker
    /// one to the left and a brighter one to the right; the first brighter neighbour met, (4, 1), has five
    /// white neighbours in both pictures, so it is a flat area and (3, 2) is anti-aliased. The same holds on
    /// rows 0 and 4 (the missing row counts as one equal neighbour, the column neighbour as the second). The
    /// corner pixel (6, 4) has three equal neighbours, so it is not anti-aliased.
    static func pair() -> (RGBAImage, RGBAImage) {
        var reference = RGBAImage(width: 7, height: 5, color: .white)
        reference.fill(x: 0, y: 0, width: 3, height: 5, with: .black)
        reference.fill(x: 3, y: 0, width: 1, height: 5, with: .init(128, 128, 128))
        var actual = reference
        actual.fill(x: 3, y: 0, width: 1, height: 5, with: .init(100, 100, 100))
        actual[6, 4] = .init(255, 0, 0)
        return (reference, actual)
    }

    @Test func edgePixelsAreAntialiasedTheLoneChangeIsNot() {
        let (reference, actual) = Self.pair()
        let result = PixelDiff.compare(reference: reference, actual: actual,
                                       options: PixelDiffOptions(ignoresAntialiasing: true))
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 5)
        #expect(result.differenceBounds == PixelBounds(minX: 6, minY: 4, maxX: 6, maxY: 4))
        #expect(result.summary
                == "1 pixel differs (2.86 %), above the 0 allowed; colour threshold 0; 5 anti-aliased pixels not counted")
        let diff = result.diffImage!
        for y in 0..<5 { #expect(diff[3, y] == .init(255, 255, 0)) }
        #expect(diff[6, 4] == .init(255, 0, 0))
    }

    @Test func countedWhenNotIgnored() {
        let (reference, actual) = Self.pair()
        let result = PixelDiff.compare(reference: reference, actual: actual)
        #expect(result.differentPixels == 6)
        #expect(result.antialiasedPixels == 0)
    }

    /// A grey pixel alone in a white field has eight equal neighbours: a real change, not anti-aliasing.
    @Test func isolatedChangeIsNotAntialiasing() {
        let reference = RGBAImage(width: 5, height: 5, color: .white)
        var actual = reference
        actual[2, 2] = .init(128, 128, 128)
        let result = PixelDiff.compare(reference: reference, actual: actual, options: .perceptual())
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
    }
}

@Suite struct PixelDiffThreshold {
    /// White against 250 grey: ΔY = 5 × (0.29889531 + 0.58662247 + 0.11448223) ≈ 5, ΔI = ΔQ ≈ 0, so the
    /// distance is 0.5053 × 25 = 12.6325; it counts while 35215 × t² < 12.6325, i.e. t < 0.01894.
    @Test func greyPair() {
        #expect(abs(PixelDiff.yiqDistance(.white, .init(250, 250, 250)) - 12.6325) < 1e-3)
        let reference = RGBAImage(width: 1, height: 1, color: .white)
        let actual = RGBAImage(width: 1, height: 1, color: .init(250, 250, 250))
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .init(threshold: 0.018)).differentPixels == 1)
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .init(threshold: 0.019)).differentPixels == 0)
    }

    /// Pure red against pure blue: ΔY = 255 × (0.29889531 − 0.11448223) = 47.0253, ΔI = 255 × (0.59597799 +
    /// 0.32180189) = 234.0339, ΔQ = 255 × (0.21147017 − 0.31114694) = −25.4176; distance 0.5053 ΔY² + 0.299 ΔI²
    /// + 0.1957 ΔQ² = 17620.6, so the limit is t = √(17620.6 / 35215) = 0.7074.
    @Test func redBluePair() {
        #expect(abs(PixelDiff.yiqDistance(.init(255, 0, 0), .init(0, 0, 255)) - 17620.6) < 0.1)
        let reference = RGBAImage(width: 1, height: 1, color: .init(255, 0, 0))
        let actual = RGBAImage(width: 1, height: 1, color: .init(0, 0, 255))
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .init(threshold: 0.70)).differentPixels == 1)
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .init(threshold: 0.71)).differentPixels == 0)
    }

    /// Translucent pixels are blended over white first: black at alpha 0 is white.
    @Test func alphaBlendsOverWhite() {
        #expect(PixelDiff.yiqDistance(.init(0, 0, 0, 0), .white) < 1e-6)
        let reference = RGBAImage(width: 1, height: 1, color: .init(0, 0, 0, 0))
        let actual = RGBAImage(width: 1, height: 1, color: .white)
        #expect(PixelDiff.compare(reference: reference, actual: actual, options: .init(threshold: 0.001)).differentPixels == 0)
        // Exact comparison still sees different bytes.
        #expect(PixelDiff.compare(reference: reference, actual: actual).differentPixels == 1)
    }
}

@Suite struct PixelDiffAllowances {
    /// 100 of 2000 pixels differ.
    static let comparison: (PixelDiffOptions) -> PixelComparison = { options in
        let reference = RGBAImage(width: 50, height: 40, color: .white)
        var actual = reference
        actual.fill(x: 0, y: 0, width: 10, height: 10, with: .black)
        return PixelDiff.compare(reference: reference, actual: actual, options: options, makesDiffImage: false)
    }

    @Test func maxPixels() {
        #expect(Self.comparison(.init(maxDiffPixels: 100)).passed)
        let failing = Self.comparison(.init(maxDiffPixels: 99))
        #expect(!failing.passed)
        #expect(failing.summary == "100 pixels differ (5 %), above the 99 allowed; colour threshold 0")
        #expect(Self.comparison(.init(maxDiffPixels: 100)).summary
                == "100 pixels differ (5 %), within the 100 allowed; colour threshold 0")
    }

    @Test func maxRatio() {
        #expect(Self.comparison(.init(maxDiffRatio: 0.05)).passed)
        // 0.049 × 2000 = 98.
        #expect(Self.comparison(.init(maxDiffRatio: 0.049)).allowedPixels == 98)
        #expect(!Self.comparison(.init(maxDiffRatio: 0.049)).passed)
        #expect(PixelDiffOptions(maxDiffRatio: 0.01).allowedPixels(of: 10_000) == 100)
    }

    /// Both given: the smaller allowance wins (here 1 % of 2000 = 20 < 200).
    @Test func bothTakeTheSmaller() {
        let result = Self.comparison(.init(maxDiffPixels: 200, maxDiffRatio: 0.01))
        #expect(result.allowedPixels == 20)
        #expect(!result.passed)
        #expect(PixelDiffOptions(maxDiffPixels: 5, maxDiffRatio: 0.5).allowedPixels(of: 100) == 5)
    }

    @Test func percentages() {
        #expect(PixelComparison.percent(1.0 / 1_000_000) == "< 0.01 %")
        #expect(PixelComparison.percent(412.0 / 132_900) == "0.31 %")
        #expect(PixelComparison.percent(1) == "100 %")
    }
}

@Suite struct PixelDiffImage {
    @Test func colours() {
        var reference = RGBAImage(width: 4, height: 1, color: .white)
        reference[1, 0] = .black
        reference[2, 0] = .init(0, 0, 0, 128)
        var actual = reference
        actual[3, 0] = .init(0, 0, 255)
        let diff = PixelDiff.compare(reference: reference, actual: actual).diffImage!
        // Grey = 255 + (Y − 255) × 0.1 × alpha / 255.
        #expect(diff[0, 0] == .init(255, 255, 255))          // white stays white
        #expect(diff[1, 0] == .init(230, 230, 230))          // 255 − 25.5 = 229.5 → 230
        #expect(diff[2, 0] == .init(242, 242, 242))          // 255 − 25.5 × 128 / 255 = 242.2 → 242
        #expect(diff[3, 0] == .init(255, 0, 0))              // counted difference: red
    }
}
