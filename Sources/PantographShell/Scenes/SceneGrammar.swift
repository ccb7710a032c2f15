/// The scene language's statements, declared once: the parser's list of statements
/// (and its error for an unknown one) and docs/scene-language.md come from here; a
/// test holds the parser to every statement declared.
public enum SceneGrammar {
    public struct Statement: Sendable {
        public let name: String
        /// How it is written: `UPPER` is a value, `[…]` optional, `a|b` one of.
        public let usages: [String]
        public let summary: String
    }

    /// In the order a scene file reads, from their declarations (`SceneStatements`).
    public static let statements: [Statement] = SceneStatements.all.map {
        Statement(name: $0.name, usages: $0.usages, summary: $0.summary)
    }

    /// The values the statements take.
    public static let values: [(name: String, meaning: String)] = [
        ("EXPR", "a number or arithmetic over `width`, `height` (the screen), `safeTop`, `safeBottom` and `duration` (the `duration` setting), with `+ - * /`, parentheses and `floor(…)`, written without blanks: `(width-50)/2`, `duration*0.7`"),
        ("RECT", "`X,Y,W,H`, each an EXPR, or `screen` (`0,0,width,height`)"),
        ("POINT", "`X,Y`, each an EXPR"),
        ("X,Y", "a direction, in numbers: up is `0,-1`"),
        ("N", "a number, as the command language writes one (`0.5`, `42%`)"),
        ("DURATION", "seconds: `250ms`, `0.25s` or `0.25`"),
        ("CURVE", "`easeInOut` (the default), `easeIn`, `easeOut`, `linear`, `default` or `cubic(X1,Y1,X2,Y2)`"),
        ("TIMING", "a CURVE; `spring(DAMPING,VELOCITY)`: UIKit's spring with that damping ratio and initial velocity, fitted to the track's duration; or a spring in any dialect the `spring` command reads, its keywords and values written `KEY=VALUE` without blanks: \(SceneSprings.formTexts.map { "`\($0)`" }.joined(separator: ", ")), each with `velocity=V` if it moves at the start. That spring runs in real seconds from the track's start, as `CASpringAnimation` does, and is on its target at the track's end, settled or not"),
        ("EDIT", "`\(edit("insert"))` (`addSubview`, on top by default), `\(edit("remove"))`, `\(edit("hide"))`, `\(edit("show"))`, "
            + "or `\(edit("set"))` (a value set without animation)"),
        ("TRACK", "`\(SceneForms.track.usage)`: PROPERTY is `frame` (a RECT), `alpha`, `scale`, `cornerRadius`, `yaw`, `pitch` (a turn about the horizontal axis) or `curl` (negative: covered from the top edge) (an EXPR); without `from`, from where the view is; without `duration`, to the animation's end. Several tracks of one property are keyframes, one after the other; two at once are an error."),
    ]

    /// An edit's usage: its verb and its form's.
    private static func edit(_ verb: String) -> String {
        verb + " " + SceneForms.edits.first { $0.verb == verb }!.form.usage
    }

    /// docs/scene-language.md.
    public static func markdown() -> String {
        var md = """
            # Scene language reference

            <!-- Generated from the declarations in Sources/PantographShell/Scenes/SceneStatements.swift and SceneForms.swift; \
            `PANTOGRAPH_RECORD=1 swift test --filter SceneGrammarTests` rewrites it. -->

            A scene file is one statement per line (or between `;`s); `#` starts a comment.
            Words are separated by blanks, attributes are named and come in any order, and
            everything a reader would not miss has a default. `scene load FILE` and
            `pantograph --scene FILE` read one; `scene save FILE` and `scene show` write one,
            which reads back to the same scene. A file with problems loads nothing, and every
            problem is reported at once as `FILE:LINE:COL: error: …` (the first 100 of them),
            with the word that was perhaps meant (`did you mean 'alpha'?`); a name an
            expression does not know is answered with the `let` names above it. A file may
            begin with a byte-order mark, and its lines end at LF, CR LF or CR. Limits that
            keep a hostile file quick are in [hostile-input.md](hostile-input.md#scene-files).
            [Model your own transition](own-transition.md) builds one step by step. A track's
            `timing` takes a spring in any dialect `spring` reads: `spring(duration=0.5,bounce=0.3)`
            is `spring duration 0.5 bounce 0.3` ([springs.md](springs.md), "A spring in a scene"),
            and so do a `drag`'s spring back and a `tap`'s highlight ([springs.md](springs.md), "A gesture's own animations").

            ## Statements

            """
        for statement in statements {
            md += "\n### \(statement.name)\n\n```\n" + statement.usages.joined(separator: "\n") + "\n```\n\n\(statement.summary)\n"
        }
        md += "\n## Values\n\n| value | written as |\n|---|---|\n"
        for value in values {
            md += "| `\(value.name)` | \(value.meaning.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |\n"
        }
        return md
    }
}
