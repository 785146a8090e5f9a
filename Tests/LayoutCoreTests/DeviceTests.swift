import Foundation
import Testing
@testable import LayoutCore

/// The device table (Devices/) against published numbers, and a layout on every device of it
/// (docs/BEHAVIOUR.md §16, "Devices").
@Suite struct DeviceTests {
    /// Screen resolutions in pixels, portrait, as Apple publishes them (technical specifications; the Human
    /// Interface Guidelines' "Layout" table for the 13 mini, whose rendered 1125 × 2436 is downsampled to its
    /// panel), independently of the table's points and scales.
    static let publishedPixels: [String: (width: CGFloat, height: CGFloat)] = [
        "iPhone SE (3rd generation)": (750, 1334),
        "iPhone 13 mini": (1125, 2436),
        "iPhone 15": (1179, 2556), "iPhone 15 Pro": (1179, 2556), "iPhone 16": (1179, 2556),
        "iPhone 15 Pro Max": (1290, 2796),
        "iPhone 16 Pro": (1206, 2622), "iPhone 17": (1206, 2622), "iPhone 17 Pro": (1206, 2622),
        "iPhone 16 Pro Max": (1320, 2868), "iPhone 17 Pro Max": (1320, 2868),
        "iPhone Air": (1260, 2736),
        "iPad (10th generation)": (1640, 2360), "iPad Air 11-inch (M2)": (1640, 2360), "iPad Air 11-inch (M3)": (1640, 2360),
        "iPad Pro 11-inch (M4)": (1668, 2420), "iPad Pro 13-inch (M4)": (2064, 2752),
        "iPad mini (6th generation)": (1488, 2266), "iPad mini (A17 Pro)": (1488, 2266),
    ]

    @Test func everyScreenIsItsPublishedResolutionAtItsScale() {
        for device in Device.all where device.idiom != .mac {
            guard let pixels = Self.publishedPixels[device.name], let size = device.portraitSize else {
                Issue.record("\(device.name): no published resolution or no screen")
                continue
            }
            #expect(size.width * device.scale == pixels.width && size.height * device.scale == pixels.height, "\(device.name)")
        }
        #expect(Set(Device.all.filter { $0.idiom != .mac }.map(\.name)) == Set(Self.publishedPixels.keys))
    }

    @Test func insetsAreThePublishedOnes() {
        // useyourloaf.com's simulator measurements (iPhone 16 and 17 screen sizes, iPad 2024 screen sizes) and
        // swift-snapshot-testing's presets: the Dynamic Island phones 59 (15, 16) or 62 (16 Pro, 17) at the top,
        // the home indicator 34 in portrait and 21 in landscape before iOS 26; the SE only its 20 pt status bar;
        // an iPad 24 above and 20 below in either orientation.
        #expect(Device.iPhone16Pro.safeAreaInsets(.portrait) == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPhone16Pro.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(Device.iPhone15.safeAreaInsets(.portrait) == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPhone13Mini.safeAreaInsets(.portrait) == EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPhoneSE3.safeAreaInsets(.portrait) == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(Device.iPhoneSE3.safeAreaInsets(.landscapeRight) == EdgeInsets())
        #expect(Device.iPadPro11M4.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        // Upside down is shown as portrait.
        #expect(Device.iPhone16Pro.safeAreaInsets(.portraitUpsideDown) == Device.iPhone16Pro.safeAreaInsets(.portrait))
        // The status bar sits inside the top inset, and an iPhone hides it in landscape; an iPad does not.
        for device in Device.all {
            #expect(device.statusBarHeight <= device.portraitSafeArea.top, "\(device.name)")
        }
        #expect(Device.iPhone16Pro.statusBarHeight(.landscapeLeft) == 0)
        #expect(Device.iPad10.statusBarHeight(.landscapeLeft) == 24)
    }

    @Test func sizeClassesFollowTheHumanInterfaceGuidelines() {
        // HIG "Layout": iPhones compact × regular in portrait; compact × compact in landscape except the Max and
        // Air phones, regular × compact; iPads regular × regular.
        #expect(Device.iPhone16Pro.sizeClasses(.portrait) == (.compact, .regular))
        #expect(Device.iPhone16Pro.sizeClasses(.landscapeLeft) == (.compact, .compact))
        #expect(Device.iPhone16ProMax.sizeClasses(.landscapeLeft) == (.regular, .compact))
        #expect(Device.iPadMini6.sizeClasses(.portrait) == (.regular, .regular))
        #expect(Device.mac.sizeClasses(.portrait) == (nil, nil))
    }

    @Test func namesAreXcodesAnyCaseAndModelIdentifiers() throws {
        #expect(try Device.named("iPhone 16 Pro").get() == .iPhone16Pro)
        #expect(try Device.named("IPHONE se (3rd GENERATION)").get() == .iPhoneSE3)
        #expect(try Device.named("iPhone17,1").get() == .iPhone16Pro)
        #expect(try PreviewDevice("iPad mini (A17 Pro)").device.get().name == "iPad mini (A17 Pro)")
        #expect(Device.default(for: .iOS) == .iPhone16Pro && Device.default(for: .macOS) == .mac)
    }

    @Test func anUnknownNameSuggestsTheClosest() {
        guard case .failure(let unknown) = Device.named("iPhone 16 Pr") else {
            Issue.record("found a device")
            return
        }
        // One edit from "iPhone 16 Pro", two from "iPhone 15 Pro"/"iPhone 17 Pro"/"iPhone 16": the closest first.
        #expect(unknown.closestNames.first == "iPhone 16 Pro")
        #expect(unknown.closestNames.count == 3)
        #expect(unknown.description.hasPrefix("unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro'"))
        // Nothing close: every name is listed.
        guard case .failure(let far) = Device.named("Pixel 9") else { return }
        #expect(far.closestNames.isEmpty)
        #expect(far.description.contains("'iPhone SE (3rd generation)'") && far.description.contains("'Mac'"))
    }

    /// A device's screen as a preview hosts it.
    func host<V: View>(_ view: V, on device: Device, _ orientation: InterfaceOrientation) -> LayoutResult {
        let screen = PreviewScreen(device: device, orientation: orientation)
        var environment = EnvironmentValues()
        environment.displayScale = device.scale
        // As the command line does (PreviewLayout): the device's size classes in that orientation.
        let classes = device.sizeClasses(orientation)
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        return LayoutEngine.layout(view, measurer: FixedAdvanceTextMeasurer()) { _ in
            LayoutHost(proposal: screen.size.map { ProposedViewSize($0) } ?? .unspecified,
                       safeAreaInsets: screen.safeAreaInsets, environment: environment, screen: screen)
        }
    }

    @Test func onEveryDeviceTheSafeAreaIsTheScreenLessItsInsets() {
        for device in Device.all where device.portraitSize != nil {
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
                let screen = device.screenSize(orientation)!
                let insets = orientation.isLandscape ? device.landscapeSafeArea : device.portraitSafeArea
                let safe = rect(insets.leading, insets.top, screen.width - insets.leading - insets.trailing,
                                screen.height - insets.top - insets.bottom)
                var seen = EdgeInsets(top: -1)
                let result = host(ZStack {
                    Color.blue.ignoresSafeArea()
                    GeometryReader { proxy in
                        let _ = (seen = proxy.safeAreaInsets)
                        Color.clear
                    }
                }, on: device, orientation)
                let name = "\(device.name) \(orientation)"
                expectSize(result.canvasSize, screen.width, screen.height)
                expectFrame(result.root.frame, safe)
                #expect(result.proposal == ProposedViewSize(safe.size), "\(name)")
                // The ignoring colour covers the screen; the reader fills the safe area and sees the insets.
                expectFrame(result.root[0][0].frame, rect(0, 0, screen.width, screen.height))
                expectFrame(result.root[1].frame, safe)
                #expect(seen == insets, "\(name)")
            }
        }
    }

    @Test func aMacWindowFitsItsContent() {
        let result = host(Color.red.frame(width: 30, height: 20).ignoresSafeArea(), on: .mac, .portrait)
        expectSize(result.canvasSize, 30, 20)
        expectFrame(result.root[0].frame, rect(0, 0, 30, 20))
    }
}
