import Foundation
import XCTest
@testable import TheseusServer

/// The server through its messages, as an editor drives it.
final class LanguageServerTests: XCTestCase {
    static let pet = "import Foundation\nstruct Pet: Identifiable { let id: UUID; var name: String; var isFavorite: Bool }\n"
    static let pets = """
    import SwiftUI
    struct Pets: View {
        @State private var pets: [Pet] = []
        var body: some View {
            List {
                ForEach(pets.indices, id: \\.self) { index in
                    Toggle(pets[index].name, isOn: $pets[index].isFavorite) // 🐶 名前
                }
                .onDelete { pets.remove(atOffsets: $0) }
            }.task { pets = await loadPets() }
        }
    }

    """
    static let byName = """
    import SwiftUI
    struct Names: View {
        @State private var pets: [Pet] = []
        var body: some View {
            List {
                ForEach(pets, id: \\.name) { pet in Text(pet.name) }
            }
            Button("Add") { pets.append(Pet(id: UUID(), name: "Rex", isFavorite: false)) }
        }
    }

    """

    func client(_ configuration: String? = nil) throws -> ServerTestClient {
        try ServerTestClient(files: ["Models/Pet.swift": Self.pet, "Views/Pets.swift": Self.pets, "Views/Names.swift": Self.byName],
                             configuration: configuration)
    }

    func testInitializeNegotiatesThePositionEncoding() throws {
        let client = try client()
        let result = client.initialize()["result"]
        XCTAssertEqual(result?["capabilities"]?["positionEncoding"], "utf-16", "the protocol's default")
        XCTAssertEqual(result?["capabilities"]?["textDocumentSync"]?["change"], 2, "incremental changes")
        XCTAssertEqual(result?["capabilities"]?["codeActionProvider"]?["codeActionKinds"], ["quickfix"])
        XCTAssertEqual(result?["serverInfo"]?["name"], "theseus")

        let utf8 = try self.client()
        XCTAssertEqual(utf8.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])["result"]?["capabilities"]?["positionEncoding"], "utf-8")
    }

    func testRequestsBeforeInitializeAreRefusedAndUnknownMethodsAnswered() throws {
        let client = try client()
        XCTAssertEqual(client.request("textDocument/codeAction", [:])["error"]?["code"], -32002)
        _ = client.initialize()
        XCTAssertEqual(client.request("textDocument/hover", [:])["error"]?["code"], -32601)
        XCTAssertEqual(client.request("textDocument/codeAction", ["textDocument": [:]])["error"]?["code"], -32602)
        client.notify("$/setTrace", ["value": "off"])  // an unknown notification: no answer
        client.notify("workspace/didChangeConfiguration", ["settings": [:]])
        XCTAssertEqual(client.drain().filter { $0["id"] == nil && $0["method"]?.string != "textDocument/publishDiagnostics" }.count, 0)
    }

    func testDiagnosticsCarryTheRuleTheLinkAndTheRange() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        let diagnostics = try XCTUnwrap(client.diagnostics("Views/Pets.swift"))
        XCTAssertEqual(diagnostics.count, 1)
        let d = diagnostics[0]
        XCTAssertEqual(d["code"], "index_based_identity")
        XCTAssertEqual(d["source"], "theseus")
        XCTAssertEqual(d["severity"], 2)
        XCTAssertEqual(d["codeDescription"]?["href"], "https://github.com/theseus-lint/theseus/blob/main/rules.md#index_based_identity")
        XCTAssertEqual(d["range"], ["start": ["line": 5, "character": 12], "end": ["line": 5, "character": 45]])
        XCTAssertTrue(d["message"]?.string?.contains("indices of `pets`") == true)
    }

    func testRelatedLocationsInAnotherFileAreInItsUTF16Positions() throws {
        let client = try ServerTestClient(files: [
            "Models/Item.swift": "import Foundation\nstruct Item: Identifiable {\n    var id: UUID { UUID() }\n    var name: String\n}\n",
            "Views/Items.swift": "import SwiftUI\nstruct Items: View {\n    var items: [Item]\n    var body: some View {\n        /* 🐶 */ List(items) { item in Text(item.name) }\n    }\n}\n",
        ])
        _ = client.initialize()
        client.open("Models/Item.swift")
        let diagnostic = try XCTUnwrap(client.diagnostics("Models/Item.swift")?.first)
        XCTAssertEqual(diagnostic["code"], "unstable_identifiable_id")
        // An error whose evidence does not show the harm (the rows hold no state): one step lower.
        XCTAssertEqual(diagnostic["severity"], 2)
        XCTAssertEqual(diagnostic["data"]?["confidence"], "medium")
        let related = try XCTUnwrap(diagnostic["relatedInformation"]?.array?.first)
        XCTAssertEqual(related["location"]?["uri"]?.string, client.uri("Views/Items.swift"))
        // `List` follows `        /* 🐶 */ `: 17 UTF-16 units (19 bytes).
        XCTAssertEqual(related["location"]?["range"], ["start": ["line": 4, "character": 17], "end": ["line": 4, "character": 21]])
        XCTAssertEqual(related["message"], "this `List` identifies its rows by their id")
    }

    func testUTF8PositionsWhenTheClientOffersThem() throws {
        let client = try client()
        _ = client.initialize(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        let text = Self.pets.replacingOccurrences(of: "            ForEach(pets.indices", with: "/* 🐶 */    ForEach(pets.indices")
        client.open("Views/Pets.swift", text: text)
        // `ForEach` after `/* 🐶 */    `: 3 + 4 + 3 + 4 = 14 bytes (12 UTF-16 units).
        XCTAssertEqual(client.diagnostics("Views/Pets.swift")?.first?["range"]?["start"], ["line": 5, "character": 14])
    }

    func testIncrementalEditsAfterEmojiAndCJKUpdateTheDiagnostics() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        XCTAssertEqual(client.codes("Views/Pets.swift"), ["index_based_identity"])
        // Replace `名前` (after 🐶, two UTF-16 units) with `name`: positions must count UTF-16 units.
        let line6 = "                Toggle(pets[index].name, isOn: $pets[index].isFavorite) // 🐶 名前"
        let column = line6.utf16.count - 2
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift")), "version": 2],
                                                 "contentChanges": [["range": ["start": ["line": 6, "character": .int(column)],
                                                                               "end": ["line": 6, "character": .int(column + 2)]],
                                                                     "text": "name"]]])
        // Remove `.onDelete { … }` (line 8): nothing shows the rows moving any more, so the finding stays at
        // medium confidence, one severity lower (information).
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift")), "version": 3],
                                                 "contentChanges": [["range": ["start": ["line": 8, "character": 0], "end": ["line": 9, "character": 0]],
                                                                     "text": ""]]])
        client.server.waitUntilIdle()
        let published = client.drain().filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.last?["params"]?["version"], 3)
        XCTAssertEqual(published.last?["params"]?["diagnostics"]?.array?.map { $0["severity"] }, [3])
        XCTAssertEqual(published.last?["params"]?["diagnostics"]?.array?.map { $0["data"]?["confidence"] }, ["medium"])
        // A full-text change brings the evidence back.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift")), "version": 4],
                                                 "contentChanges": [["text": .string(Self.pets)]]])
        let restored = client.diagnostics("Views/Pets.swift")
        XCTAssertEqual(restored?.compactMap { $0["code"]?.string }, ["index_based_identity"])
        XCTAssertEqual(restored?.first?["severity"], 2)
    }

    func testCodeActionsFixAndSuppress() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        let response = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri("Views/Pets.swift"))],
            "range": ["start": ["line": 5, "character": 20], "end": ["line": 5, "character": 20]],
            "context": ["diagnostics": []],
        ])
        let actions = try XCTUnwrap(response["result"]?.array)
        XCTAssertEqual(actions.map { $0["title"]?.string ?? "" },
                       ["Fix: key rows by the elements' `id`: `ForEach($pets) { $pet in … }`", "Suppress index_based_identity on this line"])
        XCTAssertEqual(actions[0]["isPreferred"], true)
        let uri = client.uri("Views/Pets.swift")
        let fixed = applying(try XCTUnwrap(actions[0]["edit"]?["changes"]?[uri]?.array), to: Self.pets)
        XCTAssertTrue(fixed.contains("ForEach($pets) { $pet in"), fixed)
        XCTAssertTrue(fixed.contains("Toggle(pet.name, isOn: $pet.isFavorite)"), fixed)

        let suppressed = applying(try XCTUnwrap(actions[1]["edit"]?["changes"]?[uri]?.array), to: Self.pets)
        XCTAssertTrue(suppressed.contains("            // theseus:disable:next index_based_identity\n            ForEach(pets.indices"), suppressed)
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(suppressed)]]])
        XCTAssertEqual(client.codes("Views/Pets.swift"), [])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3], "contentChanges": [["text": .string(fixed)]]])
        XCTAssertEqual(client.codes("Views/Pets.swift"), [])

        // Away from any finding, and for another kind only: nothing.
        let elsewhere = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                                   "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                                                                   "context": ["diagnostics": []]])
        XCTAssertEqual(elsewhere["result"], [])
    }

    func testACancelledCodeActionIsAnsweredAsCancelled() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        client.server.waitUntilIdle()
        client.server.suspendLinting()
        let id = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift"))],
                                                           "range": ["start": ["line": 5, "character": 20], "end": ["line": 5, "character": 20]],
                                                           "context": ["diagnostics": []]], wait: false)
        client.notify("$/cancelRequest", ["id": id])
        client.server.receive([])  // a turn of the protocol queue
        Thread.sleep(forTimeInterval: 0.05)
        client.server.resumeLinting()
        XCTAssertEqual(client.response(to: id)?["error"]?["code"], -32800)
    }

    func testEditingAModelRefreshesTheViewsThatUseIt() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Names.swift")
        client.open("Views/Pets.swift")
        let before = try XCTUnwrap(client.diagnostics("Views/Names.swift")?.first?["message"]?.string)
        XCTAssertTrue(before.contains("`Pet` is `Identifiable`"), before)
        // The model is open in the editor too, and loses `Identifiable` while being edited.
        client.open("Models/Pet.swift")
        _ = client.drain()
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(client.uri("Models/Pet.swift")), "version": 2],
                                                 "contentChanges": [["text": .string(Self.pet.replacingOccurrences(of: ": Identifiable", with: ""))]]])
        let published = client.drain().filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        let names = published.filter { $0["params"]?["uri"]?.string == client.uri("Views/Names.swift") }
        XCTAssertEqual(names.count, 1, "the view that keys `Pet` rows is linted again")
        let after = try XCTUnwrap(names.first?["params"]?["diagnostics"]?.array?.first?["message"]?.string)
        XCTAssertFalse(after.contains("is `Identifiable`"), after)
    }

    func testAModelChangedOnDiskRefreshesOpenViews() throws {
        let client = try client()
        _ = client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = client.drain().first { $0["method"]?.string == "client/registerCapability" }
        XCTAssertEqual(registration?["params"]?["registrations"]?.array?.first?["method"], "workspace/didChangeWatchedFiles")
        client.open("Views/Names.swift")
        XCTAssertTrue(client.diagnostics("Views/Names.swift")?.first?["message"]?.string?.contains("is `Identifiable`") == true)
        try Self.pet.replacingOccurrences(of: ": Identifiable", with: "").write(to: client.root.appendingPathComponent("Models/Pet.swift"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("Models/Pet.swift")), "type": 2]]])
        XCTAssertFalse(client.diagnostics("Views/Names.swift")?.first?["message"]?.string?.contains("is `Identifiable`") ?? true)
    }

    func testAConfigurationChangeReappliesTheRules() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        XCTAssertEqual(client.codes("Views/Pets.swift"), ["index_based_identity"])
        try "disabled_rules: [index_based_identity]\n".write(to: client.root.appendingPathComponent(".theseus.yml"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri(".theseus.yml")), "type": 1]]])
        XCTAssertEqual(client.codes("Views/Pets.swift"), [])
        // A configuration that does not load is shown, and the defaults apply meanwhile.
        try "disabled_rules: [nope_rule\n".write(to: client.root.appendingPathComponent(".theseus.yml"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri(".theseus.yml")), "type": 2]]])
        let messages = client.drain()
        XCTAssertNotNil(messages.first { $0["method"]?.string == "window/showMessage" })
        let published = messages.last { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published?["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string }, ["index_based_identity"])
    }

    func testANestedConfigurationAppliesToTheFilesBelowIt() throws {
        let client = try ServerTestClient(files: ["Models/Pet.swift": Self.pet, "Views/Pets.swift": Self.pets,
                                                  "Other/Pets.swift": Self.pets.replacingOccurrences(of: "struct Pets", with: "struct OtherPets")])
        try "disabled_rules: [index_based_identity]\n".write(to: client.root.appendingPathComponent("Views/.theseus.yml"), atomically: true, encoding: .utf8)
        _ = client.initialize()
        client.open("Views/Pets.swift")
        client.open("Other/Pets.swift")
        XCTAssertEqual(client.codes("Views/Pets.swift"), [], "Views/.theseus.yml turns the rule off below it")
        XCTAssertEqual(client.codes("Other/Pets.swift"), ["index_based_identity"], "a sibling folder is unaffected")
        // The nested file changes on disk: its folder follows.
        try "index_based_identity:\n  severity: error\n".write(to: client.root.appendingPathComponent("Views/.theseus.yml"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("Views/.theseus.yml")), "type": 2]]])
        XCTAssertEqual(client.diagnostics("Views/Pets.swift")?.first?["severity"], 1, "the nested file's severity")
        XCTAssertEqual(client.diagnostics("Other/Pets.swift")?.first?["severity"], 2)
    }

    func testSaveAndClose() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        _ = client.drain()
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift"))]])
        XCTAssertEqual(client.drain().count, 0, "saving unchanged text publishes nothing new")
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(client.uri("Views/Pets.swift"))]])
        XCTAssertEqual(client.diagnostics("Views/Pets.swift"), [], "a closed file's diagnostics are cleared")
    }

    func testMalformedInputIsAnsweredAndTheSessionGoesOn() throws {
        let client = try client()
        _ = client.initialize()
        _ = client.drain()
        client.sendRaw(MessageFramer.frame(Array("{not json".utf8)))
        client.sendRaw(MessageFramer.frame([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))  // a key that is not UTF-8
        client.sendRaw(MessageFramer.frame(Array("[1,2]".utf8)))
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#.utf8)))
        client.sendRaw(Array("Content-Length: nope\r\n\r\n".utf8))
        client.sendRaw(Array("garbage without a header end".utf8) + Array("\r\n\r\n".utf8))
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":42}}"#.utf8)))
        let errors = client.drain().compactMap { $0["error"]?["code"]?.int }
        XCTAssertEqual(errors, [-32700, -32700, -32600, -32600])
        client.open("Views/Pets.swift")
        XCTAssertEqual(client.codes("Views/Pets.swift"), ["index_based_identity"], "the session goes on")
    }

    func testShutdownThenExit() throws {
        let client = try client()
        _ = client.initialize()
        XCTAssertEqual(client.request("shutdown")["result"], .null)
        XCTAssertEqual(client.request("textDocument/codeAction", [:])["error"]?["code"], -32600)
        client.notify("exit")
        XCTAssertEqual(client.exit, 0)

        let abrupt = try self.client()
        _ = abrupt.initialize()
        abrupt.notify("exit")
        XCTAssertEqual(abrupt.exit, 1, "exit without shutdown")
    }

    /// Not a timed assertion: the resident memory after 10,000 edits is printed for the closing note, and
    /// the text must be what the edits make.
    func testTenThousandEdits() throws {
        let client = try client()
        _ = client.initialize()
        client.open("Views/Pets.swift")
        client.server.waitUntilIdle()
        let before = Self.residentMegabytes()
        let uri = client.uri("Views/Pets.swift")
        for version in 2...10_001 {
            // Type a character at the end of line 2, then delete it: the text returns to the start.
            let insert = version % 2 == 0
            let change: JSON = insert
                ? ["range": ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 19]], "text": " "]
                : ["range": ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 20]], "text": ""]
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]])
            if version % 1000 == 0 { _ = client.drain() }
        }
        client.server.waitUntilIdle()
        let published = client.drain().filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.last?["params"]?["version"], 10_001)
        XCTAssertEqual(published.last?["params"]?["diagnostics"]?.array?.count, 1)
        let after = Self.residentMegabytes()
        print("theseus lsp: resident memory \(before) MB before and \(after) MB after 10,000 edits")
    }

    static func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
