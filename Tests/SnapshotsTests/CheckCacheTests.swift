import Foundation
import Testing
import LayoutCore
import Rendering
@testable import Snapshots

/// The digest `check` compares reference pictures by.
@Suite struct PixelDigests {
    @Test func oneChangedWordOrLengthChangesTheDigest() {
        let bytes = [UInt8](repeating: 7, count: 40)
        var changed = bytes
        changed[17] = 8
        #expect(PixelDigest(of: bytes) != PixelDigest(of: changed))
        // The length is part of the digest: zeros padded onto a tail are not the same input.
        #expect(PixelDigest(of: [1, 2, 3]) != PixelDigest(of: [1, 2, 3, 0]))
        #expect(PixelDigest(of: bytes) == PixelDigest(of: Data(bytes)))
    }

    @Test func rgbaIsDigestedInCairosByteOrder() {
        // Two pixels R, G, B, A: the digest is the one of B, G, R, A each (ARGB words in little-endian memory).
        let rgba: [UInt8] = [10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255]
        #expect(PixelDigest(opaqueRGBA: rgba) == PixelDigest(of: [30, 20, 10, 255, 60, 50, 40, 255, 90, 80, 70, 255]))
        #expect(PixelDigest(opaqueRGBA: [10, 20, 30, 254]) == nil)
        #expect(PixelDigest(opaqueRGBA: [10, 20, 30, 255, 40, 50, 60, 255, 1, 2, 3, 0]) == nil)
    }

    @Test func aPicturesDigestIsItsPixelsDigest() throws {
        try withRenderer { renderer throws in
            // 41×20 points at scale 2: rows of an even width; at scale 1 (41 px) an odd one, pixels pairing across rows.
            for scale in [1.0, 2.0] {
                var options = plainOptions
                options.scale = scale
                let picture = try renderer.renderPicture(SnapshottingStrategies.box(41), options: options)
                let decoded = try RGBAImage(png: picture.png)
                #expect(picture.opaqueDigest() == PixelDigest(opaqueRGBA: decoded.pixels))
            }
            var clear = plainOptions
            clear.background = nil
            let faint = try renderer.renderPicture(SnapshottingStrategies.box(40, Color.red.opacity(0.5)), options: clear)
            #expect(faint.opaqueDigest() == nil)
        }
    }
}

/// `check`'s cache of what reference pictures decode to: only ever a shortcut to a match.
@Suite struct ReferenceDigestCache {
    static let white = RGBAImage(width: 20, height: 10, color: .white)

    func asIs(_ store: ReferenceStore, _ image: RGBAImage, _ digests: ReferenceDigests) -> SnapshotResult? {
        store.matchedAsIs(name: "card", frames: ReferenceStores.frames, width: image.width, height: image.height,
                          rgba: image.pixels, digests: digests)
    }

    @Test func aKnownReferenceMatchesWithoutDecodingAndAChangedPictureDoesNot() throws {
        try withTemporaryFolder { folder throws in
            let store = ReferenceStores.store(folder, .missing)
            #expect(try store.check(ReferenceStores.snapshot()).outcome == .recorded)
            let url = folder.appendingPathComponent("cache/reference-pixels")
            let first = ReferenceDigests(url: url)
            #expect(asIs(store, Self.white, first) != nil)
            #expect(first.hits == 0) // decoded, then remembered
            first.save()
            let second = ReferenceDigests(url: url)
            #expect(asIs(store, Self.white, second)?.outcome == .matched)
            #expect(second.hits == 1)
            // One pixel changed: not a match here, and the whole comparison says so.
            var marked = Self.white
            marked[3, 4] = .black
            #expect(asIs(store, marked, second) == nil)
            #expect(second.hits == 2)
            let full = try store.check(ReferenceStores.snapshot(png: try marked.pngData()))
            #expect(full.outcome.isFailure && full.pixels?.differentPixels == 1)
        }
    }

    @Test func aReferenceRewrittenWithTheSameSizeAndTimeIsDecodedAgain() throws {
        try withTemporaryFolder { folder throws in
            // Two uniform pictures whose bytes have the same pattern: they deflate to as many bytes.
            let one = RGBAImage(width: 20, height: 10, color: RGBAImage.Pixel(10, 20, 30))
            let other = RGBAImage(width: 20, height: 10, color: RGBAImage.Pixel(11, 21, 31))
            let recorder = ReferenceStores.store(folder, .all), store = ReferenceStores.store(folder, .missing)
            let picture = store.pictureURL(for: "card")
            _ = try recorder.check(ReferenceStores.snapshot(png: try one.pngData()))
            let digests = ReferenceDigests(url: folder.appendingPathComponent("cache/reference-pixels"))
            #expect(asIs(store, one, digests) != nil)
            let oneBytes = try Data(contentsOf: picture)
            var info = stat()
            #expect(stat(picture.path, &info) == 0)
            _ = try recorder.check(ReferenceStores.snapshot(png: try other.pngData()))
            let otherBytes = try Data(contentsOf: picture)
            try #require(otherBytes.count == oneBytes.count && otherBytes != oneBytes)
            // The time stamp set back too: only the bytes tell.
            var times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, picture.path, &times, 0) == 0)
            #expect(asIs(store, one, digests) == nil)
            #expect(digests.hits == 0)
            // That look-up decoded the new bytes and remembered them: the right picture now matches from the cache.
            #expect(asIs(store, other, digests) != nil && digests.hits == 1)
        }
    }

    @Test func aWrongEntryOnlyCostsTheWholeComparison() throws {
        try withTemporaryFolder { folder throws in
            let store = ReferenceStores.store(folder, .missing)
            _ = try store.check(ReferenceStores.snapshot())
            let digests = ReferenceDigests(url: folder.appendingPathComponent("cache/reference-pixels"))
            let bytes = try Data(contentsOf: store.pictureURL(for: "card"))
            digests.record(.init(width: 20, height: 10, pixels: PixelDigest(high: 1, low: 2)), for: PixelDigest(of: bytes))
            #expect(asIs(store, Self.white, digests) == nil)
            #expect(try store.check(ReferenceStores.snapshot()).outcome == .matched)
            digests.record(.init(width: 21, height: 10, pixels: PixelDigest(opaqueRGBA: Self.white.pixels)!), for: PixelDigest(of: bytes))
            #expect(asIs(store, Self.white, digests) == nil)
        }
    }

    @Test func aDamagedOrForeignCacheFileIsIgnoredAndRewritten() throws {
        try withTemporaryFolder { folder throws in
            let store = ReferenceStores.store(folder, .missing)
            _ = try store.check(ReferenceStores.snapshot())
            let url = folder.appendingPathComponent("cache/reference-pixels")
            let warm = ReferenceDigests(url: url)
            _ = asIs(store, Self.white, warm)
            warm.save()
            let sound = try Data(contentsOf: url)
            // 8 bytes of magic, the count, one 40-byte entry, the 16-byte check.
            #expect(sound.count == 8 + 8 + 40 + 16)
            var flipped = sound
            flipped[20] ^= 1
            for damaged in [Data("not a cache".utf8), sound.dropLast(), flipped, sound + Data([0])] {
                try damaged.write(to: url)
                let cold = ReferenceDigests(url: url)
                #expect(asIs(store, Self.white, cold) != nil)
                #expect(cold.hits == 0)
                cold.save()
                #expect(try Data(contentsOf: url) == sound)
            }
            // Writable by others: not trusted.
            #expect(chmod(url.path, 0o666) == 0)
            let foreign = ReferenceDigests(url: url)
            #expect(asIs(store, Self.white, foreign) != nil && foreign.hits == 0)
        }
    }
}

/// The pinned fonts' hashes, kept between runs by each file's stamp.
@Suite struct FontHashCache {
    @Test func hashesAreTakenFromTheCacheOnlyForAnUnchangedFile() throws {
        try withTemporaryFolder { folder throws in
            let font = folder.appendingPathComponent("Font.otf")
            let cache = folder.appendingPathComponent("cache/font-hashes")
            try Data("abc".utf8).write(to: font)
            // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
            let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            #expect(RenderEnvironment.fingerprints(of: [font.path], cache: cache) == ["Font.otf": abc])
            let stamp = try #require(RenderEnvironment.FileStamp(path: font.path))
            #expect(try String(contentsOf: cache, encoding: .utf8) == "\(abc) \(stamp.line)\n")
            // A recorded hash for the same stamp is believed (that is the cache)…
            let forged = String(repeating: "0", count: 64)
            try "\(forged) \(stamp.line)\n".write(to: cache, atomically: false, encoding: .utf8)
            #expect(RenderEnvironment.fingerprints(of: [font.path], cache: cache) == ["Font.otf": forged])
            // …but not once the file is written again, even with as many bytes and its old modification time.
            try Data("abd".utf8).write(to: font)
            var times = [stamp.modified, stamp.modified]
            #expect(utimensat(AT_FDCWD, font.path, &times, 0) == 0)
            let abd = RenderEnvironment.sha256(Data("abd".utf8))
            #expect(abd != abc)
            #expect(RenderEnvironment.fingerprints(of: [font.path], cache: cache) == ["Font.otf": abd])
        }
    }

    @Test func aDamagedCacheMeansHashing() throws {
        try withTemporaryFolder { folder throws in
            let font = folder.appendingPathComponent("Font.otf")
            let cache = folder.appendingPathComponent("cache/font-hashes")
            try Data("abc".utf8).write(to: font)
            let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            let stamp = try #require(RenderEnvironment.FileStamp(path: font.path))
            try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
            for damaged in ["garbage", "\(String(repeating: "z", count: 64)) \(stamp.line)", "\(abc.dropLast()) \(stamp.line)",
                            "\(String(repeating: "0", count: 64)) 1 2 3 \(stamp.line)"] {
                try damaged.write(to: cache, atomically: false, encoding: .utf8)
                #expect(RenderEnvironment.fingerprints(of: [font.path], cache: cache) == ["Font.otf": abc], "\(damaged)")
            }
            #expect(RenderEnvironment.fingerprints(of: [folder.appendingPathComponent("none.otf").path], cache: cache)
                    == ["none.otf": "missing"])
        }
    }
}
