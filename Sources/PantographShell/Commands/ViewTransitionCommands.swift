import PantographEngine

/// The declaration of `transition`: `UIView.transition(with:…)` and
/// `UIView.transition(from:to:…)` (docs/flip.md). `CommandRegistry.all` lists it.
enum ViewTransitionCommands {
    static let optionNames = ViewTransitionOption.allCases.map(\.rawValue)

    static let spec = CommandSpec(
        "transition", summary: "UIView.transition(with:…) or transition(from:to:…): a view transition inside the screen",
        discussion: """
            Runs for the duration setting on the virtual clock, with UIKit's option names \
            (any number of OPTIONs); the default curve is curveEaseInOut. UIKit changes the hierarchy at once and animates a snapshot: \
            the record's hierarchy line says what UIKit has, the view table what the screen \
            shows (a removed view as a phantom until the end). The completion fires \
            transitionCompletion(finished: true); a second transition on the same view ends \
            the first with finished: false. `with VIEW`'s animations block toggles the \
            hidden of VIEW's subviews. `from OLD to NEW` removes OLD from its superview and \
            adds NEW there: a view added back has zero bounds (nothing constrains it), and a \
            removed view whose outlet is weak (set outlets weak) is deallocated, so naming \
            it later is UIKit's crash. With showHideTransitionViews only hidden changes.
            """,
        forms: [
            { () -> Form in
                let viewParameter = Parameter("VIEW")
                return Form("with", [viewParameter, options], summary: "animate VIEW while its subviews' hidden toggles") { args throws(ArgumentError) in
                    let view = try args.required(viewParameter) { (t: String) throws(ValueError) in t }
                    return .viewTransition(.with(view: view, options: try read(args)))
                }
            }(),
            { () -> Form in
                let old = Parameter("OLD"), new = Parameter("NEW", keyword: "to")
                return Form("from", [old, new, options],
                            summary: "remove OLD from its superview and add NEW there (or hide OLD, show NEW)") { args throws(ArgumentError) in
                    let from = try args.required(old) { (t: String) throws(ValueError) in t }
                    let to = try args.required(new) { (t: String) throws(ValueError) in t }
                    return .viewTransition(.from(from, to: to, options: try read(args)))
                }
            }(),
        ])

    /// `OPTION…`: one parameter that both forms share.
    static let options = Parameter("OPTION…", optional: true, completion: .words(optionNames), arity: 0)

    /// The option words, each checked by name; two effects or two curves are refused
    /// at the second.
    static func read(_ args: Arguments) throws(ArgumentError) -> ViewTransitionOptions {
        var options: [ViewTransitionOption] = []
        for word in args.words(Self.options) {
            for part in word.text.split(separator: " ") {
                let text = String(part)
                guard let option = ViewTransitionOption(rawValue: text) else {
                    throw ArgumentError(message: "unknown option \(Quoting.quoted(text))" + Quoting.suggestion(for: text, in: optionNames)
                                            + "\nexpected any of \(optionNames.joined(separator: ", "))",
                                        column: word.column)
                }
                options.append(option)
                do {
                    _ = try ViewTransitionOptions(options)
                } catch {
                    throw ArgumentError(message: Phrasing.error(error), column: word.column)
                }
            }
        }
        do { return try ViewTransitionOptions(options) } catch {
            throw ArgumentError(message: Phrasing.error(error), column: args.endColumn)
        }
    }
}
