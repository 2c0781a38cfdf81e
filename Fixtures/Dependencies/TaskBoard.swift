import SwiftUI

struct BoardTask: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
    var priority: Int
    var labels: [String]
}

final class BoardModel: ObservableObject {
    @Published var tasks: [BoardTask] = [] {
        didSet { openTasks = tasks.filter { !$0.isDone } }
    }
    @Published private(set) var openTasks: [BoardTask] = []

    /// Filtering in the model, outside view code: computed when asked, not a `ForEach` argument.
    func tasks(labelled label: String) -> [BoardTask] {
        tasks.filter { $0.labels.contains(label) }.sorted { $0.priority > $1.priority }
    }
}

/// Someone else's type with a method of a similar name.
final class ChangeJournal {
    private(set) var entries: [String] = []
    func printChanges() { entries.forEach { print($0) } }
}

struct TaskBoard: View {
    @StateObject private var model = BoardModel()
    @State private var showsDone = false
    let journal: ChangeJournal

    var body: some View {
        let _ = Self._printChanges() // expect: print_changes
        List {
            Section("Open") {
                ForEach(model.openTasks) { task in
                    TaskRow(task: task)
                }
            }
            Section("By priority") {
                ForEach(model.tasks.filter { !$0.isDone }.sorted { $0.priority > $1.priority }) { task in // expect: inline_foreach_transform
                    TaskRow(task: task)
                }
            }
            Section("Done") {
                ForEach(model.tasks.filter(\.isDone)) { task in // expect: inline_foreach_transform
                    TaskRow(task: task)
                }
            }
        }
        .toolbar {
            Button("Journal") { journal.printChanges() }
        }
    }
}

struct TaskRow: View {
    let task: BoardTask

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        HStack {
            Text(task.title)
            Spacer()
            // Mapping inside the row works on one element's labels, not on the list's data.
            Text(task.labels.map { "#" + $0 }.joined(separator: " "))
        }
    }
}

struct LabelBoard: View {
    @ObservedObject var model: BoardModel
    let label: String

    var body: some View {
        TaskRow._logChanges() // expect: print_changes
        return VStack(alignment: .leading) {
            // Text of the statement in a comment: Self._printChanges()
            Text("Call Self._printChanges() to see why a view updates")
            ForEach(Array(model.openTasks)) { task in
                TaskRow(task: task)
            }
        }
    }
}
