import SwiftUI

struct Address {
    var street: String
    var city: String
    var postcode: String?
}

struct Customer {
    var name: String
    var address: Address?
    var phone: String?
}

struct ShippingSummary: View {
    let customer: Customer?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(customer?.name ?? "No customer selected")
                .font(.headline)
            if let address = customer?.address {
                Text(address.street)
                Text([address.postcode, address.city].compactMap { $0 }.joined(separator: " "))
            } else {
                Text("Add a shipping address")
                    .foregroundStyle(.blue)
            }
            if let phone = customer?.phone, !phone.isEmpty {
                Label(phone, systemImage: "phone")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview("Full") {
    ShippingSummary(customer: Customer(
        name: "Jonas Weber",
        address: Address(street: "Kastanienallee 12", city: "Berlin", postcode: "10435"),
        phone: "+49 30 1234567"))
}

#Preview("Empty") {
    ShippingSummary(customer: nil)
}
