import SwiftUI

#Preview {
    Text("Hello, world!")
        .padding()
}
