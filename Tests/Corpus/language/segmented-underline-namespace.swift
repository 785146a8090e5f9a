import SwiftUI

struct UnderlineTabs: View {
    let tabs = ["For you", "Following", "Popular"]
    @State private var selection = "For you"
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 20) {
            ForEach(tabs, id: \.self) { tab in
                VStack(spacing: 6) {
                    Text(tab)
                        .fontWeight(selection == tab ? .semibold : .regular)
                        .foregroundStyle(selection == tab ? .primary : .secondary)
                    ZStack {
                        Color.clear.frame(height: 2)
                        if selection == tab {
                            Capsule()
                                .fill(Color.primary)
                                .frame(height: 2)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
                }
                .fixedSize()
                .onTapGesture {
                    withAnimation(.snappy) { selection = tab }
                }
            }
        }
        .padding()
    }
}

#Preview {
    UnderlineTabs()
}
