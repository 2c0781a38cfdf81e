import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import TheseusReporting

/// Paths, messages, source lines and rule text an attacker controls (a file name in a pull request, a
/// string in the linted code) must not break any output format or inject into terminals and CI logs.
final class HostileInputTests: XCTestCase {
    let report = ReportFixtures.hostileReport
    let hostile = ReportFixtures.hostile

    // MARK: text and xcode: no raw control characters, no injected lines

    func testXcodeHasNoRawControlCharactersAndOneLinePerFinding() {
        let output = XcodeReporter.render(report, options: ReportOptions())
        XCTAssertEqual(rawControlCharacters(in: output, allowTab: false), [])
        XCTAssertFalse(output.contains("\u{1B}"))
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, report.findings.count + report.errors.count)
        assertNoCICommands(output)
    }

    func testTextHasNoRawControlCharacters() {
        let output = TextReporter.render(report, options: ReportOptions())
        XCTAssertEqual(rawControlCharacters(in: output), [])
        XCTAssertFalse(output.contains("\u{1B}"))
        XCTAssertTrue(output.contains("\\u{1B}[31mred"), "ESC is shown as a visible escape")
        XCTAssertTrue(output.contains("\\u{202E}"), "bidi overrides are shown as visible escapes")
        assertNoCICommands(output)
    }

    func testColouredTextHasOnlyItsOwnEscapeSequences() {
        var output = TextReporter.render(report, options: ReportOptions(color: true))
        for sgr in ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m", "\u{1B}[1;34m"] {
            output = output.replacingOccurrences(of: sgr, with: "")
        }
        XCTAssertEqual(rawControlCharacters(in: output), [])
        assertNoCICommands(output)
    }

    func testAPathStartingWithAWorkflowCommandIsPrefixed() {
        var finding = report.findings[0]
        finding.range.path = "::error::pwned.swift"
        let single = LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0")
        XCTAssertTrue(XcodeReporter.render(single, options: ReportOptions()).hasPrefix("./::error::pwned.swift:1:1: error: "))
        XCTAssertTrue(TextReporter.render(single, options: ReportOptions()).hasPrefix("./::error::pwned.swift:1:1: error: "))
        finding.range.path = "  ::warning::x.swift"
        let spaced = LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0")
        XCTAssertTrue(XcodeReporter.render(spaced, options: ReportOptions()).hasPrefix("./  ::warning::x.swift:"))
    }

    /// No line may be taken for a workflow command by the GitHub Actions runner: it trims leading white
    /// space and looks for `::`, and it finds `##[` anywhere in a line.
    func assertNoCICommands(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        for text in output.split(separator: "\n") {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            XCTAssertFalse(trimmed.hasPrefix("::"), "line could start a workflow command: \(text.debugDescription)", file: file, line: line)
            XCTAssertFalse(text.contains("##["), "line contains ##[: \(text.debugDescription)", file: file, line: line)
        }
    }

    // MARK: GitHub

    func testGitHubLinesCannotStartAForeignCommand() {
        let output = GitHubReporter.render(report, options: ReportOptions())
        XCTAssertTrue(output.hasSuffix("\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, report.findings.count + report.errors.count)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line.debugDescription)")
            XCTAssertFalse(line.hasPrefix("##["))
            XCTAssertFalse(line.contains("##["), "the runner's old syntax is found anywhere in a line")
            XCTAssertFalse(line.contains("\r"))
            XCTAssertEqual(rawControlCharacters(in: String(line), allowTab: false), [])
            // The properties end at the first `::` after the command; the data follows unchanged.
            let afterCommand = line.dropFirst(2)
            let separator = afterCommand.range(of: "::")!
            let properties = afterCommand[afterCommand.startIndex..<separator.lowerBound]
            XCTAssertEqual(properties.split(separator: ",").count, properties.contains("line=") ? 6 : 2, "a comma in a value would split a property")
            let data = String(afterCommand[separator.upperBound...])
            XCTAssertEqual(unescapeData(data), expectedGitHubText(hostile))
        }
    }

    func testGitHubPropertyEscapingRoundTrips() {
        let output = GitHubReporter.render(report, options: ReportOptions())
        let first = output.split(separator: "\n")[1]  // the error finding
        let properties = first.dropFirst("::error ".count)
        let end = properties.range(of: "::")!.lowerBound
        var values: [String: String] = [:]
        for pair in properties[..<end].split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            values[String(parts[0])] = unescapeProperty(String(parts[1]))
        }
        XCTAssertEqual(values["file"], expectedGitHubText(report.findings[0].path))
        XCTAssertEqual(values["line"], "1")
        XCTAssertEqual(values["col"], "1")
        XCTAssertEqual(values["endLine"], "1")
        XCTAssertEqual(values["endColumn"], "5")
        XCTAssertEqual(values["title"], "any_view")
    }

    /// What the runner shows: the input with CR and LF kept, other controls and the `[` of `##[` as escapes.
    func expectedGitHubText(_ text: String) -> String {
        var out = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            if scalar == "\r" || scalar == "\n" { out.unicodeScalars.append(scalar) }
            else if TerminalSafety.isUnsafe(scalar) || (scalar == "[" && hashes >= 2) { out += TerminalSafety.visible(scalar) }
            else { out.unicodeScalars.append(scalar) }
            hashes = scalar == "#" ? hashes + 1 : 0
        }
        return out
    }

    /// The runner's unescaping (actions/runner `ActionCommand.UnescapeData`, in its order).
    func unescapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }

    func unescapeProperty(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    func testStepSummaryKeepsEveryFindingInItsRow() {
        let summary = GitHubReporter.stepSummary(report)
        XCTAssertEqual(rawControlCharacters(in: summary), [])
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") || $0.hasPrefix("| info") }
        XCTAssertEqual(rows.count, report.findings.count)
        for row in rows {
            XCTAssertEqual(unescapedPipes(in: row), 5, "a row has four cells: \(row)")
        }
        XCTAssertTrue(summary.contains("a<br>::error::pwned<br>"), "line breaks become <br>")
        XCTAssertTrue(summary.contains("100% \\| "), "pipes are escaped")
    }

    func unescapedPipes(in row: Substring) -> Int {
        var count = 0
        var backslashes = 0
        for character in row {
            if character == "|" && backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    // MARK: JSON, SARIF, GitLab: still JSON, text intact

    func testJSONStillParsesAndKeepsTheText() throws {
        let output = JSONReporter.render(report, options: ReportOptions())
        XCTAssertFalse(output.contains("\u{1B}"), "JSONEncoder escapes control characters")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings[0]["message"] as? String, hostile)
        XCTAssertEqual(findings[0]["file"] as? String, report.findings[0].path)
        XCTAssertEqual(findings[0]["help"] as? String, hostile)
        XCTAssertEqual(((findings[0]["evidence"] as? [[String: Any]])?.first?["text"]) as? String, hostile)
        XCTAssertEqual(((root["errors"] as? [[String: Any]])?.first?["message"]) as? String, hostile)
    }

    func testSARIFStillParsesWithEncodedURIs() throws {
        let output = SARIFReporter.render(report, options: ReportOptions(), workingDirectory: "/work/my project/#1")
        XCTAssertFalse(output.contains("\u{1B}"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual((results[0]["message"] as? [String: Any])?["text"] as? String, hostile)
        var uris: [String] = []
        for result in results {
            for key in ["locations", "relatedLocations"] {
                for location in result[key] as? [[String: Any]] ?? [] {
                    let artifact = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
                    uris.append(try XCTUnwrap(artifact["uri"] as? String))
                }
            }
        }
        let base = try XCTUnwrap(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        XCTAssertEqual(base, "file:///work/my%20project/%231/")
        uris.append(base)
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/%:".unicodeScalars)
        for uri in uris {
            XCTAssertTrue(uri.unicodeScalars.allSatisfy { allowed.contains($0) }, "not percent-encoded: \(uri)")
            XCTAssertNotNil(URL(string: uri), uri)
        }
        XCTAssertTrue(uris[0].hasPrefix("dir/a%0A%3A%3Aerror%3A%3Apwned%0D%0A%23%23%5Bgroup%5Dx"))
        XCTAssertEqual(percentDecoded(uris[0]), report.findings[0].path, "the URI decodes to the path")
    }

    func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testGitLabStillParses() throws {
        let output = GitLabReporter.render(report, options: ReportOptions())
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        // The findings, then one issue per file that could not be linted.
        XCTAssertEqual(issues.count, report.findings.count + report.errors.count)
        XCTAssertEqual(issues[0]["description"] as? String, hostile)
        XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, report.findings[0].path)
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count)
    }

    // MARK: Checkstyle: well-formed XML

    func testCheckstyleParsesWithXMLParser() throws {
        let output = CheckstyleReporter.render(report, options: ReportOptions())
        let collector = AttributeCollector()
        let parser = XMLParser(data: Data(output.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))\n\(output)")
        XCTAssertEqual(collector.elements.filter { $0.name == "file" }.count, 2)
        let errors = collector.elements.filter { $0.name == "error" }
        XCTAssertEqual(errors.count, 4)
        // What an XML reader gets back: the text, with the characters XML cannot carry as visible escapes.
        let expected = String(String.UnicodeScalarView(hostile.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: return [scalar]
            case 0x00...0x1F, 0x7F...0x9F: return Array(TerminalSafety.visible(scalar).unicodeScalars)
            default: return [scalar]
            }
        }))
        for error in errors {
            XCTAssertEqual(error.attributes["message"], expected)
        }
        XCTAssertEqual(errors.compactMap { $0.attributes["source"] }.sorted(), ["theseus.any_view", "theseus.any_view", "theseus.any_view", "theseus.file_error"])
    }
}

final class AttributeCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
    }
}
