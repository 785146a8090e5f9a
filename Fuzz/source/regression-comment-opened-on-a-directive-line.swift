#if os(iOS) /* the preview
#Preview("B") { Text("b") } */
#Preview("A") { Text("a") }
#endif
