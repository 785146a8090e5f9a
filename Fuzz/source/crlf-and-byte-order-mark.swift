#if os(iOS)
#Preview { Text("crlf") }
#else
#Preview { Text("mac") }
#endif
