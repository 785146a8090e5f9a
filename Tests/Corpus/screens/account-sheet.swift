import SwiftUI

// Bottom-of-screen account chooser, presented as a sheet from the avatar button.

struct AccountOption: Identifiable {
    let id: String
    let name: String
    let email: String
    let color: Color
}

struct AccountChooser: View {
    let accounts: [AccountOption]
    var selectedID: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Capsule()
                .fill(Color.secondary.opacity(0.4))
                .frame(width: 36, height: 5)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)

            Text("Switch account")
                .font(.headline)
                .padding(.horizontal)
                .padding(.bottom, 8)

            ForEach(accounts) { account in
                HStack(spacing: 12) {
                    Circle()
                        .fill(account.color)
                        .frame(width: 36, height: 36)
                        .overlay(Text(String(account.name.prefix(1))).foregroundColor(.white).bold())
                    VStack(alignment: .leading, spacing: 2) {
                        Text(account.name)
                        Text(account.email).font(.caption).foregroundColor(.secondary)
                    }
                    Spacer()
                    if account.id == selectedID {
                        Image(systemName: "checkmark")
                            .foregroundColor(.blue)
                    }
                }
                .padding(.horizontal)
                .padding(.vertical, 10)
            }

            Divider().padding(.vertical, 8)

            HStack(spacing: 12) {
                Image(systemName: "plus.circle")
                    .font(.title2)
                    .frame(width: 36)
                Text("Add another account")
            }
            .foregroundColor(.blue)
            .padding(.horizontal)
            .padding(.bottom, 24)
        }
        .background(Color(white: 0.98))
    }
}

#Preview {
    AccountChooser(accounts: [
        AccountOption(id: "w", name: "Work", email: "sam@fieldwork.co", color: .indigo),
        AccountOption(id: "p", name: "Personal", email: "sam.n@mailbox.org", color: .teal),
    ], selectedID: "w")
    .frame(width: 390)
}
