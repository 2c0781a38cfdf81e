// Regression fixture — non_constant_foreach_range: a file-scope `let` with a literal value is a constant bound.
import SwiftUI

private let maxStarsShown = 5

struct StarsRow: View {
    var body: some View {
        HStack {
            ForEach(0..<maxStarsShown) { _ in   // stays silent
                Image(systemName: "star")
            }
        }
    }
}
