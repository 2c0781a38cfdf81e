import SwiftUI

final class LibraryStore: ObservableObject {
    static let shared = LibraryStore()
    @Published var books: [ShelfBook] = []
}

final class ThemeSettings: ObservableObject {
    @Published var accent = Color.orange
}

final class BookNotes: ObservableObject {
    let bookID: Int
    @Published var notes: [String] = []
    init(bookID: Int) { self.bookID = bookID }
    func add(_ note: String) { notes.append(note) }
}

@Observable
final class ReadingSession {
    var currentPage = 0
    func turnPage() { currentPage += 1 }
}

struct ShelfBook: Identifiable, Hashable {
    let id: Int
    var title: String
}

@main
struct ReadingListApp: App {
    @StateObject private var library = LibraryStore()
    // Not private, but nobody builds the app's root with arguments: no memberwise trap.
    @StateObject var theme = ThemeSettings()
    @State private var session = ReadingSession()

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environmentObject(library)
                .environmentObject(theme)
                .environment(session)
        }
        WindowGroup("Reader", id: "reader") {
            ReaderView()
        }
        // The App value lives as long as the process, but this body runs again on scene changes.
        .environment(ReadingSession()) // expect: inline_environment_object
    }
}

struct ShelfView: View {
    @EnvironmentObject private var library: LibraryStore
    @State var isAddingBook = false // expect: non_private_state
    @State private(set) var sortsByTitle = true // expect: non_private_state
    @State private var searchText = ""
    @Binding var selection: ShelfBook?

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationDestination(for: ShelfBook.self) { book in
                BookDetail(book: book)
                    .environmentObject(BookNotes(bookID: book.id)) // expect: inline_environment_object
            }
            .searchable(text: $searchText)
            .sheet(isPresented: $isAddingBook) {
                AddBookForm()
                    .environmentObject(LibraryStore.shared)
                    .environment(\.locale, Locale(identifier: "en_GB"))
            }
        }
    }
}

struct ReaderView: View {
    @Environment(ReadingSession.self) private var session
    @ObservedObject var notes: BookNotes

    var body: some View {
        Text("Page \(session.currentPage)")
            .onAppear { notes.notes.append("opened") }
        ShelfSummary()
    }
}

// Dead code: in a whole app (it has an `App`), no file mentions this view, so it never runs.
struct UnusedShelfBadge: View {
    @State private var isOn = false
    var body: some View {
        if isOn { Text("New").bold() } else { Text("New") }
        Toggle("On", isOn: $isOn)
    }
}

// A helper method named like a type (`ShelfRows()`): called from `body`, so not dead code; the index
// counts only lower-case spellings, which must not make it look uncalled.
struct ShelfSummary: View {
    @EnvironmentObject private var library: LibraryStore
    var body: some View {
        VStack { ShelfRows(); shelfFooter(count: library.books.count) }
    }
    private func ShelfRows() -> some View {
        ForEach(library.books.indices, id: \.self) { i in // expect: index_based_identity
            Text(library.books[i].title)
        }
    }
}

// A view type named in lower case: shown by `ShelfSummary`, so not dead code.
struct shelfFooter: View {
    let count: Int
    @State private var isExpanded = false
    var body: some View {
        if isExpanded { Text("\(count) books").bold() } else { Text("\(count) books") } // expect: identity_splitting_branch
        Button("More") { isExpanded.toggle() }
    }
}
