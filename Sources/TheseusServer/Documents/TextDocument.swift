import Foundation

/// An open document as the client last sent it: its bytes (UTF-8, as the JSON carried them), its version
/// and where its lines start.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file system path the URI names (`file://` URIs only; others keep the URI).
    public let path: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lines: LineTable

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri) ?? uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineTable(bytes)
    }

    /// Applies `contentChanges` in order: a change without a range replaces the whole text; one with a
    /// range replaces that range, in positions of the document as the previous change left it.
    public mutating func apply(changes: [JSON], version: Int, encoding: PositionEncoding) throws {
        for change in changes {
            guard let text = change["text"]?.string else { throw ServerError.invalidParams("a content change without text") }
            if let range = change["range"] {
                guard let start = Position(range["start"]), let end = Position(range["end"]) else {
                    throw ServerError.invalidParams("a content change with a malformed range")
                }
                let from = lines.offset(of: start, in: bytes, encoding: encoding)
                let to = max(from, lines.offset(of: end, in: bytes, encoding: encoding))
                bytes.replaceSubrange(from..<to, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
            lines = LineTable(bytes)
        }
        self.version = version
    }
}

/// `file://` URIs and paths.
public enum DocumentURI {
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only an empty host or localhost names this machine.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let host = rest[rest.startIndex..<slash]
            guard host == "localhost" else { return nil }
            rest = rest[slash...]
        }
        return rest.removingPercentEncoding ?? String(rest)
    }

    public static func uri(of path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=%")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
