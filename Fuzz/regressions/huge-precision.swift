#Preview { Text("\(1, specifier: "%.1000000000f")") }
