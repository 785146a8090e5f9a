import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let company: String
    let symbol: String
}

struct ContactDetail: View {
    let contact: Contact
    var body: some View {
        Text(contact.name).font(.largeTitle)
    }
}

struct ContactsList: View {
    let contacts: [Contact] = [
        Contact(name: "Amelia Hart", company: "Northwind", symbol: "person.crop.circle.fill"),
        Contact(name: "Bao Nguyen", company: "Lumen Labs", symbol: "person.crop.circle.fill"),
        Contact(name: "Chidi Okafor", company: "Freelance", symbol: "person.crop.circle.badge.checkmark"),
        Contact(name: "Dana Kim", company: "Studio Eleven", symbol: "person.crop.circle.fill"),
    ]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                NavigationLink(value: contact) {
                    HStack(spacing: 12) {
                        Image(systemName: contact.symbol)
                            .resizable()
                            .frame(width: 36, height: 36)
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading) {
                            Text(contact.name)
                            Text(contact.company)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

#Preview {
    ContactsList()
}
