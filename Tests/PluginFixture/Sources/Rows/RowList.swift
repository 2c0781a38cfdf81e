struct RowList: View {
    let items: [String]

    var body: some View {
        ForEach(items.indices, id: \.self) { index in
            Text(items[index])
        }
        .onDelete { _ in }
    }
}
