enum Outer {
    struct Middle {
        struct P: PreviewProvider {
            static var previews: some View { Text("a") }
        }
    }
}
struct `Raw Name`: PreviewProvider { static var previews: some View { Text("b") } }
