// The WWDC21 "Demystify SwiftUI" examples, written as our own code: each bug next to its fix.
import SwiftUI

// MARK: - Good Dog, Bad Dog: one view per branch, in another order

struct Dog: Identifiable {
    let id: UUID
    var name: String
    var isGood = true
}

struct DogBadgeView: View {
    @State private var dog = Dog(id: UUID(), name: "Rufus")

    var body: some View {
        VStack {
            if dog.isGood { // expect: identity_splitting_branch
                PawView(tint: .green)
                Spacer()
            } else {
                Spacer()
                PawView(tint: .red)
            }
        }
        .onTapGesture { dog.isGood.toggle() }
    }
}

/// The fix: one view, the condition in its arguments.
struct FixedDogBadgeView: View {
    @State private var dog = Dog(id: UUID(), name: "Rufus")

    var body: some View {
        VStack {
            PawView(tint: dog.isGood ? .green : .red)
            Spacer()
        }
        .onTapGesture { dog.isGood.toggle() }
    }
}

struct PawView: View {
    var tint: Color
    @State private var wiggles = 0
    var body: some View {
        Image(systemName: "pawprint.fill").foregroundStyle(tint).onTapGesture { wiggles += 1 }
    }
}

// MARK: - The cat recorder: day and night styles

struct CatRecorderScreen: View {
    @State private var isNight = false

    var body: some View {
        VStack {
            if isNight { // expect: identity_splitting_branch
                CatRecorder().nightTimeStyle()
            } else {
                CatRecorder()
            }
            Toggle("Night", isOn: $isNight)
        }
    }
}

struct FixedCatRecorderScreen: View {
    @State private var isNight = false

    var body: some View {
        VStack {
            CatRecorder().nightTimeStyle(isNight)
            Toggle("Night", isOn: $isNight)
        }
    }
}

struct CatRecorder: View {
    @State private var isRecording = false
    var body: some View { Button(isRecording ? "Stop" : "Record") { isRecording.toggle() } }
}

extension View {
    func nightTimeStyle(_ on: Bool = true) -> some View { opacity(on ? 0.6 : 1) }
}

// MARK: - Identifiers that change every time, positions as identity, names that repeat

/// The talk's pet, whose `id` is a new `UUID` on every read, shown by its `id`.
struct RecordedPet: Identifiable {
    var name: String
    var id: UUID { UUID() } // expect: unstable_identifiable_id
}

struct RecordedPets: View {
    var pets: [RecordedPet]

    var body: some View {
        List {
            ForEach(pets) { Text($0.name) }
        }
    }
}

struct StablePet: Identifiable {
    let id: UUID
    var name: String
}

struct FavoritePets: View {
    var pets: [StablePet]

    var body: some View {
        List {
            ForEach(pets.indices, id: \.self) { // expect: index_based_identity
                PetView(pet: pets[$0])
            }
        }
    }
}

/// The fix: the pets' own stable ids.
struct FixedFavoritePets: View {
    var pets: [StablePet]

    var body: some View {
        List {
            ForEach(pets) { PetView(pet: $0) }
        }
    }
}

struct PetShelter: View {
    @State private var pets: [StablePet] = []

    var body: some View {
        FavoritePets(pets: pets)
        FixedFavoritePets(pets: pets)
        // The talk's button: a new favorite pet goes first.
        Button("New favorite") { pets.insert(StablePet(id: UUID(), name: "Biscuit"), at: 0) }
    }
}

struct PetView: View {
    let pet: StablePet
    @State private var isExpanded = false
    var body: some View { Text(pet.name).lineLimit(isExpanded ? nil : 1).onTapGesture { isExpanded.toggle() } }
}

struct DogTreat {
    var name: String
    var emoji: String
    var expiryDate: Date
    var serialNumber: Int
}

struct TreatJar: View {
    var treats: [DogTreat]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(treats, id: \.name) { TreatCell(treat: $0) } // expect: non_unique_id_key_path
            }
        }
    }
}

/// The fix: the serial number is unique.
struct FixedTreatJar: View {
    var treats: [DogTreat]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(treats, id: \.serialNumber) { TreatCell(treat: $0) }
            }
        }
    }
}

struct TreatCell: View {
    let treat: DogTreat
    var body: some View { Text(treat.emoji + treat.name) }
}

// MARK: - The expiration modifier: a branch on the clock

struct ExpirationModifier: ViewModifier {
    var date: Date

    func body(content: Content) -> some View {
        if date < .now { // expect: conditional_modifier_helper
            content.opacity(0.3)
        } else {
            content
        }
    }
}

struct FixedExpirationModifier: ViewModifier {
    var date: Date

    func body(content: Content) -> some View {
        content.opacity(date < .now ? 0.3 : 1)
    }
}

// MARK: - AnyView hiding the structure of a helper

struct BreedView: View {
    var dog: Dog
    var isBorderCollie: Bool

    var body: some View { breed }

    var breed: some View {
        var dogView: AnyView
        if isBorderCollie {
            dogView = AnyView(BorderCollieView()) // expect: any_view
        } else {
            dogView = AnyView(UnknownBreedView()) // expect: any_view
        }
        return dogView
    }

    @ViewBuilder var fixedBreed: some View {
        if isBorderCollie {
            BorderCollieView()
        } else {
            UnknownBreedView()
        }
    }
}

struct BorderCollieView: View { var body: some View { Text("Border Collie") } }
struct UnknownBreedView: View { var body: some View { Text("Unknown breed") } }
