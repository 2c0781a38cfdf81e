/// What WWDC21 "Demystify SwiftUI" calls inert modifiers: a modifier with a value that changes nothing
/// (`.opacity(1)`, `.padding(0)`), so that a branch that adds the modifier on one side can become one
/// view with the condition in the modifier's argument (`.opacity(isExpired ? 0.3 : 1)`).
public enum InertModifiers {
    /// Modifier name → the argument text that makes it inert.
    public static let inertArgument: [String: String] = [
        "opacity": "1", "scaleEffect": "1", "rotationEffect": ".zero", "rotation3DEffect": ".zero", "offset": ".zero",
        "blur": "radius: 0", "saturation": "1", "brightness": "0", "grayscale": "0", "contrast": "1", "hueRotation": ".zero",
        "padding": "0", "cornerRadius": "0", "zIndex": "0", "disabled": "false", "allowsHitTesting": "true",
        "accessibilityHidden": "false", "bold": "false", "italic": "false", "underline": "false", "strikethrough": "false",
        "shadow": "radius: 0", "blendMode": ".normal", "colorMultiply": ".white", "fontWeight": "nil", "lineLimit": "nil",
        "redacted": "reason: []", "animation": "nil, value: 0",
    ]

    /// The inert argument of a one-argument modifier, split into its label (`radius` of `radius: 0`) and
    /// value; nil for modifiers without one, or whose inert form takes several arguments.
    public static func singleArgument(_ name: String) -> (label: String?, value: String)? {
        guard let inert = inertArgument[name], !inert.contains(",") else { return nil }
        let parts = inert.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count == 2 ? (parts[0], parts[1]) : (nil, parts[0])
    }

    /// Modifiers whose inert value changes nothing at all. For the others in `inertArgument` the inert value
    /// can also override what an enclosing view sets (`.lineLimit(nil)` lifts an outer limit) or still
    /// draws something (`.shadow(radius: 0)`): a fix that uses it is unsafe.
    public static let exactlyInert = NameSet([
        "opacity", "scaleEffect", "rotationEffect", "offset", "blur", "saturation", "brightness", "grayscale", "contrast",
        "hueRotation", "padding", "cornerRadius", "zIndex", "allowsHitTesting", "bold", "italic", "underline", "strikethrough",
        "blendMode", "colorMultiply", "accessibilityHidden", "disabled",
    ])

    /// Modifiers whose argument picks a static type (a style): two branches with different styles cannot
    /// become one view with a ternary.
    public static let typeChanging = NameSet([
        "buttonStyle", "pickerStyle", "textFieldStyle", "toggleStyle", "listStyle", "labelStyle", "menuStyle",
        "tabViewStyle", "datePickerStyle", "progressViewStyle", "gaugeStyle", "indexViewStyle", "navigationViewStyle",
        "controlGroupStyle", "formStyle", "groupBoxStyle", "disclosureGroupStyle", "labeledContentStyle",
        "navigationSplitViewStyle", "tableStyle", "windowStyle", "menuButtonStyle", "presentationDetents",
        "modifier", "sheet", "fullScreenCover",
        "popover", "alert", "confirmationDialog", "toolbar", "navigationDestination", "contextMenu", "swipeActions",
        "matchedGeometryEffect", "transition", "environmentObject", "environment", "tag", "id",
    ])

    /// Modifiers that can take the condition into their argument: the same modifier on both sides with
    /// values of one type (`.foregroundStyle(isOn ? .green : .gray)`, `.font(compact ? .body : .title)`).
    public static func acceptsTernary(_ name: String) -> Bool { !typeChanging.contains(name) }
}
