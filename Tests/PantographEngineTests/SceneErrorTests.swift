import Testing
@testable import PantographEngine

/// Every way `Scene.init` refuses a scene, as the data it throws, through the
/// public API only (no `@testable`): one bad scene per case. The words are the
/// shell's (`SceneErrorTextTests`).
@Suite struct SceneErrorTests {
    typealias Problem = SceneError.Problem

    /// The parts of a scene, a good one by default: `a` presents `b` with an
    /// animator; each case spoils one part.
    struct Parts {
        var views = [ViewDecl("a", .screen), ViewDecl("b", .screen)]
        var controllers = [ControllerDecl("a", view: "a"), ControllerDecl("b", view: "b")]
        var window = ["a"]
        var presentations = [PresentationDecl("a", presents: "b", style: .fullScreen,
                                              animator: AnimatorDecl(present: Parts.plan(), dismiss: Parts.plan()))]
        var options: [SceneOption] = []
        var defaults = Settings()
        var depth = 0

        static func plan(duration: Expr = 1, setup: [EditDecl] = [], tracks: [TrackDecl] = [],
                         standalone: [AnimationDecl] = []) -> PlanDecl {
            PlanDecl(duration: duration, setup: setup, tracks: tracks, standalone: standalone)
        }

        func scene() throws(SceneError) -> Scene {
            try Scene(name: "probe", summary: "", views: views, controllers: controllers, initialWindow: window,
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
        /// Where the problem is in the declaration.
        let path: ScenePath
        let spoil: @Sendable (inout Parts) -> Void
        init(_ problem: Problem, at path: ScenePath, _ spoil: @escaping @Sendable (inout Parts) -> Void) {
            self.problem = problem
            self.path = path
            self.spoil = spoil
        }
        var testDescription: String { "\(problem)" }
    }

    static let linear = TimingDecl.curve(.linear)
    static let track = SceneError.Track(view: "b", property: .alpha, part: .animation(.present))
    /// What `SpringTiming` throws for a spring no stiffness brings to rest.
    static let unsolvable: SpringSolveError = {
        do throws(SpringSolveError) { _ = try SpringTiming(duration: 1, dampingRatio: 0.0005, initialVelocity: 0) } catch { return error }
        fatalError("a damping ratio of 0.0005 has no stiffness")
    }()

    static func option(_ key: String, _ choices: [String], _ binding: SceneOption.Binding) -> SceneOption {
        SceneOption(key, "", choices: choices, default: choices[0], binding: binding)
    }

    static let cases: [Case] = [
        // Options.
        Case(.optionDeclaredTwice(option: "o"), at: ScenePath(.option(1), \SceneOption.key)) {
            $0.options = [option("o", ["weak"], .outlets("a")), option("o", ["weak"], .outlets("a"))]
        },
        Case(.defaultNotAChoice(option: "o", value: "x"), at: ScenePath(.option(0), \SceneOption.defaultValue)) {
            $0.options = [SceneOption("o", "", choices: ["weak"], default: "x", binding: .outlets("a"))]
        },
        Case(.outletsOfUnknownController(option: "o", controller: "ghost"), at: ScenePath(.option(0), \SceneOption.binding)) { $0.options = [option("o", ["weak"], .outlets("ghost"))] },
        Case(.outletChoices(option: "o", choices: ["weak", "soft"]), at: ScenePath(.option(0), \SceneOption.choices)) { $0.options = [option("o", ["weak", "soft"], .outlets("a"))] },
        Case(.startsTooDeep(depth: 2, steps: 1), at: ScenePath(.initialDepth)) { $0.depth = 2 },
        Case(.unknownNavigationController(push: 1, name: "ghost"), at: ScenePath(.presentation(0), \PresentationDecl.navigationController)) { $0.push(on: "ghost") },
        Case(.notAChoice(option: "o", value: "x", choices: ["on", "off"]), at: ScenePath(.option(0))) {
            $0.options = [option("o", ["on", "off"], .definesPresentationContext("a"))]
            $0.defaults.options["o"] = "x"
        },
        Case(.notAPresentationStyle(option: "o", value: "wobbly"), at: ScenePath(.option(0), \SceneOption.choices)) { $0.options = [option("o", ["wobbly"], .presentationStyle(0))] },
        Case(.notATransitionStyle(option: "o", value: "wobbly"), at: ScenePath(.option(0), \SceneOption.choices)) { $0.options = [option("o", ["wobbly"], .transitionStyle(0))] },
        Case(.optionOfUnknownController(option: "o", controller: "ghost"), at: ScenePath(.option(0), \SceneOption.binding)) {
            $0.options = [option("o", ["on"], .definesPresentationContext("ghost"))]
        },
        Case(.notAnAnimatorChoice(option: "o", value: "maybe"), at: ScenePath(.option(0), \SceneOption.choices)) {
            $0.push()
            $0.options = [option("o", ["maybe"], .animator(navigationController: "n"))]
        },
        Case(.noSuchPresentation(option: "o", presentation: 6), at: ScenePath(.option(0), \SceneOption.binding)) { $0.options = [option("o", ["fullScreen"], .presentationStyle(5))] },
        // Names.
        Case(.viewDeclaredTwice("a"), at: ScenePath(.view(2), \ViewDecl.name)) { $0.views.append(ViewDecl("a", .screen)) },
        Case(.viewInsideItself("a", cycle: ["a", "b", "a"]), at: ScenePath(.view(0), \ViewDecl.superview)) { $0.views = [ViewDecl("a", .screen, in: "b"), ViewDecl("b", .screen, in: "a")] },
        Case(.nameNotPrintable("a\u{0}b"), at: ScenePath(.view(1), \ViewDecl.name)) {
            $0.views[1].name = "a\u{0}b"
            $0.controllers[1].view = "a\u{0}b"
        },
        Case(.nameNotPrintable(""), at: ScenePath(.controller(1), \ControllerDecl.name)) {
            $0.controllers[1].name = ""
            $0.presentations[0].presented = ""
        },
        Case(.viewNestedTooDeep("v100", depth: 101), at: ScenePath(.view(101), \ViewDecl.superview)) {
            $0.views += (1...150).map { ViewDecl("v\($0)", .screen, in: $0 == 1 ? "a" : "v\($0 - 1)") }
        },
        Case(.phantomOfNoView("ghost~"), at: ScenePath(.view(2), \ViewDecl.name)) {
            $0.views.append(ViewDecl("ghost~", .screen, phantom: true))
        },
        Case(.phantomOfNoView("b"), at: ScenePath(.view(1), \ViewDecl.name)) { $0.views[1].isPhantom = true },
        Case(.controllerInsideItself("a"), at: ScenePath(.controller(0), \ControllerDecl.children)) {
            $0.controllers[0].children = ["b"]
            $0.controllers[1].children = ["a"]
        },
        Case(.controllerDeclaredTwice("a"), at: ScenePath(.controller(2), \ControllerDecl.name)) { $0.controllers.append(ControllerDecl("a", view: "a")) },
        Case(.unknownChild(controller: "a", child: "ghost"), at: ScenePath(.controller(0), \ControllerDecl.children, item: 0)) { $0.controllers[0].children = ["ghost"] },
        Case(.unknownView("ghost", usedBy: .superview(of: "b")), at: ScenePath(.view(1), \ViewDecl.superview)) { $0.views[1].superview = "ghost" },
        Case(.unknownView("ghost", usedBy: .initialWindow), at: ScenePath(.initialWindow(0))) { $0.window = ["ghost"] },
        Case(.unknownView("ghost", usedBy: .viewOf(controller: "b")), at: ScenePath(.controller(1), \ControllerDecl.view)) { $0.controllers[1].view = "ghost" },
        Case(.unknownView("ghost", usedBy: .dimmingView), at: ScenePath(.presentation(0), \PresentationDecl.dimmingView)) { $0.push(dimming: "ghost") },
        Case(.unknownView("ghost", usedBy: .track(.animation(.present))), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.view)) { $0.track(.number("ghost", .alpha, to: 1, linear)) },
        Case(.unknownView("ghost", usedBy: .edit(.setup(.present))), at: ScenePath(.edit(presentation: 0, .setup(.present), 0), \EditDecl.view)) { $0.animate(Parts.plan(setup: [.remove("ghost")])) },
        Case(.unknownView("ghost", usedBy: .edit(.didEnd(.present, completed: false))), at: ScenePath(.edit(presentation: 0, .didEnd(.present, completed: false), 0), \EditDecl.view)) {
            $0.presentations[0].presentationController = PresentationControllerDecl(
                present: .init(didEndCancelled: [.setHidden("ghost", true)]))
        },
        Case(.unknownView("ghost", usedBy: .track(.alongside(.present))), at: ScenePath(.track(presentation: 0, .alongside(.present), 0), \TrackDecl.view)) {
            $0.presentations[0].presentationController = PresentationControllerDecl(
                present: .init(alongside: [.number("ghost", .alpha, to: 1, linear)]))
        },
        Case(.unknownView("ghost", usedBy: .gesture(.dismiss)), at: ScenePath(.gesture(presentation: 0, .dismiss), \Tap.view)) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "ghost", highlightScale: 0.9, highlightDuration: 0.1,
                                                          unhighlightDuration: 0.1, timing: linear))
        },
        Case(.unknownPresenter("ghost"), at: ScenePath(.presentation(0), \PresentationDecl.presenter)) { $0.presentations[0].presenter = "ghost" },
        Case(.unknownPresented("ghost"), at: ScenePath(.presentation(0), \PresentationDecl.presented)) { $0.presentations[0].presented = "ghost" },
        Case(.presenterOutOfOrder(presentation: 2, expected: "b"), at: ScenePath(.presentation(1), \PresentationDecl.presenter)) {
            $0.presentations.append(PresentationDecl("a", presents: "b", style: .fullScreen))
        },
        // Durations, distances and values.
        Case(.nonPositiveDuration(.present, -1), at: ScenePath(.plan(presentation: 0, .present), \PlanDecl.duration)) { $0.animate(Parts.plan(duration: -1)) },
        Case(.nonPositiveStandaloneDuration(.present, 0), at: ScenePath(.standalone(presentation: 0, .present, 0), \AnimationDecl.duration)) { $0.animate(Parts.plan(standalone: [AnimationDecl(duration: 0, [])])) },
        Case(.trackStartsBeforeZero(track, start: -0.5), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.view)) { $0.track(.number("b", .alpha, to: 1, start: -0.5, linear)) },
        Case(.trackNegativeDuration(track, length: -0.5), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.view)) { $0.track(.number("b", .alpha, to: 1, duration: -0.5, linear)) },
        Case(.trackEndsLate(track, end: 1.5, animation: 1), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.view)) { $0.track(.number("b", .alpha, to: 1, start: 0.5, duration: 1, linear)) },
        Case(.tracksOverlap(track, start: 0.5, end: 1, other: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.view),
                            otherStart: 0, otherEnd: 0.6),
             at: ScenePath(.track(presentation: 0, .animation(.present), 1), \TrackDecl.view)) {
            $0.animate(Parts.plan(tracks: [.number("b", .alpha, to: 1, duration: 0.6, linear),
                                           .number("b", .alpha, to: 0, start: 0.5, linear)]))
        },
        // The drifted case: an alongside track that ends after the transition's animation.
        Case(.trackEndsLate(SceneError.Track(view: "b", property: .alpha, part: .alongside(.present)), end: 2, animation: 1),
             at: ScenePath(.track(presentation: 0, .alongside(.present), 0), \TrackDecl.view)) {
            $0.presentations[0].presentationController = PresentationControllerDecl(
                present: .init(alongside: [.number("b", .alpha, to: 1, duration: 2, linear)]))
        },
        Case(.notFinite(sign: .plus), at: ScenePath(.view(1), \ViewDecl.frame)) {
            $0.views[1].frame = RectExpr(0, 0, .width / 0, 10)
        },
        Case(.notFinite(sign: .minus), at: ScenePath(.view(1), \ViewDecl.scale)) { $0.views[1].scale = -.infinity },
        Case(.notFinite(sign: nil), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.to)) {
            $0.track(.number("b", .alpha, to: Expr(0) / 0, linear))
        },
        Case(.notFinite(sign: .plus), at: ScenePath(.gesture(presentation: 0, .present), \PanDrive.start)) {
            $0.presentations[0].presentGesture = .percentDriven(PanDrive(direction: Point(x: 0, y: -1), distance: 10,
                                                                         start: .init(1, .height * 1e308)))
        },
        Case(.expressionTooLarge, at: ScenePath(.plan(presentation: 0, .present), \PlanDecl.duration)) {
            var deep: Expr = 1
            for _ in 0..<Expr.deepest { deep = deep + 0 }
            $0.animate(Parts.plan(duration: deep))
        },
        Case(.springNotANumber(.track(track)), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.timing)) {
            $0.track(.number("b", .alpha, to: 1, .spring(dampingRatio: .nan, initialVelocity: 0)))
        },
        Case(.springWithoutStiffness(.track(track), unsolvable), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.timing)) {
            $0.track(.number("b", .alpha, to: 1, .spring(dampingRatio: 0.0005, initialVelocity: 0)))
        },
        Case(.physicalSpringInvalid(.track(track), mass: 1, stiffness: -1, damping: 10), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.timing)) {
            $0.track(.number("b", .alpha, to: 1,
                             .physicalSpring(.physical(mass: 1, stiffness: -1, damping: 10), initialVelocity: 0)))
        },
        Case(.wrongValueKind(.track(SceneError.Track(view: "b", property: .frame, part: .animation(.present))), property: .frame), at: ScenePath(.track(presentation: 0, .animation(.present), 0), \TrackDecl.to)) {
            $0.track(TrackDecl("b", .frame, to: .number(3), timing: linear))
        },
        Case(.wrongValueKind(.edit(.completion(.present), view: "b"), property: .alpha), at: ScenePath(.edit(presentation: 0, .completion(.present), 0), \EditDecl.value)) {
            $0.animate(PlanDecl(duration: 1, tracks: [], whenCompleted: [.set("b", .alpha, .rect(.screen))]))
        },
        // The highlight's timing is resolved first.
        Case(.springNotANumber(.highlight(gesture: .dismiss)), at: ScenePath(.gesture(presentation: 0, .dismiss), \Tap.timing)) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "b", highlightScale: 0.9, highlightDuration: 0.1,
                                                          unhighlightDuration: 0.1,
                                                          timing: .spring(dampingRatio: 0.5, initialVelocity: .infinity)))
        },
        Case(.nonPositiveDistance(gesture: .present, 0), at: ScenePath(.gesture(presentation: 0, .present), \PanDrive.distance)) {
            $0.presentations[0].presentGesture = .percentDriven(PanDrive(direction: Point(x: 0, y: -1), distance: 0, start: .init(1, 1)))
        },
        Case(.nonPositiveHighlight(gesture: .dismiss), at: ScenePath(.gesture(presentation: 0, .dismiss), \Tap.highlightDuration)) {
            $0.presentations[0].dismissGesture = .tap(Tap(view: "b", highlightScale: 0.9, highlightDuration: 0,
                                                          unhighlightDuration: 0.1, timing: linear))
        },
        Case(.nonPositiveSpringBack(gesture: .dismiss), at: ScenePath(.gesture(presentation: 0, .dismiss), \DirectDrag.springBackDuration)) {
            $0.presentations[0].dismissGesture = .directManipulation(DirectDrag(
                view: "b", direction: Point(x: 0, y: 1), distance: 100, shrink: 0.1, radius: 10, springBackDuration: 0,
                springBackTiming: linear, start: .init(1, 1)))
        },
    ]

    @Test func theUnspoiledSceneBuilds() throws {
        _ = try Parts().scene()
    }

    /// The first problem found is the case's, at its path; any other is the same
    /// problem in the other operation (the probe's animator plays one plan both ways).
    @Test(arguments: cases)
    func eachProblemIsRefusedAsData(_ c: Case) {
        var parts = Parts()
        c.spoil(&parts)
        do {
            _ = try parts.scene()
            Issue.record("\(c.problem) was accepted")
        } catch {
            #expect(error.scene == "probe")
            #expect(error.problems.first == SceneError.Located(c.problem, at: c.path))
            #expect(error.problems.count <= 2, "\(error.problems)")
        }
    }

    /// Changing a setting re-resolves the scene and refuses the same way, wrapped.
    @Test func aSettingTheSceneRefusesIsAnEngineError() throws {
        var parts = Parts()
        parts.options = [Self.option("o", ["on", "off"], .definesPresentationContext("a"))]
        var sim = Simulator(scene: try parts.scene())
        var settings = sim.settings
        settings.options["o"] = "x"
        #expect(throws: EngineError.scene(SceneError(scene: "probe", .notAChoice(option: "o", value: "x",
                                                                                        choices: ["on", "off"]),
                                                           at: ScenePath(.option(0))))) {
            _ = try sim.apply(.changeSettings(settings))
        }
    }
}

/// A checked scene stays checked: its fields can be read but not written
/// (`scene.views = []` does not compile: "'views' is a 'let' constant"), so
/// `Simulator(scene:)` never meets one the engine cannot play. A changed scene
/// is made by the checking `init` again, which refuses a bad change.
@Suite struct CheckedSceneTests {
    static func isWritable<Value>(_ keyPath: KeyPath<Scene, Value>) -> Bool {
        keyPath is WritableKeyPath<Scene, Value>
    }

    @Test func noStoredFieldIsWritable() throws {
        let scene = try SceneErrorTests.Parts().scene()
        let writable: KeyValuePairs<String, Bool> = [
            "name": Self.isWritable(\.name), "summary": Self.isWritable(\.summary), "views": Self.isWritable(\.views),
            "controllers": Self.isWritable(\.controllers), "initialWindow": Self.isWritable(\.initialWindow),
            "presentations": Self.isWritable(\.presentations), "options": Self.isWritable(\.options),
            "defaults": Self.isWritable(\.defaults), "initialDepth": Self.isWritable(\.initialDepth),
        ]
        // Every stored field is in the list: a new one must be read-only too.
        #expect(Mirror(reflecting: scene).children.compactMap(\.label) == writable.map(\.key))
        #expect(writable.filter(\.value).isEmpty, "writable: \(writable.filter(\.value).map(\.key))")
        // The declarations it is built from stay plain values to edit.
        var view = ViewDecl("a", .screen)
        view.name = "c"
        #expect((\ViewDecl.name as KeyPath<ViewDecl, String>) is WritableKeyPath<ViewDecl, String>)
    }

    @Test func aChangedSceneIsCheckedAgain() throws {
        let scene = try SceneErrorTests.Parts().scene()
        var copy = scene
        #expect(copy.views.count == 2 && copy == scene)
        copy = try Scene(name: scene.name, summary: "changed", views: scene.views,
                            controllers: scene.controllers, initialWindow: scene.initialWindow,
                            presentations: scene.presentations, defaults: scene.defaults)
        #expect(copy.summary == "changed")
        #expect(throws: SceneError(scene: "probe", .unknownView("ghost", usedBy: .initialWindow), at: ScenePath(.initialWindow(0)))) {
            try Scene(name: scene.name, summary: "", views: scene.views, controllers: scene.controllers,
                         initialWindow: ["ghost"], presentations: scene.presentations, defaults: scene.defaults)
        }
    }
}
