import TheseusSyntax

/// `identity_splitting_branch`'s fix, the talk's cure: one view with the condition moved inside.
/// - `if c { V().opacity(0.3) } else { V() }` → `V().opacity(c ? 0.3 : 1)` (a modifier in one branch only,
///   with its inert value in the other case);
/// - `if c { V().foregroundColor(red) } else { V().foregroundColor(gray) }` → `V().foregroundColor(c ? red : gray)`;
/// - `if c { PawView(tint: green) } else { PawView(tint: red) }` → `PawView(tint: c ? green : red)`.
/// Only for `if c { one view } else { one view }` whose views are the same text but for that one place,
/// with values that need no contextual type (`.red` against a generic parameter would not compile).
enum MergedBranchFix {
    static func make(_ ifNode: NodeID, arms: BranchArms, in file: FileContext) -> Fix? {
        let tree = file.tree
        guard tree.kind(ifNode) == .ifExpr, !arms.bindsValues, !arms.hasDeclarations, arms.conditions.count == 1, arms.views.count == 2,
              arms.views.allSatisfy({ $0.count == 1 }), let condition = arms.condition,
              let list = tree.child(ifNode, .conditionList), tree.children(list).count == 1,
              tree.kind(tree.children(list)[tree.children(list).startIndex]) != .optionalBindingCondition,
              tree.kind(tree.children(list)[tree.children(list).startIndex]) != .matchingPatternCondition else { return nil }
        let then = arms.views[0][0], otherwise = arms.views[1][0]
        let a = ModifierChain(then, in: tree), b = ModifierChain(otherwise, in: tree)
        guard !a.modifiers.contains(where: \.isConditional), !b.modifiers.contains(where: \.isConditional) else { return nil }
        let conditionText = operand(condition, tree)
        var replacement: String?
        var safe = true
        if a.modifiers.count == b.modifiers.count {
            let sameModifiers = zip(a.modifiers, b.modifiers).allSatisfy { ownText($0.node, tree) == ownText($1.node, tree) }
            if sameModifiers {
                // The views themselves differ in one argument.
                guard tree.text(a.root) != tree.text(b.root),
                      let merged = mergedArgument(a.root, b.root, condition: conditionText, in: tree,
                                                  implicitMembersResolve: { label in concreteParameter(of: a.root, label: label, in: file) }) else { return nil }
                return fix(ifNode, splice(tree.text(then), at: tree.range(a.root), base: tree.range(then).start, with: merged), safe: true, tree)
            }
            guard tree.text(a.root) == tree.text(b.root) else { return nil }
            // One modifier whose single argument differs.
            var differing: Int?
            for i in a.modifiers.indices {
                guard a.modifiers[i].name == b.modifiers[i].name else { return nil }
                if ownText(a.modifiers[i].node, tree) != ownText(b.modifiers[i].node, tree) {
                    guard differing == nil else { return nil }
                    differing = i
                }
            }
            guard let index = differing, InertModifiers.acceptsTernary(a.modifiers[index].name),
                  let merged = mergedArgument(a.modifiers[index].node, b.modifiers[index].node, condition: conditionText, in: tree, ownPart: true,
                                              implicitMembersResolve: { _ in concreteArgumentModifiers.contains(a.modifiers[index].name) })
            else { return nil }
            replacement = splice(tree.text(then), at: ownRange(a.modifiers[index].node, tree), base: tree.range(then).start, with: merged)
        } else if abs(a.modifiers.count - b.modifiers.count) == 1, tree.text(a.root) == tree.text(b.root) {
            // A modifier in one branch only: it goes in both, inert where it was missing.
            let (longer, shorter, inThen) = a.modifiers.count > b.modifiers.count ? (a, b, true) : (b, a, false)
            guard let extra = (0 ..< longer.modifiers.count).first(where: { i in
                var rest = longer.modifiers.map { ownText($0.node, tree) }
                rest.remove(at: i)
                return rest == shorter.modifiers.map { ownText($0.node, tree) }
            }) else { return nil }
            let modifier = longer.modifiers[extra]
            guard let (inertLabel, inertValue) = InertModifiers.singleArgument(modifier.name),
                  let call = CallExpr.at(modifier.node, in: tree), call.trailingClosures.isEmpty, call.arguments.count == 1,
                  let argument = call.arguments.first, let value = argument.value, argument.label == inertLabel,
                  !(tree.text(value).hasPrefix(".") || inertValue.hasPrefix(".")) || concreteArgumentModifiers.contains(modifier.name) else { return nil }
            let valueText = operand(value, tree)
            let ternary = inThen ? "\(conditionText) ? \(valueText) : \(inertValue)" : "\(conditionText) ? \(inertValue) : \(valueText)"
            let longerNode = inThen ? then : otherwise
            replacement = splice(tree.text(longerNode), at: tree.range(value), base: tree.range(longerNode).start, with: ternary)
            safe = InertModifiers.exactlyInert.contains(modifier.name)
        }
        guard let replacement else { return nil }
        return fix(ifNode, replacement, safe: safe, tree)
    }

    /// Modifiers whose argument has a concrete type, where `c ? .a : .b` resolves (not a generic
    /// `ShapeStyle` or style, where the two sides could be different types).
    static let concreteArgumentModifiers: Set<String> = [
        "font", "fontWeight", "fontDesign", "foregroundColor", "tint", "accentColor", "multilineTextAlignment", "textCase",
        "imageScale", "truncationMode", "rotationEffect", "hueRotation", "offset", "blendMode", "colorMultiply", "redacted",
        "lineLimit", "opacity", "scaleEffect", "blur", "saturation", "brightness", "grayscale", "contrast", "cornerRadius",
    ]

    /// Whether a view of the project takes the argument `label` as a property of a plain declared type
    /// (`var tint: Color`), so that `c ? .green : .red` resolves.
    static func concreteParameter(of call: NodeID, label: String?, in file: FileContext) -> Bool {
        guard let label, let name = FileSummary.constructedType(call, in: file.tree),
              let type = file.type(named: name)?.member(label)?.typeText else { return false }
        return type.first?.isUppercase == true && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "?" }
    }

    static func fix(_ ifNode: NodeID, _ replacement: String, safe: Bool, _ tree: SyntaxTree) -> Fix {
        // The arm's lines move out one level: take the arm's extra indentation off the lines after the first.
        var replacement = replacement
        if replacement.contains("\n"), let firstArm = tree.child(ifNode, .codeBlock).flatMap({ tree.children($0).first }) {
            let outer = SourceEdits.indentation(ofLineAt: Int(tree.range(ifNode).start), in: tree.source)
            let inner = SourceEdits.indentation(ofLineAt: Int(tree.range(firstArm).start), in: tree.source)
            if inner.hasPrefix(outer), inner.count > outer.count {
                let extra = String(inner.dropFirst(outer.count))
                let lines = replacement.components(separatedBy: "\n")
                replacement = ([lines[0]] + lines.dropFirst().map { $0.hasPrefix(inner) ? String($0.dropFirst(extra.count)) : $0 }).joined(separator: "\n")
            }
        }
        return Fix("one view with the condition inside: `\(replacement.count > 80 ? String(replacement.prefix(77)) + "…" : replacement)`",
            applicability: safe ? .safe : .unsafe, edits: [FixEdit(tree.range(ifNode), replacement)],
            unsafeReason: safe ? nil : "the inert value may override what an enclosing view sets")
    }

    /// Two calls with the same callee and labels whose arguments differ in exactly one place: that
    /// argument as `c ? a : b`, the rest as written. With `ownPart`, only the modifier's own `.name(…)`.
    static func mergedArgument(_ a: NodeID, _ b: NodeID, condition: String, in tree: SyntaxTree, ownPart: Bool = false,
                               implicitMembersResolve: (String?) -> Bool = { _ in false }) -> String? {
        guard let ca = CallExpr.at(a, in: tree), let cb = CallExpr.at(b, in: tree), ca.name(in: tree) == cb.name(in: tree),
              ca.trailingClosures.isEmpty, cb.trailingClosures.isEmpty, ca.arguments.count == cb.arguments.count,
              zip(ca.arguments, cb.arguments).allSatisfy({ $0.label == $1.label }) else { return nil }
        if !ownPart, tree.text(ca.callee) != tree.text(cb.callee) { return nil }
        var differing: Int?
        for i in ca.arguments.indices {
            guard let va = ca.arguments[i].value, let vb = cb.arguments[i].value else { return nil }
            if tree.text(va) != tree.text(vb) {
                guard differing == nil else { return nil }
                differing = i
            }
        }
        guard let index = differing, let va = ca.arguments[index].value, let vb = cb.arguments[index].value else { return nil }
        // `Text("Welcome")` against `Text(name)`: a ternary would pick the verbatim initializer and stop
        // localizing the literal.
        if (tree.kind(va) == .stringLiteralExpr) != (tree.kind(vb) == .stringLiteralExpr) { return nil }
        // `c ? .green : .red` needs a concrete parameter type to resolve the implicit members.
        if tree.text(va).hasPrefix(".") || tree.text(vb).hasPrefix(".") {
            guard implicitMembersResolve(ca.arguments[index].label) else { return nil }
        }
        let base = ownPart ? ownRange(a, tree) : tree.range(a)
        return splice(String(decoding: tree.source.bytes[Int(base.start) ..< Int(base.end)], as: UTF8.self), at: tree.range(va),
                      base: base.start, with: "\(condition) ? \(operand(va, tree)) : \(operand(vb, tree))")
    }

    /// A modifier call's own part, `.padding(8)` of `Text("a").padding(8)`: from the `.` to its end.
    static func ownRange(_ modifier: NodeID, _ tree: SyntaxTree) -> ByteRange {
        guard let call = CallExpr.at(modifier, in: tree), let receiver = call.receiver(in: tree) else { return tree.range(modifier) }
        return ByteRange(Int(tree.range(receiver).end), Int(tree.range(modifier).end))
    }

    static func ownText(_ modifier: NodeID, _ tree: SyntaxTree) -> String {
        let range = ownRange(modifier, tree)
        return String(decoding: tree.source.bytes[Int(range.start) ..< Int(range.end)], as: UTF8.self)
    }

    /// `text` (which starts at byte `base` of the file) with the bytes of `range` replaced.
    static func splice(_ text: String, at range: ByteRange, base: Int32, with replacement: String) -> String {
        let bytes = Array(text.utf8)
        let start = Int(range.start - base), end = Int(range.end - base)
        guard start >= 0, end <= bytes.count, start <= end else { return text }
        return String(decoding: bytes[..<start], as: UTF8.self) + replacement + String(decoding: bytes[end...], as: UTF8.self)
    }

    /// An operand of `?:`, in parentheses when it is itself a ternary.
    static func operand(_ node: NodeID, _ tree: SyntaxTree) -> String {
        let kind = tree.kind(tree.unwrapped(node))
        return kind == .ternaryExpr ? "(" + tree.text(node) + ")" : tree.text(node)
    }
}
