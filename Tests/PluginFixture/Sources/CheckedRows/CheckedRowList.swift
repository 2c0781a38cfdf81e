import Rows

struct CheckedRowList: View {
    let names: [String]

    var body: some View {
        ForEach(names.indices, id: \.self) { index in
            Text(names[index])
        }
        .onDelete { _ in }
    }
}
