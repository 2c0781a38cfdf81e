// Where code runs — a hosting controller's root is built once, by UIKit; its `@ObservedObject`
// default still does not own its object (the contract's `@StateObject` does), so it is reported, with
// no parent named. A preview-only wrapper is never shown in the app.
import SwiftUI
import UIKit

final class PreferencesModel: ObservableObject {
    @Published var usesMetric = true
    func toggleUnits() { usesMetric.toggle() }
}

struct PreferencesScreen: View {
    @ObservedObject var model = PreferencesModel() // expect: observed_object_initialization

    var body: some View {
        Toggle("Metric units", isOn: $model.usesMetric)
    }
}

final class PreferencesViewController: UIHostingController<PreferencesScreen> {
    init() { super.init(rootView: PreferencesScreen()) }
    required init?(coder: NSCoder) { fatalError("not used") }
}

struct UnitsRow: View {
    let name: String
    var body: some View { Text(name) }
}

/// A gallery of states for the canvas only: built by its own preview, never by the app. It hosts
/// another view of the project (the rows it previews), which is what makes it a preview's wrapper when
/// the lint does not see the whole app.
struct PreferencesGallery: View {
    @State private var rows = ["Metric", "Imperial"]

    var body: some View {
        List {
            ForEach(rows.indices, id: \.self) { UnitsRow(name: rows[$0]) }
                .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
        }
        .id(UUID())
    }
}

#Preview {
    PreferencesGallery()
}
