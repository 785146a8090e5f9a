// #Preview { Text("in a line comment") }
/* #Preview { /* nested #Preview */ Text("block") } */
let a = "#Preview { Text(\"in a string\") }"
let b = #"#Preview \(not an interpolation) "# + "\(a.count) #Preview"
let c = """
    #Preview {
        Text("in a multi-line string \("#Preview")")
    }
    """
let d = ##"""
    "#"#Preview"#"
    """##
let e = "\( "#Preview" + #"\#(a)"# )"
/// #Preview in a doc comment
#Preview("Real") {
    @Previewable @State var text = "@Previewable #Preview"
    Text(text) // #Preview
}
#Preview { Text(#"raw \#(a) #Preview"#) }
