import SwiftUI

/// A realistic SwiftUI file that exercises most of the parser: models, view models, views with
/// modifier chains, `ForEach`, `#if` inside a chain, trailing closures, previews.
struct Pet: Identifiable, Hashable {
    let id: UUID
    var name: String
    var kind: Kind
    var treats: [Treat] = []

    enum Kind: String, CaseIterable, Identifiable {
        case cat, dog, fish = "🐟"
        var id: String { rawValue }
    }
}

struct Treat: Hashable {
    var name: String
    var calories: Int
}

@MainActor
final class PetStore: ObservableObject {
    @Published private(set) var pets: [Pet] = []
    @Published var filter = ""

    var visiblePets: [Pet] {
        filter.isEmpty ? pets : pets.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }

    func add(_ name: String, kind: Pet.Kind = .cat) {
        pets.append(Pet(id: UUID(), name: name, kind: kind))
    }

    func load() async throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/pets.json")!)
        pets = try JSONDecoder().decode([Pet].self, from: data)
    }
}

struct PetList: View {
    @StateObject private var store = PetStore()
    @State private var selection: Pet.ID?
    @Environment(\.dismiss) private var dismiss
    private let columns = [GridItem(.adaptive(minimum: 120))]

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section("Pets (\(store.visiblePets.count))") {
                    ForEach(store.visiblePets) { pet in
                        PetRow(pet: pet)
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) { remove(pet) } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                    }
                }
            }
            .searchable(text: $store.filter)
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .navigationTitle("Pets")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { store.add("Pet \(Int.random(in: 1...99))") }
                }
            }
            .task { try? await store.load() }
        }
    }

    private func remove(_ pet: Pet) {
        guard let index = store.pets.firstIndex(where: { $0.id == pet.id }) else { return }
        print("removing \(index)")
    }
}

struct PetRow: View {
    let pet: Pet

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(pet.kind.rawValue)
            VStack(alignment: .leading) {
                Text(pet.name).font(.headline)
                if !pet.treats.isEmpty {
                    Text(pet.treats.map(\.name).joined(separator: ", "))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            switch pet.kind { // expect: identity_splitting_branch
            case .cat: Image(systemName: "cat")
            case .dog: Image(systemName: "dog")
            default: EmptyView()
            }
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

extension View {
    func card(cornerRadius: CGFloat = 12) -> some View {
        self.padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

#Preview("Pets") {
    PetList()
}
