/// A failed request, answered with a JSON-RPC error.
public enum ServerError: Error, Equatable {
    case parseError(String)
    case invalidRequest(String)
    case methodNotFound(String)
    case invalidParams(String)
    case serverNotInitialized
    case requestCancelled
    case internalError(String)

    /// The codes JSON-RPC and the LSP specification assign.
    public var code: Int {
        switch self {
        case .parseError: return -32700
        case .invalidRequest: return -32600
        case .methodNotFound: return -32601
        case .invalidParams: return -32602
        case .internalError: return -32603
        case .serverNotInitialized: return -32002
        case .requestCancelled: return -32800
        }
    }

    public var message: String {
        switch self {
        case .parseError(let m), .invalidRequest(let m), .invalidParams(let m), .internalError(let m): return m
        case .methodNotFound(let method): return "unknown method \(method)"
        case .serverNotInitialized: return "the server is not initialized"
        case .requestCancelled: return "cancelled"
        }
    }
}
