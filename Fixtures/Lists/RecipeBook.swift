import SwiftUI
import Algorithms

// MARK: - Models

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var tags: [String]
    var ingredients: [Ingredient]
    var steps: [String]
    var minutes: Int
    var rating: Int
    var isFavorite = false
    var note: String?
}

/// Ingredients are typed in freely and may repeat ("salt", "salt"); someone tried to make the ids
/// unique by adding a random suffix, on every read.
struct Ingredient: Hashable, Identifiable {
    var name: String
    var quantity: String
    var id: String {
        get { "\(name)-\(Int.random(in: 0...9_999))" } // expect: unstable_identifiable_id
    }
}

/// A tag filter chip: stored id, but set once in the initializer.
struct TagChip: Identifiable {
    let id: UUID
    var label: String

    init(label: String) {
        self.id = UUID()
        self.label = label
    }
}

enum RecipeSection {
    case favorite(Recipe)
    case quick(Recipe)
    case banner(String)
}

// MARK: - View model

@MainActor
final class RecipeBookModel: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var query = ""
    @Published var isLoading = false

    var quickRecipes: [Recipe] { recipes.filter { $0.minutes <= 20 } }

    func load() async {
        isLoading = true
        recipes = await RecipeAPI.all()
        isLoading = false
    }

    func setNote(_ note: String?, for recipe: Recipe) {
        guard let index = recipes.firstIndex(of: recipe) else { return }
        recipes[index].note = note
    }
}

// MARK: - Views

struct RecipeBookView: View {
    @StateObject private var model = RecipeBookModel()
    @State private var selectedRecipe: Recipe?

    var body: some View {
        NavigationStack {
            List {
                if model.isLoading {
                    // Skeleton rows with empty titles: three identical ids.
                    ForEach(["", "", ""], id: \.self) { title in // expect: non_unique_id_key_path
                        Text(title).redacted(reason: .placeholder)
                    }
                }
                ForEach(model.recipes) { recipe in
                    RecipeCard(recipe: recipe)
                        .id(UUID()) // expect: unstable_view_id
                        .onTapGesture { selectedRecipe = recipe }
                }
                Section("Quick") {
                    ForEach(model.quickRecipes, id: \.id) { recipe in // expect: inline_foreach_transform
                        Text(recipe.title)
                    }
                }
            }
            .searchable(text: $model.query)
            .navigationTitle("Recipes")
            .sheet(item: $selectedRecipe) { recipe in
                RecipeDetail(recipe: recipe).id(recipe.id)
            }
            .task(id: model.query) { model.isLoading = false }
        }
    }
}

struct FavoritesShelf: View {
    let recipes: [Recipe]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(recipes, id: \.title) { recipe in // expect: non_unique_id_key_path
                    RecipeCard(recipe: recipe).frame(width: 220)
                }
            }
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    private let maxStars = 5

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(recipe.title).font(.headline)
            HStack(spacing: 2) {
                ForEach(0..<maxStars) { star in
                    Image(systemName: star < recipe.rating ? "star.fill" : "star")
                }
            }
            HStack {
                // Tags are plain strings that nothing keeps unique: reported with the rule's
                // `primitive_values` option, off by default (lists like this were unique in practice).
                ForEach(recipe.tags, id: \.self) { tag in
                    Text(tag).font(.caption).padding(4).background(.thinMaterial, in: Capsule())
                }
            }
            Text("\(recipe.minutes) min")
                .font(.caption)
                .foregroundStyle(recipe.minutes <= 20 ? .green : .secondary)
        }
        .themedCard()
        .ifLet(recipe.note) { card, note in card.help(note) } // expect: conditional_modifier_helper
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredients) { ingredient in
                    LabeledContent(ingredient.name, value: ingredient.quantity)
                }
            }
            Section("Steps") {
                // Positions as identity over a recipe a parent passes in: its steps can change.
                ForEach(recipe.steps.indexed(), id: \.index) { step in // expect: index_based_identity
                    Text("\(step.index + 1). \(step.element)")
                }
            }
            Section("Tags") {
                // The hash of a string that is never edited: stable, and unique in practice.
                ForEach(recipe.tags.uniqued(), id: \.hashValue) { tag in
                    Text("#\(tag)")
                }
            }
        }
        .navigationTitle(recipe.title)
    }
}

/// The feed mixes row kinds; each kind is erased to `AnyView`.
struct RecipeFeed: View {
    let sections: [RecipeSection]

    var body: some View {
        VStack(alignment: .leading) {
            // Positions of sections a parent passes in: nothing proves them constant.
            ForEach(0..<sections.count, id: \.self) { index in // expect: index_based_identity
                row(for: sections[index])
            }
        }
    }

    func row(for section: RecipeSection) -> AnyView {
        switch section {
        case .favorite(let recipe): return AnyView(RecipeCard(recipe: recipe).highlighted(true)) // expect: any_view
        case .quick(let recipe): return AnyView(RecipeCard(recipe: recipe)) // expect: any_view
        case .banner(let text): return AnyView(Text(text).font(.title3.bold())) // expect: any_view
        }
    }
}

/// Recently cooked recipes, each row erased on its way in.
struct CookingHistory: View {
    let cooked: [Recipe]

    var body: some View {
        List {
            Section("Cooked lately") {
                ForEach(cooked) { recipe in
                    AnyView(RecipeCard(recipe: recipe)) // expect: any_view
                }
            }
        }
    }
}

#Preview {
    let recipe = Recipe(id: UUID(), title: "Shakshuka", tags: ["eggs", "eggs"], ingredients: [],
                        steps: ["Fry onions", "Add tomatoes"], minutes: 25, rating: 4)
    VStack {
        RecipeCard(recipe: recipe)
        ForEach(recipe.tags, id: \.self) { Text($0) }
        ForEach(0..<recipe.rating) { _ in Image(systemName: "star") }
    }
}
