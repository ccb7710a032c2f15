/// A scenario resolved for one set of settings: views and controllers addressed by
/// index, expressions evaluated, every animation ready to play. Built once per
/// settings change, so a `pan move` reads numbers and indices and never hashes a name.
public struct SceneModel: Hashable, Sendable {
    /// Per view id (its index in the scenario's declaration).
    public let names: [String]
    public let isPhantom: [Bool]
    let superview: [Int?]
    /// The state a view has when it is inserted.
    let declared: [ViewState]
    /// A view and every view inside it, in declaration order (back to front).
    let subtree: [[Int]]
    let initialWindow: [Int]
    public let presentations: [ResolvedPresentation]

    init(_ scenario: Scenario, _ settings: Settings) throws(ScenarioError) {
        let names = scenario.views.map(\.name)
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() {
            guard index[name] == nil else { throw ScenarioError(scene: scenario.name, .viewDeclaredTwice(name)) }
            index[name] = i
        }
        let lookup = NameLookup(scenario: scenario.name, views: index)
        self.names = names
        isPhantom = scenario.views.map(\.isPhantom)
        var superview: [Int?] = []
        for view in scenario.views {
            superview.append(try view.superview.map { name throws(ScenarioError) in
                try lookup.view(name, in: .superview(of: view.name))
            })
        }
        for start in superview.indices {
            var seen = 0
            var current = superview[start]
            while let s = current {
                seen += 1
                guard seen <= names.count else {
                    throw ScenarioError(scene: scenario.name, .viewInsideItself(names[start]))
                }
                current = superview[s]
            }
        }
        self.superview = superview
        declared = scenario.views.enumerated().map { i, view in
            ViewState(id: i, frame: view.frame.evaluate(settings), alpha: view.alpha, isHidden: view.isHidden,
                      cornerRadius: view.cornerRadius)
        }
        // Each view is added to the subtree of itself and of every view above it, in
        // declaration order: time proportional to the views times their depth (a
        // filter of every view per view was quadratic: 1,000 views cost 2 million steps).
        var subtree = [[Int]](repeating: [], count: names.count)
        for candidate in names.indices {
            var current: Int? = candidate
            while let c = current {
                subtree[c].append(candidate)
                current = superview[c]
            }
        }
        self.subtree = subtree
        initialWindow = try scenario.initialWindow.map { name throws(ScenarioError) in
            try lookup.view(name, in: .initialWindow)
        }
        var controllerIndex: [String: ControllerDecl] = [:]
        for controller in scenario.controllers {
            guard controllerIndex[controller.name] == nil else {
                throw ScenarioError(scene: scenario.name, .controllerDeclaredTwice(controller.name))
            }
            _ = try lookup.view(controller.view, in: .viewOf(controller: controller.name))
            controllerIndex[controller.name] = controller
        }
        for controller in scenario.controllers {
            for child in controller.children where controllerIndex[child] == nil {
                throw ScenarioError(scene: scenario.name, .unknownChild(controller: controller.name, child: child))
            }
        }
        var presentations: [ResolvedPresentation] = []
        for (i, decl) in scenario.presentations.enumerated() {
            if i > 0, decl.presenter != scenario.presentations[i - 1].presented {
                throw ScenarioError(scene: scenario.name,
                                    .presenterOutOfOrder(presentation: i + 1, expected: scenario.presentations[i - 1].presented))
            }
            let applied = try Self.applyingOptions(scenario, decl, index: i, settings)
            presentations.append(try ResolvedPresentation(applied.decl, definesContext: applied.definesContext,
                                                          controllers: controllerIndex, lookup: lookup,
                                                          settings: settings, model: (superview, declared)))
        }
        self.presentations = presentations
    }

    /// The presentation with the scene's options bound in, and which controllers
    /// define a presentation context.
    private static func applyingOptions(_ scenario: Scenario, _ decl: PresentationDecl, index: Int,
                                        _ settings: Settings) throws(ScenarioError)
        -> (decl: PresentationDecl, definesContext: Set<String>) {
        var decl = decl
        var defines = Set(scenario.controllers.filter(\.definesPresentationContext).map(\.name))
        for option in scenario.options {
            let value = settings.options[option.key] ?? option.defaultValue
            guard option.choices.contains(value) else {
                throw ScenarioError(scene: scenario.name, .notAChoice(option: option.key, value: value, choices: option.choices))
            }
            switch option.binding {
            case .presentationStyle(let i) where i == index:
                guard let style = PresentationStyle(rawValue: value) else {
                    throw ScenarioError(scene: scenario.name, .notAPresentationStyle(option: option.key, value: value))
                }
                decl.style = style
            case .transitionStyle(let i) where i == index:
                guard let style = TransitionStyle(rawValue: value) else {
                    throw ScenarioError(scene: scenario.name, .notATransitionStyle(option: option.key, value: value))
                }
                decl.transitionStyle = style
            case .sourceView(let i) where i == index:
                decl.sourceView = value == "none" ? nil : value
            case .animator(let nav):
                guard scenario.controller(named: nav) != nil else {
                    throw ScenarioError(scene: scenario.name, .optionOfUnknownController(option: option.key, controller: nav))
                }
                guard decl.navigationController == nav else { break }
                switch value {
                case "custom": break
                case "system": decl.animator = nil
                default:
                    throw ScenarioError(scene: scenario.name, .notAnAnimatorChoice(option: option.key, value: value))
                }
            case .definesPresentationContext(let controller):
                guard scenario.controller(named: controller) != nil else {
                    throw ScenarioError(scene: scenario.name, .optionOfUnknownController(option: option.key, controller: controller))
                }
                if value == "on" { defines.insert(controller) } else { defines.remove(controller) }
            case .outlets:
                // Checked in `Scenario.validate`: a scene without presentations has one.
                break
            case .presentationStyle(let i), .transitionStyle(let i), .sourceView(let i):
                guard scenario.presentations.indices.contains(i) else {
                    throw ScenarioError(scene: scenario.name, .noSuchPresentation(option: option.key, presentation: i + 1))
                }
            }
        }
        return (decl, defines)
    }
}

/// Names resolved to indices, with errors that say where a name was used.
struct NameLookup {
    let scenario: String
    let views: [String: Int]

    /// `use` is made only for the error: a scene of thousands of tracks looks up a
    /// name for each.
    func view(_ name: String, in use: @autoclosure () -> ScenarioError.Use) throws(ScenarioError) -> Int {
        guard let id = views[name] else {
            throw ScenarioError(scene: scenario, .unknownView(name, usedBy: use()))
        }
        return id
    }
}
