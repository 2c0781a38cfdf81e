// Where code runs — a DocC tutorial's snippet: documentation, not built into the app.
import SwiftUI

struct Note: Identifiable {
    var text: String
    var id: UUID { UUID() }
}

struct NoteList: View {
    @State private var notes: [Note] = []

    var body: some View {
        List {
            ForEach(notes.indices, id: \.self) { Text(notes[$0].text) }
                .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}
