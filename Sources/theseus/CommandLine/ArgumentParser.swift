/// A usage error: bad flag, missing value. The command line prints it and exits with 2.
import TheseusAnalysis

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

    /// A flag's value: none (`--fix`) is true; `--fix=true`/`false` (also `yes`/`no`, `1`/`0`) are
    /// read; any other value is a usage error, never a silent "on".
    static func flag(_ name: String, inline: String?) throws -> Bool {
        guard let inline else { return true }
        switch inline.lowercased() {
        case "true", "yes", "1", "on": return true
        case "false", "no", "0", "off": return false
        default: throw UsageError("\(name) is a flag: give it no value, or true or false (not '\(inline)')")
        }
    }

    static func suggestion(for name: String, among names: [String]) -> String {
        DidYouMean.suggestion(for: name, among: names).map { " (did you mean \($0)?)" } ?? ""
    }
}
