import SwiftUI

struct EventRow: View {
    let title: String
    let time: String
    let location: String?
    let isCancelled: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            timeColumn
            VStack(alignment: .leading, spacing: 2) {
                titleText
                detail
            }
            Spacer(minLength: 0)
        }
        .padding(.vertical, 8)
    }

    private var timeColumn: some View {
        Text(time)
            .font(.subheadline.monospacedDigit())
            .foregroundStyle(.secondary)
            .frame(width: 52, alignment: .leading)
    }

    @ViewBuilder
    private var titleText: some View {
        if isCancelled {
            Text(title).strikethrough().foregroundStyle(.secondary)
        } else {
            Text(title).fontWeight(.medium)
        }
    }

    @ViewBuilder
    private var detail: some View {
        if isCancelled {
            Text("Cancelled")
                .font(.caption)
                .foregroundStyle(.red)
        } else if let location {
            Label(location, systemImage: "mappin.and.ellipse")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 0) {
        EventRow(title: "Design review", time: "09:30", location: "Room 4B", isCancelled: false)
        Divider()
        EventRow(title: "1:1 with Sam", time: "11:00", location: nil, isCancelled: true)
        Divider()
        EventRow(title: "Lunch & learn: accessibility", time: "12:30", location: "Kitchen", isCancelled: false)
    }
    .padding(.horizontal)
    .frame(width: 360)
}
