/// Shell-style path patterns for `included`/`excluded`: `*` and `?` within one path component, `**`
/// across components. A pattern also matches everything below a folder it matches.
public struct Glob: Sendable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        self.pattern = p
        parts = p.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether a relative path (`Sources/App/View.swift`) is matched by the pattern or lies below it.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return match(parts[...], components[...], allowPrefix: true)
    }

    private func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, allowPrefix: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || allowPrefix }
        if first == "**" {
            let rest = pattern.dropFirst()
            var p = path
            while true {
                if match(rest, p, allowPrefix: allowPrefix) { return true }
                guard !p.isEmpty else { return false }
                p = p.dropFirst()
            }
        }
        guard let component = path.first, Glob.matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
    }

    /// `*` and `?` over one component, iteratively (no backtracking explosion).
    static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        var star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == UInt8(ascii: "?") || p[pi] == t[ti]) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == UInt8(ascii: "*") {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
