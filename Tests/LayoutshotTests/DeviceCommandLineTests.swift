import Foundation
import Testing
import Layoutshot

/// Devices on the command line (docs/BEHAVIOUR.md §16, README's "Command line"): `--device` (several: one picture
/// per device, named by it), `--orientation`, a directive's `--device`, `.previewDevice`, unknown names, and what
/// a device's screen draws (status bar, home indicator, `--no-chrome`, `--device-frame`, the device's scale).
/// Frames come from the table's published sizes and insets by hand; the fixtures hold no text.
@Suite struct DeviceCommandLineTests {
    static let cache: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-devices-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }()

    /// A red colour filling the safe area, and a 30 × 20 frame: the root's frame is the safe area.
    static let filling = "#Preview { Color.red }\n"

    func run(_ source: String, _ args: [String], name: String = "f.swift") throws -> (CLI.Result, URL) {
        let dir = try temporaryFolder([name: source])
        return (try CLI.run(args, in: dir, cache: Self.cache), dir)
    }

    @Test func aDevicesSafeAreaIsWhatTheRootIsOffered() throws {
        // iPhone SE (3rd generation): 375 × 667 pt under a 20 pt status bar (Apple HIG; swift-snapshot-testing's
        // iPhoneSe preset) → 375 × 647 from y = 20. Interpreted and compiled agree.
        for extra in [[], ["--compile"]] {
            let (r, _) = try run(Self.filling, ["layout", "f.swift", "--device", "iPhone SE (3rd generation)"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.text == "Color (0, 20, 375, 647) ← 375×647\n")
        }
        // Landscape on the iPhone 16 Pro (874 × 402; 62 on each side, 21 below): 750 × 381 from x = 62.
        let (landscape, _) = try run(Self.filling, ["layout", "f.swift", "--device", "iphone 16 pro", "--orientation", "landscape"])
        #expect(landscape.text == "Color (62, 0, 750, 381) ← 750×381\n")
    }

    @Test func containerRelativeFrameMeasuresAgainstTheDevicesSafeArea() throws {
        // The iPhone SE (3rd generation)'s safe area, 375 × 647 from y = 20 (Apple HIG), is the container, not the
        // 315 the padding proposes: two of three columns 10 apart are (375 − 20) / 3 × 2 + 10 = 246.67 wide; the
        // padding, 306.67, is centred at x = (375 − 306.67) / 2 = 34.17. Interpreted and compiled agree.
        let source = "#Preview { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).padding(.horizontal, 30) }\n"
        for extra in [[], ["--compile"]] {
            let (r, _) = try run(source, ["layout", "f.swift", "--device", "iPhone SE (3rd generation)"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.text == """
                padding (34.17, 20, 306.67, 647) ← 375×647
                  containerRelativeFrame (64.17, 20, 246.67, 647) ← 315×647
                    Color (64.17, 20, 246.67, 647) ← 246.67×647

                """)
        }
    }

    @Test func severalDevicesMakeOnePicturePerDeviceNamedByIt() throws {
        let source = "#Preview(\"Card\") { Color.red }\n#Preview(\"Row\", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 10, height: 10) }\n"
        let (r, dir) = try run(source, ["render", "f.swift", "--out", "out", "--format", "txt",
                                        "--device", "iPad mini (A17 Pro)", "--device", "iPhone 13 mini"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(files == ["f-card-ipad-mini-a17-pro.txt", "f-card-iphone-13-mini.txt", "f-row-ipad-mini-a17-pro.txt",
                          "f-row-iphone-13-mini.txt"])
        // The iPad mini: 744 × 1133, 24 above and 20 below; the 13 mini: 375 × 812, 50 and 34.
        let ipad = try String(contentsOf: dir.appendingPathComponent("out/f-card-ipad-mini-a17-pro.txt"), encoding: .utf8)
        let mini = try String(contentsOf: dir.appendingPathComponent("out/f-card-iphone-13-mini.txt"), encoding: .utf8)
        #expect(ipad == "Color (0, 24, 744, 1089) ← 744×1089\n")
        #expect(mini == "Color (0, 50, 375, 728) ← 375×728\n")
        // check names its references the same way (and lists them without laying anything out).
        let (list, _) = try run(source, ["check", "f.swift", "--list", "--device", "iPhone 13 mini"])
        #expect(list.text.contains("f-card-iphone-13-mini") && list.text.contains("f-row-iphone-13-mini"), "\(list.text)")
    }

    @Test func theGalleryAndOutputFilesTellDevicesApart() throws {
        // The gallery captions each picture with its device and shows it at its size in points: the SE is 2x,
        // the iPhone 16 3x (Apple HIG).
        let (r, dir) = try run(Self.filling, ["render", "f.swift", "--out", "out", "--gallery",
                                              "--device", "iPhone SE (3rd generation)", "--device", "iPhone 16"])
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("<figcaption>iPhone SE (3rd generation)</figcaption>") && page.contains("<figcaption>iPhone 16</figcaption>"))
        #expect(page.contains("srcset=\"f-iphone-se-3rd-generation.png 2x\"") && page.contains("srcset=\"f-iphone-16-dark.png 3x\""))
        // -o FILE: one file per preview and device.
        let titled = "#Preview(\"Card\") { Color.red }\n#Preview(\"Row\") { Color.blue }\n"
        let (o, odir) = try run(titled, ["render", "f.swift", "-o", "pic.txt", "--device", "iPhone 16", "--device", "iPhone 15"])
        #expect(o.status == 0, "\(o.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: odir.path).filter { $0.hasPrefix("pic") }.sorted()
        #expect(files == ["pic-card-iphone-15.txt", "pic-card-iphone-16.txt", "pic-row-iphone-15.txt", "pic-row-iphone-16.txt"])
    }

    @Test func aDirectiveOrAPreviewNamesItsOwnDevice() throws {
        // A directive's device keeps the plain output name; the iPad (10th generation) is 820 × 1180, 24/20.
        let directive = "// layoutshot: --device \"iPad (10th generation)\"\n" + Self.filling
        let (r, _) = try run(directive, ["layout", "f.swift"])
        #expect(r.text == "Color (0, 24, 820, 1136) ← 820×1136\n", "\(r.stderr)")
        // .previewDevice on the root, by model identifier: iPhone15,4 is the iPhone 15 (393 × 852, 59/34).
        let (own, _) = try run("#Preview { Color.red.previewDevice(\"iPhone15,4\") }\n", ["layout", "f.swift"])
        #expect(own.text == "Color (0, 59, 393, 759) ← 393×759\n", "\(own.stderr)")
        // The command line's device wins over the preview's own.
        let (over, _) = try run("#Preview { Color.red.previewDevice(\"iPhone15,4\") }\n",
                                ["layout", "f.swift", "--device", "iPhone SE (3rd generation)"])
        #expect(over.text == "Color (0, 20, 375, 647) ← 375×647\n")
    }

    @Test func anUnknownDeviceIsAUsageErrorWithTheClosestNames() throws {
        let (r, dir) = try run(Self.filling, ["render", "f.swift", "--out", "out", "--device", "iPhone 16 Pr"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("option '--device' needs a device of the table (did you mean 'iPhone 16 Pro'"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        // A preview's own unknown device is bad input, at the fixture, with the closest names.
        let (own, ownDir) = try run("#Preview { Color.red.previewDevice(\"iPhone 16 Pr\") }\n", ["render", "f.swift", "--out", "out"])
        #expect(own.status == 65)
        #expect(own.stderr.contains("unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro'"), "\(own.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ownDir.appendingPathComponent("out/f.png").path))
    }

    /// The PNG a render writes.
    func picture(_ source: String, _ args: [String]) throws -> RGBAImage {
        let (r, dir) = try run(source, ["render", "f.swift", "--out", "out", "--style", "plain"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        return try RGBAImage(png: Data(contentsOf: dir.appendingPathComponent("out/f.png")))
    }

    /// Whether any pixel of the rows `rows` is darker than mid grey.
    func hasInk(_ image: RGBAImage, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<image.width).contains { x in image[x, y].r < 128 } }
    }

    @Test func aDevicesScreenShowsItsStatusBarAndHomeIndicatorAtItsScale() throws {
        // White everywhere, the safe area included: only the chrome is dark.
        let white = "#Preview { Color.white.ignoresSafeArea() }\n"
        let screen = try picture(white, [])
        // The default device is the iPhone 16 Pro at 3 pixels per point: 1206 × 2622 (Apple's resolution).
        #expect(screen.width == 1206 && screen.height == 2622)
        // The status bar sits in the top inset (62 pt), the home indicator in the bottom one (34 pt); between
        // them, nothing.
        #expect(hasInk(screen, rows: 0..<62 * 3))
        #expect(hasInk(screen, rows: (874 - 34) * 3..<874 * 3))
        #expect(!hasInk(screen, rows: 62 * 3..<(874 - 34) * 3))
        let bare = try picture(white, ["--no-chrome"])
        #expect(!hasInk(bare, rows: 0..<bare.height))
        // --scale wins; --device-frame adds a 14 pt bezel on each side, dark.
        let framed = try picture(white, ["--device-frame", "--scale", "1"])
        #expect(framed.width == 402 + 28 && framed.height == 874 + 28)
        #expect(framed[7, 451].r < 128 && framed[215, 451].r == 255)
        // A fixed canvas is not the screen: no chrome, the --scale default of 2.
        let fixed = try picture("#Preview(traits: .fixedLayout(width: 100, height: 50)) { Color.white }\n", [])
        #expect(fixed.width == 200 && fixed.height == 100 && !hasInk(fixed, rows: 0..<100))
    }
}
