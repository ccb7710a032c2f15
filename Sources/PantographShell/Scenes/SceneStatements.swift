import PantographEngine

/// A statement of the scene language, declared once: its name, how it is written (its
/// usage lines, made from its forms), what it means, and where what it reads goes in
/// the scene being built. The builder's dispatch, the usage in errors and
/// docs/scene-language.md all read the list.
struct SceneStatement: Sendable {
    let name: String
    /// How it is written: `UPPER` is a value, `[…]` optional, `a|b` one of.
    let usages: [String]
    let summary: String
    /// Whether the rest of its line after `summary` is its own (`summary`, `option`).
    let takesSummary: Bool
    /// Whether it belongs to the `present` or `push` above it: after one that was
    /// refused, it is skipped rather than refused again for want of one.
    let belongsToPresentation: Bool
    let read: @Sendable (inout SceneBuilder, Statement) throws(SceneProblem) -> Void

    init(_ name: String, _ usages: [String], takesSummary: Bool = false, belongsToPresentation: Bool = false, _ summary: String,
         read: @escaping @Sendable (inout SceneBuilder, Statement) throws(SceneProblem) -> Void) {
        self.name = name
        self.usages = usages
        self.summary = summary
        self.takesSummary = takesSummary
        self.belongsToPresentation = belongsToPresentation
        self.read = read
    }
}

/// What an `option` binds, as its line writes it: `option KEY KIND TARGET …`.
struct OptionBinding: Sendable {
    let kinds: [String]
    let target: String
    /// The choices and default its usage line shows.
    let choices: String
    let defaultChoice: String
    let make: @Sendable (_ kind: String, _ target: Word, Statement) throws(SceneProblem) -> SceneOption.Binding

    static let all: [OptionBinding] = [
        OptionBinding(kinds: ["presentation-style", "transition-style", "source-view"], target: "N", choices: "A,B,…", defaultChoice: "A") {
            kind, target, s throws(SceneProblem) in
            guard let n = Int(target.text), n >= 1 else {
                throw s.problem("expected a presentation's number (1 is the first), got \(Quoting.quoted(target.text))", at: target.column)
            }
            return switch kind {
            case "presentation-style": .presentationStyle(n - 1)
            case "transition-style": .transitionStyle(n - 1)
            default: .sourceView(n - 1)
            }
        },
        OptionBinding(kinds: ["animator"], target: "NAVIGATION", choices: "system,custom", defaultChoice: "system") { _, target, _ in
            .animator(navigationController: target.text)
        },
        OptionBinding(kinds: ["defines-context"], target: "CONTROLLER", choices: "off,on", defaultChoice: "off") { _, target, _ in
            .definesPresentationContext(target.text)
        },
        OptionBinding(kinds: ["outlets"], target: "CONTROLLER", choices: "weak,strong", defaultChoice: "weak") { _, target, _ in
            .outlets(target.text)
        },
    ]

    /// `presentation-style 1`, as the printer writes a binding.
    static func text(_ binding: SceneOption.Binding) -> String {
        switch binding {
        case .presentationStyle(let index): "presentation-style \(index + 1)"
        case .transitionStyle(let index): "transition-style \(index + 1)"
        case .sourceView(let index): "source-view \(index + 1)"
        case .definesPresentationContext(let controller): "defines-context \(controller)"
        case .animator(let nav): "animator \(nav)"
        case .outlets(let controller): "outlets \(controller)"
        }
    }
}

/// The statements, in the order a scene file reads: the scene, its settings, views,
/// controllers, the window, then each presentation with what belongs to it.
enum SceneStatements {
    static let all: [SceneStatement] = [
        SceneStatement("scene", ["scene NAME"], takesSummary: true,
                       "The first statement: the scene's name, as `scene` and the prompt show it.") { b, s throws(SceneProblem) in
            guard b.name == nil else { throw s.problem("a file holds one scene; 'scene' is given twice") }
            guard s.words.count > 1 else { throw s.problem("expected NAME", at: s.endColumn) }
            if s.words.count > 2 {
                throw s.problem("unexpected \(Quoting.quoted(s.words[2].text)); 'scene' takes nothing more", at: s.words[2].column)
            }
            if s.summary != nil { throw s.problem("'scene' takes no summary") }
            // `scene NAME` switches to a scene: a sub-command's name would never reach it.
            if let sub = SceneCommands.spec.forms.compactMap(\.subcommand).first(where: { $0 == s.words[1].text }) {
                throw s.problem("a scene cannot be named '\(sub)': `scene \(sub)` is a sub-command", at: s.words[1].column)
            }
            b.name = s.words[1].text
            b.map.scene = SceneSourceMap.Place(line: s.line, column: s.words[0].column)
            b.map.record(.scene, \Scene.name, s.words[1], s)
        },
        SceneStatement("summary", ["summary TEXT"], takesSummary: true,
                       "One line for `scene list`: the rest of the line, `;` and `#` included.") { b, s in
            b.summary = s.summary ?? ""
        },
        SceneStatement("set", ["set KEY VALUE"],
                       "A default of the scene's settings, written as `set` writes it (`set threshold 0.1`, `set policy projection`); any setting but `output`.") {
            b, s throws(SceneProblem) in
            guard s.words.count > 1 else { throw s.problem("expected KEY", at: s.endColumn) }
            guard s.words.count > 2 else { throw s.problem("expected VALUE", at: s.endColumn) }
            if s.words.count > 3 {
                throw s.problem("unexpected \(Quoting.quoted(s.words[3].text)); 'set' takes nothing more", at: s.words[3].column)
            }
            let key = s.words[1], value = s.words[2]
            guard let spec = SceneParser.settingSpecs.first(where: { $0.key == key.text }) else {
                let keys = SceneParser.settingSpecs.map(\.key)
                throw s.problem("unknown setting \(Quoting.quoted(key.text)); expected one of " + keys.joined(separator: ", ")
                                + Quoting.suggestion(for: key.text, in: keys), at: key.column)
            }
            do throws(ValueError) { try spec.assign(&b.settings, value.text) } catch { throw s.problem(error.message, at: value.column) }
        },
        SceneStatement("let", ["let NAME = EXPR"],
                       "Names an expression for the lines below it, read as if in parentheses: `let side = (width-50)/2`, then `frame 20,20,side,side`. A name is letters only and is not a variable; `scene show` and `scene save` keep a loaded file's lets (and comments), and write a built-in's expressions out.") {
            b, s throws(SceneProblem) in
            guard s.words.count == 4, s.words[2].text == "=" else {
                throw s.problem("expected 'let NAME = EXPR'", at: s.words.count > 2 ? s.words[2].column : s.endColumn)
            }
            let name = s.words[1]
            guard !name.text.isEmpty, name.text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else {
                throw s.problem("expected a name of letters, got \(Quoting.quoted(name.text))", at: name.column)
            }
            guard Expr.Variable(rawValue: name.text) == nil, name.text != "floor" else {
                throw s.problem("\(Quoting.quoted(name.text)) is a variable of every scene; expected another name", at: name.column)
            }
            guard b.definitions[name.text] == nil else { throw s.problem("\(Quoting.quoted(name.text)) is defined twice", at: name.column) }
            b.definitions[name.text] = try SceneValues(definitions: b.definitions, statement: s).parsed(s.words[3])
        },
        SceneStatement("option", OptionBinding.all.map { binding in
            "option KEY \(binding.kinds.joined(separator: "|")) \(binding.target) "
                + SceneForms.option.attributes.map { "\($0.keywords[0]) \($0.keywords[0] == "choices" ? binding.choices : binding.defaultChoice)" }
                    .joined(separator: " ")
                + " [summary TEXT]"
        }, takesSummary: true,
                       "A setting of this scene alone, bound to presentation N (1 is the first) or to a controller. `animator` chooses what the navigation controller's delegate returns from `animationControllerFor`: its pushes' own animator (`custom`) or nil (`system`: UIKit's own push, pop and back swipe). `outlets` says whether the controller's outlets to the views inside its view are weak (a view `transition from` removes is then deallocated, and naming it again is UIKit's crash) or strong (docs/flip.md).") {
            b, s throws(SceneProblem) in
            guard s.words.count >= 4 else {
                throw s.problem("expected 'option KEY BINDING TARGET choices A,B default A summary TEXT'", at: s.endColumn)
            }
            let key = s.words[1], kind = s.words[2], target = s.words[3]
            guard let binding = OptionBinding.all.first(where: { $0.kinds.contains(kind.text) }) else {
                let kinds = OptionBinding.all.flatMap(\.kinds)
                throw s.problem("unknown binding \(Quoting.quoted(kind.text)); expected " + Parser.list(kinds, "or")
                                + Quoting.suggestion(for: kind.text, in: kinds), at: kind.column)
            }
            let i = b.options.count
            var option = try b.read(SceneForms.option, s, from: 4, at: .option(i))
            option.key = key.text
            option.binding = try binding.make(kind.text, target, s)
            option.summary = s.summary ?? ""
            b.map.record(.option(i), \SceneOption.key, key, s)
            b.map.record(.option(i), \SceneOption.binding, target, s)
            b.options.append(option)
        },
        SceneStatement("view", ["view " + SceneForms.view.usage],
                       "A view, with its frame in its superview. A phantom is a snapshot that flies between the screens; it is named after the view it copies, with `~` (`image~`).") {
            b, s throws(SceneProblem) in
            b.views.append(try b.read(SceneForms.view, s, at: .view(b.views.count)))
        },
        SceneStatement("controller", ["controller " + SceneForms.controller.usage],
                       "A view controller and its root view; children get their container's appearance callbacks after it.") {
            b, s throws(SceneProblem) in
            let i = b.controllers.count
            let controller = try b.read(SceneForms.controller, s, at: .controller(i))
            // Each child's own column, for the problem that names it.
            if let children = s.words.firstIndex(where: { $0.text == "children" }).map({ s.words[$0 + 1] }) {
                for (j, child) in SceneBuilder.childWords(children).enumerated() {
                    b.map.record(.controller(i), \ControllerDecl.children, item: j, child, s)
                }
            }
            b.controllers.append(controller)
        },
        SceneStatement("window", ["window VIEW …"],
                       "The views in the window when the scene loads, back to front (their subviews come along).") { b, s in
            for (j, word) in s.words.dropFirst().enumerated() { b.map.record(ScenePath.Part.initialWindow(j), word, s) }
            b.window = s.words.dropFirst().map(\.text)
        },
        SceneStatement("start-depth", ["start-depth N"],
                       "How many of the presentations and pushes below are already made when the scene loads (each played to its end, its callbacks unheard): `start-depth 1` starts a navigation stack two controllers deep.") {
            b, s throws(SceneProblem) in
            guard s.words.count > 1 else { throw s.problem("expected N", at: s.endColumn) }
            if s.words.count > 2 {
                throw s.problem("unexpected \(Quoting.quoted(s.words[2].text)); 'start-depth' takes nothing more", at: s.words[2].column)
            }
            guard let n = Int(s.words[1].text), n >= 0 else {
                throw s.problem("expected a whole number of presentations and pushes, got \(Quoting.quoted(s.words[1].text))",
                                at: s.words[1].column)
            }
            b.initialDepth = n
            b.map.record(.initialDepth, s.words[1], s)
        },
        SceneStatement("present", ["present " + SceneForms.present.usage],
                       "A `present(_:animated:)`: `modalPresentationStyle` (default automatic) and `modalTransitionStyle` (default coverVertical). The statements below it, up to the next `present`, belong to it; a second `present` is made by the controller the first presents.") {
            b, s throws(SceneProblem) in
            b.begin(try b.read(SceneForms.present, s, at: .presentation(b.presentations.count)))
        },
        SceneStatement("push", ["push " + SceneForms.push.usage],
                       "A `pushViewController(_:animated:)` of TO by the navigation controller NAVIGATION, over FROM, the controller on top of its stack (the first push's FROM is the root). A step of the same chain as `present`: the statements below it belong to it, with the operations `push` and `pop`. Without an animator, UIKit's own push and pop play: TO slides in from the right while FROM moves left by `nav-parallax` of the width and VIEW (a black view, if given) dims it to `nav-dimming`.") {
            b, s throws(SceneProblem) in
            b.begin(try b.read(SceneForms.push, s, at: .presentation(b.presentations.count)))
        },
        SceneStatement("presentation-controller", ["presentation-controller " + SceneForms.presentationController.usage], belongsToPresentation: true,
                       "A custom `UIPresentationController`: `frameOfPresentedViewInContainerView` and `shouldRemovePresentersView`.") {
            b, s throws(SceneProblem) in
            let i = try b.presentationIndex(s)
            guard b.presentations[i].presentationController == nil else {
                throw s.problem("the presentation has a presentation-controller already")
            }
            b.presentations[i].presentationController = try b.read(SceneForms.presentationController, s, at: .presentationController(i))
        },
        SceneStatement("will-begin", ["will-begin present|dismiss EDIT"], belongsToPresentation: true,
                       "An edit in the presentation controller's `presentationTransitionWillBegin` (or `dismissalTransitionWillBegin`).") {
            b, s throws(SceneProblem) in try b.readCallback(s)
        },
        SceneStatement("alongside", ["alongside present|dismiss TRACK"], belongsToPresentation: true,
                       "A track animated alongside the transition (`animate(alongsideTransition:)`): it follows the transition's percent.") {
            b, s throws(SceneProblem) in try b.readCallback(s)
        },
        SceneStatement("did-end", ["did-end present|dismiss completed|cancelled EDIT"], belongsToPresentation: true,
                       "An edit in `…TransitionDidEnd(_:)`, when the transition completed or was cancelled.") {
            b, s throws(SceneProblem) in try b.readCallback(s)
        },
        SceneStatement("animate", ["animate present|dismiss|push|pop " + SceneForms.plan.usage], belongsToPresentation: true,
                       "The animator's `animateTransition(using:)` for one operation, with its `transitionDuration`; an animator plans both. The statements below it belong to it.") {
            b, s throws(SceneProblem) in
            let i = try b.presentationIndex(s)
            let op = try b.operation(s, at: 1)
            guard b.plans[i][op] == nil else { throw s.problem("the presentation's animator plans \(op.rawValue) already") }
            b.plans[i][op] = try b.read(SceneForms.plan, s, from: 2, at: .plan(presentation: i, op))
            if b.animateLines[i] == nil { b.animateLines[i] = (s.line, s.words[0].column) }
            b.plan = op
            b.animation = nil
        },
        SceneStatement("setup", ["setup EDIT"], belongsToPresentation: true, "An edit before the animation starts (the hierarchy the animator sets up).") {
            b, s throws(SceneProblem) in
            let (i, op) = (try b.presentationIndex(s), try b.currentPlan(s))
            b.plans[i][op]!.setup.append(try b.edit(s, from: 1, at: .edit(presentation: i, .setup(op), b.plans[i][op]!.setup.count)))
        },
        SceneStatement("track", ["track TRACK"], belongsToPresentation: true, "A track of the transition's animation, or, after `animation`, of that animation.") {
            b, s throws(SceneProblem) in
            let (i, op) = (try b.presentationIndex(s), try b.currentPlan(s))
            if let a = b.animation {
                let k = b.plans[i][op]!.standalone[a].tracks.count
                b.plans[i][op]!.standalone[a].tracks.append(try b.track(s, from: 1, at: .standaloneTrack(presentation: i, op, animation: a, k)))
            } else {
                let k = b.plans[i][op]!.tracks.count
                b.plans[i][op]!.tracks.append(try b.track(s, from: 1, at: .track(presentation: i, .animation(op), k)))
            }
        },
        SceneStatement("animation", ["animation " + SceneForms.animation.usage], belongsToPresentation: true,
                       "An animation the animator starts that is not the transition's: it runs on the clock (a status bar fading). The `track`s below it are its own.") {
            b, s throws(SceneProblem) in
            let (i, op) = (try b.presentationIndex(s), try b.currentPlan(s))
            let a = b.plans[i][op]!.standalone.count
            b.plans[i][op]!.standalone.append(try b.read(SceneForms.animation, s, at: .standalone(presentation: i, op, a)))
            b.animation = a
        },
        SceneStatement("completed", ["completed EDIT"], belongsToPresentation: true, "An edit in the completion block when the transition completed.") {
            b, s throws(SceneProblem) in
            let (i, op) = (try b.presentationIndex(s), try b.currentPlan(s))
            b.plans[i][op]!.whenCompleted.append(try b.edit(s, from: 1, at: .edit(presentation: i, .completion(op),
                                                                                   b.plans[i][op]!.whenCompleted.count)))
        },
        SceneStatement("cancelled", ["cancelled EDIT"], belongsToPresentation: true, "An edit in the completion block when the transition was cancelled.") {
            b, s throws(SceneProblem) in
            let (i, op) = (try b.presentationIndex(s), try b.currentPlan(s))
            b.plans[i][op]!.whenCancelled.append(try b.edit(s, from: 1, at: .edit(presentation: i, .cancellation(op),
                                                                                   b.plans[i][op]!.whenCancelled.count)))
        },
        SceneStatement("gesture", ["gesture present|dismiss|push|pop none",
                                   "gesture present|dismiss|push|pop pan " + SceneForms.pan.usage,
                                   "gesture present|dismiss drag " + SceneForms.drag.usage,
                                   "gesture present|dismiss tap " + SceneForms.tap.usage], belongsToPresentation: true,
                       "What a pan does for the operation: nothing; a percent-driven transition whose progress grows along the direction and is 1 after `distance` points (`capped`: limited by the `cap` setting), starting at POINT (`left-edge`: a screen-edge pan, which begins only when the touch comes down within `edge-width` of the left edge); a view that follows the finger directly and starts the operation at the end of `distance`, springing back over `back` when let go earlier; a tap that highlights VIEW to `scale` and starts the operation. The spring back and the highlight are the app's own animations, so their `timing` is any TIMING a track takes (default easeInOut), UIKit's spring fitted to `back`, `highlight` or `unhighlight`.") {
            b, s throws(SceneProblem) in
            let i = try b.presentationIndex(s)
            let op = try b.operation(s, at: 1)
            guard s.words.count > 2 else { throw s.problem("expected none, pan, drag or tap", at: s.endColumn) }
            let part = ScenePath.Part.gesture(presentation: i, op)
            let gesture: GestureDecl
            switch s.words[2].text {
            case "none":
                try b.read(SceneForm((), []), s, from: 3, at: part)
                gesture = .none
            case "pan": gesture = .percentDriven(try b.read(SceneForms.pan, s, from: 3, at: part))
            case "drag": gesture = .directManipulation(try b.read(SceneForms.drag, s, from: 3, at: part))
            case "tap": gesture = .tap(try b.read(SceneForms.tap, s, from: 3, at: part))
            default:
                throw s.problem("unknown gesture \(Quoting.quoted(s.words[2].text)); expected none, pan, drag or tap"
                                + Quoting.suggestion(for: s.words[2].text, in: ["none", "pan", "drag", "tap"]), at: s.words[2].column)
            }
            switch op {
            case .present, .push: b.presentations[i].presentGesture = gesture
            case .dismiss, .pop: b.presentations[i].dismissGesture = gesture
            }
        },
    ]

    /// By name, for the builder.
    static let named: [String: SceneStatement] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

extension SceneBuilder {
    /// A `present` or `push` line begins a presentation: the lines below it are its own.
    mutating func begin(_ presentation: PresentationDecl) {
        presentations.append(presentation)
        plans.append([:])
        animateLines.append(nil)
        plan = nil
        animation = nil
    }

    /// `will-begin`, `alongside` and `did-end`: the presentation controller's callbacks.
    mutating func readCallback(_ s: Statement) throws(SceneProblem) {
        let i = try presentationIndex(s)
        guard presentations[i].presentationController != nil else {
            throw s.problem("expected a 'presentation-controller' line before '\(s.words[0].text)'")
        }
        let op = try operation(s, at: 1)
        let path: WritableKeyPath<PresentationControllerDecl, PresentationControllerDecl.Callbacks> = op.isForward ? \.present : \.dismiss
        let callbacks = presentations[i].presentationController![keyPath: path]
        switch s.words[0].text {
        case "will-begin":
            let edit = try self.edit(s, from: 2, at: .edit(presentation: i, .willBegin(op), callbacks.willBegin.count))
            presentations[i].presentationController![keyPath: path].willBegin.append(edit)
        case "alongside":
            let track = try self.track(s, from: 2, at: .track(presentation: i, .alongside(op), callbacks.alongside.count))
            presentations[i].presentationController![keyPath: path].alongside.append(track)
        default:
            guard s.words.count > 2 else { throw s.problem("expected completed or cancelled", at: s.endColumn) }
            switch s.words[2].text {
            case "completed":
                let edit = try self.edit(s, from: 3, at: .edit(presentation: i, .didEnd(op, completed: true), callbacks.didEndCompleted.count))
                presentations[i].presentationController![keyPath: path].didEndCompleted.append(edit)
            case "cancelled":
                let edit = try self.edit(s, from: 3, at: .edit(presentation: i, .didEnd(op, completed: false), callbacks.didEndCancelled.count))
                presentations[i].presentationController![keyPath: path].didEndCancelled.append(edit)
            default:
                throw s.problem("expected completed or cancelled, got \(Quoting.quoted(s.words[2].text))", at: s.words[2].column)
            }
        }
    }
}
