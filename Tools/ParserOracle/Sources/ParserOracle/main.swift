// parser-oracle: prints a syntax inventory (types, declarations, calls) of Swift
// files as seen by swift-syntax's SwiftParser. Developer-only reference used to
// check Theseus's own parser; see README.md for the output format.

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - Inventory items

struct Item {
    var line: Int
    var column: Int
    var category: String
    var text: String
}

func stripBackticks(_ s: String) -> String {
    s.replacingOccurrences(of: "`", with: "")
}

/// Source text of a node with all trivia (whitespace, comments) dropped and any
/// remaining whitespace characters removed.
func compactText(_ node: some SyntaxProtocol) -> String {
    var out = ""
    for token in node.tokens(viewMode: .sourceAccurate) {
        out += token.text
    }
    out.removeAll(where: { $0.isWhitespace })
    return out
}

final class InventoryVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var items: [Item] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ position: AbsolutePosition, _ category: String, _ text: String) {
        let loc = converter.location(for: position)
        items.append(Item(line: loc.line, column: loc.column, category: category, text: text))
    }

    // MARK: type

    private func addType(
        keyword: TokenSyntax, name: String, inheritance: InheritanceClauseSyntax?
    ) {
        var text = "\(keyword.text) \(name)"
        if let inheritance {
            let types = inheritance.inheritedTypes.map { compactText($0.type) }
            text += ": " + types.joined(separator: ", ")
        }
        add(keyword.positionAfterSkippingLeadingTrivia, "type", text)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.structKeyword, name: stripBackticks(node.name.text),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.classKeyword, name: stripBackticks(node.name.text),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.enumKeyword, name: stripBackticks(node.name.text),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.actorKeyword, name: stripBackticks(node.name.text),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.protocolKeyword, name: stripBackticks(node.name.text),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(keyword: node.extensionKeyword, name: compactText(node.extendedType),
                inheritance: node.inheritanceClause)
        return .visitChildren
    }

    // MARK: decl

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let keyword = node.bindingSpecifier.text
        for binding in node.bindings {
            for identifier in identifierPatterns(in: Syntax(binding.pattern)) {
                add(identifier.identifier.positionAfterSkippingLeadingTrivia, "decl",
                    "\(keyword) \(stripBackticks(identifier.identifier.text))")
            }
        }
        return .visitChildren
    }

    private func identifierPatterns(in node: Syntax) -> [IdentifierPatternSyntax] {
        if let id = node.as(IdentifierPatternSyntax.self) {
            return [id]
        }
        var result: [IdentifierPatternSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            result += identifierPatterns(in: child)
        }
        return result
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.positionAfterSkippingLeadingTrivia, "decl",
            "func \(stripBackticks(node.name.text))")
        return .visitChildren
    }

    // MARK: call

    private func calleeName(_ expr: ExprSyntax) -> (String, AbsolutePosition)? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return (stripBackticks(ref.baseName.text), ref.baseName.positionAfterSkippingLeadingTrivia)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let base = member.declName.baseName
            return (stripBackticks(base.text), base.positionAfterSkippingLeadingTrivia)
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) {
            return calleeName(generic.expression)
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        let position: AbsolutePosition
        if let (n, p) = calleeName(node.calledExpression) {
            name = n
            position = p
        } else {
            name = "?"
            position = node.calledExpression.positionAfterSkippingLeadingTrivia
        }
        var text = name + "("
        for argument in node.arguments {
            if let label = argument.label {
                text += stripBackticks(label.text) + ":"
            } else {
                text += "_:"
            }
        }
        text += ")"
        if node.trailingClosure != nil {
            text += "{_}"
        }
        for closure in node.additionalTrailingClosures {
            text += "{" + stripBackticks(closure.label.text) + "}"
        }
        add(position, "call", text)
        return .visitChildren
    }
}

// MARK: - Driver

func lessThan(_ a: Item, _ b: Item) -> Bool {
    if a.line != b.line { return a.line < b.line }
    if a.column != b.column { return a.column < b.column }
    if a.category != b.category {
        return Array(a.category.utf8).lexicographicallyPrecedes(Array(b.category.utf8))
    }
    return Array(a.text.utf8).lexicographicallyPrecedes(Array(b.text.utf8))
}

struct FileResult {
    var output: String = ""
    var error: String? = nil
    var itemCount = 0
    var hasParseErrors = false
}

func inventory(path: String) -> FileResult {
    var result = FileResult()
    guard let data = FileManager.default.contents(atPath: path) else {
        result.error = "cannot read \(path)"
        return result
    }
    let tree: SourceFileSyntax = data.withUnsafeBytes { raw in
        Parser.parse(source: raw.bindMemory(to: UInt8.self))
    }
    result.hasParseErrors = tree.hasError
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let visitor = InventoryVisitor(converter: converter)
    visitor.walk(tree)
    let items = visitor.items.sorted(by: lessThan)
    result.itemCount = items.count
    var out = ""
    out.reserveCapacity(items.count * 48)
    for item in items {
        out += "\(path):\(item.line):\(item.column)\t\(item.category)\t\(item.text)\n"
    }
    result.output = out
    return result
}

/// Shared state for the worker threads (guarded by a lock).
final class WorkBox: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var results: [FileResult]

    init(count: Int) {
        results = [FileResult](repeating: FileResult(), count: count)
    }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ result: FileResult) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
    usage: parser-oracle [--jobs N] [--quiet] FILE...
           parser-oracle [--jobs N] [--quiet] --list LISTFILE
    Prints PATH:LINE:COL<TAB>CATEGORY<TAB>TEXT for every type, decl and call.

    """.utf8))
    exit(2)
}

var paths: [String] = []
var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
var quiet = false
var args = Array(CommandLine.arguments.dropFirst())
if args.isEmpty { usage() }
var index = 0
while index < args.count {
    let arg = args[index]
    switch arg {
    case "--list":
        index += 1
        guard index < args.count, let text = try? String(contentsOfFile: args[index], encoding: .utf8) else {
            FileHandle.standardError.write(Data("parser-oracle: cannot read list file\n".utf8))
            exit(2)
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var p = String(line)
            if p.hasSuffix("\r") { p.removeLast() }
            if !p.isEmpty { paths.append(p) }
        }
    case "--jobs":
        index += 1
        guard index < args.count, let n = Int(args[index]), n > 0 else { usage() }
        jobs = n
    case "--quiet":
        quiet = true
    case "-h", "--help":
        usage()
    default:
        paths.append(arg)
    }
    index += 1
}

// Parse in parallel (in chunks so memory stays bounded), print in input order.
let stdout = FileHandle.standardOutput
var failures = 0
var filesWithParseErrors: [String] = []
let chunkSize = 256
var chunkStart = 0
while chunkStart < paths.count {
    let chunk = Array(paths[chunkStart..<min(chunkStart + chunkSize, paths.count)])
    let box = WorkBox(count: chunk.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, chunk.count)) { _ in
        while let i = box.take() {
            box.store(i, inventory(path: chunk[i]))
        }
    }
    let results = box.results
    for (i, r) in results.enumerated() {
        if let error = r.error {
            failures += 1
            FileHandle.standardError.write(Data("parser-oracle: \(error)\n".utf8))
            continue
        }
        if r.hasParseErrors { filesWithParseErrors.append(chunk[i]) }
        stdout.write(Data(r.output.utf8))
    }
    chunkStart += chunkSize
}

if !quiet && !filesWithParseErrors.isEmpty {
    FileHandle.standardError.write(Data(
        "parser-oracle: \(filesWithParseErrors.count) file(s) have syntax errors (inventory still printed):\n".utf8))
    for p in filesWithParseErrors.prefix(50) {
        FileHandle.standardError.write(Data("  \(p)\n".utf8))
    }
}
exit(failures == 0 ? 0 : 1)
