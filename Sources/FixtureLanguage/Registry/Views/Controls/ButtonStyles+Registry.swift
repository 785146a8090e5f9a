import Foundation
import LayoutCore

extension Registry {
    /// The built-in button styles and `buttonStyle(_:)`; a style the fixture declares (`ButtonStyle`,
    /// `PrimitiveButtonStyle`) sends the fixture to the compiler (docs/FIXTURE_LANGUAGE.md).
    func registerButtonStyles() {
        let style = Builtin.buttonStyle
        let styles: [(String, String, any PrimitiveButtonStyle)] = [
            ("automatic", "DefaultButtonStyle", DefaultButtonStyle()), ("plain", "PlainButtonStyle", PlainButtonStyle()),
            ("borderless", "BorderlessButtonStyle", BorderlessButtonStyle()),
            ("bordered", "BorderedButtonStyle", BorderedButtonStyle()),
            ("borderedProminent", "BorderedProminentButtonStyle", BorderedProminentButtonStyle()),
            ("link", "LinkButtonStyle", LinkButtonStyle()),
        ]
        for (member, typeName, value) in styles {
            style.staticMember(member, style.wrap(value))
            let type = FType(typeName, parents: [style])
            type.initializer([]) { _ in value }
            add(type)
        }
        add(style)

        modifier("buttonStyle", [Param("_ style", .type(Builtin.buttonStyle))]) { v, a in
            let style: any PrimitiveButtonStyle = a.style
            return v.buttonStyle(style)
        }
    }
}
