import SwiftUI

enum OrderStatus: String, CaseIterable {
    case pending
    case shipped
    case delivered
    case cancelled

    var title: String {
        switch self {
        case .pending: return "Pending"
        case .shipped: return "Shipped"
        case .delivered: return "Delivered"
        case .cancelled: return "Cancelled"
        }
    }

    var color: Color {
        switch self {
        case .pending: .orange
        case .shipped: .blue
        case .delivered: .green
        case .cancelled: .red
        }
    }

    var symbol: String {
        switch self {
        case .pending: "hourglass"
        case .shipped: "shippingbox"
        case .delivered: "checkmark.circle"
        case .cancelled: "xmark.octagon"
        }
    }
}

struct OrderStatusBadge: View {
    let status: OrderStatus

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: status.symbol)
            Text(status.title)
        }
        .font(.caption.weight(.semibold))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .foregroundStyle(status.color)
        .background(status.color.opacity(0.15))
        .clipShape(Capsule())
    }
}

#Preview {
    VStack(alignment: .leading) {
        ForEach(OrderStatus.allCases, id: \.self) { status in
            OrderStatusBadge(status: status)
        }
    }
    .padding()
}
