import SwiftUI

/// Collects the widest label so the value column lines up.
private struct LabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct SpecSheet: View {
    let specs: [(String, String)] = [
        ("Weight", "1.24 kg"),
        ("Battery", "Up to 18 hours"),
        ("Display", "13.6-inch"),
    ]

    @State private var labelWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(specs, id: \.0) { spec in
                HStack(alignment: .firstTextBaseline) {
                    Text(spec.0)
                        .foregroundStyle(.secondary)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth == 0 ? nil : labelWidth, alignment: .leading)
                    Text(spec.1)
                }
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
        .padding()
    }
}

#Preview {
    SpecSheet()
}
