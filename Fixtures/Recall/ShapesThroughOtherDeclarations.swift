// Identity and dependency bugs that show only through another declaration: a property wrapper's
// `wrappedValue`, an enum case's payload, a row view's own `body`, a computed property of the view,
// and `AnyView` written `.init(…)`. Each bug sits next to its fixed version.
import SwiftUI

// MARK: - A custom property wrapper without a type annotation

@propertyWrapper
struct StoredSetting<Value> {
    var wrappedValue: Value
    init(_ key: KeyPath<SettingsStore, Value>) { wrappedValue = SettingsStore.current[keyPath: key] }
}

struct SettingsStore {
    static let current = SettingsStore()
    var pinnedPlaces: [PinnedPlace] = []
}

struct PinnedPlace: Identifiable {
    let id: UUID
    var label: String
}

struct PinnedPlaces: View {
    @StoredSetting(\.pinnedPlaces) var places

    var body: some View {
        List {
            ForEach(places, id: \.label) { Text($0.label) } // expect: non_unique_id_key_path
            ForEach(places) { Text($0.label) }
        }
    }
}

// MARK: - An enum case's associated value

enum GlossaryState {
    case loading
    case loaded([GlossaryTerm], Date)
}

struct GlossaryTerm: Identifiable {
    let id: UUID
    var name: String
}

struct Glossary: View {
    @State private var state: GlossaryState = .loading

    var body: some View {
        switch state {
        case .loading:
            ProgressView()
        case .loaded(let terms, _):
            List { ForEach(terms, id: \.name) { Text($0.name) } } // expect: non_unique_id_key_path
        }
    }
}

// MARK: - A row view whose own body is an `if` without `else` (WWDC23's conditional row)

struct Shipment: Identifiable {
    let id: UUID
    var isVisible: Bool
    var title: String
}

struct ShipmentCell: View {
    let shipment: Shipment
    var body: some View {
        if shipment.isVisible { Text(shipment.title) }
    }
}

/// The fix: one view per row whatever the condition.
struct SteadyShipmentCell: View {
    let shipment: Shipment
    var body: some View {
        if shipment.isVisible { Text(shipment.title) } else { EmptyView() }
    }
}

struct Shipments: View {
    @State private var shipments: [Shipment] = []

    var body: some View {
        List {
            ForEach(shipments) { ShipmentCell(shipment: $0) } // expect: variable_views_per_row
            ForEach(shipments) { SteadyShipmentCell(shipment: $0) }
        }
        .task { shipments = await Shipment.load() }
    }
}

// MARK: - A computed property of the view that sorts

struct Song: Identifiable {
    let id: UUID
    var plays: Int
}

// The songs load, and a toggle the user flips runs `body`, and the sort, again (a `high` finding: by
// default a transform through a computed property is reported only then).
struct TopSongs: View {
    @State private var songs: [Song] = []
    @State private var showsPlays = false
    private var ranked: [Song] { songs.sorted { $0.plays > $1.plays } }

    var body: some View {
        Toggle("Plays", isOn: $showsPlays)
        List { ForEach(ranked) { Text(showsPlays ? "\($0.plays)" : "") } } // expect: inline_foreach_transform
            .task { songs = await SongStore.shared.load() }
    }
}

// MARK: - `AnyView` written `.init(…)`

struct Flag: View {
    @State private var isRaised = false

    var body: some View {
        emblem(isRaised)
        Toggle("Raised", isOn: $isRaised)
    }

    func emblem(_ raised: Bool) -> AnyView {
        if raised { return .init(Image(systemName: "flag.fill")) } else { return .init(Text("—")) } // expect: any_view, any_view
    }
}
