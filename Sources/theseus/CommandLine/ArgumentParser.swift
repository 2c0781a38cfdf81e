/// A usage error: bad flag, missing value. The command line prints it and exits with 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Hand-written argument scanning: long options (`--name value`, `--name=value`), flags, and
/// positional arguments; `--` ends options.
struct ArgumentScanner {
    private var arguments: [String]
    private var index = 0
    private var optionsEnded = false

    init(_ arguments: [String]) { self.arguments = arguments }

    var isAtEnd: Bool { index >= arguments.count }

    /// The next argument, classified.
    enum Item: Equatable {
        case option(name: String, inlineValue: String?)
        case positional(String)
    }

    mutating func next() -> Item? {
        guard index < arguments.count else { return nil }
        let arg = arguments[index]
        index += 1
        if optionsEnded || arg == "-" || !arg.hasPrefix("-") { return .positional(arg) }
        if arg == "--" {
            optionsEnded = true
            return next()
        }
        if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
            return .option(name: String(arg[..<eq]), inlineValue: String(arg[arg.index(after: eq)...]))
        }
        return .option(name: arg, inlineValue: nil)
    }

    /// The value of an option: inline (`--x=v`) or the next argument.
    mutating func value(for name: String, inline: String?) throws -> String {
        if let inline { return inline }
        guard index < arguments.count else { throw UsageError("option \(name) needs a value") }
        let value = arguments[index]
        index += 1
        return value
    }

    static func suggestion(for name: String, among names: [String]) -> String {
        guard let best = names.min(by: { editDistance($0, name) < editDistance($1, name) }),
              editDistance(best, name) <= max(2, name.count / 3) else { return "" }
        return " (did you mean \(best)?)"
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8), b = Array(b.utf8)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
