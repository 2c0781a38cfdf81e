import SwiftUI

/// Shared look of the app: colours, card styles and a few modifier helpers.
enum Theme {
    static let cornerRadius: CGFloat = 14
    static let accent = Color.orange
    static let gridColumns = 3
}

extension View {
    /// Applies `transform` only when `condition` holds.
    ///
    /// Convenient, but it hides an `if` in a result builder; prefer `.opacity(condition ? 1 : 0)`.
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View { // expect: conditional_modifier_helper
        if condition {
            transform(self)
        } else {
            self
        }
    }

    /// Transforms the view with an optional value when there is one: a conditional modifier, used by
    /// `RecipeCard` with a note the user edits.
    @ViewBuilder
    func ifLet<Value, Content: View>(_ value: Value?, transform: (Self, Value) -> Content) -> some View { // expect: conditional_modifier_helper
        if let value {
            transform(self, value)
        } else {
            self
        }
    }

    /// A rounded card in the theme's style; always applied, no branch.
    func themedCard(padding: CGFloat = 12) -> some View {
        self.padding(padding)
            .background(.background, in: RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }

    /// Removes the view entirely. The other branch is a different view (`EmptyView`), not a
    /// modified `self`, so this is not a conditional modifier.
    @ViewBuilder
    func removed(_ isRemoved: Bool) -> some View {
        if isRemoved { EmptyView() } else { self }
    }

    /// Wraps the view for the heterogeneous settings rows. Erasing one view is harmless; the calls that
    /// erase different views into one type are reported where they are (Settings.swift).
    func eraseToAnyView() -> AnyView {
        AnyView(self)
    }

    func disabledAppearance() -> some View { modifier(DisabledAppearance()) }

    func highlighted(_ isOn: Bool) -> some View { modifier(Highlight(isOn: isOn)) }
}

/// Greys a control out while it is disabled.
struct DisabledAppearance: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        if isEnabled { // expect: conditional_modifier_helper
            content
        } else {
            content.saturation(0).opacity(0.5)
        }
    }
}

/// Rounded fonts where the OS has them. `#available` never changes while the app runs, so this is
/// not an identity split.
struct RoundedDesign: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16.1, macOS 13.0, *) {
            content.fontDesign(.rounded)
        } else {
            content
        }
    }
}

/// Compile-time platform branches are not identity splits either.
struct PlatformPadding: ViewModifier {
    func body(content: Content) -> some View {
        #if os(iOS)
        content.padding(.horizontal, 16)
        #else
        content.padding(.horizontal, 24)
        #endif
    }
}

/// Inert modifiers: one view whose properties change.
struct Highlight: ViewModifier {
    var isOn: Bool

    func body(content: Content) -> some View {
        content
            .foregroundStyle(isOn ? Theme.accent : .primary)
            .scaleEffect(isOn ? 1.05 : 1)
            .animation(.snappy, value: isOn)
    }
}

/// A badge that is either a number or a check mark: two different views on purpose.
struct CountBadge: View {
    var count: Int

    var body: some View {
        if count > 0 {
            Text("\(count)")
                .font(.caption2.bold())
                .padding(4)
                .background(Theme.accent, in: Capsule())
        } else {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
        }
    }
}

#if DEBUG
extension View {
    /// Debug-only layout outline. Exempt from the rules: `#if DEBUG` code never ships.
    @ViewBuilder
    func debugOutline(_ isOn: Bool) -> some View {
        if isOn { self.border(.red) } else { self }
    }

    func debugErased() -> AnyView { AnyView(self) }
}
#endif
