// The DoorDash article's pizza, written as our own code: a branch that builds the same view twice,
// on a toggle the user flips, next to the inert-modifier fix.
import SwiftUI

struct PizzaScreen: View {
    @State private var isRounded = false

    var body: some View {
        if isRounded { // expect: identity_splitting_branch
            PizzaView()
                .cornerRadius(25)
        } else {
            PizzaView()
                .cornerRadius(0)
        }

        PizzaView()
            .cornerRadius(isRounded ? 25 : 0)

        Toggle("Round", isOn: $isRounded.animation())
            .fixedSize()
    }
}
