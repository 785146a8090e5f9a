import SwiftUI

/// Upgrade sheet, previewed on the smallest and the largest phone we support and on its side, the way
/// the design review asked for.
struct Plan: Identifiable {
    let id: String
    let title: String
    let price: String
    var isRecommended = false
}

struct UpgradeView: View {
    var plans: [Plan] = [
        Plan(id: "monthly", title: "Monthly", price: "$4.99 / month"),
        Plan(id: "yearly", title: "Yearly", price: "$39.99 / year", isRecommended: true),
    ]

    var body: some View {
        VStack(spacing: 20) {
            Text("Go further with Pro")
                .font(.title2.bold())
            Text("Unlimited trips, offline maps and shared itineraries.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            ForEach(plans) { plan in
                HStack {
                    Text(plan.title)
                        .font(.headline)
                    Spacer()
                    Text(plan.price)
                }
                .padding()
                .background(
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(plan.isRecommended ? Color.accentColor : Color.secondary.opacity(0.4), lineWidth: 2)
                )
            }
            Spacer()
            Text("Cancel anytime in Settings.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .safeAreaPadding(.horizontal, 24)
        .safeAreaPadding(.top, 32)
    }
}

struct UpgradeView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (3rd generation)", "iPhone 16 Pro Max"], id: \.self) { device in
            UpgradeView()
                .previewDevice(PreviewDevice(rawValue: device))
                .previewDisplayName(device)
        }
        UpgradeView()
            .previewInterfaceOrientation(.landscapeLeft)
            .previewDisplayName("Landscape")
    }
}
