import Foundation
import TheseusSyntax
import TheseusAnalysis

/// Entry point: picks the command, runs it, and exits with its code.
/// 0: nothing fails the run; 1: findings fail it; 2: usage, configuration or input errors.
let arguments = Array(CommandLine.arguments.dropFirst())
let code = TheseusCommandLine.run(arguments)
exit(code)
