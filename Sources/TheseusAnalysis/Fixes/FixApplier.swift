import TheseusSyntax

/// Applies fixes to the bytes they were made for. Fixes are taken in source order; a fix any of whose
/// edits overlaps an edit already taken is left for the next round (after a new lint, its finding is
/// made again over the new bytes, if it still applies). Edits are byte-exact: nothing outside them moves,
/// so indentation, comments and line endings elsewhere are kept as they were.
public enum FixApplier {
    public struct Result {
        public var bytes: [UInt8]
        /// The indices (into the fixes given) of the fixes applied.
        public var applied: [Int]
    }

    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
        let order = fixes.indices.sorted { a, b in
            let sa = fixes[a].edits.map(\.byteRange.start).min() ?? 0, sb = fixes[b].edits.map(\.byteRange.start).min() ?? 0
            return sa != sb ? sa < sb : a < b
        }
        var taken: [ByteRange] = []
        var applied: [Int] = []
        for index in order {
            let edits = fixes[index].edits
            guard !edits.isEmpty,
                  edits.allSatisfy({ $0.byteRange.start >= 0 && $0.byteRange.start <= $0.byteRange.end && Int($0.byteRange.end) <= bytes.count }),
                  !overlapsItself(edits),
                  !edits.contains(where: { edit in taken.contains { overlaps($0, edit.byteRange) } }) else { continue }
            taken += edits.map(\.byteRange)
            applied.append(index)
        }
        // Replace from the end, so that earlier offsets stay valid.
        var result = bytes
        let edits = applied.flatMap { fixes[$0].edits }.sorted { $0.byteRange.start > $1.byteRange.start }
        for edit in edits {
            result.replaceSubrange(Int(edit.byteRange.start) ..< Int(edit.byteRange.end), with: Array(edit.replacement.utf8))
        }
        return Result(bytes: result, applied: applied.sorted())
    }

    /// Two ranges that share a byte, or two insertions at one offset (their order would be a guess).
    static func overlaps(_ a: ByteRange, _ b: ByteRange) -> Bool {
        if a.start == a.end && b.start == b.end { return a.start == b.start }
        if a.start == a.end { return a.start > b.start && a.start < b.end }
        if b.start == b.end { return b.start > a.start && b.start < a.end }
        return a.start < b.end && b.start < a.end
    }

    static func overlapsItself(_ edits: [FixEdit]) -> Bool {
        for i in edits.indices {
            for j in edits.indices where j > i && overlaps(edits[i].byteRange, edits[j].byteRange) { return true }
        }
        return false
    }
}
