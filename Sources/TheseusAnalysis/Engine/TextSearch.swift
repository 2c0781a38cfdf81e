extension StringProtocol {
    /// Whether `needle` occurs in this text, compared as UTF-8 bytes. Foundation's `contains(_:)` on
    /// strings goes through `NSString` (thousands of instructions a call on Linux); the summaries ask
    /// this for every property's type.
    func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n -> Bool in
            guard let first = n.first else { return true }
            let count = n.count
            return self.utf8.withContiguousStorageIfAvailable { h -> Bool in
                guard h.count >= count else { return false }
                var i = 0
                let last = h.count - count
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < count && h[i + j] == n[j] { j += 1 }
                        if j == count { return true }
                    }
                    i += 1
                }
                return false
            } ?? Array(self.utf8).withUnsafeBufferPointer { h -> Bool in
                guard h.count >= count else { return false }
                for i in 0...(h.count - count) where h[i] == first {
                    var j = 1
                    while j < count && h[i + j] == n[j] { j += 1 }
                    if j == count { return true }
                }
                return false
            }
        }
    }
}

extension Substring.UTF8View {
    /// Whether these bytes end with `suffix`'s UTF-8 bytes.
    func hasSuffixBytes(_ suffix: String) -> Bool {
        let tail = suffix.utf8
        guard count >= tail.count else { return false }
        return self.suffix(tail.count).elementsEqual(tail)
    }

    func containsBytes(_ needle: String) -> Bool { Substring(self).containsBytes(needle) }
}
