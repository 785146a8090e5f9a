#Preview { Text("\(Array(repeating: 1, count: 1000000000000).count)") }
