import Foundation

/// A 128-bit digest of bytes, about a byte per instruction: two independent multiply–xorshift lanes over the
/// bytes as little-endian 64-bit words, the length mixed in at the end. Every step is a bijection of a lane's
/// state for a given word, so two inputs of one length that differ in a single word always differ here; other
/// changes collide with a chance of about 2⁻¹²⁸. It is no defence against someone who builds a collision on
/// purpose (`check`'s caches are the user's own files). `check` keys and compares reference pictures' pixels
/// by it, so that an unchanged reference is matched without inflating it.
public struct PixelDigest: Hashable, Sendable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    public init(of bytes: UnsafeRawBufferPointer) {
        var lanes = Lanes()
        let words = bytes.count / 8
        if var word = bytes.baseAddress {
            let end = word + words * 8
            while word < end {
                lanes.add(UInt64(littleEndian: word.loadUnaligned(as: UInt64.self)))
                word += 8
            }
        }
        var tail: UInt64 = 0
        for index in stride(from: bytes.count - 1, through: words * 8, by: -1) { tail = tail << 8 | UInt64(bytes[index]) }
        if bytes.count % 8 != 0 { lanes.add(tail) }
        self = lanes.finish(count: bytes.count)
    }

    /// The digest of `data`'s bytes.
    public init(of data: Data) {
        self = data.withUnsafeBytes { PixelDigest(of: $0) }
    }

    /// The digest of `bytes`.
    public init(of bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { PixelDigest(of: $0) }
    }

    /// The digest of straight RGBA pixels as `RenderedPicture.opaqueDigest` takes them: each pixel's bytes in
    /// the order B, G, R, A (Cairo's 32-bit ARGB in little-endian memory); nil when a pixel is not opaque.
    public init?(opaqueRGBA bytes: [UInt8]) {
        guard bytes.count % 4 == 0 else { return nil }
        // R and B of two pixels change places in one word.
        let digest = bytes.withUnsafeBytes {
            Self.opaque($0) { $0 & 0xFF00_FF00_FF00_FF00 | $0 >> 16 & 0x0000_00FF_0000_00FF | ($0 & 0x0000_00FF_0000_00FF) << 16 }
        }
        guard let digest else { return nil }
        self = digest
    }

    /// The digest of 32-bit ARGB pixels in native memory (`count` bytes, a multiple of 8 or not), nil when a
    /// pixel is not opaque: one pass that hashes and gathers the alpha bytes.
    static func opaque(argb bytes: UnsafeRawBufferPointer) -> PixelDigest? { opaque(bytes) { $0 } }

    /// The digest of `reorder` applied to each little-endian word of pixels (two, or one at the end), nil
    /// when an alpha byte (the fourth of a pixel) is not 255.
    @inline(__always)
    private static func opaque(_ bytes: UnsafeRawBufferPointer, reorder: (UInt64) -> UInt64) -> PixelDigest? {
        var lanes = Lanes()
        var alphas: UInt64 = .max
        let words = bytes.count / 8
        if var word = bytes.baseAddress {
            let end = word + words * 8
            while word < end {
                let value = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
                alphas &= value
                lanes.add(reorder(value))
                word += 8
            }
        }
        var opaque = alphas & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
        if bytes.count % 8 != 0 {
            let last = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: words * 8, as: UInt32.self)))
            opaque = opaque && last >= 0xFF00_0000
            lanes.add(reorder(last))
        }
        return opaque ? lanes.finish(count: bytes.count) : nil
    }

    /// The state of both lanes.
    struct Lanes {
        private var a: UInt64 = 0x243F_6A88_85A3_08D3
        private var b: UInt64 = 0x1319_8A2E_0370_7344

        @inline(__always)
        mutating func add(_ word: UInt64) {
            a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
            a ^= a >> 29
            b = (b ^ (word << 23 | word >> 41)) &* 0xC2B2_AE3D_27D4_EB4F
            b ^= b >> 31
        }

        func finish(count: Int) -> PixelDigest {
            func mix(_ x: UInt64) -> UInt64 {
                var x = x ^ UInt64(truncatingIfNeeded: count) &* 0xFF51_AFD7_ED55_8CCD
                x = (x ^ x >> 33) &* 0xFF51_AFD7_ED55_8CCD
                x = (x ^ x >> 33) &* 0xC4CE_B9FE_1A85_EC53
                return x ^ x >> 33
            }
            return PixelDigest(high: mix(a), low: mix(b ^ 0x5851_F42D_4C95_7F2D))
        }
    }
}
