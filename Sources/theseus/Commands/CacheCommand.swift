import Foundation
import TheseusAnalysis

/// `theseus cache clean [--cache-path DIR]`: removes the result cache (the findings and summaries of
/// earlier lints), and `theseus cache path` prints where it is.
enum CacheCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var action: String?
        var folder = ResultCache.defaultDirectory
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .positional(let word) where action == nil && ["clean", "path"].contains(word): action = word
            case .positional(let word): throw UsageError("unknown cache command '\(word)': use `theseus cache clean` or `theseus cache path`")
            case .option("--cache-path", let inline): folder = try scanner.value(for: "--cache-path", inline: inline)
            case .option(let name, _): throw UsageError("unknown option \(name) for cache")
            }
        }
        switch action {
        case "path":
            print(folder)
            return 0
        case "clean":
            let manager = FileManager.default
            guard manager.fileExists(atPath: folder) else {
                writeStandardError("theseus: no cache at \(folder)\n")
                return 0
            }
            let size = folderSize(folder)
            do { try manager.removeItem(atPath: folder) } catch {
                writeStandardError("theseus: error: cannot remove \(folder): \(error.localizedDescription)\n")
                return 2
            }
            writeStandardError("theseus: removed the cache at \(folder) (\(ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)))\n")
            return 0
        default:
            throw UsageError("`theseus cache` needs a command: clean or path")
        }
    }

    static func folderSize(_ folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var total = 0
        for case let name as String in walker {
            let attributes = try? FileManager.default.attributesOfItem(atPath: (folder as NSString).appendingPathComponent(name))
            total += (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
        return total
    }
}
