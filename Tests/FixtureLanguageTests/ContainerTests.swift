import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Grids, scroll views, geometry readers, buttons, labels, images, layouts used as containers: each fixture
/// must build the same tree as the Swift API (equal dumps).
@Suite struct ContainerTests {
    @Test func gridWithRowsSpansAnchorsAndDividers() {
        expectSame("""
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Name")
                Text("Value").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) {
                Text("Wide").gridCellColumns(2)
            }
            GridRow {
                Color.separator.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
                Text("x").gridCellAnchor(UnitPoint(x: 0.25, y: 1))
            }
        }
        """, Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Name")
                Text("Value").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) {
                Text("Wide").gridCellColumns(2)
            }
            GridRow {
                Color.separator.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
                Text("x").gridCellAnchor(UnitPoint(x: 0.25, y: 1))
            }
        })
    }

    @Test func lazyGridsWithEveryItemSize() {
        expectSame("""
        VStack {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<5) { Text("\\($0)") }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 20, maximum: 90), spacing: 4), count: 3),
                      alignment: .leading, spacing: 6) {
                ForEach(0..<4) { Text("c\\($0)") }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<6) { _ in Color.red.frame(height: 10) }
            }
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(20), alignment: .top)], alignment: .top, spacing: 2) {
                ForEach(0..<4) { Text("r\\($0)") }
            }
        }
        """, VStack {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<5) { Text("\($0)") }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 20, maximum: 90), spacing: 4), count: 3),
                      alignment: .leading, spacing: 6) {
                ForEach(0..<4) { Text("c\($0)") }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<6) { _ in Color.red.frame(height: 10) }
            }
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(20), alignment: .top)], alignment: .top, spacing: 2) {
                ForEach(0..<4) { Text("r\($0)") }
            }
        }, ProposedViewSize(width: 320, height: 600))
    }

    @Test func lazyStacksWithPinnedSections() {
        expectSame("""
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    ForEach(0..<3) { Text("Row \\($0)").padding(.vertical, 6) }
                } header: {
                    Text("Header").frame(maxWidth: .infinity, alignment: .leading)
                } footer: {
                    Text("Footer")
                }
            }
            LazyHStack(alignment: .top, spacing: 12, pinnedViews: .sectionHeaders) {
                Color.red.frame(width: 40, height: 20)
                Text("Side")
            }
            LazyVGrid(columns: [GridItem()], pinnedViews: []) { Text("Grid") }
        }
        """, ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    ForEach(0..<3) { Text("Row \($0)").padding(.vertical, 6) }
                } header: {
                    Text("Header").frame(maxWidth: .infinity, alignment: .leading)
                } footer: {
                    Text("Footer")
                }
            }
            LazyHStack(alignment: .top, spacing: 12, pinnedViews: .sectionHeaders) {
                Color.red.frame(width: 40, height: 20)
                Text("Side")
            }
            LazyVGrid(columns: [GridItem()], pinnedViews: []) { Text("Grid") }
        }, ProposedViewSize(width: 320, height: 600))
    }

    @Test func presentationsShowThePresenter() {
        expectSame("""
        VStack {
            Text("Inbox")
                .sheet(isPresented: .constant(false), onDismiss: {}) { Text("Compose") }
                .fullScreenCover(isPresented: .constant(false)) { Color.red }
                .popover(isPresented: .constant(false), arrowEdge: .top) { Text("Tip") }
            Text("Row")
                .alert("Delete?", isPresented: .constant(false)) {
                    Button("Delete", action: {})
                } message: {
                    Text("It is gone for good.")
                }
                .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) {
                    Button("Copy", action: {})
                }
                .inspector(isPresented: .constant(false)) { Text("Details") }
        }
        """, VStack {
            Text("Inbox")
            Text("Row")
        }, ProposedViewSize(width: 320, height: 200))
    }

    @Test func gridItemsInATypedConstant() {
        expectSame("""
        let columns: [GridItem] = [GridItem(.fixed(40)), GridItem()]
        LazyVGrid(columns: columns) { Text("a"); Text("b") }
        """, LazyVGrid(columns: [GridItem(.fixed(40)), GridItem()]) { Text("a"); Text("b") })
    }

    @Test func scrollViewsAndViewThatFits() {
        expectSame("""
        VStack {
            ScrollView {
                Text("Tall").frame(height: 500)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { ForEach(0..<20) { Text("Item \\($0)") } }
            }
            ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 900, height: 900) }
            ViewThatFits(in: .horizontal) {
                Text("A rather long title that will not fit")
                Text("Short")
            }
            ViewThatFits {
                Color.red.frame(width: 1000, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        """, VStack {
            ScrollView {
                Text("Tall").frame(height: 500)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { ForEach(0..<20) { Text("Item \($0)") } }
            }
            ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 900, height: 900) }
            ViewThatFits(in: .horizontal) {
                Text("A rather long title that will not fit")
                Text("Short")
            }
            ViewThatFits {
                Color.red.frame(width: 1000, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }, ProposedViewSize(width: 320, height: 800))
    }

    @Test func geometryReaderReadsItsSize() {
        expectSame("""
        VStack {
            GeometryReader { proxy in
                Text("\\(Int(proxy.size.width))")
            }
            GeometryReader { geometry in
                Color.red
                    .frame(width: geometry.size.width / 2, height: geometry.frame(in: .local).height / 4)
                    .offset(x: geometry.frame(in: .global).minX)
            }
            .frame(height: 80)
        }
        """, VStack {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))")
            }
            GeometryReader { geometry in
                Color.red
                    .frame(width: geometry.size.width / 2, height: geometry.frame(in: .local).height / 4)
                    .offset(x: geometry.frame(in: .global).minX)
            }
            .frame(height: 80)
        })
        // The text shows the real width, not the probe's.
        let text = try? fixtureDump("GeometryReader { proxy in Text(\"\\(Int(proxy.size.width))\") }",
                                    ProposedViewSize(width: 250, height: 40))
        #expect(text?.contains("Text \"250\"") == true)
    }

    @Test func edgeInsetsHaveTheirFourSides() throws {
        // Read as GeometryProxy.safeAreaInsets gives them (no safe area here: a fixed canvas has none).
        let dump = try fixtureDump("""
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        GeometryReader { proxy in
            Color.red.frame(width: insets.leading * 10 + proxy.safeAreaInsets.top, height: insets.top + insets.bottom + insets.trailing)
        }
        """, ProposedViewSize(width: 100, height: 50))
        #expect(dump.contains("Color (0, 0, 20, 8)"), "\(dump)")
    }

    @Test func buttonsAndStyles() {
        expectSame("""
        VStack {
            Button("Save") { print("saved") }
            Button("Add", systemImage: "plus") {}
            Button(action: { count += 1 }) { Text("Count") }
            Button {
                selected = nil
            } label: {
                Label("Inbox", systemImage: "tray")
            }
            .buttonStyle(.bordered)
            Button("Go") {}.buttonStyle(BorderedProminentButtonStyle())
            Button("Plain") {}.buttonStyle(PlainButtonStyle())
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Auto") {}.buttonStyle(.automatic)
        }
        """, VStack {
            Button("Save") { print("saved") }
            Button("Add", systemImage: "plus") {}
            Button(action: {}) { Text("Count") }
            Button {
            } label: {
                Label("Inbox", systemImage: "tray")
            }
            .buttonStyle(.bordered)
            Button("Go") {}.buttonStyle(BorderedProminentButtonStyle())
            Button("Plain") {}.buttonStyle(PlainButtonStyle())
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Auto") {}.buttonStyle(.automatic)
        })
    }

    @Test func labelsAndSymbols() {
        expectSame("""
        VStack(alignment: .leading) {
            Label("Inbox", systemImage: "tray")
            Label {
                Text("Custom").bold()
            } icon: {
                Image(systemName: "star.fill").foregroundColor(.yellow)
            }
            Image(systemName: "heart").font(.largeTitle)
        }
        """, VStack(alignment: .leading) {
            Label("Inbox", systemImage: "tray")
            Label {
                Text("Custom").bold()
            } icon: {
                Image(systemName: "star.fill").foregroundColor(.yellow)
            }
            Image(systemName: "heart").font(.largeTitle)
        })
    }

    @Test func namedImagesResizedAndClipped() {
        let source = MemoryImageSource(images: ["photo": CGSize(width: 400, height: 300), "icon": CGSize(width: 20, height: 20)])
        expectSame("""
        VStack {
            Image("photo").resizable().aspectRatio(contentMode: .fit)
            Image("photo").resizable().scaledToFill().frame(width: 100, height: 100).clipped()
            Image("photo").resizable().aspectRatio(16 / 9, contentMode: .fit).clipShape(Circle())
            Image("photo").resizable(resizingMode: .tile).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
                .cornerRadius(8)
            Image("icon")
            Label("Photo", image: "icon")
        }
        """, VStack {
            Image("photo").resizable().aspectRatio(contentMode: .fit)
            Image("photo").resizable().scaledToFill().frame(width: 100, height: 100).clipped()
            Image("photo").resizable().aspectRatio(16 / 9, contentMode: .fit).clipShape(Circle())
            Image("photo").resizable(resizingMode: .tile).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
                .cornerRadius(8)
            Image("icon")
            Label("Photo", image: "icon")
        }
        .environment(\.imageSource, source), ProposedViewSize(width: 320, height: 900), imageSource: source)
    }

    @Test func rotationAndScaleEffects() {
        expectSame("""
        HStack {
            Text("a").rotationEffect(.degrees(30))
            Color.red.frame(width: 20, height: 20).rotationEffect(Angle(radians: 1), anchor: .topLeading)
            Color.blue.frame(width: 20, height: 20).scaleEffect(1.5).scaleEffect(x: 2, anchor: .bottom)
            Color.green.frame(width: 20, height: 20).scaleEffect(CGSize(width: 0.5, height: 2), anchor: UnitPoint(x: 0.2, y: 0.8))
        }
        """, HStack {
            Text("a").rotationEffect(.degrees(30))
            Color.red.frame(width: 20, height: 20).rotationEffect(Angle(radians: 1), anchor: .topLeading)
            Color.blue.frame(width: 20, height: 20).scaleEffect(1.5).scaleEffect(x: 2, anchor: .bottom)
            Color.green.frame(width: 20, height: 20).scaleEffect(CGSize(width: 0.5, height: 2), anchor: UnitPoint(x: 0.2, y: 0.8))
        })
    }

    @Test func shadows() {
        expectSame("""
        VStack {
            Text("a").shadow(radius: 4)
            Color.red.frame(width: 20, height: 20).shadow(color: .blue.opacity(0.5), radius: 2, x: 1, y: -3)
            Color.green.blur(radius: 3).blur(radius: 1, opaque: true)
        }
        """, VStack {
            Text("a").shadow(radius: 4)
            Color.red.frame(width: 20, height: 20).shadow(color: .blue.opacity(0.5), radius: 2, x: 1, y: -3)
            Color.green.blur(radius: 3).blur(radius: 1, opaque: true)
        })
    }

    /// The safe-area modifiers build what the Swift API builds (their layout: LayoutCoreTests' SafeAreaTests).
    @Test func safeAreaModifiersAreTheSwiftAPIs() {
        expectSame("""
        ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.ignoresSafeArea(.container, edges: .top).frame(width: 10, height: 10)
            Text("x").ignoresSafeArea([.container, .keyboard]).edgesIgnoringSafeArea(.all)
            Color.green.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("bar") }
            Color.gray.safeAreaInset(edge: .leading) { Text("side") }.safeAreaPadding(.horizontal, 10)
            Color.cyan.safeAreaPadding().safeAreaPadding(6).safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("y").background(.red, ignoresSafeAreaEdges: .top).overlay(Color.blue.opacity(0.5))
        }
        """, ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.ignoresSafeArea(.container, edges: .top).frame(width: 10, height: 10)
            Text("x").ignoresSafeArea([.container, .keyboard]).edgesIgnoringSafeArea(.all)
            Color.green.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("bar") }
            Color.gray.safeAreaInset(edge: .leading) { Text("side") }.safeAreaPadding(.horizontal, 10)
            Color.cyan.safeAreaPadding().safeAreaPadding(6).safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("y").background(Color.red, ignoresSafeAreaEdges: .top).overlay(Color.blue.opacity(0.5))
        })
    }

    /// `containerRelativeFrame` builds what the Swift API builds; its container is the window, here the 320 × 200
    /// proposal: three of four columns 8 apart are (320 − 24) / 4 × 3 + 16 = 238 wide, centred at x = 41.
    @Test func containerRelativeFrameIsTheSwiftAPI() throws {
        expectSame("""
        ScrollView(.horizontal) {
            HStack {
                Color.red.containerRelativeFrame(.horizontal)
                Color.blue.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10, alignment: .top)
            }
        }
        """, ScrollView(.horizontal) {
            HStack {
                Color.red.containerRelativeFrame(.horizontal)
                Color.blue.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10, alignment: .top)
            }
        })
        let dump = try fixtureDump("Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)",
                                   ProposedViewSize(width: 320, height: 200))
        #expect(dump.hasPrefix("containerRelativeFrame (41, 0, 238, 200) ← 320×200\n  Color (41, 0, 238, 200) ← 238×200"), "\(dump)")
        // The length closure gets the container's length and the axis: 320 × 0.75 = 240 wide, 200 / 4 = 50 high.
        let closure = try fixtureDump("""
            Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .leading) { length, axis in
                axis == .horizontal ? length * 0.75 : length / 4
            }
            """, ProposedViewSize(width: 320, height: 200))
        #expect(closure.hasPrefix("containerRelativeFrame (40, 75, 240, 50) ← 320×200\n  Color (40, 75, 240, 50) ← 240×50"), "\(closure)")
    }

    /// The scroll modifiers build what the Swift API builds: content margins in all three forms and placements,
    /// a disabled clip, the scroll-target modifiers; the margins inset the content (300 wide less 2 × 20).
    @Test func scrollModifiersAreTheSwiftAPI() throws {
        expectSame("""
        ScrollView(.horizontal) {
            HStack { Color.red.frame(width: 50) }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollClipDisabled()
        .contentMargins(.horizontal, 16)
        .contentMargins(.top, EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0), for: .scrollContent)
        .contentMargins(8, for: .scrollIndicators)
        """, ScrollView(.horizontal) {
            HStack { Color.red.frame(width: 50) }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollClipDisabled()
        .contentMargins(.horizontal, 16)
        .contentMargins(.top, EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0), for: .scrollContent)
        .contentMargins(8, for: .scrollIndicators))
        expectSame("ScrollView { Color.red.scrollTarget() }.scrollTargetBehavior(.paging).scrollClipDisabled(false)",
                   ScrollView { Color.red.scrollTarget() }.scrollTargetBehavior(.paging).scrollClipDisabled(false))
        expectSame("ScrollView { Color.red }.scrollTargetBehavior(.viewAligned(limitBehavior: .always))",
                   ScrollView { Color.red }.scrollTargetBehavior(.viewAligned(limitBehavior: .always)))
        let dump = try fixtureDump("ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, 20)",
                                   ProposedViewSize(width: 300, height: 400))
        #expect(dump.contains("\n  frame (20, 0, 260, 50) ← 260×nil"), "\(dump)")
    }

    @Test func zIndexIsATraitOfTheView() throws {
        expectSame("ZStack { Color.red.zIndex(2).padding(); Color.blue.zIndex(-1) }",
                   ZStack { Color.red.zIndex(2).padding(); Color.blue.zIndex(-1) })
        let dump = try fixtureDump("ZStack { Color.red.zIndex(2).padding(); Color.blue }")
        #expect(dump.contains("padding") && dump.contains("| z 2.0"))
    }

    @Test func hiddenAndPositioned() {
        expectSame("""
        ZStack {
            Text("Ghost").hidden()
            Color.red.frame(width: 10, height: 10).position(x: 30, y: 40)
            Color.blue.frame(width: 10, height: 10).position(CGPoint(x: 5, y: 6))
            Color.green.frame(width: 10, height: 10).position(y: 12)
        }
        """, ZStack {
            Text("Ghost").hidden()
            Color.red.frame(width: 10, height: 10).position(x: 30, y: 40)
            Color.blue.frame(width: 10, height: 10).position(CGPoint(x: 5, y: 6))
            Color.green.frame(width: 10, height: 10).position(y: 12)
        })
    }

    @Test func textStylingOnAnyViewAndLineLimits() {
        let long = "The quick brown fox jumps over the lazy dog again and again and again"
        expectSame("""
        let long = "\(long)"
        VStack {
            Text(long).lineLimit(2...4)
            Text(long).lineLimit(2...)
            Text(long).lineLimit(...3)
            Text("Short").lineLimit(3, reservesSpace: true)
            Text(long).lineLimit(1).minimumScaleFactor(0.5)
            VStack { Text("Bold"); Text("Too") }.fontWeight(.bold)
            HStack { Text("b") }.bold()
            HStack { Text("i") }.italic()
            HStack { Text("not bold") }.bold(false)
            Text("Italic").italic(true)
            HStack { Text("serif") }.fontDesign(.serif)
            HStack { Text("mono") }.monospaced()
            Text("big").dynamicTypeSize(.xLarge)
            Text("huge").environment(\\.dynamicTypeSize, .accessibility1)
            Text("title").environment(\\.font, .title)
        }
        """, VStack {
            Text(long).lineLimit(2...4)
            Text(long).lineLimit(2...)
            Text(long).lineLimit(...3)
            Text("Short").lineLimit(3, reservesSpace: true)
            Text(long).lineLimit(1).minimumScaleFactor(0.5)
            VStack { Text("Bold"); Text("Too") }.fontWeight(.bold)
            HStack { Text("b") }.bold()
            HStack { Text("i") }.italic()
            HStack { Text("not bold") }.bold(false)
            Text("Italic").italic(true)
            HStack { Text("serif") }.fontDesign(.serif)
            HStack { Text("mono") }.monospaced()
            Text("big").dynamicTypeSize(.xLarge)
            Text("huge").environment(\.dynamicTypeSize, .accessibility1)
            Text("title").environment(\.font, .title)
        }, ProposedViewSize(width: 200, height: 1200))
    }

    @Test func rightToLeftAndDarkEnvironments() {
        expectSame("""
        HStack {
            Text("أ")
            Spacer()
            Color.primary.frame(width: 10, height: 10)
        }
        .environment(\\.layoutDirection, .rightToLeft)
        .environment(\\.colorScheme, .dark)
        """, HStack {
            Text("أ")
            Spacer()
            Color.primary.frame(width: 10, height: 10)
        }
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.colorScheme, .dark))
    }

    @Test func layoutsAsContainers() {
        expectSame("""
        struct Adaptive: View {
            @State var isWide = true
            var body: some View {
                let layout = isWide ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout())
                layout {
                    Text("a")
                    Text("b")
                }
            }
        }
        VStack {
            HStackLayout(spacing: 4) { Text("x"); Text("y") }
            VStackLayout(alignment: .leading) { Text("one"); Text("three") }
            ZStackLayout(alignment: .topLeading) { Color.red; Text("z") }
            GridLayout(horizontalSpacing: 2) {
                GridRow { Text("1"); Text("2") }
            }
            AnyLayout(VStackLayout(spacing: 0)) { Text("p"); Text("q") }
            Adaptive()
            Adaptive(isWide: false)
        }
        """, VStack {
            HStackLayout(spacing: 4) { Text("x"); Text("y") }
            VStackLayout(alignment: .leading) { Text("one"); Text("three") }
            ZStackLayout(alignment: .topLeading) { Color.red; Text("z") }
            GridLayout(horizontalSpacing: 2) {
                GridRow { Text("1"); Text("2") }
            }
            AnyLayout(VStackLayout(spacing: 0)) { Text("p"); Text("q") }
            AnyLayout(HStackLayout(spacing: 2)) { Text("a"); Text("b") }
            AnyLayout(VStackLayout()) { Text("a"); Text("b") }
        }, ProposedViewSize(width: 320, height: 600))
    }

    @Test func seedLayoutsAreBuiltIn() {
        expectSame("""
        let tags = ["swift", "layout", "flow", "chips", "wrap"]
        VStack {
            FlowLayout(spacing: 6) {
                ForEach(tags, id: \\.self) { Text($0).padding(4) }
            }
            FlowLayout { Text("default"); Text("spacing") }
            WideFirstGrid {
                Text("Intro")
                ForEach(1...5, id: \\.self) { Text("Tile \\($0)") }
            }
        }
        """, VStack {
            SeedFlowLayout(spacing: 6) {
                ForEach(["swift", "layout", "flow", "chips", "wrap"], id: \.self) { Text($0).padding(4) }
            }
            SeedFlowLayout { Text("default"); Text("spacing") }
            SeedWideFirstGrid() {
                Text("Intro")
                ForEach(Array(1...5), id: \.self) { Text("Tile \($0)") }
            }
        }, ProposedViewSize(width: 220, height: 900))
        let tree = try? fixtureDump("FlowLayout { Text(\"a\") }\nWideFirstGrid { Text(\"b\") }")
        #expect(tree?.contains("FlowLayout (") == true)
        #expect(tree?.contains("WideFirstGrid (") == true)
    }

    @Test func noOpModifiersLeaveTheTreeAlone() {
        expectSame("""
        struct Counter: View {
            @State private var count = 0
            @State private var flag = false
            @State private var missing: Int? = nil
            var body: some View {
                Text("Count \\(count)")
                    .onTapGesture { count += 1 }
                    .onTapGesture(count: 2) { flag.toggle() }
                    .onLongPressGesture { flag = true }
                    .onAppear { count = 0 }
                    .onAppear()
                    .onDisappear { }
                    .onChange(of: count) { old, new in flag = new > old }
                    .onChange(of: flag, perform: { value in print(value) })
                    .task { await refresh() }
                    .task(id: count) { try? await Task.sleep(nanoseconds: 1) }
                    .contextMenu { Button("Copy") {} }
                    .accessibilityLabel("Counter")
                    .accessibilityLabel(Text("Counter"))
                    .onChange(of: missing) { print("changed") }
                    .accessibilityHint("Taps count")
                    .accessibilityValue("\\(count)")
                    .accessibilityIdentifier("counter")
                    .accessibilityHidden(false)
                    .accessibilityElement(children: .combine)
                    .help("Counts")
                    .contentShape(Rectangle())
                    .tag(3)
                    .animation(.easeInOut(duration: 0.2), value: count)
                    .animation(nil, value: flag)
                    .transition(.opacity.combined(with: .move(edge: .top)))
                    .autocorrectionDisabled()
                    .autocorrectionDisabled(false)
            }
        }
        ScrollView { Counter() }.scrollIndicators(.hidden)
        """, ScrollView { Text("Count 0") })
    }

    @Test func statementsInActionsAreParsedNotRun() {
        expectSame("""
        struct Toggles: View {
            @State private var items: [String] = []
            var body: some View {
                Button("Fill") {
                    for i in 0..<3 { items.append("\\(i)") }
                    guard !items.isEmpty else { return }
                    switch items.count {
                    case 0: print("none")
                    default: break
                    }
                    do { try save() } catch { print(error) }
                    defer { print("done") }
                    repeat { items.removeLast() } while items.count > 1
                    items[0] = "x"
                    self.items = []
                }
            }
        }
        Toggles()
        """, Button("Fill") {})
    }

    @Test func bindingsPassTheValue() {
        expectSame("""
        struct Stepper: View {
            @Binding var count: Int
            var body: some View { Text("Count: \\(count)") }
        }
        struct Screen: View {
            @State private var count = 3
            var body: some View {
                Stepper(count: $count)
                    .onTapGesture { count += 1 }
            }
        }
        Screen()
        """, Text("Count: 3"))
    }

    @Test func optionalMapAndLiteralTypes() {
        expectSame("""
        let some: Int? = 3
        let none: Int? = nil
        VStack {
            Text(some.map { "Tile \\($0)" } ?? "none")
            Text(none.map { n in "Tile \\(n)" } ?? "none")
            Text([1, 2].map { "\\($0 * 2)" }.first ?? "")
            Color.red.frame(width: 100 / 3, height: 16 / 9)
        }
        """, VStack {
            Text("Tile 3")
            Text("none")
            Text("2")
            Color.red.frame(width: 100 / 3, height: 16 / 9)
        })
    }
}
