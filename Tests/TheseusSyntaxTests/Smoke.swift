import XCTest
@testable import TheseusSyntax
