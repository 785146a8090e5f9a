import Foundation
import Testing
@testable import Snapshots

@Suite struct PNGDecoding {
    /// Three opaque primaries, a translucent pixel, a clear one and white, 3×2.
    static let sample: RGBAImage = {
        var image = RGBAImage(width: 3, height: 2, color: .white)
        image[0, 0] = .init(255, 0, 0)
        image[1, 0] = .init(0, 255, 0)
        image[2, 0] = .init(0, 0, 255)
        image[0, 1] = .init(10, 20, 30, 128)
        image[1, 1] = .clear
        return image
    }()

    @Test func roundTrip() throws {
        let data = try Self.sample.pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 3, height 2, 8 bits, colour type 6 (RGBA).
        #expect(Array(data[16..<26]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6])
        let decoded = try RGBAImage(png: data)
        #expect(decoded == Self.sample)
        #expect(decoded[0, 1] == .init(10, 20, 30, 128))
    }

    @Test func emptyData() {
        #expect(throws: PNGError.empty) { try RGBAImage(png: Data()) }
    }

    @Test func gitLFSPointer() {
        let pointer = """
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 12345

        """
        let error = #expect(throws: PNGError.self) { try RGBAImage(png: Data(pointer.utf8)) }
        #expect(error == .gitLFSPointer(oid: "sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393",
                                        size: 12345))
        #expect(error?.description.contains("git lfs pull") == true)
        #expect(error?.description.contains("12345 bytes") == true)
    }

    @Test func otherFormats() {
        let svg = #expect(throws: PNGError.self) { try RGBAImage(png: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) }
        #expect(svg?.description == "not a PNG: it starts with the text \"<svg xmlns=\"http://www.w3.org/20…\"")
        let jpeg = #expect(throws: PNGError.self) { try RGBAImage(png: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])) }
        #expect(jpeg == .notPNG("it is a JPEG"))
    }

    @Test func truncated() throws {
        let data = try Self.sample.pngData()
        let error = #expect(throws: PNGError.self) { try RGBAImage(png: data.prefix(data.count - 20)) }
        guard case .truncated = error else { Issue.record("expected truncated, got \(String(describing: error))"); return }
        #expect(throws: PNGError.truncated("only 5 bytes, less than the signature")) { try RGBAImage(png: data.prefix(5)) }
    }

    @Test func damagedData() throws {
        var data = try Self.sample.pngData()
        // Flip a byte inside the first IDAT chunk's data: its CRC no longer matches.
        let idat = try PNGChunks.chunks(in: data).first { $0.type == "IDAT" }!
        data[idat.dataRange.lowerBound + 2] ^= 0xFF
        let error = #expect(throws: PNGError.self) { try RGBAImage(png: data) }
        guard case .corrupt(let message) = error else { Issue.record("expected corrupt, got \(String(describing: error))"); return }
        #expect(!message.isEmpty)
    }

    @Test func emptyImageIsNotEncodable() {
        #expect(throws: PNGError.self) { try RGBAImage(width: 0, height: 0, pixels: []).pngData() }
    }
}

@Suite struct PNGTextChunk {
    /// Check values from the CRC-32 literature: "123456789" → CBF43926; every PNG's IEND chunk ends AE426082.
    @Test func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func writeReadReplaceRemove() throws {
        let plain = try PNGDecoding.sample.pngData()
        #expect(try PNGMetadata.text(in: plain) == nil)
        let tagged = try PNGMetadata.setting("{\"cairo\":\"1.16.0\"}", in: plain)
        #expect(try PNGMetadata.text(in: tagged) == "{\"cairo\":\"1.16.0\"}")
        // Right after IHDR (8 + 25 bytes): length 10 + 1 + 18 = 29, then "tEXt".
        #expect(Array(tagged[33..<41]) == [0, 0, 0, 29] + Array("tEXt".utf8))
        #expect(tagged.count == plain.count + 12 + 29)
        // The picture is unchanged.
        #expect(try RGBAImage(png: tagged) == PNGDecoding.sample)
        // Replacing keeps one chunk.
        let retagged = try PNGMetadata.setting("second", in: tagged)
        #expect(try PNGMetadata.text(in: retagged) == "second")
        #expect(retagged.count == plain.count + 12 + 11 + 6)
        // Removing gives back the original bytes.
        #expect(try PNGMetadata.removing(from: retagged) == plain)
        // Other keywords are left alone.
        let other = try PNGMetadata.setting("x", keyword: "Software", in: retagged)
        #expect(try PNGMetadata.text(in: other, keyword: "Software") == "x")
        #expect(try PNGMetadata.text(in: other) == "second")
    }

    @Test func encoderWritesMetadata() throws {
        let data = try PNGDecoding.sample.pngData(metadata: "hello")
        #expect(try PNGMetadata.text(in: data) == "hello")
    }

    @Test func badCRCIsReported() throws {
        var tagged = try PNGMetadata.setting("abc", in: PNGDecoding.sample.pngData())
        tagged[33 + 8 + 11] = UInt8(ascii: "x") // first text byte
        #expect(throws: PNGError.corrupt("the CRC of the tEXt chunk \"layoutshot\" is wrong")) {
            try PNGMetadata.text(in: tagged)
        }
    }

    @Test func latin1Only() throws {
        let plain = try PNGDecoding.sample.pngData()
        #expect(throws: PNGError.self) { try PNGMetadata.setting("≠", in: plain) }
        #expect(throws: PNGError.self) { try PNGMetadata.setting("x", keyword: "", in: plain) }
        #expect(try PNGMetadata.text(in: PNGMetadata.setting("café", in: plain)) == "café")
    }
}
