import Foundation

/// The rule ids whose bugs the generator seeds (every rule Theseus has).
public enum SeededRules {
    public static let unstableIdentifiableID = "unstable_identifiable_id"
    public static let ephemeralDefaultID = "ephemeral_default_id"
    public static let unstableViewID = "unstable_view_id"
    public static let indexBasedIdentity = "index_based_identity"
    public static let nonConstantForEachRange = "non_constant_foreach_range"
    public static let nonUniqueIDKeyPath = "non_unique_id_key_path"
    public static let anyView = "any_view"
    public static let conditionalModifierHelper = "conditional_modifier_helper"
    public static let identitySplittingBranch = "identity_splitting_branch"
    public static let observedObjectInitialization = "observed_object_initialization"
    public static let inlineEnvironmentObject = "inline_environment_object"
    public static let nonPrivateState = "non_private_state"
    public static let variableViewsPerRow = "variable_views_per_row"
    public static let printChanges = "print_changes"
    public static let inlineForEachTransform = "inline_foreach_transform"
    public static let unusedSuppression = "unused_suppression"
    public static let tableRowIdentity = "table_row_identity"
    public static let expensiveWorkInBody = "expensive_work_in_body"
    public static let expensiveStateInitializer = "expensive_state_initializer"
    public static let stateFromParameter = "state_from_parameter"

    /// Rule options under which the seeded bugs are exactly the findings: the state a table's inspector
    /// copies from a store's element is a `medium` finding, which `state_from_parameter` reports by
    /// default only with `medium_confidence`.
    public static let options: [String: [String: Bool]] = [stateFromParameter: ["medium_confidence": true]]

    public static let all: [String] = [
        unstableIdentifiableID, ephemeralDefaultID, unstableViewID, indexBasedIdentity, nonConstantForEachRange,
        nonUniqueIDKeyPath, anyView, conditionalModifierHelper, identitySplittingBranch,
        observedObjectInitialization, inlineEnvironmentObject, nonPrivateState, variableViewsPerRow, printChanges,
        inlineForEachTransform, unusedSuppression, tableRowIdentity, expensiveWorkInBody, expensiveStateInitializer,
        stateFromParameter,
    ]
}

/// Generates realistic SwiftUI apps (models, view models, views, extensions, helpers, previews) with a
/// known rate of every rule's bug seeded in, and records where each bug must be reported.
///
/// Layout: `<App>/<App>App.swift`, `<App>/Models/`, `<App>/ViewModels/`, `<App>/Views/`,
/// `<App>/Extensions/`, `<App>/Helpers/`. Every type name is unique across the corpus, so that apps do
/// not see each other's declarations through the project index. Files are 30 to 400 lines long.
public enum CorpusGenerator {
    public static func generate(_ configuration: CorpusConfiguration) -> Corpus {
        let generator = Generator(configuration)
        generator.run()
        let files = generator.files
        return Corpus(configuration: configuration, files: files, expected: generator.expected.sorted(), sites: generator.sites,
                      lineCount: files.reduce(0) { $0 + $1.lineCount }, byteCount: files.reduce(0) { $0 + $1.text.utf8.count })
    }
}

/// The lines of one file being written, and the rules expected on them.
struct FileEmitter {
    var lines: [String] = []
    var marks: [(rule: String, line: Int)] = []

    var count: Int { lines.count }

    mutating func add(_ depth: Int, _ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    mutating func blank() { lines.append("") }

    /// A line on which `rule` must report exactly one finding.
    mutating func bug(_ rule: String, _ depth: Int, _ text: String) {
        add(depth, text)
        marks.append((rule, lines.count))
    }

    /// The last line written is also where `rule` reports (two rules' patterns on one line).
    mutating func alsoBug(_ rule: String) {
        marks.append((rule, lines.count))
    }

    mutating func append(_ other: FileEmitter) {
        let offset = lines.count
        lines += other.lines
        marks += other.marks.map { ($0.rule, $0.line + offset) }
    }
}

/// A noun an app area is about, with the words its code uses.
struct Noun {
    var type: String
    var plural: String
    var titleField: String
    var amountField: String
    var unit: String
    var icon: String
    var categories: [String]
    var samples: [String]
}

/// One area of an app (a model, its store and its screens), with every name its code uses.
struct Feature {
    var noun: Noun
    var type: String           // SharedRecipe
    var variable: String       // sharedRecipe
    var plural: String         // sharedRecipes
    var words: String          // shared recipe
    var pluralWords: String    // shared recipes
    var display: String        // Shared Recipes

    var title: String { noun.titleField }
    var amount: String { noun.amountField }
    var store: String { type + "Store" }
    var storeVariable: String { variable + "Store" }
    var category: String { type + "Category" }
    var note: String { type + "Note" }
    var sortOrder: String { type + "SortOrder" }
    var listView: String { type + "ListView" }
    var row: String { type + "Row" }
    var detail: String { type + "DetailView" }
    var editor: String { type + "Editor" }
    var section: String { type + "DetailSection" }
    var formatting: String { type + "Formatting" }
    var pluralCapitalized: String { plural.prefix(1).uppercased() + plural.dropFirst() }

    /// How the model's `id` is declared when it is clean: `let id: UUID`, `var id = UUID()`, `let id: String`.
    var idStyle: Int
    /// The list owns the store (`@StateObject`) or the app injects it (`@EnvironmentObject`).
    var storeInEnvironment: Bool
    var hasDetail: Bool
    var hasEditor: Bool
    var hasExtensions: Bool
    var hasHelpers: Bool
    /// The regular-width layout (`<Type>TableView`): a `Table` of the store's data with an inspector.
    var hasTable: Bool
    /// The list screen: `List { ForEach }`, `List(data)` or sections.
    var listStyle: Int
}

struct AppPlan {
    var name: String
    var features: [Feature] = []
    /// The conditional-modifier helper taking a transform closure that this app defines (`if`, `when`),
    /// when its bug was seeded. Helpers are found across the project by name, so an app defines one only
    /// when seeded, and then always calls it on a condition the user changes (the onboarding screen):
    /// its definition is a `conditional_modifier_helper` bug, and so are that call and the rows' calls on
    /// their pinned flag.
    var conditionalHelper: String?
    /// Whether the app defines `applyIf(_:_:)`, a named helper that applies a `ViewModifier` only when a
    /// condition holds (seeded): the onboarding screen calls it on a condition the user changes, so its
    /// definition and that call are `conditional_modifier_helper` bugs.
    var definesApplyIf = false
    /// Whether the app defines `eraseToAnyView()`: not reported where it is defined (its calls are the
    /// erasures); an `any_view` bug wherever a view calls it.
    var definesEraser = false
}

final class Generator {
    let configuration: CorpusConfiguration
    var rng: SeededRandom
    var files: [CorpusFile] = []
    var expected: [CorpusLocation] = []
    var sites: [String: Int] = [:]
    var seededCount: [String: Int] = [:]
    var totalLines = 0
    var typeNameUses: [String: Int] = [:]
    /// Model types whose note type has a stored `let id: UUID` (not a fresh default, not computed).
    var notesWithStoredID: Set<String> = []
    var appNameUses: [String: Int] = [:]

    init(_ configuration: CorpusConfiguration) {
        self.configuration = configuration
        rng = SeededRandom(seed: configuration.seed)
    }

    /// An eligible site of `rule`: true when the bug is to be written there.
    func decide(_ rule: String) -> Bool {
        sites[rule, default: 0] += 1
        let drawn = rng.chance(configuration.bugRate)
        let seeded = drawn || seededCount[rule, default: 0] < configuration.minimumBugsPerRule
        if seeded { seededCount[rule, default: 0] += 1 }
        return seeded
    }

    /// A site of `rule` whose bug follows from another seeded bug (the call that makes a seeded helper's
    /// definition a bug is itself a bug of another rule): counted as a site, always seeded.
    func force(_ rule: String) {
        sites[rule, default: 0] += 1
        seededCount[rule, default: 0] += 1
    }

    func finish(_ path: String, _ emitter: FileEmitter) {
        let text = emitter.lines.joined(separator: "\n") + "\n"
        files.append(CorpusFile(path: path, text: text, lineCount: emitter.lines.count))
        for mark in emitter.marks { expected.append(CorpusLocation(ruleID: mark.rule, path: path, line: mark.line)) }
        totalLines += emitter.lines.count
    }

    /// A file size in lines, 30 to 400, most files between 60 and 200.
    func drawTarget() -> Int {
        let u = rng.unit()
        return 30 + Int(370 * pow(u, 1.7))
    }

    func run() {
        while totalLines < configuration.lines {
            writeApp()
        }
    }

    // MARK: - Naming

    func makeFeature() -> Feature {
        let noun = rng.pick(Vocabulary.nouns)
        let prefixes = Vocabulary.prefixes
        var prefix = ""
        var type = noun.type
        // The first use of a noun is bare; later ones take a prefix, then a number.
        var attempt = 0
        while typeNameUses[type] != nil {
            attempt += 1
            if attempt < 6 {
                prefix = rng.pick(prefixes)
                type = prefix + noun.type
            } else {
                let n = typeNameUses[noun.type, default: 1] + 1
                typeNameUses[noun.type] = n
                prefix = ""
                type = noun.type + String(n)
            }
        }
        typeNameUses[type] = 1
        let lowerPrefix = prefix.isEmpty ? "" : prefix.prefix(1).lowercased() + prefix.dropFirst()
        let suffix = type.hasPrefix(noun.type) && type != noun.type && prefix.isEmpty ? String(type.dropFirst(noun.type.count)) : ""
        let variable = prefix.isEmpty ? noun.type.prefix(1).lowercased() + noun.type.dropFirst() + suffix
            : lowerPrefix + noun.type
        let plural = prefix.isEmpty ? noun.plural + suffix : lowerPrefix + noun.plural.prefix(1).uppercased() + noun.plural.dropFirst()
        let nounWords = Vocabulary.words(noun.type)
        let pluralNounWords = Vocabulary.words(noun.plural)
        let words = (prefix.isEmpty ? nounWords : prefix.lowercased() + " " + nounWords) + (suffix.isEmpty ? "" : " " + suffix)
        let pluralWords = (prefix.isEmpty ? pluralNounWords : prefix.lowercased() + " " + pluralNounWords) + (suffix.isEmpty ? "" : " " + suffix)
        let display = pluralWords.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return Feature(noun: noun, type: type, variable: variable, plural: plural, words: words, pluralWords: pluralWords,
                       display: display, idStyle: rng.int(0 ... 2), storeInEnvironment: rng.chance(0.4),
                       hasDetail: rng.chance(0.85), hasEditor: rng.chance(0.7), hasExtensions: rng.chance(0.6),
                       hasHelpers: rng.chance(0.55), hasTable: rng.chance(0.5), listStyle: rng.int(0 ... 2))
    }

    func makeAppName() -> String {
        let base = rng.pick(Vocabulary.appNames)
        let n = appNameUses[base, default: 0] + 1
        appNameUses[base] = n
        return n == 1 ? base : base + String(n)
    }

    // MARK: - Apps

    func writeApp() {
        var app = AppPlan(name: makeAppName())
        // About 1 000 lines per area: fewer areas when the corpus is nearly complete.
        let featureCount = min(rng.int(4 ... 10), max(1, (configuration.lines - totalLines) / 1_000))
        for _ in 0 ..< featureCount { app.features.append(makeFeature()) }
        if decide(SeededRules.conditionalModifierHelper) {
            app.conditionalHelper = rng.pick(["if", "when"])
            // Its call on the onboarding screen, on a condition the user changes, follows from it.
            force(SeededRules.conditionalModifierHelper)
        }
        if decide(SeededRules.conditionalModifierHelper) {
            app.definesApplyIf = true
            // Likewise its call on the onboarding screen.
            force(SeededRules.conditionalModifierHelper)
        }
        app.definesEraser = rng.chance(0.4)

        // The areas until the budget (less the app-level files) is spent, then the app-level files, which
        // refer only to the areas written: an `App` that injects a store nobody declares would hide its
        // bugs. The first area is always written, reduced to its list when the budget is already spent.
        var written: [Feature] = []
        for feature in app.features {
            let remaining = configuration.lines - totalLines - Self.appFilesEstimate
            if remaining <= 0, !written.isEmpty { break }
            var f = feature
            if remaining <= 0 {
                f.hasDetail = false
                f.hasEditor = false
                f.hasExtensions = false
                f.hasHelpers = false
                f.hasTable = false
            }
            writeFeature(f, app: app, remaining: max(remaining, 0))
            written.append(f)
        }
        app.features = written
        writeAppFile(app)
        writeRootView(app)
        writeViewHelpers(app)
        writeComponents(app)
    }

    /// About how many lines the app-level files take (the `App`, the root view, the view helpers and the
    /// shared components).
    static let appFilesEstimate = 250

    /// Writes an area's files, shrinking their sizes when the corpus is nearly complete.
    func writeFeature(_ f: Feature, app: AppPlan, remaining: Int) {
        var kinds: [FileKind] = [.model, .store, .row, .list]
        if f.hasDetail { kinds.append(.detail) }
        if f.hasEditor { kinds.append(.editor) }
        if f.hasExtensions { kinds.append(.extensions) }
        if f.hasHelpers { kinds.append(.helpers) }
        if f.hasTable { kinds.append(.table) }
        var targets = kinds.map { _ in drawTarget() }
        let planned = targets.reduce(0, +)
        if planned > remaining {
            let scale = Double(remaining) / Double(planned)
            targets = targets.map { max(30, Int(Double($0) * scale)) }
        }
        for (kind, target) in zip(kinds, targets) {
            switch kind {
            case .model: writeModel(f, app: app, target: target)
            case .store: writeStore(f, app: app, target: target)
            case .row: writeRow(f, app: app, target: target)
            case .list: writeList(f, app: app, target: target)
            case .detail: writeDetail(f, app: app, target: target)
            case .editor: writeEditor(f, app: app, target: target)
            case .extensions: writeExtensions(f, app: app, target: target)
            case .helpers: writeHelpers(f, app: app, target: target)
            case .table: writeTable(f, app: app, target: target)
            }
        }
    }

    enum FileKind { case model, store, row, list, detail, editor, extensions, helpers, table }

    /// How many more filler lines fit in a file that has `used` lines and will still get `trailer` more.
    func fillerBudget(target: Int, used: Int, trailer: Int, largestFiller: Int = 40) -> Int {
        max(0, min(target - used - trailer, 400 - used - trailer - largestFiller))
    }
}
