/// A unified diff of one file (`--- a/path`, `+++ b/path`, hunks with three lines of context), as `patch`
/// and `git apply` read it. Lines are compared whole, with their line endings, so a fix that keeps CRLF
/// endings shows only the lines it changed.
public enum UnifiedDiff {
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .keep }) else { return "" }
        // `a/` and `b/` before a relative path, as git writes them (`patch -p1`); an absolute path as it is.
        var out = path.hasPrefix("/") ? "--- \(path)\n+++ \(path)\n" : "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script; a hunk ends where more than 2 × context lines are kept in a row.
        var i = 0, ai = 0, bi = 0
        while i < script.count {
            guard script[i] != .keep else { i += 1; ai += 1; bi += 1; continue }
            let lead = min(context, ai, bi)
            var aStart = ai - lead, bStart = bi - lead
            var hunk = a[aStart ..< ai].map { " " + $0 }
            var aCount = lead, bCount = lead
            while i < script.count {
                switch script[i] {
                case .keep:
                    var run = 0
                    while i + run < script.count && script[i + run] == .keep { run += 1 }
                    let ends = i + run == script.count || run > 2 * context
                    let shown = ends ? min(run, context) : run
                    hunk += a[ai ..< ai + shown].map { " " + $0 }
                    aCount += shown; bCount += shown
                    ai += run; bi += run; i += run
                    if ends { break }
                    continue
                case .delete:
                    hunk.append("-" + a[ai]); ai += 1; aCount += 1; i += 1
                    continue
                case .insert:
                    hunk.append("+" + b[bi]); bi += 1; bCount += 1; i += 1
                    continue
                }
                break
            }
            // An empty side starts at the line before (`@@ -0,0 +1,2 @@` for a file that was empty).
            if aCount == 0 { aStart -= 1 }
            if bCount == 0 { bStart -= 1 }
            out += "@@ -\(aStart + 1),\(aCount) +\(bStart + 1),\(bCount) @@\n"
            for line in hunk {
                out += line
                // Bytes, not characters: `"\r\n"` is one `Character`, so `hasSuffix("\n")` would miss it.
                if line.utf8.last != UInt8(ascii: "\n") { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    enum Step: Equatable { case keep, delete, insert }

    /// Lines with their endings (the last one may have none).
    static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(String(decoding: bytes[start ... i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return result
    }

    /// The shortest edit script (Myers' O((N+M)·D) algorithm), after trimming the common head and tail:
    /// fixes change a few lines of a file, so D is small.
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head ..< a.count - tail]), y = Array(b[head ..< b.count - tail])
        let n = x.count, m = y.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        let offset = maxD + 1
        search: for d in 0 ... maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var px: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    px = v[offset + k + 1]
                } else {
                    px = v[offset + k - 1] + 1
                }
                var py = px - k
                while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                v[offset + k] = px
                if px >= n && py >= m { trace.append(v); break search }
            }
        }
        // Backtrack.
        var steps: [Step] = []
        var px = n, py = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let vd = trace[d]
            let k = px - py
            let prevK: Int
            if k == -d || (k != d && vd[offset + k - 1] < vd[offset + k + 1]) { prevK = k + 1 } else { prevK = k - 1 }
            let prevX = vd[offset + prevK], prevY = prevX - prevK
            while px > prevX && py > prevY { steps.append(.keep); px -= 1; py -= 1 }
            if d > 0 {
                if px == prevX { steps.append(.insert); py -= 1 } else { steps.append(.delete); px -= 1 }
            }
        }
        while px > 0 && py > 0 { steps.append(.keep); px -= 1; py -= 1 }
        return [Step](repeating: .keep, count: head) + steps.reversed() + [Step](repeating: .keep, count: tail)
    }
}
