import SwiftUI

struct StatGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Plan")
                    .foregroundColor(.secondary)
                Text("Family")
            }
            GridRow {
                Text("Renews")
                    .foregroundColor(.secondary)
                Text("1 March")
            }
            GridRow {
                Text("Members")
                    .foregroundColor(.secondary)
                Text("4 of 6")
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Monthly")
                    .foregroundColor(.secondary)
                Text("$16.99")
                    .bold()
                    .gridColumnAlignment(.trailing)
            }
        }
        .padding()
    }
}

#Preview {
    StatGrid()
}
