/// The screens of an area: row, list, detail and editor, with previews.
extension Generator {
    /// Subviews of a view that shows one value (`let <value>: <Type>`), written into their own emitter
    /// first so that `body` can use them. Returns the subviews and how `body` refers to them. `live`: the
    /// value changes while the view is shown (a row of a list over a store's data), not a copy pushed
    /// onto a navigation stack.
    func valueSubviews(_ f: Feature, value v: String, app: AppPlan, budget: Int, hasStore: Bool, live: Bool) -> (FileEmitter, [String]) {
        var e = FileEmitter()
        var uses: [String] = []
        let amountName = f.amount.prefix(1).uppercased() + f.amount.dropFirst()
        var once: [Filler] = [
            { e in
                e.blank()
                e.add(1, "private var ratingView: some View {")
                self.ratingSite(&e, depth: 2, value: v, constantName: "maxStars", live: live)
                e.add(1, "}")
                uses.append("ratingView")
            },
            { e in
                e.blank()
                e.add(1, "private var tagsView: some View {")
                e.add(2, "ScrollView(.horizontal, showsIndicators: false) {")
                e.add(3, "HStack(spacing: 6) {")
                self.tagsSite(&e, depth: 4, value: v, f: f)
                e.add(3, "}")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("tagsView")
            },
            { e in
                e.blank()
                e.add(1, "private var \(f.amount)View: some View {")
                e.add(2, "Label {")
                e.add(3, "Text(\"\\(\(v).\(f.amount), specifier: \"%.1f\") \(f.noun.unit)\")")
                e.add(4, ".monospacedDigit()")
                e.add(2, "} icon: {")
                e.add(3, "Image(systemName: \"\(f.noun.icon)\")")
                e.add(2, "}")
                e.add(2, ".font(.subheadline)")
                e.add(2, ".foregroundStyle(.secondary)")
                e.add(1, "}")
                uses.append("\(f.amount)View")
            },
            { e in
                e.blank()
                e.add(1, "private var summaryView: some View {")
                e.add(2, "VStack(alignment: .leading, spacing: 4) {")
                self.suppressionSite(&e, depth: 3, value: v, f: f)
                e.add(3, "if !\(v).labels.isEmpty {")
                e.add(4, "Text(\(v).labels.sorted().joined(separator: \", \"))")
                e.add(5, ".font(.caption2)")
                e.add(5, ".foregroundStyle(.tertiary)")
                e.add(3, "}")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("summaryView")
            },
            { e in
                e.blank()
                e.add(1, "private var statusView: some View {")
                e.add(2, "HStack(spacing: 4) {")
                self.identitySite(&e, depth: 3, value: v, f: f)
                e.add(3, "Text(\(v).category.title)")
                e.add(4, ".font(.caption)")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("statusView")
            },
            { e in
                e.blank()
                e.add(1, "private var progressView: some View {")
                e.add(2, "ProgressView(value: Double(\(v).rating), total: 5) {")
                e.add(3, "Text(\"Rating\")")
                e.add(2, "} currentValueLabel: {")
                e.add(3, "Text(\"\\(\(v).rating) of 5\")")
                e.add(2, "}")
                e.add(2, ".tint(\(v).rating > 3 ? .green : .orange)")
                e.add(1, "}")
                uses.append("progressView")
            },
            { e in
                e.blank()
                e.add(1, "private var noteList: some View {")
                let lazy = self.rng.chance(0.6)
                e.add(2, "\(lazy ? "LazyVStack" : "VStack")(alignment: .leading, spacing: 6) {")
                e.add(3, "ForEach(\(v).notes) { note in")
                e.add(4, "Text(note.text)")
                e.add(5, ".lineLimit(3)")
                // Stacks build their rows as they are shown: a varying number of views per row is fine.
                if self.rng.chance(0.7) {
                    e.add(4, "if note.text.count > 120 {")
                    e.add(5, "Text(\"Read more\")")
                    e.add(6, ".font(.caption)")
                    e.add(4, "}")
                }
                e.add(3, "}")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("noteList")
            },
            { e in
                e.blank()
                e.add(1, "private var recentNotesView: some View {")
                e.add(2, "VStack(alignment: .leading, spacing: 4) {")
                e.add(3, "Text(\"Recent\")")
                e.add(4, ".font(.headline)")
                let (data, seeded) = self.forEachData("\(v).notes", transformed: self.noteTransforms("\(v).notes"), inList: false)
                if seeded {
                    e.bug(SeededRules.inlineForEachTransform, 3, "ForEach(\(data)) { note in")
                } else {
                    e.add(3, "ForEach(\(data)) { note in")
                }
                e.add(4, "Text(note.text)")
                e.add(5, ".font(.callout)")
                e.add(3, "}")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("recentNotesView")
            },
            { e in
                e.blank()
                e.add(1, "private var timestampView: some View {")
                e.add(2, "Text(\(v).createdAt, style: .relative)")
                e.add(3, ".font(.caption)")
                e.add(3, ".foregroundStyle(.secondary)")
                self.viewIDSite(&e, depth: 3, value: v, holdsState: false)
                e.add(1, "}")
                uses.append("timestampView")
            },
            { e in
                e.blank()
                e.add(1, "/// \(amountName) formatted for VoiceOver.")
                e.add(1, "private var accessibilitySummary: String {")
                e.add(2, "var parts = [\(v).\(f.title), \(v).category.title]")
                e.add(2, "if \(v).isFavorite { parts.append(\"favorite\") }")
                e.add(2, "parts.append(\"rated \\(\(v).rating) out of 5\")")
                e.add(2, "return parts.joined(separator: \", \")")
                e.add(1, "}")
            },
        ]
        if hasStore {
            once.append({ e in
                e.blank()
                e.add(1, "private var favoriteButton: some View {")
                e.add(2, "Button {")
                e.add(3, "withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {")
                e.add(4, "var updated = \(v)")
                e.add(4, "updated.isFavorite.toggle()")
                e.add(4, "store.update(updated)")
                e.add(3, "}")
                e.add(2, "} label: {")
                e.add(3, "Label(\(v).isFavorite ? \"Unfavorite\" : \"Favorite\", systemImage: \(v).isFavorite ? \"heart.fill\" : \"heart\")")
                e.add(2, "}")
                e.add(2, ".buttonStyle(.bordered)")
                e.add(1, "}")
                uses.append("favoriteButton")
            })
        }
        fill(&e, budget: budget, once: once, repeated: { e, n in
            switch n % 3 {
            case 1:
                let kinds = ["Details", "History", "Sharing", "Activity", "Storage", "Sync"]
                e.blank()
                e.add(1, "private var infoCard\(n): some View {")
                e.add(2, "\(app.name)SectionCard(title: \"\(kinds[n % kinds.count])\", systemImage: \"\(["info.circle", "clock", "square.and.arrow.up", "chart.bar", "externaldrive", "arrow.triangle.2.circlepath"][n % 6])\") {")
                e.add(3, "LabeledContent(\"Created\", value: \(v).createdAt.formatted(date: .long, time: .shortened))")
                e.add(3, "LabeledContent(\"Category\", value: \(v).category.title)")
                e.add(3, "LabeledContent(\"\(amountName)\", value: String(format: \"%.1f \(f.noun.unit)\", \(v).\(f.amount)))")
                e.add(3, "if !\(v).tags.isEmpty {")
                e.add(4, "LabeledContent(\"Tags\", value: \(v).tags.joined(separator: \", \"))")
                e.add(3, "}")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("infoCard\(n)")
                return
            case 2:
                e.blank()
                e.add(1, "private struct \(f.type)StatTile\(n): View {")
                e.add(2, "let title: String")
                e.add(2, "let value: String")
                e.blank()
                e.add(2, "var body: some View {")
                e.add(3, "VStack(spacing: 2) {")
                e.add(4, "Text(value)")
                e.add(5, ".font(.title3.monospacedDigit())")
                e.add(4, "Text(title)")
                e.add(5, ".font(.caption)")
                e.add(5, ".foregroundStyle(.secondary)")
                e.add(3, "}")
                e.add(3, ".frame(maxWidth: .infinity)")
                e.add(2, "}")
                e.add(1, "}")
                uses.append("\(f.type)StatTile\(n)(title: \"Rating\", value: \"\\(\(v).rating)\")")
                return
            default:
                break
            }
            e.blank()
            e.add(1, "private func badge\(n)(_ text: String, systemImage: String) -> some View {")
            e.add(2, "Label(text, systemImage: systemImage)")
            e.add(3, ".font(.caption2.weight(.medium))")
            e.add(3, ".padding(.horizontal, 6)")
            e.add(3, ".padding(.vertical, 2)")
            e.add(3, ".background(Capsule().fill(.quaternary))")
            e.add(1, "}")
            uses.append("badge\(n)(\"\(Vocabulary.tags[n % Vocabulary.tags.count].capitalized)\", systemImage: \"\(["sparkles", "clock", "star", "bolt"][n % 4])\")")
        })
        return (e, uses)
    }

    func preview(_ e: inout FileEmitter, _ f: Feature, view: String, arguments: String, environment: Bool) {
        e.blank()
        if rng.chance(0.7) {
            e.add(0, "#Preview {")
            e.add(1, "\(view)(\(arguments))")
            if environment { e.add(2, ".environmentObject(\(f.store)())") }
            e.add(2, ".padding()")
            e.add(0, "}")
        } else {
            e.add(0, "struct \(view)_Previews: PreviewProvider {")
            e.add(1, "static var previews: some View {")
            e.add(2, "Group {")
            e.add(3, "\(view)(\(arguments))")
            if environment { e.add(4, ".environmentObject(\(f.store)())") }
            e.add(3, "\(view)(\(arguments))")
            e.add(4, ".preferredColorScheme(.dark)")
            if environment { e.add(4, ".environmentObject(\(f.store)())") }
            e.add(2, "}")
            e.add(1, "}")
            e.add(0, "}")
        }
    }

    // MARK: - Row

    func writeRow(_ f: Feature, app: AppPlan, target: Int) {
        let v = f.variable
        let (subviews, uses) = valueSubviews(f, value: v, app: app, budget: fillerBudget(target: target, used: 65, trailer: 12),
                                             hasStore: false, live: true)
        let date = rowDateSite(f)
        var e = FileEmitter()
        e.add(0, "import SwiftUI")
        e.blank()
        e.add(0, "/// One row of the \(f.pluralWords) list: icon, \(f.title), details and marks.")
        e.add(0, "struct \(f.row): View {")
        e.add(1, "let \(v): \(f.type)")
        e.add(1, "var showsDetails = true")
        if uses.contains("ratingView") { e.add(1, "private static let maxStars = 5") }
        rowDateStatics(&e, date)
        e.blank()
        e.add(1, "var body: some View {")
        printChangesSite(&e, depth: 2)
        rowDateBodyStart(&e, date, depth: 2)
        e.add(2, "HStack(spacing: 12) {")
        e.add(3, "Image(systemName: \(v).category.systemImage)")
        e.add(4, ".font(.title2)")
        e.add(4, ".foregroundStyle(.tint)")
        e.add(4, ".frame(width: 36, height: 36)")
        e.add(3, "VStack(alignment: .leading, spacing: 2) {")
        e.add(4, "Text(\(v).\(f.title))")
        e.add(5, ".font(.headline)")
        e.add(5, ".lineLimit(1)")
        rowDateText(&e, date, f, value: v, depth: 4)
        e.add(5, ".font(.subheadline)")
        e.add(5, ".foregroundStyle(.secondary)")
        if !uses.isEmpty {
            e.add(4, "if showsDetails {")
            for use in uses { e.add(5, use) }
            e.add(4, "}")
        }
        e.add(3, "}")
        e.add(3, "Spacer()")
        identitySite(&e, depth: 3, value: v, f: f)
        e.add(3, "accessory")
        e.add(2, "}")
        e.add(2, ".padding(.vertical, 4)")
        viewIDSite(&e, depth: 2, value: v, holdsState: false)
        helperCallSites(&e, depth: 2, value: v, app: app)
        rowDateModifiers(&e, date, depth: 2)
        e.add(2, ".accessibilityElement(children: .combine)")
        e.add(1, "}")
        e.blank()
        rowDateMembers(&e, date, value: v)
        accessorySite(&e, name: "accessory", value: v, f: f)
        e.append(subviews)
        e.add(0, "}")
        preview(&e, f, view: f.row, arguments: "\(v): \(f.type).samples[0]", environment: false)
        finish("\(app.name)/Views/\(f.row).swift", e)
    }

    // MARK: - Detail

    func writeDetail(_ f: Feature, app: AppPlan, target: Int) {
        let v = f.variable
        let (subviews, uses) = valueSubviews(f, value: v, app: app, budget: fillerBudget(target: target, used: 140, trailer: 80),
                                             hasStore: true, live: false)
        var e = FileEmitter()
        e.add(0, "import SwiftUI")
        e.blank()
        e.add(0, "/// Shows one \(f.words): its rating, tags, sections and notes, with an editor sheet.")
        e.add(0, "struct \(f.detail): View {")
        e.add(1, "let \(v): \(f.type)")
        e.add(1, "@ObservedObject var store: \(f.store)")
        stateProperty(&e, depth: 1, "isEditing = false")
        stateProperty(&e, depth: 1, "isAddingNote = false")
        stateProperty(&e, depth: 1, "newNote = \"\"")
        e.add(1, "@Environment(\\.openURL) private var openURL")
        if uses.contains("ratingView") { e.add(1, "private static let maxStars = 5") }
        e.blank()
        e.add(1, "var body: some View {")
        printChangesSite(&e, depth: 2)
        e.add(2, "ScrollView {")
        e.add(3, "VStack(alignment: .leading, spacing: 16) {")
        e.add(4, "header")
        e.add(4, "sectionsView")
        e.add(4, "notesView")
        e.add(4, "\(f.type)ActivityView()")
        for use in uses { e.add(4, use) }
        e.add(3, "}")
        e.add(3, ".padding()")
        e.add(2, "}")
        e.add(2, ".navigationTitle(\(v).\(f.title))")
        e.add(2, ".toolbar {")
        e.add(3, "ToolbarItem(placement: .primaryAction) {")
        e.add(4, "Button(\"Edit\") {")
        e.add(5, "isEditing = true")
        e.add(4, "}")
        e.add(3, "}")
        e.add(2, "}")
        if f.hasEditor {
            e.add(2, ".sheet(isPresented: $isEditing) {")
            e.add(3, "NavigationStack {")
            e.add(4, "\(f.editor)(\(v): \(v)) { updated in")
            e.add(5, "store.update(updated)")
            e.add(4, "}")
            e.add(3, "}")
            if decide(SeededRules.inlineEnvironmentObject) {
                e.bug(SeededRules.inlineEnvironmentObject, 3, ".environmentObject(\(f.store)())")
            } else {
                e.add(3, ".environmentObject(store)")
            }
            e.add(2, "}")
        }
        viewIDSite(&e, depth: 2, value: v, holdsState: true)
        e.add(1, "}")
        e.blank()
        e.add(1, "private var header: some View {")
        e.add(2, "VStack(alignment: .leading, spacing: 6) {")
        e.add(3, "Text(\(v).\(f.title))")
        e.add(4, ".font(.largeTitle.bold())")
        suppressionSite(&e, depth: 3, value: v, f: f)
        e.add(3, "HStack {")
        identitySite(&e, depth: 4, value: v, f: f)
        e.add(4, "Spacer()")
        e.add(4, "Text(\(v).createdAt, format: .dateTime.day().month().year())")
        e.add(5, ".foregroundStyle(.secondary)")
        e.add(3, "}")
        e.add(2, "}")
        e.add(1, "}")
        e.blank()
        e.add(1, "private var sections: [\(f.section)] {")
        e.add(2, "[")
        e.add(3, "\(f.section)(title: \"Overview\", systemImage: \"info.circle\", summary: \(v).summary),")
        e.add(3, "\(f.section)(title: \"Notes\", systemImage: \"note.text\", summary: \"\\(\(v).notes.count) notes\"),")
        e.add(3, "\(f.section)(title: \"History\", systemImage: \"clock.arrow.circlepath\", summary: \(v).createdAt.formatted(date: .long, time: .omitted)),")
        e.add(2, "]")
        e.add(1, "}")
        e.blank()
        e.add(1, "private var sectionsView: some View {")
        e.add(2, "VStack(alignment: .leading, spacing: 8) {")
        // Each section expands on its own: the rows keep their expansion while the screen updates.
        // Sections whose ids are drawn fresh are rebuilt by `sections` on every read: reported where shown.
        let freshSectionIDs = decide(SeededRules.ephemeralDefaultID)
        if freshSectionIDs {
            e.bug(SeededRules.ephemeralDefaultID, 3, "ForEach(sections) { section in")
        } else {
            e.add(3, "ForEach(sections) { section in")
        }
        e.add(4, "DisclosureGroup {")
        e.add(5, "Text(section.summary)")
        e.add(6, ".font(.callout)")
        e.add(6, ".foregroundStyle(.secondary)")
        e.add(4, "} label: {")
        e.add(5, "Label(section.title, systemImage: section.systemImage)")
        e.add(6, ".font(.subheadline)")
        e.add(4, "}")
        e.add(3, "}")
        e.add(2, "}")
        e.add(1, "}")
        e.blank()
        e.add(1, "private var notesView: some View {")
        e.add(2, "VStack(alignment: .leading, spacing: 8) {")
        e.add(3, "HStack {")
        e.add(4, "Text(\"Notes\")")
        e.add(5, ".font(.headline)")
        e.add(4, "Spacer()")
        e.add(4, "Button(isAddingNote ? \"Done\" : \"Add Note\") {")
        e.add(5, "withAnimation { isAddingNote.toggle() }")
        e.add(4, "}")
        e.add(4, ".font(.subheadline)")
        e.add(3, "}")
        notesSite(&e, depth: 3, value: v, rowType: "\(f.type)NoteRow")
        e.add(3, "if isAddingNote {")
        e.add(4, "noteComposer")
        e.add(3, "}")
        e.add(2, "}")
        e.add(1, "}")
        e.blank()
        e.add(1, "/// Adds a note at the top of the list.")
        e.add(1, "private var noteComposer: some View {")
        e.add(2, "HStack {")
        textFieldSplitSite(&e, depth: 3, condition: "!newNote.isEmpty",
                           field: ["TextField(\"Add a note\", text: $newNote)", ".textFieldStyle(.roundedBorder)"],
                           modifier: (bug: ".overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor))",
                                      clean: ".overlay(RoundedRectangle(cornerRadius: 6).stroke(newNote.isEmpty ? Color.clear : Color.accentColor))"))
        e.add(3, "Button(\"Add\") {")
        e.add(4, "var updated = \(v)")
        e.add(4, "updated.addNote(newNote)")
        e.add(4, "store.update(updated)")
        e.add(4, "newNote = \"\"")
        e.add(3, "}")
        e.add(3, ".disabled(newNote.isEmpty)")
        e.add(2, "}")
        e.add(1, "}")
        e.append(subviews)
        e.add(0, "}")
        e.blank()
        e.add(0, "/// One section of the \(f.words) detail screen.")
        e.add(0, "struct \(f.section): Identifiable {")
        if freshSectionIDs {
            e.add(1, rng.pick(["let id = UUID()", "var id = UUID()", "let id = UUID().uuidString"]))
        } else {
            e.add(1, "var id: String { title }")
        }
        e.add(1, "let title: String")
        e.add(1, "let systemImage: String")
        e.add(1, "let summary: String")
        e.add(0, "}")
        e.blank()
        e.add(0, "/// One note of the \(f.words) detail screen; a tap expands a long note.")
        e.add(0, "private struct \(f.type)NoteRow: View {")
        e.add(1, "let note: \(f.note)")
        e.add(1, "var number: Int? = nil")
        e.add(1, "@State private var isExpanded = false")
        e.blank()
        e.add(1, "var body: some View {")
        e.add(2, "VStack(alignment: .leading, spacing: 2) {")
        e.add(3, "Text(number.map { \"\\($0). \\(note.text)\" } ?? note.text)")
        e.add(4, ".lineLimit(isExpanded ? nil : 3)")
        e.add(3, "Text(note.createdAt, style: .date)")
        e.add(4, ".font(.caption)")
        e.add(4, ".foregroundStyle(.secondary)")
        e.add(2, "}")
        e.add(2, ".frame(maxWidth: .infinity, alignment: .leading)")
        e.add(2, ".contentShape(Rectangle())")
        e.add(2, ".onTapGesture {")
        e.add(3, "withAnimation { isExpanded.toggle() }")
        e.add(2, "}")
        e.add(1, "}")
        e.add(0, "}")
        activitySite(&e, f, app: app)
        e.blank()
        e.add(0, "#Preview {")
        e.add(1, "NavigationStack {")
        e.add(2, "\(f.detail)(\(v): \(f.type).samples[0], store: \(f.store)())")
        e.add(1, "}")
        e.add(0, "}")
        finish("\(app.name)/Views/\(f.detail).swift", e)
    }

    // MARK: - List

    func writeList(_ f: Feature, app: AppPlan, target: Int) {
        let v = f.variable
        var e = FileEmitter()
        e.add(0, "import SwiftUI")
        e.blank()
        e.add(0, "/// The \(f.pluralWords) screen: a searchable list with sorting, an editor sheet and details.")
        e.add(0, "struct \(f.listView): View {")
        if f.storeInEnvironment {
            e.add(1, "@EnvironmentObject private var store: \(f.store)")
        } else if decide(SeededRules.observedObjectInitialization) {
            e.add(1, "@ObservedObject var store = \(f.store)()")
            e.marks.append((SeededRules.observedObjectInitialization, e.count))
        } else {
            stateProperty(&e, depth: 1, "store = \(f.store)()", wrapper: "StateObject")
        }
        stateProperty(&e, depth: 1, "isPresentingEditor = false")
        stateProperty(&e, depth: 1, "selectedCategory: \(f.category)?")
        e.add(1, "@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
        e.blank()
        e.add(1, "var body: some View {")
        printChangesSite(&e, depth: 2)
        e.add(2, "NavigationStack {")
        let rowDepth: Int
        switch f.listStyle {
        case 0:
            e.add(3, "List {")
            rowDepth = 4
            listRows(&e, f, depth: rowDepth, app: app)
            e.add(3, "}")
        case 1:
            let (data, seeded) = forEachData("store.visible\(f.pluralCapitalized)", transformed: modelTransforms("store.\(f.plural)"), inList: true)
            if seeded {
                e.bug(SeededRules.inlineForEachTransform, 3, "List(\(data)) { \(v) in")
            } else {
                e.add(3, "List(\(data)) { \(v) in")
            }
            rowContent(&e, f, depth: 4, app: app)
            e.add(3, "}")
        default:
            e.add(3, "List {")
            e.add(4, "if !store.pinned\(f.pluralCapitalized).isEmpty {")
            e.add(5, "Section(\"Pinned\") {")
            e.add(6, "ForEach(store.pinned\(f.pluralCapitalized)) { \(v) in")
            if decide(SeededRules.variableViewsPerRow) {
                e.bug(SeededRules.variableViewsPerRow, 7, "if !\(v).isArchived {")
                e.add(8, "\(f.row)(\(v): \(v))")
                e.add(7, "}")
            } else {
                e.add(7, "\(f.row)(\(v): \(v))")
            }
            e.add(6, "}")
            e.add(5, "}")
            e.add(4, "}")
            e.add(4, "Section {")
            listRows(&e, f, depth: 5, app: app)
            e.add(4, "} header: {")
            e.add(5, "Text(\"All \(f.display)\")")
            e.add(4, "} footer: {")
            e.add(5, "Text(\"\\(store.\(f.plural).count) \(f.pluralWords)\")")
            e.add(4, "}")
            e.add(3, "}")
        }
        e.add(3, ".navigationTitle(\"\(f.display)\")")
        e.add(3, ".searchable(text: $store.query)")
        e.add(3, ".toolbar {")
        e.add(4, "ToolbarItem(placement: .primaryAction) {")
        e.add(5, "Button {")
        e.add(6, "isPresentingEditor = true")
        e.add(5, "} label: {")
        e.add(6, "Label(\"Add\", systemImage: \"plus\")")
        e.add(5, "}")
        e.add(4, "}")
        e.add(4, "ToolbarItem(placement: .secondaryAction) {")
        e.add(5, "Menu(\"Sort\") {")
        e.add(6, "Picker(\"Sort by\", selection: $store.sortOrder) {")
        e.add(7, "ForEach(\(f.sortOrder).allCases) { order in")
        e.add(8, "Text(order.rawValue.capitalized)")
        e.add(9, ".tag(order)")
        e.add(7, "}")
        e.add(6, "}")
        e.add(5, "}")
        e.add(4, "}")
        if f.hasTable {
            e.add(4, "ToolbarItem(placement: .secondaryAction) {")
            e.add(5, "NavigationLink {")
            e.add(6, f.storeInEnvironment ? "\(f.type)TableView()" : "\(f.type)TableView(store: store)")
            e.add(5, "} label: {")
            e.add(6, "Label(\"Table\", systemImage: \"tablecells\")")
            e.add(5, "}")
            e.add(4, "}")
        }
        e.add(3, "}")
        if f.hasEditor {
            e.add(3, ".sheet(isPresented: $isPresentingEditor) {")
            e.add(4, "NavigationStack {")
            e.add(5, "\(f.editor)(\(v): \(f.type).samples[0]) { new\(f.type) in")
            e.add(6, "store.add(new\(f.type))")
            e.add(5, "}")
            e.add(4, "}")
            e.add(3, "}")
        }
        if f.hasDetail {
            e.add(3, ".navigationDestination(for: \(f.type).self) { \(v) in")
            if decide(SeededRules.observedObjectInitialization) {
                e.bug(SeededRules.observedObjectInitialization, 4, "\(f.detail)(\(v): \(v), store: \(f.store)())")
            } else {
                e.add(4, "\(f.detail)(\(v): \(v), store: store)")
            }
            e.add(3, "}")
        }
        e.add(3, ".task {")
        e.add(4, "await store.load()")
        e.add(3, "}")
        e.add(3, ".refreshable {")
        e.add(4, "await store.load()")
        e.add(3, "}")
        e.add(3, ".overlay {")
        e.add(4, "if store.\(f.plural).isEmpty && !store.isLoading {")
        e.add(5, "ContentUnavailableView(\"No \(f.display)\", systemImage: \"\(f.noun.icon)\", description: Text(\"Add one with the + button.\"))")
        e.add(4, "}")
        e.add(3, "}")
        e.add(2, "}")
        e.add(1, "}")
        fill(&e, budget: fillerBudget(target: target, used: e.count, trailer: 10), once: listFillers(f), repeated: { e, n in
            e.blank()
            e.add(1, "private func section\(n)Header(_ title: String, count: Int) -> some View {")
            e.add(2, "HStack {")
            e.add(3, "Text(title)")
            e.add(4, ".font(.headline)")
            e.add(3, "Spacer()")
            e.add(3, "Text(count, format: .number)")
            e.add(4, ".foregroundStyle(.secondary)")
            e.add(2, "}")
            e.add(2, ".padding(.vertical, 2)")
            e.add(1, "}")
        })
        e.add(0, "}")
        e.blank()
        e.add(0, "#Preview {")
        e.add(1, "\(f.listView)()")
        if f.storeInEnvironment { e.add(2, ".environmentObject(\(f.store)())") }
        e.add(0, "}")
        finish("\(app.name)/Views/\(f.listView).swift", e)
    }

    /// `ForEach` over the store's data, with its rows and `onDelete`.
    func listRows(_ e: inout FileEmitter, _ f: Feature, depth: Int, app: AppPlan) {
        let v = f.variable
        let (data, seeded) = forEachData("store.visible\(f.pluralCapitalized)", transformed: modelTransforms("store.\(f.plural)"), inList: true)
        if seeded {
            e.bug(SeededRules.inlineForEachTransform, depth, "ForEach(\(data)) { \(v) in")
        } else {
            e.add(depth, "ForEach(\(data)) { \(v) in")
        }
        rowContent(&e, f, depth: depth + 1, app: app)
        e.add(depth, "}")
        e.add(depth, ".onDelete(perform: store.delete)")
    }

    /// A link to the detail screen around a row: the row itself, or (seeded) the row wrapped in `AnyView`,
    /// which hides from the `List` how many views the row builds.
    func rowLink(_ e: inout FileEmitter, _ f: Feature, depth d: Int, app: AppPlan, arguments: String = "") {
        let v = f.variable
        let row = "\(f.row)(\(v): \(v)\(arguments))"
        e.add(d, "NavigationLink(value: \(v)) {")
        if decide(SeededRules.anyView) {
            e.bug(SeededRules.anyView, d + 1, app.definesEraser && rng.chance(0.7) ? "\(row).eraseToAnyView()" : "AnyView(\(row))")
        } else {
            e.add(d + 1, row)
        }
        e.add(d, "}")
    }

    /// The content of one row of a `List`: one view, or (seeded) a varying number.
    func rowContent(_ e: inout FileEmitter, _ f: Feature, depth d: Int, app: AppPlan) {
        let v = f.variable
        if decide(SeededRules.variableViewsPerRow) {
            if rng.chance(0.5) {
                e.bug(SeededRules.variableViewsPerRow, d, "if !\(v).isArchived {")
                rowLink(&e, f, depth: d + 1, app: app)
                e.add(d, "}")
            } else {
                rowLink(&e, f, depth: d, app: app)
                e.bug(SeededRules.variableViewsPerRow, d, "if \(v).isPinned {")
                e.add(d + 1, "Label(\"Pinned\", systemImage: \"pin\")")
                e.add(d, "}")
            }
            return
        }
        switch rng.int(0 ... 3) {
        case 0:
            rowLink(&e, f, depth: d, app: app)
        case 1:
            rowLink(&e, f, depth: d, app: app, arguments: ", showsDetails: horizontalSizeClass == .regular")
            e.add(d, ".swipeActions {")
            e.add(d + 1, "Button(\"Archive\") {")
            e.add(d + 2, "store.archive(\(v))")
            e.add(d + 1, "}")
            e.add(d + 1, ".tint(.orange)")
            e.add(d, "}")
        case 2:
            // One container per element: the pinned mark inside it does not change the count.
            e.add(d, "HStack {")
            rowLink(&e, f, depth: d + 1, app: app)
            e.add(d + 1, "if \(v).isPinned {")
            e.add(d + 2, "Image(systemName: \"pin.fill\")")
            e.add(d + 3, ".foregroundStyle(.orange)")
            e.add(d + 1, "}")
            e.add(d, "}")
        default:
            e.add(d, "if \(v).isPinned {")
            e.add(d + 1, "\(f.row)(\(v): \(v))")
            e.add(d + 2, ".listRowBackground(Color.yellow.opacity(0.1))")
            e.add(d, "} else {")
            rowLink(&e, f, depth: d + 1, app: app)
            e.add(d, "}")
        }
    }

    func listFillers(_ f: Feature) -> [Filler] {
        [
            { e in
                e.blank()
                e.add(1, "// MARK: - Filters")
                e.blank()
                e.add(1, "private var categoryChips: some View {")
                e.add(2, "ScrollView(.horizontal, showsIndicators: false) {")
                e.add(3, "HStack {")
                e.add(4, "ForEach(\(f.category).allCases) { category in")
                e.add(5, "Button {")
                e.add(6, "selectedCategory = selectedCategory == category ? nil : category")
                e.add(5, "} label: {")
                e.add(6, "Label(category.title, systemImage: category.systemImage)")
                e.add(5, "}")
                e.add(5, ".buttonStyle(.bordered)")
                e.add(5, ".tint(selectedCategory == category ? .accentColor : .secondary)")
                e.add(4, "}")
                e.add(3, "}")
                e.add(3, ".padding(.horizontal)")
                e.add(2, "}")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "private var emptyState: some View {")
                e.add(2, "VStack(spacing: 12) {")
                e.add(3, "Image(systemName: \"\(f.noun.icon)\")")
                e.add(4, ".font(.system(size: 48))")
                e.add(4, ".foregroundStyle(.secondary)")
                e.add(3, "Text(\"No \(f.pluralWords) yet\")")
                e.add(4, ".font(.title3)")
                e.add(3, "Button(\"Add \(f.words.capitalized)\") {")
                e.add(4, "isPresentingEditor = true")
                e.add(3, "}")
                e.add(3, ".buttonStyle(.borderedProminent)")
                e.add(2, "}")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "private func delete(_ \(f.variable): \(f.type)) {")
                e.add(2, "guard let index = store.\(f.plural).firstIndex(where: { $0.id == \(f.variable).id }) else { return }")
                e.add(2, "withAnimation {")
                e.add(3, "store.delete(at: IndexSet(integer: index))")
                e.add(2, "}")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "@ToolbarContentBuilder")
                e.add(1, "private var bottomBar: some ToolbarContent {")
                e.add(2, "ToolbarItem(placement: .bottomBar) {")
                e.add(3, "Text(\"\\(store.\(f.plural).count) \(f.pluralWords)\")")
                e.add(4, ".font(.footnote)")
                e.add(2, "}")
                e.add(1, "}")
            },
        ]
    }

    // MARK: - Editor

    /// The editor's notes, edited in place and deletable: rows keyed by each note's id, or (seeded) by
    /// their position (deleting or adding a note at the top hands a row's text field to another note), or
    /// by a hash or the whole value, which change with every keystroke.
    func editorNotesSite(_ e: inout FileEmitter, _ f: Feature, depth d: Int) {
        e.add(d, "Section(\"Notes\") {")
        if decide(SeededRules.indexBasedIdentity) {
            e.bug(SeededRules.indexBasedIdentity, d + 1, "ForEach(draft.notes.indices, id: \\.self) { index in")
            e.add(d + 2, "TextField(\"Note\", text: $draft.notes[index].text, axis: .vertical)")
        } else if decide(SeededRules.nonUniqueIDKeyPath) {
            e.bug(SeededRules.nonUniqueIDKeyPath, d + 1, "ForEach($draft.notes, id: \\.\(rng.pick(["self", "hashValue"]))) { $note in")
            e.add(d + 2, "TextField(\"Note\", text: $note.text, axis: .vertical)")
        } else {
            e.add(d + 1, "ForEach($draft.notes) { $note in")
            e.add(d + 2, "TextField(\"Note\", text: $note.text, axis: .vertical)")
        }
        e.add(d + 1, "}")
        e.add(d + 1, ".onDelete { offsets in")
        e.add(d + 2, "draft.notes.remove(atOffsets: offsets)")
        e.add(d + 1, "}")
        e.add(d + 1, "Button(\"Add Note\") {")
        e.add(d + 2, "draft.addNote(\"\")")
        e.add(d + 1, "}")
        e.add(d, "}")
    }


    func writeEditor(_ f: Feature, app: AppPlan, target: Int) {
        let v = f.variable
        var e = FileEmitter()
        e.add(0, "import SwiftUI")
        e.blank()
        e.add(0, "/// Edits a copy of a \(f.words); saves it through `onSave` and dismisses.")
        e.add(0, "struct \(f.editor): View {")
        // The editor declares its own `init`: its state is not in a memberwise initializer, private or not.
        stateProperty(&e, depth: 1, "draft: \(f.type)", site: false)
        stateProperty(&e, depth: 1, "newTag = \"\"", site: false)
        e.add(1, "@FocusState private var focusedField: Field?")
        e.add(1, "@Environment(\\.dismiss) private var dismiss")
        e.add(1, "let onSave: (\(f.type)) -> Void")
        e.blank()
        e.add(1, "private enum Field: Hashable {")
        e.add(2, "case \(f.title), summary")
        e.add(1, "}")
        e.blank()
        e.add(1, "init(\(v): \(f.type), onSave: @escaping (\(f.type)) -> Void) {")
        e.add(2, "_draft = State(initialValue: \(v))")
        e.add(2, "self.onSave = onSave")
        e.add(1, "}")
        e.blank()
        e.add(1, "var body: some View {")
        printChangesSite(&e, depth: 2)
        e.add(2, "Form {")
        e.add(3, "Section(\"Details\") {")
        e.add(4, "TextField(\"\(f.title.capitalized)\", text: $draft.\(f.title))")
        e.add(5, ".focused($focusedField, equals: .\(f.title))")
        if decide(SeededRules.unstableViewID) {
            e.bug(SeededRules.unstableViewID, 5, rng.chance(0.5) ? ".id(draft.\(f.title))" : ".id(\"\\(draft.\(f.title))\")")
        } else if rng.chance(0.3) {
            e.add(5, ".id(draft.id)")
        }
        textFieldSplitSite(&e, depth: 4, condition: "draft.isArchived",
                           field: ["TextField(\"Summary\", text: $draft.summary, axis: .vertical)", ".lineLimit(3...6)",
                                   ".focused($focusedField, equals: .summary)"],
                           modifier: (bug: ".disabled(true)", clean: ".disabled(draft.isArchived)"))
        e.add(4, "Picker(\"Category\", selection: $draft.category) {")
        e.add(5, "ForEach(\(f.category).allCases) { category in")
        e.add(6, "Label(category.title, systemImage: category.systemImage)")
        e.add(7, ".tag(category)")
        e.add(5, "}")
        e.add(4, "}")
        e.add(4, "Stepper(\"Rating: \\(draft.rating)\", value: $draft.rating, in: 0...5)")
        e.add(4, "Toggle(\"Favorite\", isOn: $draft.isFavorite)")
        e.add(4, "DatePicker(\"Created\", selection: $draft.createdAt, displayedComponents: .date)")
        e.add(3, "}")
        e.add(3, "Section(\"Tags\") {")
        e.add(4, "ForEach(Array(draft.labels), id: \\.self) { label in")
        e.add(5, "Text(label)")
        e.add(4, "}")
        e.add(4, "HStack {")
        e.add(5, "TextField(\"New tag\", text: $newTag)")
        e.add(5, "Button(\"Add\") {")
        e.add(6, "draft.tags.append(newTag)")
        e.add(6, "newTag = \"\"")
        e.add(5, "}")
        e.add(5, ".disabled(newTag.isEmpty)")
        e.add(4, "}")
        e.add(3, "}")
        editorNotesSite(&e, f, depth: 3)
        var sections = FileEmitter()
        fill(&sections, budget: fillerBudget(target: target, used: e.count + 25, trailer: 10), once: [], commentDepth: 3, repeated: { e, n in
            let names = ["Advanced", "Sharing", "Reminders", "Appearance", "Privacy", "Sync", "Export", "Danger Zone"]
            let name = names[(n - 1) % names.count] + (n > names.count ? " \(n)" : "")
            e.add(3, "Section {")
            e.add(4, "Toggle(\"Pinned\", isOn: $draft.isPinned)")
            e.add(4, "Toggle(\"Archived\", isOn: $draft.isArchived)")
            e.add(4, "LabeledContent(\"\(f.amount.capitalized)\") {")
            e.add(5, "TextField(\"\(f.noun.unit)\", value: $draft.\(f.amount), format: .number)")
            e.add(6, ".multilineTextAlignment(.trailing)")
            e.add(4, "}")
            e.add(3, "} header: {")
            e.add(4, "Text(\"\(name)\")")
            e.add(3, "} footer: {")
            e.add(4, "Text(\"Changes apply when you tap Save.\")")
            e.add(3, "}")
        })
        e.append(sections)
        e.add(2, "}")
        e.add(2, ".navigationTitle(draft.\(f.title).isEmpty ? \"New \(f.words.capitalized)\" : draft.\(f.title))")
        e.add(2, ".toolbar {")
        e.add(3, "ToolbarItem(placement: .cancellationAction) {")
        e.add(4, "Button(\"Cancel\") {")
        e.add(5, "dismiss()")
        e.add(4, "}")
        e.add(3, "}")
        e.add(3, "ToolbarItem(placement: .confirmationAction) {")
        e.add(4, "Button(\"Save\") {")
        e.add(5, "onSave(draft)")
        e.add(5, "dismiss()")
        e.add(4, "}")
        e.add(4, ".disabled(draft.\(f.title).isEmpty)")
        e.add(3, "}")
        e.add(2, "}")
        e.add(2, ".onAppear {")
        e.add(3, "focusedField = .\(f.title)")
        e.add(2, "}")
        e.add(1, "}")
        e.add(0, "}")
        e.blank()
        e.add(0, "#Preview {")
        e.add(1, "NavigationStack {")
        e.add(2, "\(f.editor)(\(v): \(f.type).samples[0]) { _ in }")
        e.add(1, "}")
        e.add(0, "}")
        finish("\(app.name)/Views/\(f.editor).swift", e)
    }

    // MARK: - Table

    /// The regular-width layout (iPad, Mac): a `Table` of the store's data whose inspector renames the
    /// selected value, and a summary table by category.
    ///
    /// Sites: the summary's rows are the categories (`ForEach(Category.allCases)`), or (seeded,
    /// `table_row_identity`) one `TableRow(value.category)` per element of the store's data. The inspector's
    /// title field seeds its `@State` from its input; the inspector builds it with the selected value,
    /// which the user changes: clean when the call scopes the field's identity to it (`.id(selected.id)`)
    /// or the input is named as a seed (`initialTitle:`), else (seeded) a `state_from_parameter` bug.
    func writeTable(_ f: Feature, app: AppPlan, target: Int) {
        let v = f.variable
        let view = "\(f.type)TableView"
        let field = "\(f.type)TitleField"
        let titleName = f.title.prefix(1).uppercased() + f.title.dropFirst()
        let stateSeeded = decide(SeededRules.stateFromParameter)
        let seedLabel = !stateSeeded && rng.chance(0.4)
        let scoped = !stateSeeded && !seedLabel
        var e = FileEmitter()
        e.add(0, "import SwiftUI")
        e.blank()
        e.add(0, "/// The regular-width layout of the \(f.pluralWords) (iPad, Mac): a table with an inspector that renames")
        e.add(0, "/// the selected \(f.words), and a summary by category.")
        e.add(0, "struct \(view): View {")
        if f.storeInEnvironment {
            e.add(1, "@EnvironmentObject private var store: \(f.store)")
        } else {
            e.add(1, "@ObservedObject var store: \(f.store)")
        }
        stateProperty(&e, depth: 1, "selection: \(f.type).ID?")
        stateProperty(&e, depth: 1, "showsInspector = true")
        e.blank()
        e.add(1, "var body: some View {")
        printChangesSite(&e, depth: 2)
        e.add(2, "VStack(spacing: 0) {")
        e.add(3, "itemsTable")
        e.add(3, "Divider()")
        e.add(3, "categoryTable")
        e.add(4, ".frame(minHeight: 120, idealHeight: 160)")
        e.add(2, "}")
        e.add(2, ".inspector(isPresented: $showsInspector) {")
        let selected = "store.\(f.plural)[index]"
        e.add(3, "if let index = store.\(f.plural).firstIndex(where: { $0.id == selection }) {")
        e.add(4, "\(field)(\(seedLabel ? "initial\(titleName): \(selected).\(f.title)" : "\(v): \(selected)")) { new\(titleName) in")
        e.add(5, "\(selected).\(f.title) = new\(titleName)")
        e.add(4, "}")
        if scoped { e.add(4, ".id(\(selected).id)") }
        e.add(4, ".padding()")
        e.add(3, "} else {")
        e.add(4, "ContentUnavailableView(\"No Selection\", systemImage: \"\(f.noun.icon)\")")
        e.add(3, "}")
        e.add(2, "}")
        e.add(2, ".navigationTitle(\"\(f.display)\")")
        e.add(1, "}")
        e.blank()
        e.add(1, "private var itemsTable: some View {")
        e.add(2, "Table(of: \(f.type).self, selection: $selection) {")
        e.add(3, "TableColumn(\"\(titleName)\", value: \\.\(f.title))")
        e.add(3, "TableColumn(\"Category\") { \(v) in")
        e.add(4, "Label(\(v).category.title, systemImage: \(v).category.systemImage)")
        e.add(3, "}")
        e.add(3, "TableColumn(\"Rating\", value: \\.rating) { \(v) in")
        e.add(4, "Text(\"\\(\(v).rating)\")")
        e.add(5, ".monospacedDigit()")
        e.add(3, "}")
        e.add(2, "} rows: {")
        switch rng.int(0 ... 2) {
        case 0:
            e.add(3, "ForEach(store.visible\(f.pluralCapitalized)) { \(v) in")
            e.add(4, "TableRow(\(v))")
            e.add(5, ".contextMenu {")
            e.add(6, "Button(\"Archive\") {")
            e.add(7, "store.archive(\(v))")
            e.add(6, "}")
            e.add(5, "}")
            e.add(3, "}")
        case 1:
            e.add(3, "ForEach(store.visible\(f.pluralCapitalized)) { \(v) in")
            e.add(4, "TableRow(\(v))")
            e.add(3, "}")
        default:
            e.add(3, "ForEach(store.visible\(f.pluralCapitalized))")
        }
        e.add(2, "}")
        e.add(1, "}")
        e.blank()
        e.add(1, "private var categoryTable: some View {")
        e.add(2, "Table(of: \(f.category).self) {")
        e.add(3, "TableColumn(\"Category\") { category in")
        e.add(4, "Label(category.title, systemImage: category.systemImage)")
        e.add(3, "}")
        e.add(3, "TableColumn(\"\(f.display)\") { category in")
        e.add(4, "Text(store.\(f.plural).filter { $0.category == category }.count, format: .number)")
        e.add(3, "}")
        e.add(2, "} rows: {")
        if decide(SeededRules.tableRowIdentity) {
            // One row per element, showing its category: elements that share a category share a row identity.
            e.add(3, "ForEach(store.visible\(f.pluralCapitalized)) { \(v) in")
            e.bug(SeededRules.tableRowIdentity, 4, "TableRow(\(v).category)")
            e.add(3, "}")
        } else if rng.chance(0.6) {
            e.add(3, "ForEach(\(f.category).allCases) { category in")
            e.add(4, "TableRow(category)")
            e.add(3, "}")
        } else {
            e.add(3, "ForEach(\(f.category).allCases)")
        }
        e.add(2, "}")
        e.add(1, "}")
        fill(&e, budget: fillerBudget(target: target, used: e.count, trailer: 30), once: [], repeated: { e, n in
            let formats = [("tab-separated", "\\t"), ("comma-separated", ","), ("semicolon-separated", ";")]
            let (format, separator) = formats[(n - 1) % formats.count]
            e.blank()
            if n % 2 == 0 {
                e.add(1, "/// The selected \(f.pluralWords) as \(format) lines, for the Copy command (variant \(n)).")
                e.add(1, "private func exportLines\(n)() -> [String] {")
                e.add(2, "store.\(f.plural)")
                e.add(3, ".filter { $0.id == selection }")
                e.add(3, ".map { \"\\($0.\(f.title))\(separator)\\($0.rating)\(separator)\\($0.category.title)\" }")
                e.add(1, "}")
            } else {
                e.add(1, "/// The header row of the \(format) export (variant \(n)).")
                e.add(1, "private var exportHeader\(n): String {")
                e.add(2, "[\"\(f.title.capitalized)\", \"Rating\", \"Category\"].joined(separator: \"\(separator)\")")
                e.add(1, "}")
            }
        })
        e.add(0, "}")
        e.blank()
        e.add(0, "/// Renames one \(f.words): the field edits a draft of the \(Vocabulary.words(f.title)), committed on Return.")
        e.add(0, "struct \(field): View {")
        stateProperty(&e, depth: 1, "text: String", site: false)
        e.add(1, "let onCommit: (String) -> Void")
        e.blank()
        if seedLabel {
            e.add(1, "init(initial\(titleName): String, onCommit: @escaping (String) -> Void) {")
            e.add(2, "_text = State(initialValue: initial\(titleName))")
        } else {
            e.add(1, "init(\(v): \(f.type), onCommit: @escaping (String) -> Void) {")
            if stateSeeded {
                e.bug(SeededRules.stateFromParameter, 2, "_text = State(initialValue: \(v).\(f.title))")
            } else {
                e.add(2, "_text = State(initialValue: \(v).\(f.title))")
            }
        }
        e.add(2, "self.onCommit = onCommit")
        e.add(1, "}")
        e.blank()
        e.add(1, "var body: some View {")
        e.add(2, "Form {")
        if stateSeeded {
            // The title shown as it was first passed: not a draft the user edits and commits.
            e.add(3, "Text(text)")
            e.add(4, ".textSelection(.enabled)")
        } else {
            e.add(3, "TextField(\"\(titleName)\", text: $text)")
            e.add(4, ".onSubmit {")
            e.add(5, "onCommit(text)")
            e.add(4, "}")
        }
        e.add(2, "}")
        e.add(1, "}")
        e.add(0, "}")
        e.blank()
        e.add(0, "#Preview {")
        if f.storeInEnvironment {
            e.add(1, "\(view)()")
            e.add(2, ".environmentObject(\(f.store)())")
        } else {
            e.add(1, "\(view)(store: \(f.store)())")
        }
        e.add(0, "}")
        finish("\(app.name)/Views/\(view).swift", e)
    }
}
