#Preview { VStack { ForEach(0..<1000000000000) { i in Text("x") } } }
