import SwiftUI

// P1: cross-file extension constant
struct CalendarGrid: View {
    var body: some View {
        ForEach(0..<Self.weeksShown) { week in Text("\(week)") }
    }
}

// P2: file-scope constant
private let maxStarsShown = 5
struct StarsProbe: View {
    var body: some View {
        HStack { ForEach(0..<maxStarsShown) { _ in Image(systemName: "star") } }
    }
}

// P3: custom-named erasing helper called across files
struct ErasedRowProbe: View {
    var body: some View { Text("x").erasedForRow() }
}

// P5: didSet on stored id
struct Draft: Identifiable {
    var id = UUID() { didSet { print("id changed at \(Date())") } }
}

// P6: typed static let
struct TypedConst: View {
    static let count: Int = 4
    var body: some View { ForEach(0..<Self.count) { Text("\($0)") } }
}

// P7: constant from another type in another file
struct LayoutProbe: View {
    var body: some View { ForEach(0..<ProbeLayout.columns) { Text("\($0)") } }
}

// P8: #if DEBUG inside a modifier chain
struct DebugChain: View {
    var body: some View {
        Text("hello")
        #if DEBUG
            .id(UUID())
        #endif
    }
}

// P9: #if DEBUG ... #else branch is live
struct DebugElse: View {
    var body: some View {
        #if DEBUG
        Text("debug").id(UUID())
        #else
        Text("release").id(UUID())
        #endif
    }
}

// P10: computed constant
struct ComputedConst: View {
    static let rows = 2 * 3
    var body: some View { ForEach(0..<Self.rows) { Text("\($0)") } }
}

// P11: AnyView type use only
struct TypeUse: View {
    @State private var cached: AnyView?
    var views: [AnyView] = []
    var body: some View { Text("a") }
}

// P12: AnyView.init
struct InitProbe: View {
    var body: some View { AnyView.init(Text("x")) }
}
