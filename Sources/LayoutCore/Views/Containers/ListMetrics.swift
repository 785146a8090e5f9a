import Foundation

/// Every number and colour a list, a form and their sections are drawn with, for one resolved style on one
/// platform. The values, their sources and confidence are in docs/BEHAVIOUR.md §20; this is the one place
/// they live, so that a measurement replaces one line.
struct ListMetrics {
    /// How a section's header or footer text is set.
    struct Caption {
        var font: Font
        var color: Color
        var uppercased: Bool
    }

    var style: ListStyleKind
    var platform: Platform
    /// The layout margin: where rows' content, headers and footers start, from a cell's edge.
    var margin: CGFloat
    /// How far cells stand in from the list's sides (the inset styles).
    var cellInset: CGFloat
    var rowInsets: EdgeInsets
    var minRowHeight: CGFloat
    /// The corners of a section's cells (inset grouped); 0 for square cells.
    var cornerRadius: CGFloat
    var showsSeparators: Bool
    /// Full-width lines above the first and below the last row of each section (grouped).
    var sectionBorders: Bool
    var background: Color
    /// The cells' fill; nil: the list's background shows through.
    var cellBackground: Color?
    var separatorColor: Color
    /// Before a section's rows when it has no header.
    var sectionTop: CGFloat
    /// Before a header, and between it and the rows.
    var headerTop: CGFloat
    var headerBottom: CGFloat
    /// Between the rows and a footer.
    var footerTop: CGFloat
    /// After a section (its rows or footer).
    var sectionBottom: CGFloat
    var header: Caption
    var footer: Caption
    /// What `.listSectionSpacing(.compact)` makes of the gap between sections.
    var compactSectionGap: CGFloat
    /// Between a row's content and its accessories (chevron, badge).
    var accessorySpacing: CGFloat
    /// NavigationLink rows show a chevron (iOS).
    var showsChevron: Bool

    /// iOS's layout margin from the screen's width: 16 pt on phones narrower than 414 pt, 20 pt from there
    /// (the wide phones and iPads) **[I]** (UIKit's system minimum layout margins; no public table).
    static func iOSMargin(screenWidth: CGFloat) -> CGFloat { screenWidth >= 414 ? 20 : 16 }

    /// The metrics of `style` (already resolved) in `environment`; `isForm` picks a form's macOS look.
    init(style: ListStyleKind, environment env: EnvironmentValues, isForm: Bool = false) {
        self.style = style
        platform = env.platform
        let secondary = Color.secondary
        switch env.platform {
        case .iOS:
            let m = Self.iOSMargin(screenWidth: _PreviewScreen.current.width)
            margin = m
            rowInsets = EdgeInsets(top: 11, leading: m, bottom: 11, trailing: m)
            minRowHeight = env.defaultMinListRowHeight
            separatorColor = .separator
            showsSeparators = true
            sectionBorders = false
            showsChevron = true
            accessorySpacing = 12
            compactSectionGap = 20
            header = Caption(font: .footnote, color: secondary, uppercased: true)
            footer = Caption(font: .footnote, color: secondary, uppercased: false)
            switch style {
            case .plain:
                cellInset = 0
                cornerRadius = 0
                background = ChromeColors.systemBackground
                cellBackground = nil
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (0, 6, 6, 6, 6)
                header = Caption(font: Font.subheadline.weight(.semibold), color: secondary, uppercased: false)
            case .grouped:
                cellInset = 0
                cornerRadius = 0
                sectionBorders = true
                background = ChromeColors.systemGroupedBackground
                cellBackground = ChromeColors.secondarySystemGroupedBackground
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (22, 22, 6, 6, 8)
            case .inset, .bordered:
                cellInset = m
                cornerRadius = 10
                background = ChromeColors.systemBackground
                cellBackground = ChromeColors.systemBackground
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (20, 16, 6, 6, 10)
            case .insetGrouped, .automatic, .sidebar:
                cellInset = m
                cornerRadius = 10
                background = ChromeColors.systemGroupedBackground
                cellBackground = ChromeColors.secondarySystemGroupedBackground
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (20, 16, 6, 6, 10)
                if style == .sidebar {
                    // iPadOS's sidebar: rows straight on the grouped background, no separators **[I]**.
                    header = Caption(font: .headline, color: .primary, uppercased: false)
                    cellBackground = nil
                    showsSeparators = false
                }
            }
        case .macOS:
            margin = 8
            rowInsets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            minRowHeight = env.defaultMinListRowHeight
            separatorColor = ChromeColors.macSeparator
            showsSeparators = false
            sectionBorders = false
            showsChevron = false
            accessorySpacing = 8
            compactSectionGap = 8
            cornerRadius = 0
            cellBackground = nil
            background = ChromeColors.controlBackground
            let caption = Caption(font: Font.system(size: 11, weight: .bold), color: ChromeColors.macSecondaryLabel,
                                  uppercased: false)
            header = caption
            footer = Caption(font: Font.system(size: 11), color: ChromeColors.macSecondaryLabel, uppercased: false)
            (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (4, 8, 4, 4, 4)
            switch style {
            case .sidebar:
                cellInset = 10
                minRowHeight = max(minRowHeight, 28)
                background = ChromeColors.sidebarBackground
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (6, 10, 4, 4, 6)
            case .plain:
                cellInset = 0
            default:
                cellInset = 10
            }
            if isForm || style == .grouped || style == .insetGrouped {
                // A grouped form (System Settings): rounded cells on the window's background.
                cellInset = 20
                margin = 10
                rowInsets = EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
                cornerRadius = 6
                showsSeparators = true
                background = ChromeColors.windowBackground
                cellBackground = ChromeColors.macGroupFill
                header = Caption(font: Font.system(size: 13, weight: .bold), color: .primary, uppercased: false)
                (sectionTop, headerTop, headerBottom, footerTop, sectionBottom) = (20, 14, 6, 6, 6)
            }
        }
    }
}

private enum MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row: 44 pt on iOS **[I]** (Apple documents the value's existence, not its
    /// size; the HIG's 44 pt hit target), 24 pt on macOS **[I]** (AppKit's medium table row). A negative or
    /// non-finite value is reported and the platform's used.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] ?? (platform == .iOS ? 44 : 24) }
        set {
            self[MinListRowHeightKey.self] = newValue.isFinite && newValue >= 0 ? newValue : nil
            if !(newValue.isFinite && newValue >= 0) {
                invalidArguments.note("Invalid list row height (negative or non-finite)", "defaultMinListRowHeight",
                                      newValue, "used the platform's")
            }
        }
    }

    /// The least height of a section header; nil for none. Layoutshot keeps it but sizes headers by their
    /// content.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }
}
