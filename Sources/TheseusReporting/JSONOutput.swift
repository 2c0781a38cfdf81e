import Foundation

/// The one JSON encoding of the `json`, `sarif` and `gitlab` reporters: sorted keys (stable output),
/// pretty printed, slashes unescaped (paths and URIs stay readable), a final newline. Control characters
/// in strings are escaped by `JSONEncoder` (`\u001b`), so the output is safe to print and always parses.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(value)
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            // Only strings, integers and booleans are encoded: this cannot happen.
            preconditionFailure("JSON encoding failed: \(error)")
        }
    }
}
