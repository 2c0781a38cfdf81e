import SwiftUI
import UIKit

final class OnboardingModel: ObservableObject {
    @Published var step = 0
    let steps: [String]
    init(steps: [String]) { self.steps = steps }
}

final class SessionModel: ObservableObject {
    @Published var userName = ""
}

struct OnboardingFlow: View {
    // Built once in the initializer and owned by SwiftUI from then on.
    @StateObject private var model: OnboardingModel
    @StateObject fileprivate var session = SessionModel()

    init(steps: [String]) {
        _model = StateObject(wrappedValue: OnboardingModel(steps: steps))
    }

    var body: some View {
        VStack {
            Text(model.steps[model.step])
            Button("Next") { model.step += 1 }
        }
        .environmentObject(model)
        .environmentObject(session)
        .onAppear { session.userName = "guest" }
    }
}

/// UIKit entry point: the root is created once, outside any `body`.
final class OnboardingCoordinator {
    func makeRootController() -> UIHostingController<some View> {
        UIHostingController(rootView: OnboardingFlow(steps: ["Welcome", "Sync"]).environmentObject(SessionModel()))
    }
}

struct SignInView: View {
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
        }
        #if DEBUG
        .environmentObject(SessionModel())
        #endif
    }
}

#Preview {
    OnboardingFlow(steps: ["One", "Two"])
        .environmentObject(SessionModel())
}

struct SignInView_Previews: PreviewProvider {
    struct Host: View {
        @State var email = "preview@example.com"
        var body: some View { SignInView().environmentObject(SessionModel()) }
    }
    static var previews: some View { Host() }
}
