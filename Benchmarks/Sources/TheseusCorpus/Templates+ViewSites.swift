/// The places in view code where a bug can be seeded, each with its clean look-alikes.
extension Generator {
    /// The top of a `body`: `let _ = Self._printChanges()` (seeded), or the `#if DEBUG` form (silent).
    func printChangesSite(_ e: inout FileEmitter, depth: Int) {
        if decide(SeededRules.printChanges) {
            let spelling = rng.pick(["let _ = Self._printChanges()", "let _ = Self._logChanges()", "let _ = _printChanges()"])
            e.bug(SeededRules.printChanges, depth, spelling)
        } else if rng.chance(0.08) {
            e.add(depth, "#if DEBUG")
            e.add(depth, "let _ = Self._printChanges()")
            e.add(depth, "#endif")
        } else if rng.chance(0.03) {
            e.add(depth, "// let _ = Self._printChanges()")
        } else if rng.chance(0.03) {
            // Kept on purpose, with a suppression that still suppresses the finding.
            e.add(depth, "// theseus:disable:next print_changes - tracking the extra updates reported in FB\(rng.int(10_000 ... 99_999))")
            e.add(depth, "let _ = Self._printChanges()")
        }
    }

    /// A `@State`/`@StateObject` property: private, or (seeded) not. Not a `site` in a type without a
    /// memberwise initializer that callers reach (a view with its own `init`, the `App`): there the
    /// property is sometimes left non-private, which is harmless.
    func stateProperty(_ e: inout FileEmitter, depth: Int, _ declaration: String, wrapper: String = "State", site: Bool = true) {
        if !site {
            e.add(depth, "@\(wrapper) \(rng.chance(0.3) ? "" : "private ")var \(declaration)")
            return
        }
        if decide(SeededRules.nonPrivateState) {
            let access = rng.pick(["", "", "", "public ", "private(set) ", "internal "])
            e.bug(SeededRules.nonPrivateState, depth, "@\(wrapper) \(access)var \(declaration)")
        } else {
            e.add(depth, "@\(wrapper) \(rng.chance(0.95) ? "private" : "fileprivate") var \(declaration)")
        }
    }

    /// How a row writes its date: `formatted(date:time:)`, a `FormatStyle`, a formatter made once (a
    /// `static let` of the row or of the area's helpers), or (seeded) a formatter allocated in code that runs
    /// with every evaluation of the row's `body` (a computed property it reads, or a local in `body`).
    /// A formatter made in a context-menu action runs when the user taps, not with `body`: a look-alike.
    struct RowDateSite {
        enum Style { case formatted, formatStyle, staticFormatter, helperFormatter, copyAction, computedFormatter, bodyFormatter }
        var style: Style
        var seeded: Bool { style == .computedFormatter || style == .bodyFormatter }
    }

    func rowDateSite(_ f: Feature) -> RowDateSite {
        if decide(SeededRules.expensiveWorkInBody) {
            return RowDateSite(style: rng.chance(0.6) ? .computedFormatter : .bodyFormatter)
        }
        var styles: [RowDateSite.Style] = [.formatted, .formatted, .formatStyle, .staticFormatter, .copyAction]
        if f.hasHelpers { styles.append(.helperFormatter) }
        return RowDateSite(style: rng.pick(styles))
    }

    /// The members a row's date needs before `body` (a `static let` formatter).
    func rowDateStatics(_ e: inout FileEmitter, _ site: RowDateSite) {
        guard site.style == .staticFormatter else { return }
        e.add(1, "private static let dateFormatter: DateFormatter = {")
        e.add(2, "let formatter = DateFormatter()")
        e.add(2, "formatter.dateStyle = .medium")
        e.add(2, "formatter.timeStyle = .none")
        e.add(2, "return formatter")
        e.add(1, "}()")
    }

    /// The first lines of `body` (a formatter made there, seeded).
    func rowDateBodyStart(_ e: inout FileEmitter, _ site: RowDateSite, depth: Int) {
        guard site.style == .bodyFormatter else { return }
        e.bug(SeededRules.expensiveWorkInBody, depth, "let relativeFormatter = RelativeDateTimeFormatter()")
    }

    /// The row's subtitle, the date in it.
    func rowDateText(_ e: inout FileEmitter, _ site: RowDateSite, _ f: Feature, value v: String, depth: Int) {
        let tags = "\\(\(v).tags.count) tags · "
        switch site.style {
        case .formatted, .copyAction:
            e.add(depth, "Text(\"\(tags)\\(\(v).createdAt.formatted(date: .abbreviated, time: .omitted))\")")
        case .formatStyle:
            e.add(depth, "Text(\(v).createdAt, format: .dateTime.day().month(.abbreviated).year())")
        case .staticFormatter:
            e.add(depth, "Text(\"\(tags)\\(Self.dateFormatter.string(from: \(v).createdAt))\")")
        case .helperFormatter:
            e.add(depth, "Text(\"\(tags)\\(\(f.formatting).dateFormatter.string(from: \(v).createdAt))\")")
        case .computedFormatter:
            e.add(depth, "Text(subtitle)")
        case .bodyFormatter:
            e.add(depth, "Text(\"\(tags)\\(relativeFormatter.localizedString(for: \(v).createdAt, relativeTo: .now))\")")
        }
    }

    /// Modifiers of the row's content for the date (a context menu that copies it).
    func rowDateModifiers(_ e: inout FileEmitter, _ site: RowDateSite, depth: Int) {
        guard site.style == .copyAction else { return }
        e.add(depth, ".contextMenu {")
        e.add(depth + 1, "Button(\"Copy Date\") {")
        e.add(depth + 2, "UIPasteboard.general.string = isoDate()")
        e.add(depth + 1, "}")
        e.add(depth, "}")
    }

    /// The members after `body` that the date reads.
    func rowDateMembers(_ e: inout FileEmitter, _ site: RowDateSite, value v: String) {
        switch site.style {
        case .computedFormatter:
            e.add(1, "private var subtitle: String {")
            e.bug(SeededRules.expensiveWorkInBody, 2, "let formatter = DateFormatter()")
            e.add(2, "formatter.dateStyle = .medium")
            e.add(2, "return \"\\(\(v).tags.count) tags · \\(formatter.string(from: \(v).createdAt))\"")
            e.add(1, "}")
            e.blank()
        case .copyAction:
            e.add(1, "/// Called from the context menu only: the formatter is made when the user copies.")
            e.add(1, "private func isoDate() -> String {")
            e.add(2, "ISO8601DateFormatter().string(from: \(v).createdAt)")
            e.add(1, "}")
            e.blank()
        default:
            break
        }
    }

    /// The detail screen's activity card, which its `body` builds on every update, and the model it keeps in
    /// a `@State`: an `@Observable` class whose `init` is empty or only stores a key, loaded in `.task`, or
    /// (seeded) one whose `init` loads (calls `load()`, reads the defaults), which runs again every time the
    /// detail's `body` makes the card, although SwiftUI keeps only the first model.
    func activitySite(_ e: inout FileEmitter, _ f: Feature, app: AppPlan) {
        let model = "\(f.type)ActivityModel"
        let v = f.variable
        let seeded = decide(SeededRules.expensiveStateInitializer)
        let variant = rng.int(0 ... 1)
        e.blank()
        e.add(0, "/// How often \(f.pluralWords) are opened, kept in the user defaults.")
        e.add(0, "@Observable")
        e.add(0, "final class \(model) {")
        e.add(1, "var openCount = 0")
        e.add(1, "var lastOpened: Date?")
        if !seeded && variant == 1 { e.add(1, "let key: String") }
        e.blank()
        if seeded && variant == 0 {
            e.add(1, "init() {")
            e.add(2, "load()")
            e.add(1, "}")
            e.blank()
        } else if seeded {
            e.add(1, "init() {")
            e.add(2, "openCount = UserDefaults.standard.integer(forKey: \"\(v).openCount\")")
            e.add(2, "lastOpened = UserDefaults.standard.object(forKey: \"\(v).lastOpened\") as? Date")
            e.add(1, "}")
            e.blank()
        } else if variant == 1 {
            e.add(1, "init(key: String = \"\(v)\") {")
            e.add(2, "self.key = key")
            e.add(1, "}")
            e.blank()
        }
        let key = !seeded && variant == 1 ? "\\(key)" : v
        e.add(1, "func load() {")
        e.add(2, "let defaults = UserDefaults.standard")
        e.add(2, "openCount = defaults.integer(forKey: \"\(key).openCount\")")
        e.add(2, "lastOpened = defaults.object(forKey: \"\(key).lastOpened\") as? Date")
        e.add(1, "}")
        e.add(0, "}")
        e.blank()
        e.add(0, "/// The activity card of the \(f.words) detail screen.")
        e.add(0, "private struct \(f.type)ActivityView: View {")
        if seeded {
            e.bug(SeededRules.expensiveStateInitializer, 1, "@State private var activity = \(model)()")
        } else {
            e.add(1, "@State private var activity = \(model)()")
        }
        e.blank()
        e.add(1, "var body: some View {")
        e.add(2, "\(app.name)SectionCard(title: \"Activity\", systemImage: \"chart.bar\") {")
        e.add(3, "LabeledContent(\"Opened\", value: \"\\(activity.openCount) times\")")
        e.add(3, "LabeledContent(\"Last opened\", value: activity.lastOpened?.formatted(date: .abbreviated, time: .shortened) ?? \"Never\")")
        e.add(2, "}")
        if !seeded {
            e.add(2, ".task {")
            e.add(3, "activity.load()")
            e.add(2, "}")
        }
        e.add(1, "}")
        e.add(0, "}")
    }

    /// Modifiers that compare a value across updates: stable values, or (seeded) a fresh one.
    /// `.id(UUID())` only where the modified view holds state (`holdsState`): a new identity for a
    /// `Text` or a plain stack costs a redraw, not state.
    func viewIDSite(_ e: inout FileEmitter, depth: Int, value: String, holdsState: Bool) {
        let variant = rng.int(holdsState ? 0 ... 3 : 1 ... 3)
        if decide(SeededRules.unstableViewID) {
            switch variant {
            case 0:
                e.bug(SeededRules.unstableViewID, depth, "." + rng.pick(["id(UUID())", "id(Date())", "id(UUID().uuidString)"]))
            case 1, 2:
                // (`.animation(_:value:)` with a fresh value is reported only with the rule's
                // `animation_values` option: the seeded bug is a task restarted on every update.)
                e.bug(SeededRules.unstableViewID, depth, ".task(id: \(rng.pick(["Date()", "UUID()"]))) {")
                e.add(depth + 1, "try? await Task.sleep(nanoseconds: 50_000_000)")
                e.add(depth, "}")
            default:
                e.bug(SeededRules.unstableViewID, depth, ".onChange(of: Date.now) { _, _ in")
                e.add(depth + 1, "UISelectionFeedbackGenerator().selectionChanged()")
                e.add(depth, "}")
            }
            return
        }
        switch variant {
        case 0:
            e.add(depth, ".id(\(value).id)")
        case 1:
            e.add(depth, ".animation(.easeInOut(duration: 0.2), value: \(value).isFavorite)")
        case 2:
            e.add(depth, ".task(id: \(value).id) {")
            e.add(depth + 1, "// Load the thumbnail for the new \(value).")
            e.add(depth + 1, "try? await Task.sleep(nanoseconds: 50_000_000)")
            e.add(depth, "}")
        default:
            e.add(depth, ".onChange(of: \(value).rating) { _, newValue in")
            e.add(depth + 1, "if newValue == 5 { UISelectionFeedbackGenerator().selectionChanged() }")
            e.add(depth, "}")
        }
    }

    /// Calls of app helpers at the end of a row's chain: the app's `.if`/`.when` on the row's pinned flag,
    /// which can change while the list shows the row (seeded, a `conditional_modifier_helper` bug); the
    /// app's `hidden(_:)`, which removes the view (presence, not a split); `eraseToAnyView()` (seeded, an
    /// `any_view` bug wherever a view calls it).
    func helperCallSites(_ e: inout FileEmitter, depth: Int, value: String, app: AppPlan) {
        if let helper = app.conditionalHelper, decide(SeededRules.conditionalModifierHelper) {
            e.bug(SeededRules.conditionalModifierHelper, depth, ".\(helper)(\(value).isPinned) { $0.\(rng.pick(["opacity(0.6)", "border(.orange)", "shadow(radius: 2)"])) }")
        }
        if rng.chance(0.15) {
            e.add(depth, ".hidden(\(value).isArchived)")
        }
        if app.definesEraser, decide(SeededRules.anyView) {
            e.bug(SeededRules.anyView, depth, ".eraseToAnyView()")
        }
    }

    /// A mark whose look depends on a flag of a value that can change: one view with the condition in its
    /// arguments (or views of different types, or a view shown or not), or (seeded) the same `Image`,
    /// `Label` or `Text` built in every branch, which splits one view into several identities: a
    /// stateless one cross-fades instead of animating, and loses state the day it gains some.
    func identitySite(_ e: inout FileEmitter, depth: Int, value: String, f: Feature) {
        let d = depth
        let split = decide(SeededRules.identitySplittingBranch)
        switch split ? rng.int(0 ... 3) : rng.int(4 ... 7) {
        case 0:
            e.bug(SeededRules.identitySplittingBranch, d, "if \(value).isFavorite {")
            e.add(d + 1, "Image(systemName: \"heart.fill\")")
            e.add(d + 2, ".foregroundStyle(.pink)")
            e.add(d, "} else {")
            e.add(d + 1, "Image(systemName: \"heart.fill\")")
            e.add(d + 2, ".foregroundStyle(.secondary)")
            e.add(d, "}")
        case 1:
            e.bug(SeededRules.identitySplittingBranch, d, "if \(value).isPinned {")
            e.add(d + 1, "Label(\"Pinned\", systemImage: \"pin.fill\")")
            e.add(d, "} else {")
            e.add(d + 1, "Label(\"Pinned\", systemImage: \"pin\")")
            e.add(d, "}")
        case 2:
            e.bug(SeededRules.identitySplittingBranch, d, "if \(value).rating > 3 {")
            e.add(d + 1, "Text(\(value).\(f.title))")
            e.add(d + 2, ".font(.headline)")
            e.add(d + 2, ".bold()")
            e.add(d, "} else {")
            e.add(d + 1, "Text(\(value).\(f.title))")
            e.add(d + 2, ".font(.headline)")
            e.add(d, "}")
        case 3:
            e.bug(SeededRules.identitySplittingBranch, d, "switch \(value).category {")
            for (i, category) in f.noun.categories.enumerated() {
                e.add(d, "case .\(category):")
                e.add(d + 1, "Image(systemName: \"\(f.noun.icon)\")")
                e.add(d + 2, ".foregroundStyle(\(["Color.orange", "Color.blue", "Color.green", "Color.purple", "Color.red"][i % 5]))")
            }
            e.add(d, "}")
        case 4:
            e.add(d, "Image(systemName: \(value).isFavorite ? \"heart.fill\" : \"heart\")")
            e.add(d + 1, ".foregroundStyle(\(value).isFavorite ? .pink : .secondary)")
        case 5:
            e.add(d, "if \(value).isPinned {")
            e.add(d + 1, "Image(systemName: \"pin.fill\")")
            e.add(d, "} else {")
            e.add(d + 1, "Text(\"\\(\(value).rating)/5\")")
            e.add(d + 2, ".monospacedDigit()")
            e.add(d, "}")
        case 6:
            e.add(d, "if \(value).isFavorite {")
            e.add(d + 1, "Image(systemName: \"heart.fill\")")
            e.add(d + 2, ".foregroundStyle(.pink)")
            e.add(d, "}")
        default:
            e.add(d, "Label(\"Pinned\", systemImage: \(value).isPinned ? \"pin.fill\" : \"pin\")")
            e.add(d + 1, ".labelStyle(.iconOnly)")
        }
    }

    /// A text field whose look depends on state the user changes while typing: one field with the
    /// condition in its modifiers, or (seeded) the same field built in both branches of an `if`, which
    /// replaces the field, and drops its focus, whenever the condition flips.
    func textFieldSplitSite(_ e: inout FileEmitter, depth d: Int, condition: String, field: [String], modifier: (bug: String, clean: String)) {
        if decide(SeededRules.identitySplittingBranch) {
            e.bug(SeededRules.identitySplittingBranch, d, "if \(condition) {")
            for (i, line) in field.enumerated() { e.add(d + 1 + (i > 0 ? 1 : 0), line) }
            e.add(d + 2, modifier.bug)
            e.add(d, "} else {")
            for (i, line) in field.enumerated() { e.add(d + 1 + (i > 0 ? 1 : 0), line) }
            e.add(d, "}")
        } else {
            for (i, line) in field.enumerated() { e.add(d + (i > 0 ? 1 : 0), line) }
            e.add(d + 1, modifier.clean)
        }
    }

    /// The trailing mark of a row: a `@ViewBuilder` that shows a pin or a chevron, or (seeded) a property
    /// typed `AnyView` whose branches return different views, one of them another `AnyView` property.
    func accessorySite(_ e: inout FileEmitter, name: String, value: String, f: Feature) {
        if decide(SeededRules.anyView) {
            e.add(1, "private var \(name): AnyView {")
            e.add(2, "if \(value).isPinned {")
            e.bug(SeededRules.anyView, 3, "return AnyView(Image(systemName: \"pin.fill\").foregroundStyle(.orange))")
            e.add(2, "}")
            e.add(2, "return chevron")
            e.add(1, "}")
            e.blank()
            e.add(1, "private var chevron: AnyView {")
            e.bug(SeededRules.anyView, 2, "AnyView(Image(systemName: \"chevron.right\").foregroundStyle(.tertiary))")
            e.add(1, "}")
        } else if decide(SeededRules.identitySplittingBranch) {
            // The same `Image` in both branches, with other arguments: one view split in two.
            e.add(1, "@ViewBuilder")
            e.add(1, "private var \(name): some View {")
            e.bug(SeededRules.identitySplittingBranch, 2, "if \(value).isPinned {")
            e.add(3, "Image(systemName: \"pin.fill\")")
            e.add(4, ".foregroundStyle(.orange)")
            e.add(2, "} else {")
            e.add(3, "Image(systemName: \"chevron.right\")")
            e.add(4, ".foregroundStyle(.tertiary)")
            e.add(2, "}")
            e.add(1, "}")
        } else {
            e.add(1, "private var \(name): some View {")
            e.add(2, "Image(systemName: \"chevron.right\")")
            e.add(3, ".foregroundStyle(.tertiary)")
            e.add(1, "}")
        }
    }

    /// A suppression comment: stale (seeded, it suppresses nothing), or one that still suppresses an
    /// `AnyView` (silent), or nothing.
    func suppressionSite(_ e: inout FileEmitter, depth: Int, value: String, f: Feature) {
        if decide(SeededRules.unusedSuppression) {
            switch rng.int(0 ... 2) {
            case 0:
                e.bug(SeededRules.unusedSuppression, depth, "// theseus:disable:next any_view")
                e.add(depth, "Text(\(value).summary)")
            case 1:
                e.bug(SeededRules.unusedSuppression, depth, "// theseus:disable:next index_based_identity - rows are never reordered")
                e.add(depth, "Text(\(value).summary)")
            default:
                e.bug(SeededRules.unusedSuppression, depth, "Text(\(value).summary) // theseus:disable:this any_view")
            }
            e.add(depth + 1, ".font(.footnote)")
            return
        }
        if rng.chance(0.2) {
            // One fixed type, erased with a comment that says it is meant: not reported.
            e.add(depth, "// Erased on purpose: the legacy badge is bridged from UIKit.")
            e.add(depth, "AnyView(Text(\(value).summary).font(.footnote))")
        } else {
            e.add(depth, "Text(\(value).summary)")
            e.add(depth + 1, ".font(.footnote)")
        }
    }

    /// Stars for a rating: over a constant range, or (seeded) over `0..<value.rating`, a bound nothing
    /// proves constant (in a row of a list over a store's data, or a screen given a value: `live` or not).
    func ratingSite(_ e: inout FileEmitter, depth: Int, value: String, constantName: String?, live: Bool) {
        let d = depth
        e.add(d, "HStack(spacing: 2) {")
        if decide(SeededRules.nonConstantForEachRange) {
            e.bug(SeededRules.nonConstantForEachRange, d + 1, "ForEach(0..<\(value).rating) { _ in")
            e.add(d + 2, "Image(systemName: \"star.fill\")")
            e.add(d + 1, "}")
        } else if let constantName, rng.chance(0.5) {
            e.add(d + 1, "ForEach(0..<Self.\(constantName)) { index in")
            e.add(d + 2, "Image(systemName: index < \(value).rating ? \"star.fill\" : \"star\")")
            e.add(d + 1, "}")
        } else if rng.chance(0.5) {
            e.add(d + 1, "ForEach(0..<5) { index in")
            e.add(d + 2, "Image(systemName: index < \(value).rating ? \"star.fill\" : \"star\")")
            e.add(d + 1, "}")
        } else {
            e.add(d + 1, "ForEach(0..<\(value).rating, id: \\.self) { _ in")
            e.add(d + 2, "Image(systemName: \"star.fill\")")
            e.add(d + 1, "}")
        }
        e.add(d, "}")
        e.add(d, ".font(.caption)")
        e.add(d, ".foregroundStyle(.yellow)")
    }

    /// Tags or notes keyed by a unique id, or (seeded) by values that repeat: the notes' texts, or a
    /// note's text although `Note` is `Identifiable` with a stored id (a fresh `UUID()` default would be
    /// no steadier than the text). The labels are a `Set`: unique by construction; the user's tags keyed
    /// by themselves are reported only with the rule's `primitive_values` option.
    func tagsSite(_ e: inout FileEmitter, depth: Int, value: String, f: Feature) {
        let d = depth
        if decide(SeededRules.nonUniqueIDKeyPath) {
            switch notesWithStoredID.contains(f.type) ? rng.int(0 ... 1) : 0 {
            case 0:
                e.bug(SeededRules.nonUniqueIDKeyPath, d, "ForEach(\(value).notes.map(\\.text), id: \\.self) { text in")
                // The texts are built by `.map` in view code too.
                force(SeededRules.inlineForEachTransform)
                e.alsoBug(SeededRules.inlineForEachTransform)
                e.add(d + 1, "Text(text)")
            default:
                e.bug(SeededRules.nonUniqueIDKeyPath, d, "ForEach(\(value).notes, id: \\.text) { note in")
                e.add(d + 1, "Text(note.text)")
            }
        } else {
            switch rng.int(0 ... 3) {
            case 0:
                e.add(d, "ForEach(Array(\(value).labels), id: \\.self) { label in")
                e.add(d + 1, "Text(\"#\\(label)\")")
            case 1:
                e.add(d, "ForEach(\(value).notes, id: \\.id) { note in")
                e.add(d + 1, "Text(note.text)")
            case 2:
                // Strings keyed by themselves: reported only with `primitive_values`, off by default.
                e.add(d, "ForEach(\(value).tags, id: \\.self) { tag in")
                e.add(d + 1, "Text(\"#\\(tag)\")")
            default:
                e.add(d, "ForEach(\(value).notes) { note in")
                e.add(d + 1, "Text(note.text)")
            }
        }
        e.add(d + 2, ".font(.caption)")
        e.add(d + 2, ".padding(.horizontal, 8)")
        e.add(d + 2, ".padding(.vertical, 4)")
        e.add(d + 2, ".background(.thinMaterial, in: Capsule())")
        e.add(d, "}")
    }

    /// Notes keyed by their id, or (seeded) by their position: the model inserts notes at the top and
    /// removes them from the middle, so positions move while the notes are shown, and each row keeps
    /// state (`rowType` has an `@State` expansion flag) that would move to another note.
    func notesSite(_ e: inout FileEmitter, depth: Int, value: String, rowType: String) {
        let d = depth
        if decide(SeededRules.indexBasedIdentity) {
            switch rng.int(0 ... 2) {
            case 0:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(\(value).notes.indices, id: \\.self) { index in")
                e.add(d + 1, "\(rowType)(note: \(value).notes[index])")
            case 1:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(Array(\(value).notes.enumerated()), id: \\.offset) { pair in")
                e.add(d + 1, "\(rowType)(note: pair.element, number: pair.offset + 1)")
            default:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(0..<\(value).notes.count, id: \\.self) { index in")
                e.add(d + 1, "\(rowType)(note: \(value).notes[index])")
            }
        } else if rng.chance(0.3) {
            e.add(d, "ForEach(Array(\(value).notes.enumerated()), id: \\.element.id) { pair in")
            e.add(d + 1, "\(rowType)(note: pair.element, number: pair.offset + 1)")
        } else {
            e.add(d, "ForEach(\(value).notes) { note in")
            e.add(d + 1, "\(rowType)(note: note)")
        }
        e.add(d, "}")
    }

    /// `ForEach` data: stored, or (seeded) transformed in `body`. Returns the data and whether it is a bug.
    /// In a `List` (`inList`) any transform of the store's data is a bug; elsewhere only `.shuffled()`, and
    /// other transforms are look-alikes.
    func forEachData(_ stored: String, transformed: [String], inList: Bool) -> (String, Bool) {
        if inList {
            guard decide(SeededRules.inlineForEachTransform) else { return (stored, false) }
            return (rng.pick(transformed), true)
        }
        if decide(SeededRules.inlineForEachTransform) {
            return (rng.pick(transformed.filter { Self.isTransform($0) }), true)
        }
        // Views of the collection (`reversed()`, `dropFirst()`) walk nothing: not transforms.
        let views = transformed.filter { !Self.isTransform($0) }
        if !views.isEmpty, rng.chance(0.4) { return (rng.pick(views), false) }
        return (stored, false)
    }

    /// Whether data is built by a transform that walks the collection (`filter`, `sorted`, `map`, `shuffled`).
    static func isTransform(_ data: String) -> Bool {
        [".filter", ".sorted", ".map", ".shuffled"].contains { data.contains($0) }
    }

    func modelTransforms(_ base: String) -> [String] {
        ["\(base).filter { $0.isFavorite }", "\(base).sorted { $0.rating > $1.rating }", "\(base).shuffled()",
         "\(base).filter { !$0.isArchived }.sorted(by: { $0.createdAt > $1.createdAt })", "\(base).filter { $0.matches(store.query) }"]
    }

    func noteTransforms(_ base: String) -> [String] {
        ["\(base).sorted { $0.createdAt > $1.createdAt }", "\(base).filter { !$0.text.isEmpty }", "\(base).reversed()",
         "\(base).shuffled()", "\(base).dropFirst()"]
    }
}
