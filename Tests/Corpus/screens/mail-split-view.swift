// layoutshot: --platform macos

import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let icon: String
}

struct MailSplitView: View {
    let mailboxes = [
        Mailbox(name: "Inbox", icon: "tray"),
        Mailbox(name: "Flagged", icon: "flag"),
        Mailbox(name: "Archive", icon: "archivebox"),
    ]
    @State private var selection: Mailbox?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selection) { box in
                Label(box.name, systemImage: box.icon)
                    .tag(box)
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                Text(selection.name).font(.largeTitle)
            } else {
                Text("Select a mailbox")
                    .foregroundStyle(.secondary)
            }
        }
        .frame(minWidth: 700, minHeight: 420)
    }
}

#Preview {
    MailSplitView()
}
