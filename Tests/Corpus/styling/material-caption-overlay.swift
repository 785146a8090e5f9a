import SwiftUI

struct PhotoCaption: View {
    var place: String
    var date: String

    var body: some View {
        Rectangle()
            .fill(Color(red: 0.3, green: 0.5, blue: 0.4))
            .frame(height: 240)
            .overlay(alignment: .bottom) {
                HStack {
                    VStack(alignment: .leading) {
                        Text(place).font(.headline)
                        Text(date).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: "heart")
                }
                .padding(12)
                .background(.ultraThinMaterial)
            }
            .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    PhotoCaption(place: "Hallstatt, Austria", date: "14 August")
        .padding()
        .frame(width: 360)
}
