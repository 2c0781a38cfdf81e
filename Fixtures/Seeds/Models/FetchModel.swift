// The WWDC23 "Demystify SwiftUI performance" models, in their own file: the rule looks across files.
import Foundation
import Observation

/// Fetches synchronously in its initializer: the talk's slow `@State` initial value.
@Observable final class FetchModel {
    var dogs: [PerformanceDog] = []

    init() {
        fetchDogs()
    }

    func fetchDogs() {
        dogs = PerformanceDog.loadAllFromDisk()
    }
}

/// The fix: an empty initializer; the view loads in `.task`.
@Observable final class LazyFetchModel {
    var dogs: [PerformanceDog] = []

    func load() async {
        dogs = PerformanceDog.loadAllFromDisk()
    }
}

struct PerformanceDog: Identifiable, Hashable {
    let id: UUID
    var name: String
    var fetchToy: Toy
    var bestFriend: Friend

    enum Toy { case ball, stick }

    struct Friend: Identifiable, Hashable {
        let id: UUID
        var name: String
    }

    static func loadAllFromDisk() -> [PerformanceDog] { [] }
}
