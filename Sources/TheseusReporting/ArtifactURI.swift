/// Paths as URIs (SARIF `artifactLocation.uri`, `originalUriBaseIds`).
///
/// Paths are percent-encoded per RFC 3986: the UTF-8 bytes of everything but the unreserved characters
/// (`A–Z a–z 0–9 - . _ ~`) and the segment separator `/` become `%XX`. That also encodes `:` (so a
/// relative reference never looks like a scheme), `%`, `#`, `?`, spaces and every control character.
enum ArtifactURI {
    enum Reference: Equatable {
        /// Relative to the working directory: the URI goes with `uriBaseId` `%SRCROOT%`.
        case relative(String)
        /// A `file://` URI.
        case absolute(String)
    }

    /// The URI reference of a reported path (relative to `workingDirectory`, or absolute). A relative path
    /// that climbs out with `..` is resolved against `workingDirectory` and becomes absolute.
    static func reference(forPath path: String, workingDirectory: String) -> Reference {
        if path.hasPrefix("/") {
            return .absolute(fileURI(normalized(path, absolute: true)))
        }
        let relative = normalized(path, absolute: false)
        if relative == ".." || relative.hasPrefix("../") {
            return .absolute(fileURI(normalized(workingDirectory + "/" + relative, absolute: true)))
        }
        return .relative(percentEncode(relative))
    }

    /// `file:///…/` for a directory (the trailing slash makes relative URIs resolve inside it).
    static func directoryURI(_ directory: String) -> String {
        let uri = fileURI(normalized(directory.hasPrefix("/") ? directory : "/" + directory, absolute: true))
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    static func fileURI(_ absolutePath: String) -> String {
        "file://" + percentEncode(absolutePath)
    }

    static func percentEncode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// Removes `.` segments and empty segments, and resolves `..` where it can.
    static func normalized(_ path: String, absolute: Bool) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }  // above the root is the root
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
