/// A scene resolved for one set of settings: views and controllers addressed by
/// index, expressions evaluated, every animation ready to play. Built once per
/// settings change, so a `pan move` reads numbers and indices and never hashes a name.
public struct SceneModel: Hashable, Sendable {
    /// Per view id (its index in the scene's declaration).
    public let names: [String]
    public let isPhantom: [Bool]
    let superview: [Int?]
    /// The state a view has when it is inserted.
    let declared: [ViewState]
    /// A view and every view inside it, in declaration order (back to front).
    let subtree: [[Int]]
    let initialWindow: [Int]
    public let presentations: [ResolvedPresentation]

    /// Resolves `scene` for `settings`, or throws every problem found, each at its
    /// path: this is where a scene is checked, for `Scene.init` (with its defaults)
    /// and for every settings change, so a scene built in Swift and one read from text
    /// meet the same rules.
    init(_ scene: Scene, _ settings: Settings) throws(SceneError) {
        let problems = SceneProblems(scene: scene.name)
        problems.name(scene.name, at: ScenePath(.scene, \Scene.name))
        let names = scene.views.map(\.name)
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() {
            let path = ScenePath(.view(i), \ViewDecl.name)
            problems.name(name, at: path)
            if index[name] != nil { problems.report(.viewDeclaredTwice(name), at: path) } else { index[name] = i }
        }
        let lookup = NameLookup(views: index, problems: problems)
        self.names = names
        isPhantom = scene.views.map(\.isPhantom)
        var superview = scene.views.enumerated().map { i, view in
            view.superview.flatMap { lookup.view($0, .superview(of: view.name), at: ScenePath(.view(i), \ViewDecl.superview)) }
        }
        let isNestedWell = Self.checkNesting(&superview, scene, problems)
        for (i, view) in scene.views.enumerated() where view.isPhantom {
            guard view.name.hasSuffix("~"), index[String(view.name.dropLast())] != nil else {
                problems.report(.phantomOfNoView(view.name), at: ScenePath(.view(i), \ViewDecl.name))
                continue
            }
        }
        self.superview = superview
        declared = scene.views.enumerated().map { i, view in view.initialState(index: i, settings, problems) }
        // Each view is added to the subtree of itself and of every view above it, in
        // declaration order: time proportional to the views times their depth, which
        // `checkNesting` bounds (a cycle or a deeper nesting leaves the subtrees empty:
        // the scene is refused).
        var subtree = [[Int]](repeating: [], count: names.count)
        if isNestedWell {
            for candidate in names.indices {
                var current: Int? = candidate
                while let c = current {
                    subtree[c].append(candidate)
                    current = superview[c]
                }
            }
        }
        self.subtree = subtree
        initialWindow = scene.initialWindow.enumerated().compactMap { j, name in
            lookup.view(name, .initialWindow, at: ScenePath(.initialWindow(j)))
        }
        var controllerIndex: [String: ControllerDecl] = [:]
        for (i, controller) in scene.controllers.enumerated() {
            let path = ScenePath(.controller(i), \ControllerDecl.name)
            problems.name(controller.name, at: path)
            _ = lookup.view(controller.view, .viewOf(controller: controller.name), at: ScenePath(.controller(i), \ControllerDecl.view))
            if controllerIndex[controller.name] != nil {
                problems.report(.controllerDeclaredTwice(controller.name), at: path)
            } else {
                controllerIndex[controller.name] = controller
            }
        }
        for (i, controller) in scene.controllers.enumerated() {
            for (j, child) in controller.children.enumerated() where controllerIndex[child] == nil {
                problems.report(.unknownChild(controller: controller.name, child: child),
                                at: ScenePath(.controller(i), \ControllerDecl.children, item: j))
            }
        }
        // A controller's container chain must end: one that contains itself would make
        // its appearance callbacks go round for ever.
        var parent: [String: Int] = [:]
        for (i, controller) in scene.controllers.enumerated() {
            for child in controller.children where parent[child] == nil { parent[child] = i }
        }
        var controllersSound = true
        for (i, controller) in scene.controllers.enumerated() {
            var up = parent[controller.name]
            var chain = [i]
            for _ in scene.controllers.indices {
                guard let u = up else { break }
                if u == i {
                    // Reported once, at the cycle's first controller.
                    if chain.min() == i {
                        problems.report(.controllerInsideItself(controller.name),
                                        at: ScenePath(.controller(i), \ControllerDecl.children))
                    }
                    controllersSound = false
                    break
                }
                chain.append(u)
                up = parent[scene.controllers[u].name]
            }
        }
        if !(0...scene.presentations.count).contains(scene.initialDepth) {
            problems.report(.startsTooDeep(depth: scene.initialDepth, steps: scene.presentations.count),
                            at: ScenePath(.initialDepth))
        }
        let options = Self.checkOptions(scene, settings, problems)
        var presentations: [ResolvedPresentation] = []
        for (i, decl) in scene.presentations.enumerated() {
            if i > 0, decl.presenter != scene.presentations[i - 1].presented {
                problems.report(.presenterOutOfOrder(presentation: i + 1, expected: scene.presentations[i - 1].presented),
                                at: ScenePath(.presentation(i), \PresentationDecl.presenter))
            }
            if let nav = decl.navigationController, controllerIndex[nav] == nil {
                problems.report(.unknownNavigationController(push: i + 1, name: nav),
                                at: ScenePath(.presentation(i), \PresentationDecl.navigationController))
            }
            guard controllersSound else { continue }
            let applied = Self.applyingOptions(options, scene, decl, index: i)
            if let resolved = ResolvedPresentation(applied.decl, index: i, definesContext: applied.definesContext,
                                                   controllers: controllerIndex, lookup: lookup, settings: settings,
                                                   model: (superview, declared), problems: problems) {
                presentations.append(resolved)
            }
        }
        try problems.check()
        self.presentations = presentations
    }

    /// Finds every cycle of superviews and every view nested deeper than
    /// `ViewDecl.deepestNesting`, in one walk over the views (each view is visited
    /// once: a chain of thousands is linear, not quadratic). A cycle is reported once,
    /// at its first view, and cut there. Whether the nesting is sound.
    private static func checkNesting(_ superview: inout [Int?], _ scene: Scene, _ problems: SceneProblems) -> Bool {
        var sound = true
        // Cycles: a walk up from each view not seen yet, stopping at one seen before;
        // one it is on closes a cycle.
        let unseen: UInt8 = 0, onWalk: UInt8 = 1, done: UInt8 = 2
        var state = [UInt8](repeating: unseen, count: superview.count)
        for start in superview.indices where state[start] == unseen {
            var walk: [Int] = []
            var current: Int? = start
            while let c = current, state[c] == unseen {
                state[c] = onWalk
                walk.append(c)
                current = superview[c]
            }
            if let c = current, state[c] == onWalk, let at = walk.firstIndex(of: c) {
                let first = walk[at...].min()!
                var names = [scene.views[first].name]
                var up = superview[first]
                while let u = up, u != first {
                    names.append(scene.views[u].name)
                    up = superview[u]
                }
                problems.report(.viewInsideItself(names[0], cycle: names + [names[0]]),
                                at: ScenePath(.view(first), \ViewDecl.superview))
                superview[first] = nil
                sound = false
            }
            for v in walk { state[v] = done }
        }
        // Depths, each view's from its superview's: the views are a forest now.
        var depth = [Int](repeating: 0, count: superview.count)
        for start in superview.indices where depth[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let c = current, depth[c] == 0 {
                walk.append(c)
                current = superview[c]
            }
            var level = current.map { depth[$0] } ?? 0
            for v in walk.reversed() {
                level += 1
                depth[v] = level
                if level == ViewDecl.deepestNesting + 1 {
                    problems.report(.viewNestedTooDeep(scene.views[v].name, depth: level),
                                    at: ScenePath(.view(v), \ViewDecl.superview))
                    sound = false
                }
            }
        }
        return sound
    }

    /// Each option checked once (for the value these settings give it), before it is
    /// bound into any presentation; the value of each option that is sound.
    private static func checkOptions(_ scene: Scene, _ settings: Settings, _ problems: SceneProblems)
        -> [(option: SceneOption, value: String)] {
        var keys = Set<String>()
        var sound: [(SceneOption, String)] = []
        for (i, option) in scene.options.enumerated() {
            func report(_ problem: SceneError.Problem, _ attribute: (AnyKeyPath & Sendable)? = nil) {
                problems.report(problem, at: ScenePath(.option(i), attribute))
            }
            problems.name(option.key, at: ScenePath(.option(i), \SceneOption.key))
            guard keys.insert(option.key).inserted else {
                report(.optionDeclaredTwice(option: option.key), \SceneOption.key)
                continue
            }
            guard option.choices.contains(option.defaultValue) else {
                report(.defaultNotAChoice(option: option.key, value: option.defaultValue), \SceneOption.defaultValue)
                continue
            }
            let value = settings.options[option.key] ?? option.defaultValue
            guard option.choices.contains(value) else {
                report(.notAChoice(option: option.key, value: value, choices: option.choices))
                continue
            }
            var isSound = true
            switch option.binding {
            case .presentationStyle(let p), .transitionStyle(let p), .sourceView(let p):
                if !scene.presentations.indices.contains(p) {
                    report(.noSuchPresentation(option: option.key, presentation: p + 1), \SceneOption.binding)
                    isSound = false
                }
            case .animator(let controller), .definesPresentationContext(let controller):
                if scene.controller(named: controller) == nil {
                    report(.optionOfUnknownController(option: option.key, controller: controller), \SceneOption.binding)
                    isSound = false
                }
            case .outlets(let controller):
                if scene.controller(named: controller) == nil {
                    report(.outletsOfUnknownController(option: option.key, controller: controller), \SceneOption.binding)
                    isSound = false
                } else if !option.choices.allSatisfy({ $0 == "weak" || $0 == "strong" }) {
                    report(.outletChoices(option: option.key, choices: option.choices), \SceneOption.choices)
                    isSound = false
                }
            }
            switch option.binding {
            case .presentationStyle where PresentationStyle(rawValue: value) == nil:
                report(.notAPresentationStyle(option: option.key, value: value), \SceneOption.choices)
            case .transitionStyle where TransitionStyle(rawValue: value) == nil:
                report(.notATransitionStyle(option: option.key, value: value), \SceneOption.choices)
            case .animator where value != "custom" && value != "system":
                report(.notAnAnimatorChoice(option: option.key, value: value), \SceneOption.choices)
            default:
                if isSound { sound.append((option, value)) }
            }
        }
        return sound
    }

    /// The presentation with the scene's options bound in (each checked by
    /// `checkOptions`), and which controllers define a presentation context.
    private static func applyingOptions(_ options: [(option: SceneOption, value: String)], _ scene: Scene,
                                        _ decl: PresentationDecl, index: Int)
        -> (decl: PresentationDecl, definesContext: Set<String>) {
        var decl = decl
        var defines = Set(scene.controllers.filter(\.definesPresentationContext).map(\.name))
        for (option, value) in options {
            switch option.binding {
            case .presentationStyle(let i) where i == index:
                decl.style = PresentationStyle(rawValue: value) ?? decl.style
            case .transitionStyle(let i) where i == index:
                decl.transitionStyle = TransitionStyle(rawValue: value) ?? decl.transitionStyle
            case .sourceView(let i) where i == index:
                decl.sourceView = value == "none" ? nil : value
            case .animator(let nav) where decl.navigationController == nav && value == "system":
                decl.animator = nil
            case .definesPresentationContext(let controller):
                if value == "on" { defines.insert(controller) } else { defines.remove(controller) }
            case .presentationStyle, .transitionStyle, .sourceView, .animator, .outlets:
                break
            }
        }
        return (decl, defines)
    }
}

/// Names resolved to indices; an unknown name is reported where it was used (and
/// gives nil, so the check goes on).
struct NameLookup {
    let views: [String: Int]
    let problems: SceneProblems

    /// `use` words the problem where no path can be shown (a `set` that re-resolves).
    func view(_ name: String, _ use: @autoclosure () -> SceneError.Use, at path: @autoclosure () -> ScenePath) -> Int? {
        guard let id = views[name] else {
            problems.report(.unknownView(name, usedBy: use()), at: path())
            return nil
        }
        return id
    }
}
