import SwiftUI
import Observation

@Observable
class Note {
    var title: String
    var isPinned: Bool
    var colorIndex: Int

    init(title: String, isPinned: Bool = false, colorIndex: Int = 0) {
        self.title = title
        self.isPinned = isPinned
        self.colorIndex = colorIndex
    }
}

let noteColors: [Color] = [.yellow, .mint, .pink, .cyan]

struct NoteColorPicker: View {
    @Bindable var note: Note

    var body: some View {
        HStack(spacing: 10) {
            ForEach(noteColors.indices, id: \.self) { index in
                Circle()
                    .fill(noteColors[index])
                    .frame(width: 28, height: 28)
                    .overlay {
                        if index == note.colorIndex {
                            Circle().stroke(Color.primary, lineWidth: 2).padding(-4)
                        }
                    }
                    .onTapGesture { note.colorIndex = index }
            }
            Spacer()
            Button {
                note.isPinned.toggle()
            } label: {
                Image(systemName: note.isPinned ? "pin.fill" : "pin")
            }
        }
        .padding()
    }
}

#Preview {
    NoteColorPicker(note: Note(title: "Groceries", isPinned: true, colorIndex: 2))
        .frame(width: 300)
}
