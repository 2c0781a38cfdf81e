import TheseusSyntax

/// A method that builds a view with an object it makes on each call: `func makeDetailView(for movie:) ->
/// some View { let presenter = DetailPresenter(…); return DetailView(presenter: presenter, movie: movie) }`.
/// Recorded per method in the project index, so that view code calling the factory in `body` (a router's
/// `NavigationLink(destination: router.makeDetailView(for: movie))`) is known to hand the child a new
/// object every time it runs, as `Child(model: Model())` written in place does.
public struct ViewWithNewObject: Sendable, Codable, Hashable {
    /// The view type the method builds (`DetailView`).
    public var view: String
    /// The argument label the new object is passed with (`presenter`; `_0` for the first unlabelled one).
    public var label: String
    /// The type of the object made (`DetailPresenter`).
    public var model: String
    /// Where the object is made.
    public var range: SourceRange

    /// What a method's body returns, when that is a view built with an object made for it: the returned
    /// construction (`return DetailView(presenter: presenter)`, a local `let view = LoginView(…)` returned,
    /// modifiers after it), or the returned call of another method of the type (`return
    /// self.init().configureView()`), two calls deep. The object is made in place, by a local `let`
    /// before it, or by a method of the type whose body returns a construction (`makeViewModel()`).
    static func of(body: NodeID, methods: [String: NodeID?], path: String, tree: SyntaxTree, depth: Int = 0) -> ViewWithNewObject? {
        guard var result = returnedExpression(of: body, tree) else { return nil }
        // `let view = LoginView(…); return view`.
        if tree.kind(result) == .identifierExpr, let name = tree.name(result),
           let binding = FileSummary.lastBinding(name, in: body, before: tree.range(result).start, tree: tree),
           let initializer = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }) {
            result = tree.unwrapped(initializer)
        }
        // `DetailView(…).navigationTitle("Detail")`: the view the modifiers wrap.
        var steps = 0
        while steps < 32, let call = CallExpr.at(result, in: tree), call.isMemberCall(in: tree), ownMethod(call, methods: methods, tree: tree) == nil,
              let receiver = call.receiver(in: tree), CallExpr.at(tree.unwrapped(receiver), in: tree) != nil {
            result = tree.unwrapped(receiver)
            steps += 1
        }
        guard let call = CallExpr.at(result, in: tree), let name = call.name(in: tree) else { return nil }
        if name.startsWithUppercase, !call.isMemberCall(in: tree) {
            var position = 0
            for argument in call.arguments where !argument.isTrailingClosure {
                let label = argument.label ?? "_\(position)"
                if argument.label == nil { position += 1 }
                guard let value = argument.value,
                      let (made, model) = madeObject(value, in: body, methods: methods, tree: tree), model != name else { continue }
                return ViewWithNewObject(view: name, label: label, model: model,
                                         range: SourceRange(path: path, source: tree.source, range: tree.range(made)))
            }
            return nil
        }
        guard depth < 2, let method = ownMethod(call, methods: methods, tree: tree), let inner = tree.child(method, .codeBlock) else { return nil }
        return of(body: inner, methods: methods, path: path, tree: tree, depth: depth + 1)
    }

    /// `Router.makeView(…)` as what a body returns: the static method of another type it forwards to,
    /// as `Router.makeView`.
    static func forwardedCall(ofBody body: NodeID, _ tree: SyntaxTree) -> String? {
        guard let result = returnedExpression(of: body, tree), let call = CallExpr.at(result, in: tree), call.isMemberCall(in: tree),
              let name = call.name(in: tree), let receiver = call.receiver(in: tree),
              tree.kind(tree.unwrapped(receiver)) == .identifierExpr, let type = tree.name(tree.unwrapped(receiver)),
              type.startsWithUppercase else { return nil }
        return type + "." + name
    }

    /// The expression a body returns: its one statement, or the value of its last `return`.
    static func returnedExpression(of body: NodeID, _ tree: SyntaxTree) -> NodeID? {
        let statements = Array(tree.children(body))
        guard let last = statements.last else { return nil }
        if tree.kind(last) == .returnStmt { return tree.children(last).first.map(tree.unwrapped) }
        return statements.count == 1 ? tree.unwrapped(last) : nil
    }

    /// The node that makes a new object for an argument, and the object's type: a construction written in
    /// place (`Presenter()`), or the initializer of a local `let` before it that is one, or that calls a
    /// method of the type whose body returns one (`let vm = makeViewModel()`).
    static func madeObject(_ value: NodeID, in body: NodeID, methods: [String: NodeID?], tree: SyntaxTree) -> (NodeID, String)? {
        let value = tree.unwrapped(value)
        if let made = construction(value, methods: methods, tree: tree) { return made }
        guard tree.kind(value) == .identifierExpr, let name = tree.name(value),
              let binding = FileSummary.lastBinding(name, in: body, before: tree.range(value).start, tree: tree),
              let initializer = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }) else { return nil }
        return construction(tree.unwrapped(initializer), methods: methods, tree: tree)
    }

    /// `Model(…)` (a type of the project or not, but not a value type of the standard library), or the call
    /// of a method of the type whose body's one returned expression is such a construction.
    static func construction(_ value: NodeID, methods: [String: NodeID?], tree: SyntaxTree) -> (NodeID, String)? {
        if let type = FileSummary.constructedType(value, in: tree) {
            guard !FileContext.standardValueTypes.contains(type), type != "Binding", type != "State" else { return nil }
            return (value, type)
        }
        guard let call = CallExpr.at(value, in: tree), let method = ownMethod(call, methods: methods, tree: tree),
              let body = tree.child(method, .codeBlock) else { return nil }
        let statements = Array(tree.children(body))
        guard statements.count == 1 else { return nil }
        let statement = statements[0]
        let returned = tree.kind(statement) == .returnStmt ? tree.children(statement).first : statement
        guard let returned, let type = FileSummary.constructedType(tree.unwrapped(returned), in: tree),
              !FileContext.standardValueTypes.contains(type) else { return nil }
        return (tree.unwrapped(returned), type)
    }

    /// The method of the same type a call names: `configureView()`, `self.configureView()`,
    /// `self.init().configureView()`, `Self().configureView()`; nil for overloads and other receivers.
    static func ownMethod(_ call: CallExpr, methods: [String: NodeID?], tree: SyntaxTree) -> NodeID? {
        guard let name = call.name(in: tree), !name.startsWithUppercase, let method = methods[name] ?? nil else { return nil }
        guard let receiver = call.receiver(in: tree) else { return method }
        if tree.isSelfExpression(receiver) { return method }
        // `self.init()`, `Self()`, `Self.init()`: a new value of the type, whose method this is.
        if let inner = CallExpr.at(tree.unwrapped(receiver), in: tree), let innerName = inner.name(in: tree) {
            if innerName == "Self" { return method }
            if innerName == "init", let base = inner.receiver(in: tree), tree.isSelfExpression(base) || tree.compactText(base) == "Self" { return method }
        }
        return nil
    }
}
