import SwiftUI

// A file tree shown with List(_:children:) on the Mac, and the same data as nested DisclosureGroups with
// one folder expanded on iOS.

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileItem]? = nil

    var icon: String { children == nil ? "doc" : "folder" }
}

extension FileItem {
    static let sampleTree: [FileItem] = [
        FileItem(name: "Sources", children: [
            FileItem(name: "App.swift"),
            FileItem(name: "ContentView.swift"),
        ]),
        FileItem(name: "Resources", children: [
            FileItem(name: "Assets.xcassets"),
        ]),
        FileItem(name: "README.md"),
    ]
}

struct FileBrowser: View {
    let items: [FileItem]

    var body: some View {
        #if os(macOS)
        List(items, children: \.children) { item in
            Label(item.name, systemImage: item.icon)
        }
        .listStyle(.sidebar)
        #else
        List {
            ForEach(items) { item in
                if let children = item.children {
                    DisclosureGroup(isExpanded: .constant(item.name == "Sources")) {
                        ForEach(children) { child in
                            Label(child.name, systemImage: child.icon)
                        }
                    } label: {
                        Label(item.name, systemImage: item.icon)
                    }
                } else {
                    Label(item.name, systemImage: item.icon)
                }
            }
        }
        #endif
    }
}

#Preview("Files") {
    FileBrowser(items: FileItem.sampleTree)
}
