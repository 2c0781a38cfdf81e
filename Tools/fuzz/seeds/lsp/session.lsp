Content-Length: 183

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file:///fuzz","capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 456

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/Views/Names.swift","languageId":"swift","version":1,"text":"import SwiftUI\nstruct Names: View {\n    @State private var pets: [Pet] = []\n    var body: some View {\n        List {\n            ForEach(pets, id: \\.name) { pet in Text(pet.name) } // 🐶 名前\n        }\n        Button(\"Add\") { pets.append(Pet(id: UUID(), name: \"Rex\")) }\n    }\n}\n"}}}Content-Length: 231

{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/Views/Names.swift"},"range":{"start":{"line":5,"character":34},"end":{"line":5,"character":34}},"context":{"diagnostics":[]}}}Content-Length: 238

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/Models/Pet.swift","languageId":"swift","version":1,"text":"import Foundation\nstruct Pet: Identifiable { let id: UUID; var name: String }\n"}}}Content-Length: 236

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/Models/Pet.swift","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":10},"end":{"line":1,"character":24}},"text":""}]}}Content-Length: 241

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/Views/Names.swift","version":2},"contentChanges":[{"range":{"start":{"line":5,"character":70},"end":{"line":5,"character":72}},"text":"name"}]}}Content-Length: 116

{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///fuzz/Models/Pet.swift"}}}Content-Length: 66

{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}Content-Length: 44

{"jsonrpc":"2.0","id":4,"method":"shutdown"}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}