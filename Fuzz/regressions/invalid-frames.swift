#Preview {
    VStack {
        Color.red.frame(width: .nan, height: -1)
        Color.blue.frame(minWidth: .infinity, maxWidth: -.infinity, minHeight: .nan)
        Text("x").padding(.nan).offset(x: .infinity)
    }
}
