import Foundation

// The device table: one entry per device, each number with its source and confidence beside it. Adding a
// device is adding one entry to `Device.all`. Sources, by the short names used below (in full, with their
// addresses, in docs/BEHAVIOUR.md §16 "Devices"):
//   HIG-Layout  Apple, Human Interface Guidelines › Layout › Specifications (sizes, scales, size classes)
//   PF          Point-Free swift-snapshot-testing, ViewImageConfig presets; PF-1046 its PR for the 17 family
//   UYL         useyourloaf.com screen-size posts (simulator measurements), through UYL-16Pro and PF-1046
//   DF          Flutter device_frame (screenSize, safeAreas, rotatedSafeAreas)
//   Unity       Unity Device Simulator device files (hardware Screen.safeArea); Unity-14PM the 14 Pro Max gist
//   SUISim      SwiftUI-Simulator DeviceInfo.swift
//   csl.cool    "iOS Layout Adaptation" (printed UIEdgeInsets of a 59 pt Dynamic Island phone)
//   Geo58363    the "Device Screen Geometry Reference" notes (public code index, file 58363445576)
//   BezelKit    markbattistella/BezelKit (UIScreen._displayCornerRadius read from each simulator)
//   DevGeom     flutter_device_geometry (corner radius per model); Bashour: Kyle Bashour's corner-radius post
//   CSDN        blog.csdn.net 135525139 (status bar / top inset per iPhone); WRNav-201; RNScreens
//   simctl      `xcrun simctl list devicetypes` names seen in public output (Apple: PreviewDevice takes them)
// [C] confirmed by Apple or two independent sources, [D] one source, [I] inferred (the reasoning is given).
// Every inset is top/leading/bottom/trailing. Status-bar heights are drawn only, never laid out.

extension Device {
    // MARK: iPhones

    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)",                                   // [C] simctl
        modelIdentifiers: ["iPhone14,6"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 375, height: 667),                        // [C] HIG-Layout (750 × 1334 px); PF
        scale: 2,                                                             // [C] HIG-Layout
        cutout: .none,                                                        // home button
        portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),   // [C] PF iPhoneSe; SUISim
        landscapeSafeArea: EdgeInsets(),                                      // [C] PF; SUISim
        statusBarHeight: 20,                                                  // [C] PF; SUISim; CSDN
        hasHomeIndicator: false,                                              // a home button
        cornerRadius: 0,                                                      // [C] BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini",                                               // [I] simctl naming scheme
        modelIdentifiers: ["iPhone14,4"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 375, height: 812),                        // [C] HIG-Layout (1125 × 2436 px)
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .notch,
        portraitSafeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),  // [C] PF; Unity (12 mini); SUISim
        landscapeSafeArea: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50), // [C] PF; Unity; SUISim
        statusBarHeight: 50,                                                  // [D] CSDN (= the top inset)
        hasHomeIndicator: true,
        cornerRadius: 44,                                                     // [C] Bashour; BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    public static let iPhone15 = Device(
        name: "iPhone 15",                                                    // [I] simctl naming scheme
        modelIdentifiers: ["iPhone15,4"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 393, height: 852),                        // [C] HIG-Layout (1179 × 2556 px); DF
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),  // [C] DF; PF fork; Unity-14PM; csl.cool
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), // [C] Unity-14PM; csl.cool; PF fork
        statusBarHeight: 54,                                                  // [C] WRNav-201; CSDN; RNScreens (inset − 5)
        hasHomeIndicator: true,
        cornerRadius: 55,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    /// The 15 Pro has the 15's screen: [C] HIG-Layout (393 × 852), the same insets and radius in every source.
    public static let iPhone15Pro = iPhone15.named("iPhone 15 Pro", modelIdentifiers: ["iPhone16,1"])  // [I] simctl; [D] BezelKit

    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max",                                            // [I] simctl naming scheme
        modelIdentifiers: ["iPhone16,2"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 430, height: 932),                        // [C] HIG-Layout (1290 × 2796 px); DF
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),  // [C] DF; Unity-14PM (same panel)
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), // [C] Unity-14PM; PF fork
        statusBarHeight: 54,                                                  // [C] CSDN; RNScreens
        hasHomeIndicator: true,
        cornerRadius: 55,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout (Max: regular in landscape)
        measuredOn: "iOS before 26")

    public static let iPhone16 = Device(
        name: "iPhone 16",                                                    // [C] simctl
        modelIdentifiers: ["iPhone17,3"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 393, height: 852),                        // [C] HIG-Layout; DF
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),  // [C] DF; Geo58363 (from UYL)
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), // [D] DF; Geo58363 (flutterware 0.7.0: 20)
        statusBarHeight: 54,                                                  // [I] the 15's panel and 59 pt inset
        hasHomeIndicator: true,
        cornerRadius: 55,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro",                                                // [C] simctl
        modelIdentifiers: ["iPhone17,1"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 402, height: 874),                        // [C] HIG-Layout (1206 × 2622 px); DF
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),  // [C] UYL-16Pro; DF; device_preview
        landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), // [D] UYL-16Pro; DF (flutterware 0.7.0: 20)
        statusBarHeight: 57,  // [I] no published height: the top inset − 5, the rule seen on 59 pt phones (RNScreens)
        hasHomeIndicator: true,
        cornerRadius: 62,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max",                                            // [C] simctl
        modelIdentifiers: ["iPhone17,2"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 440, height: 956),                        // [C] HIG-Layout (1320 × 2868 px); DF
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),  // [C] DF; device_preview; PF fork
        landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), // [D] UYL-16Pro; DF (flutterware 0.7.0: 20)
        statusBarHeight: 57,                                                  // [I] as the 16 Pro
        hasHomeIndicator: true,
        cornerRadius: 62,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iOS before 26")

    public static let iPhone17 = Device(
        name: "iPhone 17",                                                    // [C] simctl
        modelIdentifiers: ["iPhone18,3"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 402, height: 874),                        // [C] HIG-Layout (1206 × 2622 px)
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),   // [D] PF-1046
        landscapeSafeArea: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), // [D] PF-1046 (iOS 26: top 20)
        statusBarHeight: 57,                                                  // [I] as the 16 Pro
        hasHomeIndicator: true,
        cornerRadius: 62,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .compact,                                        // [C] HIG-Layout
        measuredOn: "iOS 26")

    /// The 17 Pro has the 17's screen: [C] HIG-Layout (402 × 874); PF-1046 gives both the same insets.
    public static let iPhone17Pro = iPhone17.named("iPhone 17 Pro", modelIdentifiers: ["iPhone18,1"])  // [C] simctl; [D] BezelKit

    public static let iPhone17ProMax = Device(
        name: "iPhone 17 Pro Max",                                            // [C] simctl
        modelIdentifiers: ["iPhone18,2"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 440, height: 956),                        // [C] HIG-Layout
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),   // [C] PF-1046; DF
        landscapeSafeArea: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), // [C] PF-1046; DF
        statusBarHeight: 57,                                                  // [I] as the 16 Pro
        hasHomeIndicator: true,
        cornerRadius: 62,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iOS 26")

    public static let iPhoneAir = Device(
        name: "iPhone Air",                                                   // [C] simctl
        modelIdentifiers: ["iPhone18,4"],                                     // [D] BezelKit
        idiom: .phone,
        portraitSize: CGSize(width: 420, height: 912),                        // [C] HIG-Layout (1260 × 2736 px)
        scale: 3,                                                             // [C] HIG-Layout
        cutout: .dynamicIsland,
        portraitSafeArea: EdgeInsets(top: 68, leading: 0, bottom: 34, trailing: 0),   // [C] PF-1046; DF
        landscapeSafeArea: EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68), // [C] PF-1046; DF
        statusBarHeight: 63,                                                  // [I] the top inset − 5, as the 16 Pro
        hasHomeIndicator: true,
        cornerRadius: 62,                                                     // [C] BezelKit; DevGeom; ScreenLines
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iOS 26")

    // MARK: iPads: no home button, a 24 pt status bar in both orientations, the home indicator in a 20 pt inset

    public static let iPad10 = Device(
        name: "iPad (10th generation)",                                       // [I] simctl naming scheme
        modelIdentifiers: ["iPad13,18", "iPad13,19"],                         // [D] BezelKit
        idiom: .pad,
        portraitSize: CGSize(width: 820, height: 1180),                       // [C] HIG-Layout (10.9-inch); Unity (Air 4)
        scale: 2,                                                             // [C] HIG-Layout
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),  // [I] Unity's Air 4 hardware (same design)
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), // [I] the same; SUISim
        statusBarHeight: 24, showsStatusBarInLandscape: true,                 // [I] = the top inset
        hasHomeIndicator: true,
        cornerRadius: 25,                                                     // [C] BezelKit; DevGeom (same chassis)
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iPadOS before 26")

    public static let iPadAir11M2 = Device(
        name: "iPad Air 11-inch (M2)",                                        // [C] simctl
        modelIdentifiers: ["iPad14,8", "iPad14,9"],                           // [D] BezelKit
        idiom: .pad,
        portraitSize: CGSize(width: 820, height: 1180),                       // [C] HIG-Layout (iPad Air 11-inch)
        scale: 2,                                                             // [C] HIG-Layout
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),  // [I] Unity's Air 4 hardware; SUISim
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), // [I] the same
        statusBarHeight: 24, showsStatusBarInLandscape: true,                 // [I] = the top inset
        hasHomeIndicator: true,
        cornerRadius: 18,                                                     // [D] BezelKit (DevGeom: 18 for its chassis twins)
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iPadOS before 26")

    /// The M3 Air has the M2's screen and radius: [C] HIG-Layout, [D] BezelKit (`iPad15,3` 18).
    public static let iPadAir11M3 = iPadAir11M2.named("iPad Air 11-inch (M3)", modelIdentifiers: ["iPad15,3"])  // [C] simctl

    public static let iPadPro11M4 = Device(
        name: "iPad Pro 11-inch (M4)",                                        // [C] simctl
        modelIdentifiers: ["iPad16,3", "iPad16,4"],                           // [D] BezelKit
        idiom: .pad,
        portraitSize: CGSize(width: 834, height: 1210),                       // [C] DF; Geo58363; Apple's 2420 × 1668 px
        scale: 2,                                                             // [C] Apple's 264 ppi tech specs; DF
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),  // [C] DF; PF iPadPro11; SUISim
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), // [D] Geo58363 (DF's left/right 24: an entry error)
        statusBarHeight: 24, showsStatusBarInLandscape: true,                 // [I] = the top inset
        hasHomeIndicator: true,
        cornerRadius: 30,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iPadOS before 26")

    public static let iPadPro13M4 = Device(
        name: "iPad Pro 13-inch (M4)",                                        // [C] simctl
        modelIdentifiers: ["iPad16,5", "iPad16,6"],                           // [D] BezelKit
        idiom: .pad,
        portraitSize: CGSize(width: 1032, height: 1376),                      // [C] DF; Geo58363; Apple's 2752 × 2064 px
        scale: 2,                                                             // [C] Apple's 264 ppi tech specs; DF
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),  // [C] DF; SUISim (12.9-inch)
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), // [D] Geo58363
        statusBarHeight: 24, showsStatusBarInLandscape: true,                 // [I] = the top inset
        hasHomeIndicator: true,
        cornerRadius: 30,                                                     // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iPadOS before 26")

    public static let iPadMini6 = Device(
        name: "iPad mini (6th generation)",                                   // [I] simctl naming scheme
        modelIdentifiers: ["iPad14,1", "iPad14,2"],                           // [D] BezelKit
        idiom: .pad,
        portraitSize: CGSize(width: 744, height: 1133),                       // [C] HIG-Layout (8.3-inch, 1488 × 2266 px)
        scale: 2,                                                             // [C] HIG-Layout
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),  // [D] SUISim
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), // [D] SUISim (zenn.dev: 49 pt in all)
        statusBarHeight: 24, showsStatusBarInLandscape: true,                 // [I] = the top inset
        hasHomeIndicator: true,
        cornerRadius: 21.5,                                                   // [C] BezelKit; DevGeom
        landscapeWidthClass: .regular,                                        // [C] HIG-Layout
        measuredOn: "iPadOS before 26")

    /// The A17 Pro mini has the 6th generation's screen and radius: [C] HIG-Layout, BezelKit (`iPad16,1/2` 21.5).
    public static let iPadMiniA17Pro = iPadMini6.named("iPad mini (A17 Pro)", modelIdentifiers: ["iPad16,1", "iPad16,2"])  // [C] simctl

    // MARK: Mac

    /// A Mac window: it fits the preview's content ([D] swiftfoxx.org: Xcode sizes a macOS preview to fit),
    /// with no safe area, status bar or home indicator.
    public static let mac = Device(
        name: "Mac",                                                          // [C] Apple PreviewDevice ("Mac")
        idiom: .mac,
        portraitSize: nil,
        scale: 2,                                                             // [I] Retina Macs draw 2 pixels per point
        cornerRadius: 10,                                                     // [I] drawn with --device-frame only
        measuredOn: "macOS")

    /// Every device, phones first; the order of `--help` and of messages.
    public static let all: [Device] = [
        iPhoneSE3, iPhone13Mini, iPhone15, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Pro, iPhone16ProMax,
        iPhone17, iPhone17Pro, iPhone17ProMax, iPhoneAir,
        iPad10, iPadAir11M2, iPadAir11M3, iPadPro11M4, iPadPro13M4, iPadMini6, iPadMiniA17Pro,
        mac,
    ]
}
