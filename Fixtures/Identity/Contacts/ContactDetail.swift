import SwiftUI

struct Contact {
    var name: String
    var phone: String?
    var email: String?
}

struct ContactDetail: View {
    let contact: Contact
    @State private var savedRows = [ContactRow(label: "Note", value: "Met at WWDC")]

    /// Rebuilt on every read: each call makes new sections with new UUIDs.
    var sections: [ContactSection] {
        var result: [ContactSection] = []
        if let phone = contact.phone {
            result.append(ContactSection(title: "Phone", rows: [ContactRow(label: "mobile", value: phone)]))
        }
        if let email = contact.email {
            result.append(ContactSection(title: "Email", rows: [ContactRow(label: "home", value: email)]))
        }
        return result
    }

    var actions: [ContactAction] {
        [ContactAction(title: "Call", systemImage: "phone"), ContactAction(title: "Mail", systemImage: "envelope")]
    }

    var body: some View {
        List {
            ForEach(sections) { section in // expect: ephemeral_default_id
                Section(section.title) {
                    ForEach(section.rows) { row in
                        LabeledContent(row.label, value: row.value)
                    }
                }
            }
            Section("Notes") {
                ForEach(savedRows) { row in Text(row.value) }
            }
            HStack {
                ForEach(actions) { action in
                    Label(action.title, systemImage: action.systemImage)
                }
            }
        }
        .navigationTitle(contact.name)
    }
}
