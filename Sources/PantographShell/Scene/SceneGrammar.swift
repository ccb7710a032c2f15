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

    /// In the order a scene file reads: the scene, its settings, views, controllers,
    /// the window, then each presentation with what belongs to it.
    public static let statements: [Statement] = [
        Statement(name: "scene", usages: ["scene NAME"],
                  summary: "The first statement: the scene's name, as `scenario` and the prompt show it."),
        Statement(name: "summary", usages: ["summary TEXT"],
                  summary: "One line for `scenario` and `scene list`: the rest of the line, `;` and `#` included."),
        Statement(name: "set", usages: ["set KEY VALUE"],
                  summary: "A default of the scene's settings, written as `set` writes it (`set threshold 0.1`, `set policy projection`); any setting but `output`."),
        Statement(name: "let", usages: ["let NAME = EXPR"],
                  summary: "Names an expression for the lines below it, read as if in parentheses: `let side = (width-50)/2`, then `frame 20,20,side,side`. A name is letters only and is not a variable; `scene show` and `scene save` write the expressions out."),
        Statement(name: "option", usages: ["option KEY presentation-style|transition-style|source-view N choices A,B,… default A [summary TEXT]",
                                           "option KEY animator NAVIGATION choices system,custom default system [summary TEXT]",
                                           "option KEY defines-context CONTROLLER choices off,on default off [summary TEXT]",
                                           "option KEY outlets CONTROLLER choices weak,strong default weak [summary TEXT]"],
                  summary: "A setting of this scene alone, bound to presentation N (1 is the first) or to a controller. `animator` chooses what the navigation controller's delegate returns from `animationControllerFor`: its pushes' own animator (`custom`) or nil (`system`: UIKit's own push, pop and back swipe). `outlets` says whether the controller's outlets to the views inside its view are weak (a view `transition from` removes is then deallocated, and naming it again is UIKit's crash) or strong (docs/flip.md)."),
        Statement(name: "view", usages: ["view NAME [in SUPERVIEW] frame RECT [alpha N] [cornerRadius N] [hidden] [phantom]"],
                  summary: "A view, with its frame in its superview. A phantom is a snapshot that flies between the screens; it is named after the view it copies, with `~` (`image~`)."),
        Statement(name: "controller", usages: ["controller NAME view VIEW [children A,B,…] [defines-context]"],
                  summary: "A view controller and its root view; children get their container's appearance callbacks after it."),
        Statement(name: "window", usages: ["window VIEW …"],
                  summary: "The views in the window when the scene loads, back to front (their subviews come along)."),
        Statement(name: "start-depth", usages: ["start-depth N"],
                  summary: "How many of the presentations and pushes below are already made when the scene loads (each played to its end, its callbacks unheard): `start-depth 1` starts a navigation stack two controllers deep."),
        Statement(name: "present", usages: ["present PRESENTER PRESENTED [style STYLE] [transition TRANSITION] [source VIEW]"],
                  summary: "A `present(_:animated:)`: `modalPresentationStyle` (default automatic) and `modalTransitionStyle` (default coverVertical). The statements below it, up to the next `present`, belong to it; a second `present` is made by the controller the first presents."),
        Statement(name: "push", usages: ["push FROM TO on NAVIGATION [dimming VIEW]"],
                  summary: "A `pushViewController(_:animated:)` of TO by the navigation controller NAVIGATION, over FROM, the controller on top of its stack (the first push's FROM is the root). A step of the same chain as `present`: the statements below it belong to it, with the operations `push` and `pop`. Without an animator, UIKit's own push and pop play: TO slides in from the right while FROM moves left by `nav-parallax` of the width and VIEW (a black view, if given) dims it to `nav-dimming`."),
        Statement(name: "presentation-controller", usages: ["presentation-controller [frame RECT] [removes-presenter]"],
                  summary: "A custom `UIPresentationController`: `frameOfPresentedViewInContainerView` and `shouldRemovePresentersView`."),
        Statement(name: "will-begin", usages: ["will-begin present|dismiss EDIT"],
                  summary: "An edit in the presentation controller's `presentationTransitionWillBegin` (or `dismissalTransitionWillBegin`)."),
        Statement(name: "alongside", usages: ["alongside present|dismiss TRACK"],
                  summary: "A track animated alongside the transition (`animate(alongsideTransition:)`): it follows the transition's percent."),
        Statement(name: "did-end", usages: ["did-end present|dismiss completed|cancelled EDIT"],
                  summary: "An edit in `…TransitionDidEnd(_:)`, when the transition completed or was cancelled."),
        Statement(name: "animate", usages: ["animate present|dismiss|push|pop duration EXPR"],
                  summary: "The animator's `animateTransition(using:)` for one operation, with its `transitionDuration`; an animator plans both. The statements below it belong to it."),
        Statement(name: "setup", usages: ["setup EDIT"],
                  summary: "An edit before the animation starts (the hierarchy the animator sets up)."),
        Statement(name: "track", usages: ["track TRACK"],
                  summary: "A track of the transition's animation, or, after `animation`, of that animation."),
        Statement(name: "animation", usages: ["animation duration EXPR"],
                  summary: "An animation the animator starts that is not the transition's: it runs on the clock (a status bar fading). The `track`s below it are its own."),
        Statement(name: "completed", usages: ["completed EDIT"],
                  summary: "An edit in the completion block when the transition completed."),
        Statement(name: "cancelled", usages: ["cancelled EDIT"],
                  summary: "An edit in the completion block when the transition was cancelled."),
        Statement(name: "gesture", usages: ["gesture present|dismiss|push|pop none",
                                            "gesture present|dismiss|push|pop pan direction X,Y distance EXPR [capped] [left-edge] start POINT",
                                            "gesture present|dismiss drag VIEW direction X,Y distance EXPR shrink N cornerRadius N back DURATION [timing TIMING] start POINT",
                                            "gesture present|dismiss tap VIEW scale N highlight DURATION unhighlight DURATION [timing TIMING]"],
                  summary: "What a pan does for the operation: nothing; a percent-driven transition whose progress grows along the direction and is 1 after `distance` points (`capped`: limited by the `cap` setting), starting at POINT (`left-edge`: a screen-edge pan, which begins only when the touch comes down within `edge-width` of the left edge); a view that follows the finger directly and starts the operation at the end of `distance`, springing back over `back` when let go earlier; a tap that highlights VIEW to `scale` and starts the operation. The spring back and the highlight are the app's own animations, so their `timing` is any TIMING a track takes (default easeInOut), UIKit's spring fitted to `back`, `highlight` or `unhighlight`."),
    ]

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
        ("EDIT", "`insert VIEW [below VIEW|above VIEW] [frame RECT] [hidden on|off] [alpha N]` (`addSubview`, on top by default), `remove VIEW`, `hide VIEW`, `show VIEW`, or `set VIEW PROPERTY VALUE` (a value set without animation)"),
        ("TRACK", "`VIEW PROPERTY [from VALUE] to VALUE [delay EXPR] [duration EXPR] [timing TIMING]`: PROPERTY is `frame` (a RECT), `alpha`, `scale`, `cornerRadius`, `yaw`, `pitch` (a turn about the horizontal axis) or `curl` (negative: covered from the top edge) (an EXPR); without `from`, from where the view is; without `duration`, to the animation's end. Several tracks of one property are keyframes, one after the other; two at once are an error."),
    ]

    /// docs/scene-language.md.
    public static func markdown() -> String {
        var md = """
            # Scene language reference

            <!-- Generated from the declarations in Sources/PantographShell/Scene/SceneGrammar.swift; \
            `PANTOGRAPH_RECORD=1 swift test --filter SceneGrammarTests` rewrites it. -->

            A scene file is one statement per line (or between `;`s); `#` starts a comment.
            Words are separated by blanks, attributes are named and come in any order, and
            everything a reader would not miss has a default. `scene load FILE` and
            `pantograph --scene FILE` read one; `scene save FILE` and `scene show` write one,
            which reads back to the same scene. A file with problems loads nothing, and every
            problem is reported at once as `FILE:LINE:COL: error: …`.
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
