// Regression fixture — non_constant_foreach_range: `static let rows = 2 * 3` is a constant bound.
import SwiftUI

struct SeatMap: View {
    static let rows = 2 * 3

    var body: some View {
        ForEach(0..<Self.rows) { row in   // stays silent
            Text("Row \(row + 1)")
        }
    }
}
