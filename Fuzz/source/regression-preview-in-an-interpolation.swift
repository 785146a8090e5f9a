#Preview { Text("\(1, speci#Preview("A")fier: "%.1000000000f")") }
