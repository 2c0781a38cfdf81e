// Regression fixture — index_based_identity: `enumerated()` keyed by `\.0` is keyed by the offset.
import SwiftUI

struct NameList: View {
    @State private var names: [String] = []
    var body: some View {

        ForEach(Array(names.enumerated()), id: \.0) { pair in // expect: index_based_identity
            Text(pair.1)
        }
        Button("Add") { names.insert("New", at: 0) }
    }
}
