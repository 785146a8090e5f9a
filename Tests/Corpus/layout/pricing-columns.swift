import SwiftUI

struct PlanColumn: View {
    let name: String
    let price: String
    let features: [String]
    var highlighted = false

    var body: some View {
        VStack(spacing: 12) {
            Text(name)
                .font(.headline)
            Text(price)
                .font(.title.bold())
            VStack(alignment: .leading, spacing: 6) {
                ForEach(features, id: \.self) { feature in
                    Text("• " + feature)
                        .font(.caption)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(highlighted ? Color.blue.opacity(0.12) : Color.gray.opacity(0.08))
        .cornerRadius(12)
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(highlighted ? Color.blue : Color.clear, lineWidth: 2)
        )
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 240)) {
    HStack(spacing: 8) {
        PlanColumn(name: "Free", price: "$0", features: ["1 project", "Community help"])
        PlanColumn(name: "Pro", price: "$9", features: ["Unlimited projects", "Email support", "Version history"], highlighted: true)
        PlanColumn(name: "Team", price: "$29", features: ["Everything in Pro", "SSO"])
    }
    .padding()
}
