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
        }
    }

    /// A `@State`/`@StateObject` property: private, or (seeded) not.
    func stateProperty(_ e: inout FileEmitter, depth: Int, _ declaration: String, wrapper: String = "State") {
        if decide(SeededRules.nonPrivateState) {
            let access = rng.pick(["", "", "", "public ", "private(set) ", "internal "])
            e.bug(SeededRules.nonPrivateState, depth, "@\(wrapper) \(access)var \(declaration)")
        } else {
            e.add(depth, "@\(wrapper) \(rng.chance(0.95) ? "private" : "fileprivate") var \(declaration)")
        }
    }

    /// Modifiers that compare a value across updates: stable values, or (seeded) a fresh one.
    func viewIDSite(_ e: inout FileEmitter, depth: Int, value: String) {
        let variant = rng.int(0 ... 3)
        if decide(SeededRules.unstableViewID) {
            switch variant {
            case 0:
                e.bug(SeededRules.unstableViewID, depth, "." + rng.pick(["id(UUID())", "id(Date())", "id(UUID().uuidString)"]))
            case 1:
                e.bug(SeededRules.unstableViewID, depth, ".animation(.easeInOut, value: \(rng.pick(["Int.random(in: 0...9)", "Date()", "Double.random(in: 0...1)"])))")
            case 2:
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

    /// Calls of app helpers at the end of a chain: a conditional modifier or `eraseToAnyView()` (seeded),
    /// or the app's harmless `hidden(_:)`.
    func helperCallSites(_ e: inout FileEmitter, depth: Int, value: String, app: AppPlan) {
        if let helper = app.conditionalHelper {
            if decide(SeededRules.conditionalModifierHelper) {
                let name = helper == "if" ? "if" : "when"
                e.bug(SeededRules.conditionalModifierHelper, depth, ".\(name)(\(value).isPinned) { $0.\(rng.pick(["opacity(0.6)", "border(.orange)", "shadow(radius: 2)"])) }")
            }
        }
        if rng.chance(0.15) {
            e.add(depth, ".hidden(\(value).isArchived)")
        }
        if rng.chance(0.5), decide(SeededRules.anyView) {
            e.bug(SeededRules.anyView, depth, ".eraseToAnyView()")
        }
    }

    /// A mark whose look depends on a flag: one view with the flag in its arguments, or (seeded) the
    /// same view built in both branches of an `if`/`switch`.
    func identitySite(_ e: inout FileEmitter, depth: Int, value: String, f: Feature) {
        let d = depth
        if decide(SeededRules.identitySplittingBranch) {
            switch rng.int(0 ... 3) {
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
            default:
                e.bug(SeededRules.identitySplittingBranch, d, "switch \(value).category {")
                for (i, category) in f.noun.categories.enumerated() {
                    e.add(d, "case .\(category):")
                    e.add(d + 1, "Image(systemName: \"\(f.noun.icon)\")")
                    e.add(d + 2, ".foregroundStyle(\(["Color.orange", "Color.blue", "Color.green", "Color.purple", "Color.red"][i % 5]))")
                }
                e.add(d, "}")
            }
            return
        }
        switch rng.int(0 ... 3) {
        case 0:
            e.add(d, "Image(systemName: \(value).isFavorite ? \"heart.fill\" : \"heart\")")
            e.add(d + 1, ".foregroundStyle(\(value).isFavorite ? .pink : .secondary)")
        case 1:
            e.add(d, "if \(value).isPinned {")
            e.add(d + 1, "Image(systemName: \"pin.fill\")")
            e.add(d, "} else {")
            e.add(d + 1, "Text(\"\\(\(value).rating)/5\")")
            e.add(d + 2, ".monospacedDigit()")
            e.add(d, "}")
        case 2:
            e.add(d, "if \(value).isFavorite {")
            e.add(d + 1, "Image(systemName: \"heart.fill\")")
            e.add(d + 2, ".foregroundStyle(.pink)")
            e.add(d, "}")
        default:
            e.add(d, "Label(\"Pinned\", systemImage: \(value).isPinned ? \"pin.fill\" : \"pin\")")
            e.add(d + 1, ".labelStyle(.iconOnly)")
        }
    }

    /// A small accessory view: `some View`, or (seeded) an `AnyView`.
    func accessorySite(_ e: inout FileEmitter, name: String, f: Feature) {
        if decide(SeededRules.anyView) {
            e.add(1, "private var \(name): AnyView {")
            e.bug(SeededRules.anyView, 2, "AnyView(Image(systemName: \"chevron.right\").foregroundStyle(.tertiary))")
            e.add(1, "}")
        } else {
            e.add(1, "@ViewBuilder")
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
        if rng.chance(0.3) {
            e.add(depth, "// theseus:disable:next any_view - the legacy badge is bridged from UIKit and needs one type")
            e.add(depth, "AnyView(Text(\(value).summary).font(.footnote))")
        } else {
            e.add(depth, "Text(\(value).summary)")
            e.add(depth + 1, ".font(.footnote)")
        }
    }

    /// Stars for a rating: over a constant range, or (seeded) over `0..<value.rating`.
    func ratingSite(_ e: inout FileEmitter, depth: Int, value: String, constantName: String?) {
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

    /// Tags or notes keyed by a unique id, or (seeded) by values that repeat.
    func tagsSite(_ e: inout FileEmitter, depth: Int, value: String, f: Feature) {
        let d = depth
        if decide(SeededRules.nonUniqueIDKeyPath) {
            switch rng.int(0 ... 2) {
            case 0:
                e.bug(SeededRules.nonUniqueIDKeyPath, d, "ForEach(\(value).tags, id: \\.self) { tag in")
                e.add(d + 1, "Text(\"#\\(tag)\")")
            case 1:
                e.bug(SeededRules.nonUniqueIDKeyPath, d, "ForEach(\(value).notes, id: \\.text) { note in")
                e.add(d + 1, "Text(note.text)")
            default:
                e.bug(SeededRules.nonUniqueIDKeyPath, d, "ForEach(\(value).notes, id: \\.hashValue) { note in")
                e.add(d + 1, "Text(note.text)")
            }
        } else {
            switch rng.int(0 ... 2) {
            case 0:
                e.add(d, "ForEach(Array(\(value).labels), id: \\.self) { label in")
                e.add(d + 1, "Text(\"#\\(label)\")")
            case 1:
                e.add(d, "ForEach(\(value).notes, id: \\.id) { note in")
                e.add(d + 1, "Text(note.text)")
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

    /// Notes keyed by their id, or (seeded) by their position.
    func notesSite(_ e: inout FileEmitter, depth: Int, value: String) {
        let d = depth
        if decide(SeededRules.indexBasedIdentity) {
            switch rng.int(0 ... 2) {
            case 0:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(\(value).notes.indices, id: \\.self) { index in")
                e.add(d + 1, "Text(\(value).notes[index].text)")
            case 1:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(Array(\(value).notes.enumerated()), id: \\.offset) { pair in")
                e.add(d + 1, "Text(\"\\(pair.offset + 1). \\(pair.element.text)\")")
            default:
                e.bug(SeededRules.indexBasedIdentity, d, "ForEach(0..<\(value).notes.count, id: \\.self) { index in")
                e.add(d + 1, "Text(\(value).notes[index].text)")
            }
        } else if rng.chance(0.3) {
            e.add(d, "ForEach(Array(\(value).notes.enumerated()), id: \\.element.id) { pair in")
            e.add(d + 1, "Text(\"\\(pair.offset + 1). \\(pair.element.text)\")")
        } else {
            e.add(d, "ForEach(\(value).notes) { note in")
            e.add(d + 1, "Text(note.text)")
        }
        e.add(d + 2, ".frame(maxWidth: .infinity, alignment: .leading)")
        e.add(d, "}")
    }

    /// `ForEach` data: stored, or (seeded) transformed in `body`. Returns the data and whether it is a bug.
    func forEachData(_ stored: String, transformed: [String]) -> (String, Bool) {
        guard decide(SeededRules.inlineForEachTransform) else { return (stored, false) }
        return (rng.pick(transformed), true)
    }

    func modelTransforms(_ base: String) -> [String] {
        ["\(base).filter { $0.isFavorite }", "\(base).sorted { $0.rating > $1.rating }", "\(base).shuffled()",
         "\(base).filter { !$0.isArchived }.sorted(by: { $0.createdAt > $1.createdAt })", "\(base).prefix(20)"]
    }

    func noteTransforms(_ base: String) -> [String] {
        ["\(base).sorted { $0.createdAt > $1.createdAt }", "\(base).filter { !$0.text.isEmpty }", "\(base).reversed()",
         "\(base).shuffled()", "\(base).dropFirst()"]
    }
}
