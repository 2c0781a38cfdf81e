import SwiftUI

// MARK: - Model

enum Plan: String, CaseIterable {
    case free, pro
}

final class TipSettings: ObservableObject {
    @Published var amount = ""
    @Published var currencyCode = "EUR"
    @Published var note = ""
    @Published var roundsUp = true
    @Published var accountID = UUID()
    @Published var notificationsEnabled = false
    @Published var refreshInterval: Double = 15
    @Published var plan: Plan = .free
    @Published var lastSync: Date?
}

// MARK: - Views

struct AccountSettingsScreen: View {
    @StateObject private var settings = TipSettings()

    var body: some View {
        NavigationStack {
            TipSettingsForm(model: settings)
                .navigationTitle("Tips")
        }
    }
}

struct TipSettingsForm: View {
    @ObservedObject var model: TipSettings
    @FocusState private var amountFocused: Bool
    @State private var isEditingNote = false

    var body: some View {
        Form {
            Section("Default tip") {
                // Re-keyed on every keystroke: the field is rebuilt and loses focus while typing.
                TextField("Amount", text: $model.amount)
                    .keyboardType(.decimalPad)
                    .focused($amountFocused)
                    .id("\(model.amount)") // expect: unstable_view_id
                TextField("Currency", text: $model.currencyCode)
                    .id(model.accountID)
                    .onChange(of: model.currencyCode) { _, newValue in
                        model.currencyCode = newValue.uppercased()
                    }
                TextField("Note", text: $model.note, axis: .vertical)
                    .id(isEditingNote ? "note-editor" : "note-viewer")
                Toggle("Round up", isOn: $model.roundsUp)
            }

            Section("Notifications") {
                Toggle("Enabled", isOn: $model.notificationsEnabled)
                    .if(model.notificationsEnabled) { $0.tint(.green) } // expect: conditional_modifier_helper
                Slider(value: $model.refreshInterval, in: 5...60, step: 5) {
                    Text("Refresh every \(Int(model.refreshInterval)) min")
                }
                .disabled(!model.notificationsEnabled)
                .opacity(model.notificationsEnabled ? 1 : 0.5)
                .animation(.easeInOut, value: model.notificationsEnabled)
            }

            Section("Plan") {
                Picker("Plan", selection: $model.plan) {
                    ForEach(Plan.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                HStack {
                    Text(model.plan.rawValue.capitalized)
                    Spacer()
                    PlanBadge(plan: model.plan)
                }
                SyncStatusBadge(lastSync: model.lastSync)
                    .onChange(of: Date.now) { _, _ in // expect: unstable_view_id
                        model.lastSync = model.lastSync ?? .now
                    }
            }
        }
        .onChange(of: model.amount) { _, _ in
            // A fresh value inside the handler runs later; it is not what is compared.
            print("edited at \(Date())")
        }
        .onAppear {
            let session = UUID()
            print("settings session \(session)")
        }
    }
}

/// Same capsule, two appearances: the switch splits one badge into two identities. A capsule holds no
/// state, but the plan can change while the badge is shown: it cross-fades instead of animating.
struct PlanBadge: View {
    var plan: Plan

    var body: some View {
        switch plan { // expect: identity_splitting_branch
        case .free: Capsule().fill(.gray.opacity(0.2)).frame(width: 60, height: 22)
        case .pro: Capsule().fill(Theme.accent).frame(width: 60, height: 22)
        }
    }
}

struct SyncStatusBadge: View {
    var lastSync: Date?

    var body: some View {
        Label(lastSync.map { "Synced \($0.formatted(.relative(presentation: .named)))" } ?? "Never synced",
              systemImage: "arrow.triangle.2.circlepath")
            .font(.caption)
            .foregroundStyle(lastSync == nil ? .secondary : .primary)
            // Refreshes the relative time on each render; accepted for now (ticket 412).
            // theseus:disable:next unstable_view_id
            .task(id: Date()) { await Task.yield() }
    }
}

/// Rows of very different kinds, erased with the helper from ThemeModifiers.swift.
struct SettingsLinkRow: View {
    var title: String
    var systemImage: String
    var isExternal: Bool

    var body: some View {
        isExternal ? externalRow.eraseToAnyView() : row.eraseToAnyView() // expect: any_view
    }

    private var externalRow: some View {
        Link(destination: URL(string: "https://example.com")!) { row }
    }

    private var row: some View {
        Label(title, systemImage: systemImage)
            .foregroundStyle(isExternal ? Color.accentColor : Color.primary)
            .disabledAppearance()
    }
}

#Preview("Settings") {
    TipSettingsForm(model: TipSettings())
        .task(id: Date()) {}
        .if(true) { $0.padding() }
}
