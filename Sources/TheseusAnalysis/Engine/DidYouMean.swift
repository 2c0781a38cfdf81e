/// "Did you mean …?" for mistyped rule ids, configuration keys and options.
public enum DidYouMean {
    /// The closest candidate, when it is close enough to be a likely typo.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard let best = candidates.min(by: { editDistance($0, word) < editDistance($1, word) }) else { return nil }
        return editDistance(best, word) <= max(2, word.count / 3) ? best : nil
    }
}

/// Levenshtein distance over UTF-8 bytes.
public func editDistance(_ a: String, _ b: String) -> Int {
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
