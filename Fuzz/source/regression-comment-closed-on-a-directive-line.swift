Text("x")
/* a note
that ends */ #if os(macOS)
#Preview("C") { Text("c") }
#endif
// */
