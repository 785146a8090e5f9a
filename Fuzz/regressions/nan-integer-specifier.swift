#Preview { Text("\(CGFloat.nan, specifier: "%d")") }
