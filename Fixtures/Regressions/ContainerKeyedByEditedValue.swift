// Regression fixture — unstable_view_id: an `.id` built from a value that a field in the container's content edits.
import SwiftUI

final class AmountModel: ObservableObject { @Published var amount = "" }

struct AmountSection: View {
    @ObservedObject var model: AmountModel
    var body: some View {
        Section {
            TextField("Amount", text: $model.amount)
        }

        .id(model.amount) // expect: unstable_view_id
    }
}
