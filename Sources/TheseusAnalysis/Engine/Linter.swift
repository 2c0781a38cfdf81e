import TheseusSyntax

/// The rule engine: parses nothing itself; given a tree it walks it once, dispatching each node to the
/// enabled rules that asked for its kind, then applies suppression comments.
public struct Linter: Sendable {
    public let rules: [any Rule]
    /// Configured severity per rule id (defaults to each rule's own).
    public let severities: [String: Severity]
    private let dispatch: [[Int]]
    /// Each rule's id and effective severity, computed once (reading `description` copies it).
    private let ruleIDs: [String]
    private let ruleSeverities: [Severity]
    private let reportsUnusedSuppressions: Bool
    private let knownRules: Set<String>
    /// Which rules stay out of WidgetKit files (`RuleScope.notInWidgets`), by rule index.
    private let skippedInWidgets: [Bool]
    /// Whether test code is linted (`lint_test_code`); by default it is not: it never runs in the app.
    public let lintsTestCode: Bool
    /// Findings below this confidence are left out (`min_confidence`, `--min-confidence`).
    public let minConfidence: Confidence

    public init(rules: [any Rule], severities: [String: Severity] = [:], lintsTestCode: Bool = false, minConfidence: Confidence = .medium) {
        self.rules = rules
        self.severities = severities
        self.lintsTestCode = lintsTestCode
        self.minConfidence = minConfidence
        var dispatch = [[Int]](repeating: [], count: Int(SyntaxKind.allCases.map(\.rawValue).max()!) + 1)
        for (index, rule) in rules.enumerated() {
            for kind in type(of: rule).visitedKinds { dispatch[Int(kind.rawValue)].append(index) }
        }
        self.dispatch = dispatch
        ruleIDs = rules.map { type(of: $0).description.id }
        ruleSeverities = rules.map { severities[type(of: $0).description.id] ?? type(of: $0).description.severity }
        reportsUnusedSuppressions = rules.contains { $0.id == UnusedSuppressionRule.description.id }
        knownRules = Set(RuleRegistry.all.map { $0.description.id })
        skippedInWidgets = rules.map { type(of: $0).description.scope.contains(.notInWidgets) }
    }

    /// Every rule enabled by default, with default options.
    public static var standard: Linter {
        Linter(rules: RuleRegistry.all.filter { $0.description.enabledByDefault }.map { $0.init(options: RuleOptions()) })
    }

    /// Lints source text as one file (the library entry point for editors and tests).
    public func lint(source text: String, path: String = "<memory>") -> [Finding] {
        let tree = Parser.parse(SourceFile(path: path, text: text))
        return lint(tree, path: path, project: nil)
    }

    /// Lints one parsed file. `project` adds what other files declare.
    public func lint(_ tree: SyntaxTree, path: String, project: ProjectIndex?) -> [Finding] {
        let summary = FileSummary.build(tree, path: path)
        return lint(tree, path: path, summary: summary, project: project)
    }

    public func lint(_ tree: SyntaxTree, path: String, summary: FileSummary, project: ProjectIndex?) -> [Finding] {
        lint(FileContext(tree: tree, path: path, summary: summary, project: project))
    }

    /// Lints one file without the project index, and says which names it looked up there. When no other
    /// file defines any of them, these findings are the ones the index would give (see `ProjectKey`).
    public func lintWithoutProject(_ tree: SyntaxTree, path: String, summary: FileSummary) -> (findings: [Finding], lookups: Set<ProjectKey>) {
        lintRecordingLookups(tree, path: path, summary: summary, project: nil)
    }

    /// Lints one file and says which names its rules looked up in the project index: only a change to
    /// what another file declares under one of these names can change these findings (the language
    /// server re-lints an open file when such a name changes).
    public func lintRecordingLookups(_ tree: SyntaxTree, path: String, summary: FileSummary,
                                     project: ProjectIndex?) -> (findings: [Finding], lookups: Set<ProjectKey>) {
        let file = FileContext(tree: tree, path: path, summary: summary, project: project)
        file.dependencies = []
        let findings = lint(file)
        return (findings, file.dependencies ?? [])
    }

    /// `public` or `open`: other modules may use the declaration.
    private func isPublic(_ declaration: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.children(declaration, .modifier).contains(where: { ["public", "open"].contains(tree.name($0) ?? "") })
    }

    /// The findings outside views that never run: in a whole app (a type conforms to `App`), a view type
    /// that no file mentions outside previews is dead code (public ones aside: other modules may use them),
    /// and so is a method or computed property of a plain view, or a free function, that the app spells
    /// only where it declares it.
    func withoutDeadViews(_ findings: [Finding], in file: FileContext) -> [Finding] {
        let tree = file.tree
        var dead: [ByteRange] = []
        // An extension of a type that never runs (a copied library's view, its model), in an app's own sources.
        if file.seesWholeAppTarget {
            for type in file.summary.types where type.isExtension && type.name.first?.isUppercase == true && file.isDeclaredTypeName(type.name) {
                if file.isViewType(type.name) ? file.isNeverShown(type.name) : file.isOnlyMentionedByDeadCode(type.name) {
                    dead.append(tree.range(type.node))
                }
            }
        } else if file.seesWholeApp {
            // Beside a package (its public types are other modules'): an extension of a view that this file
            // declares without `public` belongs to the app, and is dead with the view.
            for type in file.summary.types where type.isExtension && type.name.first?.isUppercase == true {
                guard let declaration = file.summary.types.first(where: { !$0.isExtension && $0.name == type.name }),
                      declaration.kind == .structDecl, !isPublic(declaration.node, tree),
                      ViewBuilderContext.isViewType(declaration: declaration.node, in: tree), file.isNeverShown(type.name) else { continue }
                dead.append(tree.range(type.node))
            }
        }
        for type in file.summary.types where !type.isExtension && (type.kind == .structDecl || type.kind == .classDecl) {
            guard !isPublic(type.node, tree) || file.seesWholeAppTarget else { continue }
            guard ViewBuilderContext.isViewType(declaration: type.node, in: tree) else {
                // A model of a view that never runs (a copied library's view model), mentioned only there.
                if type.name.first?.isUppercase == true, file.isOnlyMentionedByDeadCode(type.name) { dead.append(tree.range(type.node)) }
                continue
            }
            // The index notes mentions of upper-case type names only (`struct showLinks: View` is not seen).
            if type.name.first?.isUppercase == true, file.isNeverShown(type.name) {
                dead.append(tree.range(type.node))
                continue
            }
            // A helper of a plain view (`View` its only requirement besides `body`) that nothing calls.
            guard type.conformances.allSatisfy({ ["View", "Sendable"].contains($0) }) else { continue }
            for member in type.members where !member.isStatic && member.name != "body"
                && (member.kind == .function || (member.kind == .property && member.isComputed)) {
                let modifiers = tree.children(member.node, .modifier).compactMap { tree.name($0) }
                // The index counts names spelled lower-case only (`NoticeList()` reads like a type's name).
                guard member.name.first?.isLowercase == true || member.name.first == "_",
                      !modifiers.contains(where: { ["public", "open", "override", "dynamic"].contains($0) }),
                      !tree.children(member.node, .attribute).contains(where: { tree.nameIs($0, "objc") }),
                      file.isNeverCalled(member.name, declaration: member.node) else { continue }
                dead.append(tree.range(member.node))
            }
        }
        // A free function that nothing calls (the index counts member declarations only: this one is
        // the one more declaration of its name).
        for node in InitInput.declarations(in: tree.root, tree) where tree.kind(node) == .functionDecl {
            let modifiers = tree.children(node, .modifier).compactMap { tree.name($0) }
            guard let name = tree.name(node), name.first?.isLowercase == true,
                  !modifiers.contains(where: { ["public", "open"].contains($0) }),
                  !tree.children(node, .attribute).contains(where: { tree.nameIs($0, "objc") }),
                  file.isNeverCalled(name, declaration: node, otherDeclarations: 1) else { continue }
            dead.append(tree.range(node))
        }
        guard !dead.isEmpty else { return findings }
        func isDead(_ offset: Int32) -> Bool { dead.contains { $0.start <= offset && offset < $0.end } }
        return findings.filter { !isDead($0.byteRange.start) }.map { finding in
            // Evidence in code that never runs shows nothing (`xs.move(…)` in a method nothing calls):
            // dropped, and the message and confidence follow what is left.
            let kept = finding.evidence.filter { item in
                guard item.range.path == file.path else { return true }
                let line = tree.source.lineRange(item.range.startLine)
                return !isDead(line.start + Int32(max(0, item.range.startColumn - 1)))
            }
            guard kept.count != finding.evidence.count else { return finding }
            var updated = finding
            updated.message = Evidence.message(Evidence.headline(of: finding.message, evidence: finding.evidence), kept)
            updated.evidence = kept
            updated.confidence = Confidence(evidence: kept)
            return updated
        }
    }

    func lint(_ file: FileContext) -> [Finding] {
        let tree = file.tree
        // Test code never runs in the app: no rule about run-time behaviour applies to it.
        if !lintsTestCode && file.runContext.isTestCode { return [] }
        let isWidgetFile = file.runContext.isWidgetFile
        var sink = FindingSink(file: file, ruleIDs: ruleIDs, severities: ruleSeverities)
        let nodes = tree.nodes, childIDs = tree.childIDs, viewCode = file.viewCode
        // Whether a node is walked: not `#if DEBUG` code, previews or strings, nor a view that only
        // previews build (it never runs in the app, unless it is public: another module may build it).
        // Models are left alone: the app decodes or fetches their values, and builds few.
        func isWalked(_ id: NodeID, _ kind: SyntaxKind) -> Bool {
            if ViewBuilderContext.isExcluded(id, in: tree) { return false }
            if kind == .structDecl || kind == .classDecl, let name = tree.name(id), ViewBuilderContext.isViewType(declaration: id, in: tree),
               !tree.children(id, .modifier).contains(where: { ["public", "open"].contains(tree.name($0) ?? "") }) || file.seesWholeAppTarget,
               file.isPreviewOnly(name, declaration: id) { return false }
            return true
        }
        var stack: [NodeID] = [tree.root]
        stack.reserveCapacity(64)
        // Pass 1, before any rule: which nodes are view code. Set by declarations that build views,
        // inherited otherwise; a closure in view code is view code only when it is a view's content.
        // Every node's flag is known before a rule asks (a helper declared above `body` reads `body`'s).
        while let id = stack.popLast() {
            let node = nodes[id.index]
            let kind = node.kind
            guard isWalked(id, kind) else { continue }
            let parent = file.parents[id.index]
            let parentIsView = parent >= 0 && viewCode[Int(parent)]
            switch kind {
            case .variableDecl, .functionDecl, .subscriptDecl:
                viewCode[id.index] = ViewBuilderContext.declarationBuildsViews(id, in: tree)
            case .initializerDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                viewCode[id.index] = false
            case .closureExpr:
                viewCode[id.index] = parentIsView && ViewBuilderContext.closureBuildsViews(id, in: file)
            default:
                viewCode[id.index] = parentIsView
            }
            var i = Int(node.childStart) + Int(node.childCount) - 1
            while i >= Int(node.childStart) {
                stack.append(childIDs[i])
                i -= 1
            }
        }
        // Pass 2: the rules, each at the kinds of node it visits.
        stack = [tree.root]
        while let id = stack.popLast() {
            let node = nodes[id.index]
            let kind = node.kind
            guard isWalked(id, kind) else { continue }
            let handlers = dispatch[Int(kind.rawValue)]
            if !handlers.isEmpty {
                for index in handlers where !(isWidgetFile && skippedInWidgets[index]) {
                    sink.rule = index
                    rules[index].visit(id, in: file, report: &sink)
                }
            }
            var i = Int(node.childStart) + Int(node.childCount) - 1
            while i >= Int(node.childStart) {
                stack.append(childIDs[i])
                i -= 1
            }
        }
        var findings = sink.findings
        // A view no file of the app mentions is dead code: asked only of files with findings, since
        // the answer needs every other file.
        if !findings.isEmpty { findings = withoutDeadViews(findings, in: file) }
        // A comment that says the pattern is meant is safety evidence of its own.
        if !findings.isEmpty {
            let intent = IntentComments(tree.lexed)
            if !intent.isEmpty { findings.removeAll { intent.covers($0) } }
        }
        let suppressions = Suppressions(tree.lexed, knownRules: knownRules)
        if !suppressions.directives.isEmpty {
            let (kept, used) = suppressions.apply(findings)
            findings = kept
            if reportsUnusedSuppressions {
                findings += UnusedSuppressionRule.findings(for: suppressions, used: used, enabled: Set(ruleIDs), in: file,
                                                           severity: severities[UnusedSuppressionRule.description.id] ?? .info)
            }
        }
        if minConfidence > .medium { findings.removeAll { $0.confidence < minConfidence } }
        // One finding per rule and place: a rule that reaches the same node twice reports once.
        var seen = Set<String>()
        findings = findings.filter { seen.insert("\($0.ruleID)|\($0.byteRange.start)|\($0.byteRange.end)|\($0.message)").inserted }
        findings.sort(by: Finding.reportOrder)
        return findings
    }
}
