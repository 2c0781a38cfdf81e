// Reporters (text, xcode, json, sarif, …) live here, one file each.
@_exported import TheseusSyntax
