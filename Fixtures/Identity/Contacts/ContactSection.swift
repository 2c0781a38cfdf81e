import Foundation

/// A section of the contact screen. Its id is drawn fresh for every value (reported where the rebuilt sections are shown)...
struct ContactSection: Identifiable {
    let id = UUID().uuidString
    let title: String
    let rows: [ContactRow]
}

/// ...and so is this one, but its values are built once and stored, so it is fine.
struct ContactRow: Identifiable, Hashable {
    let id = UUID()
    var label: String
    var value: String
}

/// A stable id derived from data: rebuilding is harmless.
struct ContactAction: Identifiable {
    var id: String { title }
    let title: String
    let systemImage: String
}
