import SwiftUI

struct Card: View {
    var body: some View { Text("card") }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View { Card() }
}

enum Outer {
    struct Middle {
        struct Inner_Previews: PreviewProvider {
            static var previews: some View { Text("three deep") }
        }
    }
}

extension Outer.Middle {
    struct Extended_Previews: SwiftUI.PreviewProvider {
        static var previews: some View { Text("in an extension") }
    }
}

struct `Raw Name Previews`: PreviewProvider {
    static var previews: some View { Text("a raw identifier") }
}

enum `class` {
    struct Previews: PreviewProvider where Self: Sendable {
        static var previews: some View { Text("a keyword") }
    }
}

extension Card: PreviewProvider {
    static var previews: some View { Card() }
}

class Model {
    class func make() -> Model { Model() }
    class var shared: Model { Model() }
}
