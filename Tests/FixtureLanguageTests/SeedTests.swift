import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

// The seeds' SwiftUI code (the parts that do not declare their own Layout), parsed and compared with the
// same code compiled against LayoutCore.

private struct User {
    let name = "Ada"
    let email = "ada@example.com"
}

private struct ProfileCard: View {
    let user: User
    var body: some View {
        VStack(alignment: .leading) {
            Text(user.name).font(.headline)
            Text(user.email)
        }
    }
}

private struct Chip: View {
    let text: String
    var body: some View {
        Text(text)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue.opacity(0.15)))
    }
}

private struct Tile: View {
    let number: Int
    var body: some View {
        Text("Tile \(number)")
            .padding(12)
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
    }
}

@Suite struct SeedTests {
    @Test func seed004NameValueRow() {
        expectSame("""
        HStack {
            Text("Tên")                             // cứng nhắc: lấy đúng thứ nó cần
            Spacer()                                // co giãn: hút hết phần còn lại
            Text("Giá trị")                         // cứng nhắc
        }
        """, HStack {
            Text("Tên")
            Spacer()
            Text("Giá trị")
        }, ProposedViewSize(width: 320, height: 44))
    }

    @Test func seed004LayoutPriority() {
        let title = "Tiêu đề không bao giờ được cắt cụt"
        let subtitle = "phụ đề thì được, cắt cụt nếu thiếu chỗ"
        expectSame("""
        let title = "Tiêu đề không bao giờ được cắt cụt"
        let subtitle = "phụ đề thì được, cắt cụt nếu thiếu chỗ"

        #Preview(traits: .fixedLayout(width: 320, height: 60)) {
            HStack {
                Text(title).layoutPriority(1)      // phục vụ trước, lấy đúng thứ nó cần
                Text(subtitle)                     // nhận phần dư, cắt cụt nếu thiếu
            }
        }
        """, HStack {
            Text(title).layoutPriority(1)
            Text(subtitle)
        }, ProposedViewSize(width: 320, height: 60))
    }

    @Test func seed004StackAlignment() {
        expectSame("""
        VStack {
            VStack(alignment: .leading) {    // các con thẳng hàng theo cạnh đầu
                Text("Tên")
                Text("Địa chỉ email")
            }
            HStack(alignment: .top) {        // các con thẳng hàng theo cạnh trên
                Text("Một")
                Text("Hai\\nBa")
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Nổi bật").font(.title)
                Text("nhỏ").font(.caption)
            }
        }
        """, VStack {
            VStack(alignment: .leading) {
                Text("Tên")
                Text("Địa chỉ email")
            }
            HStack(alignment: .top) {
                Text("Một")
                Text("Hai\nBa")
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Nổi bật").font(.title)
                Text("nhỏ").font(.caption)
            }
        })
    }

    @Test func seed004FrameForms() {
        expectSame("""
        VStack {
            Text("Cố định").frame(width: 120, height: 40)
            Text("Kẹp").frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
            Text("Lấp đầy").frame(maxWidth: .infinity)
            Text("Ghim trái").frame(maxWidth: .infinity, alignment: .leading)
        }
        """, VStack {
            Text("Cố định").frame(width: 120, height: 40)
            Text("Kẹp").frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
            Text("Lấp đầy").frame(maxWidth: .infinity)
            Text("Ghim trái").frame(maxWidth: .infinity, alignment: .leading)
        }, ProposedViewSize(width: 320, height: 300))
    }

    @Test func seed003ProfileCardBorders() {
        expectSame("""
        import SwiftUI

        struct User {
            let name = "Ada"
            let email = "ada@example.com"
        }

        struct ProfileCard: View {
            let user: User
            var body: some View {
                VStack(alignment: .leading) {
                    Text(user.name).font(.headline)
                    Text(user.email)
                }
            }
        }

        let user = User()

        #Preview {
            ProfileCard(user: user)
                .border(.red)                    // view này đã chọn gì
                .padding()
                .border(.blue)                   // cái lớp bọc padding đã thành ra bao nhiêu
        }
        """, ProfileCard(user: User())
            .border(.red)
            .padding()
            .border(.blue), ProposedViewSize(width: 320, height: 200))
    }

    @Test func seed003FixedSize() {
        expectSame("""
        HStack {
            Text("Một dòng dài cứ bị cắt cụt mãi")
                .fixedSize(horizontal: false, vertical: true)
            Text("cạnh bên").fixedSize()
        }
        """, HStack {
            Text("Một dòng dài cứ bị cắt cụt mãi")
                .fixedSize(horizontal: false, vertical: true)
            Text("cạnh bên").fixedSize()
        }, ProposedViewSize(width: 150, height: 100))
    }

    @Test func seed001TileChains() {
        expectSame("""
        struct PaletteView: View {
            @State private var selectedNumber: Int? = nil

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Tile palette")
                        .font(.title2)
                    if let selectedNumber {
                        Text("Selected tile: \\(selectedNumber)")
                    } else {
                        Text("Choose a numbered tile")
                    }
                    VStack {
                        Text("Choose a tile from this sample collection")
                            .font(.headline)
                            .padding(12)
                            .frame(
                                maxWidth: .infinity,
                                minHeight: 64,
                                alignment: .leading
                            )
                            .background(
                                Color.blue.opacity(0.12),
                                in: RoundedRectangle(cornerRadius: 10)
                            )
                        ForEach(1...11, id: \\.self) { number in
                            Text("Tile \\(number)")
                                .padding(12)
                                .frame(maxWidth: .infinity, minHeight: 64)
                                .background(
                                    Color.gray.opacity(0.12),
                                    in: RoundedRectangle(cornerRadius: 10)
                                )
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(16)
            }
        }

        #Preview("Palette", traits: .fixedLayout(width: 440, height: 1200)) {
            PaletteView()
                .frame(minWidth: 240, minHeight: 260)
        }
        """, VStack(alignment: .leading, spacing: 12) {
            Text("Tile palette")
                .font(.title2)
            Text("Choose a numbered tile")
            VStack {
                Text("Choose a tile from this sample collection")
                    .font(.headline)
                    .padding(12)
                    .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
                    .background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                ForEach(Array(1...11), id: \.self) { number in
                    Text("Tile \(number)")
                        .padding(12)
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(16)
        .frame(minWidth: 240, minHeight: 260), ProposedViewSize(width: 440, height: 1200))
    }

    @Test func seed001TileStruct() {
        expectSame("""
        struct Tile: View {
            let number: Int
            var body: some View {
                Text("Tile \\(number)")
                    .padding(12)
                    .frame(maxWidth: .infinity, minHeight: 64)
                    .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            }
        }
        VStack(spacing: 8) {
            ForEach(1...3, id: \\.self) { Tile(number: $0) }
        }
        """, VStack(spacing: 8) {
            ForEach(Array(1...3), id: \.self) { Tile(number: $0) }
        })
    }

    @Test func seed000TagChips() {
        expectSame("""
        let tags = ["swift", "layout", "flow", "chips"]

        struct Chip: View {
            let text: String
            var body: some View {
                Text(text)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }

        #Preview {
            HStack(spacing: 8) {
                ForEach(tags, id: \\.self) { Chip(text: $0) }
            }
        }
        """, HStack(spacing: 8) {
            ForEach(["swift", "layout", "flow", "chips"], id: \.self) { Chip(text: $0) }
        })
    }
}
