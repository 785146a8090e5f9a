import SwiftUI

/// A square checkbox for iOS, where `.checkbox` is macOS only.
struct ChecklistToggleStyle: ToggleStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? tint : Color.secondary)
                configuration.label
                    .strikethrough(configuration.isOn)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
                Spacer()
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == ChecklistToggleStyle {
    static var checklist: ChecklistToggleStyle { ChecklistToggleStyle() }
}

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var isDone = false
}

struct GroceryChecklist: View {
    @State private var items = [
        GroceryItem(name: "Oat milk", isDone: true),
        GroceryItem(name: "Sourdough loaf"),
        GroceryItem(name: "Cherry tomatoes", isDone: true),
        GroceryItem(name: "Basil"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Groceries")
                .font(.title2.bold())
            ForEach($items) { $item in
                Toggle(item.name, isOn: $item.isDone)
            }
            Divider()
            // A toggle of its own style among the checklist ones: the innermost style wins.
            Toggle("Remind me at the shop", isOn: .constant(true))
                .toggleStyle(.switch)
        }
        .toggleStyle(.checklist)
        .padding()
    }
}

#Preview("Checklist") {
    GroceryChecklist()
        .frame(width: 340)
}
