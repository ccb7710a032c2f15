import Testing
import PantographEngine

/// Every way `Scenario.init` refuses a scene, as the data it throws, through the
/// public API only (no `@testable`): one bad scenario per case. The words are the
/// shell's (`SceneErrorTextTests`).
@Suite struct ScenarioErrorTests {
    typealias Problem = ScenarioError.Problem

    /// The parts of a scenario, a good one by default: `a` presents `b` with an
    /// animator; each case spoils one part.
    struct Parts {
        var views = [ViewDecl("a", .screen), ViewDecl("b", .screen)]
        var controllers = [ControllerDecl("a", view: "a"), ControllerDecl("b", view: "b")]
        var window = ["a"]
        var presentations = [PresentationDecl("a", presents: "b", style: .fullScreen,
                                              animator: AnimatorDecl(present: Parts.plan(), dismiss: Parts.plan()))]
        var options: [ScenarioOption] = []
        var defaults = Settings()
        var depth = 0

        static func plan(duration: Expr = 1, setup: [EditDecl] = [], tracks: [TrackDecl] = [],
                         standalone: [AnimationDecl] = []) -> PlanDecl {
            PlanDecl(duration: duration, setup: setup, tracks: tracks, standalone: standalone)
        }

        func scenario() throws(ScenarioError) -> Scenario {
            try Scenario(name: "probe", summary: "", views: views, controllers: controllers, initialWindow: window,
                         presentations: presentations, options: options, defaults: defaults, initialDepth: depth)
        }

        /// The presentation's animator plays `plan` both ways.
        mutating func animate(_ plan: PlanDecl) {
            presentations[0].animator = AnimatorDecl(present: plan, dismiss: plan)
        }

        mutating func track(_ track: TrackDecl) { animate(Parts.plan(tracks: [track])) }

        /// `a` pushes `b` on navigation controller `n`.
        mutating func push(on nav: String = "n", dimming: String? = nil) {
            views.append(ViewDecl("n", .screen))
            controllers.append(ControllerDecl("n", view: "n", children: ["a"]))
            window = ["n"]
            presentations = [PresentationDecl("a", pushes: "b", on: nav, dimmingView: dimming,
                                              animator: AnimatorDecl(present: Parts.plan(), dismiss: Parts.plan()))]
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let problem: Problem
        let spoil: @Sendable (inout Parts) -> Void
        init(_ problem: Problem, _ spoil: @escaping @Sendable (inout Parts) -> Void) {
            self.problem = problem
            self.spoil = spoil
        }
        var testDescription: String { "\(problem)" }
    }

    static let linear = TimingDecl.curve(.linear)
    static let track = ScenarioError.Track(view: "b", property: .alpha, part: .animation(.present))
    /// What `SpringTiming` throws for a spring no stiffness brings to rest.
    static let unsolvable: SpringSolveError = {
        do throws(SpringSolveError) { _ = try SpringTiming(duration: 1, dampingRatio: 0.0005, initialVelocity: 0) } catch { return error }
        fatalError("a damping ratio of 0.0005 has no stiffness")
    }()

    static func option(_ key: String, _ choices: [String], _ binding: ScenarioOption.Binding) -> ScenarioOption {
        ScenarioOption(key, "", choices: choices, default: choices[0], binding: binding)
    }

    static let cases: [Case] = [
        // Options.
        Case(.optionDeclaredTwice(option: "o")) {
            $0.options = [option("o", ["weak"], .outlets("a")), option("o", ["weak"], .outlets("a"))]
        },
        Case(.defaultNotAChoice(option: "o", value: "x")) {
            $0.options = [ScenarioOption("o", "", choices: ["weak"], default: "x", binding: .outlets("a"))]
        },
        Case(.outletsOfUnknownController(option: "o", controller: "ghost")) { $0.options = [option("o", ["weak"], .outlets("ghost"))] },
        Case(.outletChoices(option: "o", choices: ["weak", "soft"])) { $0.options = [option("o", ["weak", "soft"], .outlets("a"))] },
        Case(.startsTooDeep(depth: 2, steps: 1)) { $0.depth = 2 },
        Case(.unknownNavigationController(push: 1, name: "ghost")) { $0.push(on: "ghost") },
        Case(.notAChoice(option: "o", value: "x", choices: ["on", "off"])) {
            $0.options = [option("o", ["on", "off"], .definesPresentationContext("a"))]
            $0.defaults.options["o"] = "x"
        },
        Case(.notAPresentationStyle(option: "o", value: "wobbly")) { $0.options = [option("o", ["wobbly"], .presentationStyle(0))] },
        Case(.notATransitionStyle(option: "o", value: "wobbly")) { $0.options = [option("o", ["wobbly"], .transitionStyle(0))] },
        Case(.optionOfUnknownController(option: "o", controller: "ghost")) {
            $0.options = [option("o", ["on"], .definesPresentationContext("ghost"))]
        },
        Case(.notAnAnimatorChoice(option: "o", value: "maybe")) {
            $0.push()
            $0.options = [option("o", ["maybe"], .animator(navigationController: "n"))]
        },
        Case(.noSuchPresentation(option: "o", presentation: 6)) { $0.options = [option("o", ["fullScreen"], .presentationStyle(5))] },
        // Names.
        Case(.viewDeclaredTwice("a")) { $0.views.append(ViewDecl("a", .screen)) },
        Case(.viewInsideItself("a")) { $0.views = [ViewDecl("a", .screen, in: "b"), ViewDecl("b", .screen, in: "a")] },
        Case(.controllerDeclaredTwice("a")) { $0.controllers.append(ControllerDecl("a", view: "a")) },
        Case(.unknownChild(controller: "a", child: "ghost")) { $0.controllers[0].children = ["ghost"] },
        Case(.unknownView("ghost", usedBy: .superview(of: "b"))) { $0.views[1].superview = "ghost" },
        Case(.unknownView("ghost", usedBy: .initialWindow)) { $0.window = ["ghost"] },
        Case(.unknownView("ghost", usedBy: .viewOf(controller: "b"))) { $0.controllers[1].view = "ghost" },
        Case(.unknownView("ghost", usedBy: .dimmingView)) { $0.push(dimming: "ghost") },
        Case(.unknownView("ghost", usedBy: .track(.animation(.present)))) { $0.track(.number("ghost", .alpha, to: 1, linear)) },
        Case(.unknownView("ghost", usedBy: .edit(.setup(.present)))) { $0.animate(Parts.plan(setup: [.remove("ghost")])) },
        Case(.unknownView("ghost", usedBy: .edit(.didEnd(.present, completed: false)))) {
            $0.presentations[0].presentationController = PresentationControllerDecl(
                present: .init(didEndCancelled: [.setHidden("ghost", true)]))
        },
        Case(.unknownView("ghost", usedBy: .track(.alongside(.present)))) {
            $0.presentations[0].presentationController = PresentationControllerDecl(
                present: .init(alongside: [.number("ghost", .alpha, to: 1, linear)]))
        },
        Case(.unknownView("ghost", usedBy: .gesture(.dismiss))) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "ghost", highlightScale: 0.9, highlightDuration: 0.1,
                                                          unhighlightDuration: 0.1, timing: linear))
        },
        Case(.unknownPresenter("ghost")) { $0.presentations[0].presenter = "ghost" },
        Case(.unknownPresented("ghost")) { $0.presentations[0].presented = "ghost" },
        Case(.presenterOutOfOrder(presentation: 2, expected: "b")) {
            $0.presentations.append(PresentationDecl("a", presents: "b", style: .fullScreen))
        },
        // Durations, distances and values.
        Case(.nonPositiveDuration(.present, -1)) { $0.animate(Parts.plan(duration: -1)) },
        Case(.nonPositiveStandaloneDuration(.present, 0)) { $0.animate(Parts.plan(standalone: [AnimationDecl(duration: 0, [])])) },
        Case(.trackStartsBeforeZero(track, start: -0.5)) { $0.track(.number("b", .alpha, to: 1, start: -0.5, linear)) },
        Case(.trackNegativeDuration(track, length: -0.5)) { $0.track(.number("b", .alpha, to: 1, duration: -0.5, linear)) },
        Case(.trackEndsLate(track, end: 1.5, animation: 1)) { $0.track(.number("b", .alpha, to: 1, start: 0.5, duration: 1, linear)) },
        Case(.springNotANumber(.track(track))) {
            $0.track(.number("b", .alpha, to: 1, .spring(dampingRatio: .nan, initialVelocity: 0)))
        },
        Case(.springWithoutStiffness(.track(track), unsolvable)) {
            $0.track(.number("b", .alpha, to: 1, .spring(dampingRatio: 0.0005, initialVelocity: 0)))
        },
        Case(.physicalSpringInvalid(.track(track), mass: 1, stiffness: -1, damping: 10)) {
            $0.track(.number("b", .alpha, to: 1,
                             .physicalSpring(.physical(mass: 1, stiffness: -1, damping: 10), initialVelocity: 0)))
        },
        Case(.wrongValueKind(.track(ScenarioError.Track(view: "b", property: .frame, part: .animation(.present))), property: .frame)) {
            $0.track(TrackDecl("b", .frame, to: .number(3), timing: linear))
        },
        Case(.wrongValueKind(.edit(.completion(.present), view: "b"), property: .alpha)) {
            $0.animate(PlanDecl(duration: 1, tracks: [], whenCompleted: [.set("b", .alpha, .rect(.screen))]))
        },
        // The highlight's timing is resolved first.
        Case(.springNotANumber(.highlight(gesture: .dismiss))) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "b", highlightScale: 0.9, highlightDuration: 0.1,
                                                          unhighlightDuration: 0.1,
                                                          timing: .spring(dampingRatio: 0.5, initialVelocity: .infinity)))
        },
        Case(.nonPositiveDistance(gesture: .present, 0)) {
            $0.presentations[0].presentGesture = .percentDriven(PanDrive(direction: Point(x: 0, y: -1), distance: 0, start: .init(1, 1)))
        },
        Case(.nonPositiveHighlight(gesture: .dismiss)) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "b", highlightScale: 0.9, highlightDuration: 0,
                                                          unhighlightDuration: 0.1, timing: linear))
        },
        Case(.nonPositiveSpringBack(gesture: .dismiss)) {
            $0.presentations[0].dismissGesture = .directManipulation(DirectDrag(
                view: "b", direction: Point(x: 0, y: 1), distance: 100, shrink: 0.1, radius: 10, springBackDuration: 0,
                springBackTiming: linear, start: .init(1, 1)))
        },
    ]

    @Test func theUnspoiledScenarioBuilds() throws {
        _ = try Parts().scenario()
    }

    @Test(arguments: cases)
    func eachProblemIsRefusedAsData(_ c: Case) {
        var parts = Parts()
        c.spoil(&parts)
        #expect(throws: ScenarioError(scene: "probe", c.problem)) { try parts.scenario() }
    }

    /// Changing a setting re-resolves the scene and refuses the same way, wrapped.
    @Test func aSettingTheSceneRefusesIsAnEngineError() throws {
        var parts = Parts()
        parts.options = [Self.option("o", ["on", "off"], .definesPresentationContext("a"))]
        var sim = Simulator(scenario: try parts.scenario())
        var settings = sim.settings
        settings.options["o"] = "x"
        #expect(throws: EngineError.scenario(ScenarioError(scene: "probe", .notAChoice(option: "o", value: "x",
                                                                                        choices: ["on", "off"])))) {
            _ = try sim.apply(.changeSettings(settings))
        }
    }
}

/// A checked scenario stays checked: its fields can be read but not written
/// (`scenario.views = []` does not compile: "'views' is a 'let' constant"), so
/// `Simulator(scenario:)` never meets one the engine cannot play. A changed scenario
/// is made by the checking `init` again, which refuses a bad change.
@Suite struct CheckedScenarioTests {
    static func isWritable<Value>(_ keyPath: KeyPath<Scenario, Value>) -> Bool {
        keyPath is WritableKeyPath<Scenario, Value>
    }

    @Test func noStoredFieldIsWritable() throws {
        let scenario = try ScenarioErrorTests.Parts().scenario()
        let writable: KeyValuePairs<String, Bool> = [
            "name": Self.isWritable(\.name), "summary": Self.isWritable(\.summary), "views": Self.isWritable(\.views),
            "controllers": Self.isWritable(\.controllers), "initialWindow": Self.isWritable(\.initialWindow),
            "presentations": Self.isWritable(\.presentations), "options": Self.isWritable(\.options),
            "defaults": Self.isWritable(\.defaults), "initialDepth": Self.isWritable(\.initialDepth),
        ]
        // Every stored field is in the list: a new one must be read-only too.
        #expect(Mirror(reflecting: scenario).children.compactMap(\.label) == writable.map(\.key))
        #expect(writable.filter(\.value).isEmpty, "writable: \(writable.filter(\.value).map(\.key))")
        // The declarations it is built from stay plain values to edit.
        var view = ViewDecl("a", .screen)
        view.name = "c"
        #expect((\ViewDecl.name as KeyPath<ViewDecl, String>) is WritableKeyPath<ViewDecl, String>)
    }

    @Test func aChangedScenarioIsCheckedAgain() throws {
        let scenario = try ScenarioErrorTests.Parts().scenario()
        var copy = scenario
        #expect(copy.views.count == 2 && copy == scenario)
        copy = try Scenario(name: scenario.name, summary: "changed", views: scenario.views,
                            controllers: scenario.controllers, initialWindow: scenario.initialWindow,
                            presentations: scenario.presentations, defaults: scenario.defaults)
        #expect(copy.summary == "changed")
        #expect(throws: ScenarioError(scene: "probe", .unknownView("ghost", usedBy: .initialWindow))) {
            try Scenario(name: scenario.name, summary: "", views: scenario.views, controllers: scenario.controllers,
                         initialWindow: ["ghost"], presentations: scenario.presentations, defaults: scenario.defaults)
        }
    }
}
