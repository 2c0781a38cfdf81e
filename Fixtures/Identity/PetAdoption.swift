import SwiftUI

// MARK: - Models

/// An animal waiting for a home. The shelter's database hands out the id, so it is stored.
struct ShelterAnimal: Identifiable, Hashable {
    let id: UUID
    var name: String
    var species: Species
    var ageInMonths: Int
    var isAdopted = false

    enum Species: String, CaseIterable, Identifiable {
        case dog, cat, rabbit, parrot
        var id: String { rawValue }
    }
}

/// A visit request typed in by a volunteer at the front desk. Nobody gave it a key, so one is made
/// up on every read — which is exactly the bug.
struct VisitRequest: Identifiable {
    var visitorName: String
    var preferredDay: Date
    var id: UUID { UUID() } // expect: unstable_identifiable_id
}

/// Kennels are identified by building and number: derived, but stable.
struct Kennel: Identifiable {
    var building: String
    var number: Int
    var id: String { "\(building)-\(number)" }

    /// Not the id: a helper that happens to create a UUID.
    func makeCleaningTicket() -> UUID { UUID() }
}

// MARK: - View model

@MainActor
final class AdoptionViewModel: ObservableObject {
    @Published var animals: [ShelterAnimal] = []
    @Published var requests: [VisitRequest] = []
    @Published var speciesFilter: ShelterAnimal.Species?
    @Published var isLoading = false

    var visibleAnimals: [ShelterAnimal] {
        guard let speciesFilter else { return animals }
        return animals.filter { $0.species == speciesFilter }
    }

    func adopt(_ animal: ShelterAnimal) {
        guard let index = animals.firstIndex(where: { $0.id == animal.id }) else { return }
        animals[index].isAdopted = true
    }

    func requestVisit(for name: String) {
        requests.append(VisitRequest(visitorName: name, preferredDay: Date()))
    }
}

// MARK: - Views

struct AdoptionBoard: View {
    @StateObject private var model = AdoptionViewModel()
    @State private var selectedID: ShelterAnimal.ID?

    var body: some View {
        NavigationStack {
            List(selection: $selectedID) {
                Section("Looking for a home") {
                    ForEach(model.visibleAnimals) { animal in // expect: inline_foreach_transform
                        AnimalRow(animal: animal) { model.adopt(animal) }
                            .modifier(AdoptedFade(isAdopted: animal.isAdopted))
                            .id(animal.id)
                    }
                }
                Section("Visits (\(model.requests.count))") {
                    ForEach(model.requests) { request in
                        Text("\(request.visitorName) on \(request.preferredDay, style: .date)")
                    }
                }
            }
            .navigationTitle("Adoption")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Picker("Species", selection: $model.speciesFilter) {
                        Text("All").tag(ShelterAnimal.Species?.none)
                        ForEach(ShelterAnimal.Species.allCases) { species in
                            Text(species.rawValue.capitalized).tag(Optional(species))
                        }
                    }
                }
            }
            .overlay {
                if model.isLoading { ProgressView("Fetching animals…") }
            }
        }
    }
}

/// Volunteers fix typos in the names in place, and delete duplicates.
struct AnimalNameEditor: View {
    @Binding var animals: [ShelterAnimal]

    var body: some View {
        Form {
            Section("Names") {
                ForEach(animals.indices, id: \.self) { index in // expect: index_based_identity
                    TextField("Name", text: $animals[index].name)
                }
                .onDelete { animals.remove(atOffsets: $0) }
            }
            Section("Ages") {
                // The fix, for comparison: bindings keyed by each element's own id.
                ForEach($animals) { $animal in
                    Stepper("\(animal.name): \(animal.ageInMonths) months", value: $animal.ageInMonths, in: 0...240)
                }
            }
        }
    }
}

struct AnimalRow: View {
    let animal: ShelterAnimal
    var onAdopt: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            // Three arms build one `Image` with another symbol: one view split in three, on a `var`.
            switch animal.species { // expect: identity_splitting_branch
            case .dog: Image(systemName: "dog.fill")
            case .cat: Image(systemName: "cat.fill")
            case .rabbit: Text("🐇")
            case .parrot: Image(systemName: "bird")
            }
            VStack(alignment: .leading) {
                Text(animal.name).font(.headline)
                Text("\(animal.ageInMonths / 12) years, \(animal.ageInMonths % 12) months")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if animal.isAdopted {
                Label("Adopted", systemImage: "heart.fill")
            } else {
                Button("Adopt", action: onAdopt)
            }
        }
    }
}

/// Adopted animals stay on the board for a day, dimmed.
struct AdoptedFade: ViewModifier {
    var isAdopted: Bool

    func body(content: Content) -> some View {
        if isAdopted { // expect: conditional_modifier_helper
            content.opacity(0.3)
        } else {
            content
        }
    }
}

/// The same effect as an inert modifier: one view, its opacity animates.
struct AdoptedFadeInert: ViewModifier {
    var isAdopted: Bool

    func body(content: Content) -> some View {
        content
            .opacity(isAdopted ? 0.3 : 1)
            .animation(.easeOut, value: isAdopted)
    }
}

#Preview("Board") {
    let sample = [
        ShelterAnimal(id: UUID(), name: "Biscuit", species: .dog, ageInMonths: 14),
        ShelterAnimal(id: UUID(), name: "Miso", species: .cat, ageInMonths: 30, isAdopted: true),
    ]
    // Throw-away preview data: positions and fresh ids are fine here.
    List {
        ForEach(0..<sample.count) { i in
            AnimalRow(animal: sample[i]) {}
        }
    }
    .id(UUID())
}
