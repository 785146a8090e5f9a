import SwiftUI

struct StreakCard: View {
    var days: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("\(days) days")
                    .font(.title.bold())
                Text("Current streak")
                    .font(.footnote)
            }
            Spacer()
            Image(systemName: "flame.fill")
                .font(.system(size: 40))
        }
        .foregroundStyle(.white)
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(.linearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
        )
    }
}

#Preview {
    StreakCard(days: 27)
        .padding()
        .frame(width: 360)
}
