import SwiftUI

struct NutritionRow: View {
    let name: String
    let grams: Double
    let dailyValue: Double

    var body: some View {
        HStack {
            Text(name)
            Text("\(grams, specifier: "%.1f") g")
                .foregroundStyle(.secondary)
            Spacer()
            Text("\(Int((dailyValue * 100).rounded()))%")
                .bold()
        }
        .font(.subheadline)
    }
}

struct NutritionFacts: View {
    let calories = 412
    let servingSize = "1 bowl (350 g)"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Nutrition Facts")
                .font(.title3.weight(.heavy))
            Text("Serving size \(servingSize)")
                .font(.caption)
            Rectangle().frame(height: 6)
            HStack(alignment: .firstTextBaseline) {
                Text("Calories").font(.headline)
                Spacer()
                Text("\(calories)").font(.largeTitle.bold())
            }
            Rectangle().frame(height: 3)
            NutritionRow(name: "Total Fat", grams: 14.5, dailyValue: 0.186)
            Divider()
            NutritionRow(name: "Sodium", grams: 0.62, dailyValue: 0.27)
            Divider()
            NutritionRow(name: "Protein", grams: 21, dailyValue: 0.42)
        }
        .padding(12)
        .border(Color.primary, width: 1)
        .padding()
    }
}

#Preview {
    NutritionFacts()
        .frame(width: 300)
}
