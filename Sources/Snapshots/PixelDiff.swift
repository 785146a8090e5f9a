import Foundation

/// Compares two pictures pixel by pixel (see `PixelDiffOptions` for the rules).
///
/// The method is the one pixelmatch publishes: a YIQ colour distance between two pixels, each first blended
/// over white by its alpha; and, for a pixel that differs, an anti-aliasing test on its 3×3 neighbourhood
/// (Vyšniauskas, "Anti-aliased pixel and intensity slope detector"): the pixel lies on a slope between a
/// darker and a brighter neighbour, has at most two neighbours equal to itself, and that darkest or brightest
/// neighbour sits in a flat area (three or more equal neighbours) of both pictures.
///
/// Speed: one pass over flat byte buffers through unsafe pointers (in bands of rows, one per core, for large
/// pictures); equal pixels are found by one 32-bit comparison, the diff image's grey is worked out once per run
/// of equal pixel values, and colour distances and neighbourhoods are only looked at for pixels that differ.
public enum PixelDiff {
    /// Compares `actual` with `reference`. Pictures of different sizes are not compared (the counts stay 0
    /// and the result states both sizes); their diff image covers both sizes: the overlapping top-left area
    /// painted as usual, the rest red.
    /// - Parameter makesDiffImage: also paint the diff image (the reference faded to light grey, counted
    ///   differences red, anti-aliased ones yellow).
    public static func compare(reference: RGBAImage, actual: RGBAImage, options: PixelDiffOptions = .exact,
                               makesDiffImage: Bool = true) -> PixelComparison {
        let referenceSize = PixelSize(width: reference.width, height: reference.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        var result = PixelComparison(referenceSize: referenceSize, actualSize: actualSize, options: options,
                                     differentPixels: 0, antialiasedPixels: 0, totalPixels: 0,
                                     differenceBounds: nil, diffImage: nil)
        guard referenceSize == actualSize else {
            if makesDiffImage { result.diffImage = sizeMismatchImage(reference, actual, options: options) }
            return result
        }
        result.totalPixels = reference.pixelCount
        guard reference.pixelCount > 0 else {
            if makesDiffImage { result.diffImage = reference }
            return result
        }
        // Every pixel of the diff image is painted, so it starts uninitialised rather than zeroed.
        let byteCount = reference.pixels.count
        var counts = Counts()
        var output: [UInt8] = []
        reference.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                if makesDiffImage {
                    output = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialised in
                        counts = runInBands(a.baseAddress!, b.baseAddress!, out.baseAddress!,
                                            width: reference.width, height: reference.height, options: options)
                        initialised = byteCount
                    }
                } else {
                    counts = runInBands(a.baseAddress!, b.baseAddress!, nil,
                                        width: reference.width, height: reference.height, options: options)
                }
            }
        }
        result.differentPixels = counts.different
        result.antialiasedPixels = counts.antialiased
        if counts.different > 0 {
            result.differenceBounds = PixelBounds(minX: counts.minX, minY: counts.minY, maxX: counts.maxX,
                                                  maxY: counts.maxY)
        }
        if makesDiffImage { result.diffImage = RGBAImage(width: reference.width, height: reference.height, pixels: output) }
        return result
    }

    /// A canvas as large as both pictures, red, with the diff image of their common top-left area in it.
    static func sizeMismatchImage(_ reference: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions) -> RGBAImage {
        var canvas = RGBAImage(width: max(reference.width, actual.width), height: max(reference.height, actual.height),
                               color: .init(255, 0, 0))
        let width = min(reference.width, actual.width), height = min(reference.height, actual.height)
        guard width > 0, height > 0 else { return canvas }
        func crop(_ image: RGBAImage) -> RGBAImage {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height * 4)
            for y in 0..<height { bytes += image.pixels[(y * image.width * 4)..<((y * image.width + width) * 4)] }
            return RGBAImage(width: width, height: height, pixels: bytes)
        }
        guard let common = compare(reference: crop(reference), actual: crop(actual), options: options).diffImage else {
            return canvas
        }
        for y in 0..<height {
            canvas.pixels.replaceSubrange((y * canvas.width * 4)..<((y * canvas.width + width) * 4),
                                          with: common.pixels[(y * width * 4)..<((y + 1) * width * 4)])
        }
        return canvas
    }

    /// The largest YIQ distance two pixels can have; thresholds are fractions of its square root.
    public static let maxYIQDistance = 35215.0

    /// pixelmatch's YIQ distance between two pixels, both blended over white by their alpha:
    /// 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² (0 … `maxYIQDistance`).
    public static func yiqDistance(_ p: RGBAImage.Pixel, _ q: RGBAImage.Pixel) -> Double {
        withUnsafeBytes(of: (p.r, p.g, p.b, p.a, q.r, q.g, q.b, q.a)) {
            let base = $0.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return colorDistance(base, 0, base + 4, 0)
        }
    }

    struct Counts {
        var different = 0
        var antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    }

    /// Pictures of at least this many pixels are compared in horizontal bands on the machine's cores.
    static let parallelPixels = 1 << 20

    /// `run` over bands of rows, on all cores for a large picture. Each band reads the whole pictures (the
    /// anti-aliasing test looks at neighbouring rows) and writes only its own rows of `out`; the counts are
    /// added up and the bounds merged, so the result is the one a single pass gives.
    static func runInBands(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?,
                           width: Int, height: Int, options: PixelDiffOptions) -> Counts {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard width * height >= parallelPixels, cores > 1, height > 1 else {
            return run(a, b, out, width: width, height: height, rows: 0..<height, options: options)
        }
        let bands = min(cores, height)
        var parts = [Counts](repeating: Counts(), count: bands)
        parts.withUnsafeMutableBufferPointer { parts in
            let results = parts.baseAddress!
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (height * band / bands)..<(height * (band + 1) / bands)
                results[band] = run(a, b, out, width: width, height: height, rows: rows, options: options)
            }
        }
        var counts = Counts()
        for part in parts {
            counts.different += part.different
            counts.antialiased += part.antialiased
            counts.minX = min(counts.minX, part.minX)
            counts.maxX = max(counts.maxX, part.maxX)
            counts.minY = min(counts.minY, part.minY)
            counts.maxY = max(counts.maxY, part.maxY)
        }
        return counts
    }

    /// The pass over `rows`; `out`, when given, receives their part of the diff image.
    static func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?,
                    width: Int, height: Int, rows: Range<Int>, options: PixelDiffOptions) -> Counts {
        var counts = Counts()
        let exact = !(options.threshold > 0)
        let maxDelta = maxYIQDistance * options.threshold * options.threshold
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        let rawOut = out.map(UnsafeMutableRawPointer.init)
        // Pictures are mostly runs of one colour: the last grey painted is reused for the same pixel value.
        var lastValue: UInt32 = 0, lastGrey: UInt32 = 0, hasLast = false
        @inline(__always) func grey(_ k: Int, _ value: UInt32) {
            guard let rawOut else { return }
            if !hasLast || value != lastValue {
                lastValue = value
                lastGrey = greyPixel(a, k)
                hasLast = true
            }
            rawOut.storeBytes(of: lastGrey, toByteOffset: k, as: UInt32.self)
        }
        for y in rows {
            let rowStart = y * width
            for x in 0..<width {
                let k = (rowStart + x) &* 4
                let value = rawA.loadUnaligned(fromByteOffset: k, as: UInt32.self)
                if value == rawB.loadUnaligned(fromByteOffset: k, as: UInt32.self) {
                    grey(k, value)
                    continue
                }
                if !exact && !(colorDistance(a, k, b, k) > maxDelta) {
                    grey(k, value)
                    continue
                }
                if options.ignoresAntialiasing
                    && (antialiased(a, x, y, width, height, b) || antialiased(b, x, y, width, height, a)) {
                    counts.antialiased += 1
                    if let out { paint(out, k, 255, 255, 0) }
                    continue
                }
                counts.different += 1
                if x < counts.minX { counts.minX = x }
                if x > counts.maxX { counts.maxX = x }
                if y < counts.minY { counts.minY = y }
                counts.maxY = y
                if let out { paint(out, k, 255, 0, 0) }
            }
        }
        return counts
    }

    // MARK: Colour

    @inline(__always)
    static func paint(_ out: UnsafeMutablePointer<UInt8>, _ k: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        out[k] = r; out[k + 1] = g; out[k + 2] = b; out[k + 3] = 255
    }

    /// The pixel's luma, faded 90 % towards white (more for translucent pixels), as an opaque grey pixel's
    /// four bytes in memory order.
    @inline(__always)
    static func greyPixel(_ p: UnsafePointer<UInt8>, _ k: Int) -> UInt32 {
        let y = Double(p[k]) * 0.29889531 + Double(p[k + 1]) * 0.58662247 + Double(p[k + 2]) * 0.11448223
        let value = 255 + (y - 255) * 0.1 * Double(p[k + 3]) / 255
        let grey = UInt8(min(max(value, 0), 255).rounded())
        return UInt32(littleEndian: UInt32(grey) | UInt32(grey) << 8 | UInt32(grey) << 16 | 0xFF00_0000)
    }

    /// Pixel `k`'s red, green and blue blended over white by its alpha.
    @inline(__always)
    static func blended(_ p: UnsafePointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
        let r = Double(p[k]), g = Double(p[k + 1]), b = Double(p[k + 2]), a = p[k + 3]
        if a == 255 { return (r, g, b) }
        let f = Double(a) / 255
        return (255 + (r - 255) * f, 255 + (g - 255) * f, 255 + (b - 255) * f)
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The YIQ distance between pixel `k` of `a` and pixel `m` of `b`.
    @inline(__always)
    static func colorDistance(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int) -> Double {
        let (r1, g1, b1) = blended(a, k)
        let (r2, g2, b2) = blended(b, m)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
            - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
            - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    // MARK: Anti-aliasing

    /// Whether pixel (`x1`, `y1`) of `image` looks anti-aliased: see the type's documentation. `other` is the
    /// other picture, where the darkest or brightest neighbour must also sit in a flat area.
    static func antialiased(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let (r, g, b) = blended(image, (y1 * width + x1) * 4)
        let centre = luma(r, g, b)
        // A pixel on the picture's edge has one equal neighbour for free: its missing ones.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        // centre − neighbour: most negative at the brightest neighbour, most positive at the darkest.
        var brightest = 0.0, darkest = 0.0
        var brightestX = 0, brightestY = 0, darkestX = 0, darkestY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let (nr, ng, nb) = blended(image, (y * width + x) * 4)
                let delta = centre - luma(nr, ng, nb)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < brightest {
                    brightest = delta; brightestX = x; brightestY = y
                } else if delta > darkest {
                    darkest = delta; darkestX = x; darkestY = y
                }
            }
        }
        // Not between a darker and a brighter neighbour: not a slope.
        if brightest == 0 || darkest == 0 { return false }
        return (hasManySiblings(image, brightestX, brightestY, width, height)
                && hasManySiblings(other, brightestX, brightestY, width, height))
            || (hasManySiblings(image, darkestX, darkestY, width, height)
                && hasManySiblings(other, darkestX, darkestY, width, height))
    }

    /// Whether pixel (`x1`, `y1`) has three or more neighbours of exactly its colour (edges count as one).
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int,
                                _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawPointer(image)
        let value = raw.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
