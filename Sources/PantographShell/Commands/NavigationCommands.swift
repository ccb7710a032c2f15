import PantographEngine

/// `push` and `pop`: a navigation controller's `pushViewController(_:animated:)` and
/// `popViewController(animated:)` (docs/navigation.md).
enum NavigationCommands {
    static let push = CommandSpec(
        "push", summary: "pushViewController(NAME, animated:) on the scene's navigation controller (default animated on)",
        discussion: """
        NAME is the controller the scene pushes next. Pushing a controller already on the \
        stack is UIKit's exception: an error, and nothing changes. A push while a transition \
        is in flight is not made (UIKit's "nested push animation" warning).
        """,
        forms: [{ () -> Form in
            let name = Parameter("NAME")
            return Form([name, animated]) { args throws(ArgumentError) in
                .push(try args.required(name) { (t: String) throws(ValueError) in t },
                      animated: try isAnimated(args))
            }
        }()])

    static let pop = CommandSpec(
        "pop", summary: "popViewController(animated:) on the scene's navigation controller (default animated on)",
        forms: [Form([animated]) { args throws(ArgumentError) in
            .pop(animated: try isAnimated(args))
        }])

    /// `animated on|off`: one parameter that `push` and `pop` share.
    private static let animated = Parameter("on|off", keyword: "animated", optional: true, completion: .words(["on", "off"]))

    private static func isAnimated(_ args: Arguments) throws(ArgumentError) -> Bool {
        try args.value(animated) { (t: String) throws(ValueError) -> Bool in
            guard t == "on" || t == "off" else { throw ValueError("animated takes on or off, got \(Quoting.quoted(t))") }
            return t == "on"
        } ?? true
    }
}
