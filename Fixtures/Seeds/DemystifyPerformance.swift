// The WWDC23 "Demystify SwiftUI performance" examples, written as our own code: bug next to fix.
import SwiftUI

// MARK: - Dynamic property instantiation

struct DogRootView: View {
    @State private var model = FetchModel() // expect: expensive_state_initializer

    var body: some View {
        DogList(dogs: model.dogs)
    }
}

struct FixedDogRootView: View {
    @State private var model = LazyFetchModel()

    var body: some View {
        DogList(dogs: model.dogs)
            .task { await model.load() }
    }
}

struct DogApp: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            DogRootView().tag(0)
            FixedDogRootView().tag(1)
        }
    }
}

// MARK: - Work in body

struct DogBirthdayRow: View {
    let dog: PerformanceDog
    let birthday: Date

    var body: some View {
        let formatter = DateFormatter() // expect: expensive_work_in_body
        Text("\(dog.name): \(formatter.string(from: birthday))")
    }
}

struct FixedDogBirthdayRow: View {
    let dog: PerformanceDog
    let birthday: Date

    var body: some View {
        Text("\(dog.name): \(birthday, format: .dateTime.day().month())")
    }
}

// MARK: - Rows in List: a constant number of views per element

struct DogList: View {
    var dogs: [PerformanceDog]

    var body: some View {
        List {
            ForEach(dogs) { dog in
                if dog.fetchToy == .ball { // expect: variable_views_per_row
                    DogCell(dog: dog)
                }
            }
        }
        List {
            ForEach(dogs.filter { $0.fetchToy == .ball }) { dog in // expect: inline_foreach_transform
                DogCell(dog: dog)
            }
        }
    }
}

/// The fix: the model keeps the filtered dogs.
struct FixedDogList: View {
    var tennisBallDogs: [PerformanceDog]

    var body: some View {
        List {
            ForEach(tennisBallDogs) { DogCell(dog: $0) }
        }
    }
}

struct DogCell: View {
    let dog: PerformanceDog
    var body: some View { Text(dog.name) }
}

// MARK: - Table rows

struct DogTable: View {
    var dogs: [PerformanceDog]

    var body: some View {
        Table(of: PerformanceDog.Friend.self) {
            TableColumn("Best friend", value: \.name)
        } rows: {
            ForEach(dogs) { dog in
                TableRow(dog.bestFriend) // expect: table_row_identity
            }
        }
        Table(of: PerformanceDog.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(dogs) { dog in TableRow(dog) }
        }
    }
}

// MARK: - Debugging dependencies

struct ScoreView: View {
    @State private var score = 0

    var body: some View {
        let _ = Self._printChanges() // expect: print_changes
        Button("\(score)") { score += 1 }
    }
}

struct FixedScoreView: View {
    @State private var score = 0

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Button("\(score)") { score += 1 }
    }
}
