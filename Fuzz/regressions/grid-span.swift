#Preview {
    Grid { GridRow { Text("a").gridCellColumns(1000000000000); Text("b").gridCellColumns(9000000000000000000) }; GridRow { Text("c") } }
}
