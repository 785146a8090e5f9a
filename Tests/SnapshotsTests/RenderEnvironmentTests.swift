import Foundation
import Testing
import Typesetting
@testable import Snapshots

/// Runs a command and returns its standard output without the trailing newline.
func run(_ command: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite struct RenderEnvironments {
    static let sample = RenderEnvironment(cairo: "1.16.0", pango: "1.50.12", harfBuzz: "6.0.0", freeType: "2.12.1",
                                          fonts: ["Inter-Regular.otf": "aa", "DejaVuSans.ttf": "bb"])

    /// FIPS 180-2's test vectors.
    @Test func sha256() {
        #expect(RenderEnvironment.sha256(Data("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(RenderEnvironment.sha256(Data())
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// The versions the libraries report are those of the packages pkg-config describes, and a font's hash is
    /// what sha256sum says.
    @Test func current() throws {
        let environment = RenderEnvironment.current()
        #expect(environment.cairo == (try run("pkg-config", ["--modversion", "cairo"])))
        #expect(environment.pango == (try run("pkg-config", ["--modversion", "pango"])))
        #expect(environment.harfBuzz == (try run("pkg-config", ["--modversion", "harfbuzz"])))
        #expect(environment.freeType.split(separator: ".").count == 3)
        #expect(environment.fonts.count == PangoTextMeasurer.pinnedFontFiles.count)
        let path = PangoTextMeasurer.pinnedFontFiles.first { $0.hasSuffix("/Inter-Regular.otf") }!
        let expected = try run("sha256sum", [path]).split(separator: " ").first.map(String.init)
        #expect(environment.fonts["Inter-Regular.otf"] == expected)
        // The fallbacks and the symbol fonts are pinned as Inter is.
        for name in ["NotoSansCJK-Regular.ttc", "NotoColorEmoji.ttf", "MaterialIcons-Regular.ttf", "materialdesignicons-webfont.ttf"] {
            let path = PangoTextMeasurer.pinnedFontFiles.first { $0.hasSuffix("/" + name) }!
            #expect(environment.fonts[name] == (try run("sha256sum", [path]).split(separator: " ").first.map(String.init)), "\(name)")
        }
        #expect(environment.fonts.values.allSatisfy { $0.count == 64 })
    }

    @Test func missingFontFile() {
        #expect(RenderEnvironment.fingerprints(of: ["/nonexistent/Font.otf"]) == ["Font.otf": "missing"])
    }

    @Test func differences() {
        var current = Self.sample
        #expect(current.differences(from: Self.sample) == [])
        current.freeType = "2.13.0"
        current.fonts["Inter-Regular.otf"] = "cc"
        current.fonts["DejaVuSans.ttf"] = RenderEnvironment.missing
        current.fonts["InterDisplay-Thin.otf"] = "dd"
        let differences = current.differences(from: Self.sample)
        #expect(differences.map(\.description) == [
            "FreeType 2.12.1 → 2.13.0",
            "font DejaVuSans.ttf is missing on this machine",
            "font Inter-Regular.otf changed",
            "font InterDisplay-Thin.otf was not there when the reference was recorded",
        ])
    }

    @Test func explanations() {
        var current = Self.sample
        current.pango = "1.52.0"
        #expect(EnvironmentDifference.explanation(current.differences(from: Self.sample))
                == "the reference was recorded with Pango 1.50.12, this machine has 1.52.0 — re-record on this machine")
        current.freeType = "2.13.0"
        current.fonts["Inter-Regular.otf"] = "cc"
        #expect(EnvironmentDifference.explanation(current.differences(from: Self.sample))
                == "the reference was recorded with Pango 1.50.12 and FreeType 2.12.1, this machine has Pango 1.52.0 "
                + "and FreeType 2.13.0; font Inter-Regular.otf changed — re-record on this machine")
        var fontsOnly = Self.sample
        fontsOnly.fonts["DejaVuSans.ttf"] = "ee"
        #expect(EnvironmentDifference.explanation(fontsOnly.differences(from: Self.sample))
                == "the reference was recorded with other fonts: font DejaVuSans.ttf changed — re-record on this machine")
        #expect(EnvironmentDifference.explanation([]) == nil)
    }

    @Test func pngMetadataRoundTrip() throws {
        let png = try RGBAImage(width: 2, height: 2, color: .white).pngData()
        #expect(try RenderEnvironment.recorded(in: png) == nil)
        let text = try Self.sample.pngMetadata()
        #expect(text == #"{"cairo":"1.16.0","fonts":{"DejaVuSans.ttf":"bb","Inter-Regular.otf":"aa"},"#
                + #""freetype":"2.12.1","harfbuzz":"6.0.0","pango":"1.50.12"}"#)
        let tagged = try PNGMetadata.setting(text, in: png)
        #expect(try RenderEnvironment.recorded(in: tagged) == Self.sample)
        // The real environment fits a tEXt chunk too.
        let real = try PNGMetadata.setting(RenderEnvironment.current().pngMetadata(), in: png)
        #expect(try RenderEnvironment.recorded(in: real) == RenderEnvironment.current())
    }
}
