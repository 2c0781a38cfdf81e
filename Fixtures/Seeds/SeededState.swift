// WWDC21 "Demystify SwiftUI", lifetime: state is created once per identity, from its first initial
// value. Seeding it from an input that changes leaves the view behind; `.id` scoping is the fix.
import SwiftUI

struct DraftRecipe: Identifiable {
    let id: UUID
    var title: String
}

struct RecipeTitleEditor: View {
    @State private var title: String

    init(recipe: DraftRecipe) {
        _title = State(initialValue: recipe.title) // expect: state_from_parameter
    }

    var body: some View { TextField("Title", text: $title) }
}

struct ScopedRecipeTitleEditor: View {
    @State private var title: String

    init(recipe: DraftRecipe) {
        _title = State(initialValue: recipe.title)
    }

    var body: some View { TextField("Title", text: $title) }
}

struct RecipePicker: View {
    @State private var selected = DraftRecipe(id: UUID(), title: "Soup")

    var body: some View {
        RecipeTitleEditor(recipe: selected)
        // Scoped to the input: another recipe is another editor, with fresh state.
        ScopedRecipeTitleEditor(recipe: selected).id(selected.id)
        Button("Next recipe") { selected = DraftRecipe(id: UUID(), title: "Stew") }
    }
}
