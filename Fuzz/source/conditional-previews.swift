import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

struct Row: View {
    @State var on = false
    var body: some View {
        HStack {
            Text("Name")
            #if os(iOS)
            Spacer()
            #else
            Text("mac")
            #endif
        }
        #if DEBUG
        .padding()
        #endif
    }
}

#if os(iOS) && !targetEnvironment(macCatalyst)
#Preview("Phone") {
    @Previewable @State var on = true
    Row(on: on)
}
#elseif os(macOS) || swift(>=5.9)
#Preview("Mac", traits: .sizeThatFitsLayout) { Row() }
#else
#Preview { Text("never") }
#endif

#if false
this is not Swift at all, but it lexes: 1 + + "x" \(y)
#endif
