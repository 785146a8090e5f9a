//
//  RecipeCard.swift
//  Pantry
//

import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var title: String
    var minutes: Int
    var servings: Int
    var isVegetarian: Bool
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(recipe.title)
                .font(.headline)
                .lineLimit(2)
            HStack(spacing: 12) {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Label("\(recipe.servings)", systemImage: "person.2")
                if recipe.isVegetarian {
                    Label("Veg", systemImage: "leaf")
                        .foregroundStyle(.green)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.12))
        .cornerRadius(10)
    }
}

struct RecipeShelf: View {
    let recipes: [Recipe]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(recipes) { recipe in
                RecipeCard(recipe: recipe)
            }
        }
        .padding()
    }
}

#Preview {
    RecipeShelf(recipes: [
        Recipe(title: "Lemon ricotta pancakes", minutes: 25, servings: 4, isVegetarian: true),
        Recipe(title: "Weeknight chicken tikka", minutes: 40, servings: 2, isVegetarian: false),
        Recipe(title: "Charred broccoli with chili crisp and a very long name that wraps", minutes: 15, servings: 2, isVegetarian: true),
    ])
    .frame(width: 360)
}
