import SwiftUI

struct TermsFooter: View {
    @Environment(\.openURL) private var openURL
    let updated = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("By continuing you agree to our **Terms** and *Privacy Policy*.")
                .font(.footnote)
            Text("Read the [full terms](https://example.com/terms).")
                .font(.footnote)
                .tint(.indigo)
            (Text("Updated ") + Text(updated, format: .dateTime.year().month().day()).bold())
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(verbatim: "v2.4.1 (build 512)")
                .font(.caption2.monospaced())
                .foregroundStyle(.tertiary)
            Text("A very long disclaimer that should wrap onto several lines when the width is limited by the device.")
                .lineLimit(2)
                .truncationMode(.tail)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding()
        .frame(maxWidth: 320, alignment: .leading)
    }
}

#Preview {
    TermsFooter()
}
