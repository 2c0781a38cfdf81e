import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock time and the process's memory as Linux reports it.
enum Measure {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// `VmHWM` (peak resident set) and `VmRSS` (current), in kB, from `/proc/self/status`.
    static func memory() -> (peakKB: Int, currentKB: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        var peak = 0
        var current = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
            if line.hasPrefix("VmRSS:") { current = kilobytes(line) }
        }
        return (peak, current)
    }

    private static func kilobytes(_ line: Substring) -> Int {
        Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
    }

    /// Newlines in a buffer, the way a C loop over the bytes counts them.
    @inline(__always)
    static func countNewlines(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for byte in buffer where byte == 0x0A { count += 1 }
            return count
        }
    }
}

/// Formatting for the tables.
enum Format {
    static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? s + fill : fill + s
    }

    static func seconds(_ s: Double) -> String { String(format: s < 10 ? "%.3f" : "%.2f", s) }

    static func megabytes(bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    static func megabytes(kilobytes: Int) -> String { String(format: "%.1f", Double(kilobytes) / 1024) }

    /// 1234567 → "1.23M", 12345 → "12.3k".
    static func rate(_ value: Double) -> String {
        if value >= 1e6 { return String(format: "%.2fM", value / 1e6) }
        if value >= 1e3 { return String(format: "%.1fk", value / 1e3) }
        return String(format: "%.0f", value)
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, ch) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return String(out.reversed())
    }
}
