// Issue 18: each crashed the tool (SIGILL) before every number was checked where it comes in.
#Preview("kerning") { Text("x").kerning(1e308) }
#Preview("kerning nan") { Text("x").kerning(.nan) }
#Preview("tracking") { Text("x").tracking(.infinity) }
#Preview("tracking negative") { Text("x").tracking(-1e308) }
#Preview("font size") { Text("x").font(.system(size: .nan)) }
#Preview("font size -0") { Text("x").font(.system(size: -0.0)) }
#Preview("adaptive columns") { LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Text("a") } }
#Preview("adaptive rows") { LazyHGrid(rows: [GridItem(.adaptive(minimum: .nan))]) { Text("a") } }
#Preview("offset") { Text("a").offset(CGSize(width: .nan, height: 1)) }
#Preview("underline") { Text("a").underline(color: Color(red: .nan, green: 1, blue: 1)) }
#Preview("scale 0") { Text("a").scaleEffect(0) }
