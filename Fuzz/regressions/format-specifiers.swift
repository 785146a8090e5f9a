#Preview {
    Text("\(1, specifier: "%*d") \(2.5, specifier: "%.2f")")
}
