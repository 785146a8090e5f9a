import SwiftUI

extension HorizontalAlignment {
    private enum AmountColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let amountColumn = HorizontalAlignment(AmountColumn.self)
}

struct InvoiceHeader: View {
    var body: some View {
        VStack(alignment: .amountColumn, spacing: 6) {
            HStack {
                Text("Invoice")
                    .foregroundColor(.secondary)
                Text("#2024-118")
                    .alignmentGuide(.amountColumn) { $0[.leading] }
            }
            HStack {
                Text("Issued")
                    .foregroundColor(.secondary)
                Text("12 Feb 2024")
                    .alignmentGuide(.amountColumn) { $0[.leading] }
            }
            HStack {
                Text("Due date")
                    .foregroundColor(.secondary)
                Text("11 Mar 2024")
                    .alignmentGuide(.amountColumn) { $0[.leading] }
            }
        }
        .padding()
    }
}

#Preview {
    InvoiceHeader()
}
