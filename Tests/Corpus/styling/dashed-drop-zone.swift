import SwiftUI

struct DropZone: View {
    var isTargeted = false

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: "arrow.down.doc")
                .font(.system(size: 36))
            Text("Drop files here")
                .font(.headline)
            Text("PDF, PNG or JPEG, up to 25 MB")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 32)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(isTargeted ? Color.accentColor : Color.gray,
                              style: StrokeStyle(lineWidth: 2, dash: [8, 5]))
        )
        .padding()
    }
}

#Preview {
    DropZone()
        .frame(width: 360)
}
