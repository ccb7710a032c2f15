import Testing

@testable import PantographEngine

/// Push and pop on a navigation controller: the callback order, written out from
/// UIKit's documentation and the orders reported for it (docs/uikit.md, "Navigation"),
/// not from `Lifecycle`.
@Suite struct NavigationLifecycleTests {
    typealias E = LifecycleEvent

    /// N's stack: A (the root), then B and C pushed; UIKit's own push and pop with
    /// `shade` dimming, and a back swipe from the left edge over the whole width.
    static func scene(startDepth: Int = 1) throws -> Scene {
        let swipe = GestureDecl.percentDriven(PanDrive(direction: Point(x: 1, y: 0), distance: 390,
                                                       start: PointExpr(1, 422), fromLeftEdge: true))
        return try Scene(
            name: "nav", summary: "A, B, C on N",
            views: [ViewDecl("n", .screen), ViewDecl("a", .screen), ViewDecl("b", .screen), ViewDecl("c", .screen),
                    ViewDecl("shade", .screen, alpha: 0)],
            controllers: [ControllerDecl("N", view: "n", children: ["A"]), ControllerDecl("A", view: "a"),
                          ControllerDecl("B", view: "b"), ControllerDecl("C", view: "c")],
            initialWindow: ["n", "a"],
            presentations: [PresentationDecl("A", pushes: "B", on: "N", dimmingView: "shade", popGesture: swipe),
                            PresentationDecl("B", pushes: "C", on: "N", dimmingView: "shade", popGesture: swipe)],
            defaults: Settings(), initialDepth: startDepth)
    }

    /// A back swipe from the left edge: down at x 1, `distance` across in `seconds`,
    /// released at `velocity` across; the events it caused.
    @discardableResult
    static func backSwipe(_ sim: inout Simulator, _ distance: Double, over seconds: Double = 0.5,
                          velocity: Double = 0) throws -> [E] {
        var events = try sim.apply(.panBegin(at: Point(x: 1, y: 400))).events
        events += try sim.apply(.panMove(to: Point(x: distance, y: 0), after: seconds)).events
        events += try sim.apply(.panEnd(velocity: Point(x: velocity, y: 0))).events
        return events
    }

    static func simulator(startDepth: Int = 1, _ configure: (inout Settings) -> Void = { _ in }) throws -> Simulator {
        var settings = Settings()
        configure(&settings)
        return try Simulator(scene: try scene(startDepth: startDepth), settings: settings)
    }

    static func names(_ sim: Simulator) -> [String] { sim.window.views.map { sim.model.names[$0.id] } }

    // MARK: - The order

    @Test("push: from's viewWillDisappear, to's viewWillAppear, willShow, …, viewDidDisappear, viewDidAppear, didShow")
    func push() throws {
        var sim = try Self.simulator()
        let events = try sim.apply(.push("C", animated: true)).events
        #expect(events == [
            .viewWillDisappear("B"), .viewWillAppear("C"), .willShow("C"), .animateTransition,
            .completeTransition(true), .viewDidDisappear("B"), .viewDidAppear("C"), .didShow("C"),
            .animationEnded(true),
        ])
        #expect(sim.navigationStack == ["A", "B", "C"])
        #expect(Self.names(sim) == ["n", "c"])
    }

    @Test("pop: the same order, the controller underneath shown")
    func pop() throws {
        var sim = try Self.simulator()
        let events = try sim.apply(.pop(animated: true)).events
        #expect(events == [
            .viewWillDisappear("B"), .viewWillAppear("A"), .willShow("A"), .animateTransition,
            .completeTransition(true), .viewDidDisappear("B"), .viewDidAppear("A"), .didShow("A"),
            .animationEnded(true),
        ])
        #expect(sim.navigationStack == ["A"])
        #expect(Self.names(sim) == ["n", "a"])
    }

    @Test("not animated: the appearance callbacks and the delegate's, and no animator")
    func notAnimated() throws {
        var sim = try Self.simulator()
        #expect(try sim.apply(.push("C", animated: false)).events == [
            .viewWillDisappear("B"), .viewWillAppear("C"), .willShow("C"),
            .viewDidDisappear("B"), .viewDidAppear("C"), .didShow("C"),
        ])
        #expect(try sim.apply(.pop(animated: false)).events == [
            .viewWillDisappear("C"), .viewWillAppear("B"), .willShow("B"),
            .viewDidDisappear("C"), .viewDidAppear("B"), .didShow("B"),
        ])
        #expect(Self.names(sim) == ["n", "b"] && sim.clock == 0)
    }

    /// The back swipe released past the middle, then let finish.
    @Test("interactive pop completed: willShow at the start, didShow at the end, completeTransition once")
    func interactivePopCompleted() throws {
        var sim = try Self.simulator { $0.policy = .flutter }
        let events = try Self.backSwipe(&sim, 250)
        #expect(events == [
            .viewWillDisappear("B"), .viewWillAppear("A"), .willShow("A"), .startInteractiveTransition,
            .animateTransition, .finishInteractiveTransition, .interactionChanged(cancelled: false),
            .completeTransition(true), .viewDidDisappear("B"), .viewDidAppear("A"), .didShow("A"),
            .animationEnded(true),
        ])
        #expect(sim.navigationStack == ["A"])
    }

    @Test("interactive pop cancelled: underneath will appear then disappears; top will disappear then appears; no didShow")
    func interactivePopCancelled() throws {
        var sim = try Self.simulator { $0.policy = .flutter }
        let before = sim
        let events = try Self.backSwipe(&sim, 100)
        #expect(events == [
            .viewWillDisappear("B"), .viewWillAppear("A"), .willShow("A"), .startInteractiveTransition,
            .animateTransition, .cancelInteractiveTransition, .interactionChanged(cancelled: true),
            .completeTransition(false), .viewWillDisappear("A"), .viewDidDisappear("A"),
            .viewWillAppear("B"), .viewDidAppear("B"), .animationEnded(false),
        ])
        #expect(!events.contains(.didShow("A")) && !events.contains(.didShow("B")))
        #expect(sim.navigationStack == ["A", "B"])
        // The window exactly as before the swipe, every property of every view.
        #expect(sim.window == before.window && sim.depth == before.depth)
    }

    // MARK: - The screen edge

    /// Flutter's drag area hit-tests with `Size.contains`, `dx >= 0.0 && dx < width`
    /// (`dart:ui` geometry.dart 566–568): half-open, so x = 20.0 is outside.
    @Test("the edge region: x < 20 begins", arguments: [
        (19.0, true), (21.0, false), (20.0, false), (20.0.nextDown, true), (0.0, true),
    ])
    func edgeRegion(x: Double, begins: Bool) throws {
        var sim = try Self.simulator()
        let outcome = try sim.apply(.panBegin(at: Point(x: x, y: 400)))
        #expect((sim.transition?.operation == .pop) == begins)
        #expect(outcome.warnings == (begins ? [] : [.outsideEdgeRegion(x: x, edgeWidth: 20)]))
    }

    @Test("the edge region is the edge-width setting")
    func edgeWidthSetting() throws {
        var sim = try Self.simulator { $0.edgeWidth = 40 }
        _ = try sim.apply(.panBegin(at: Point(x: 39, y: 400)))
        #expect(sim.transition?.operation == .pop)
        var at = try Self.simulator { $0.edgeWidth = 40 }
        #expect(try at.apply(.panBegin(at: Point(x: 40, y: 400))).warnings == [.outsideEdgeRegion(x: 40, edgeWidth: 40)])
    }

    /// The swipe: three moves of 10 points in 10 ms (about 1000 pt/s, past
    /// `min-fling` 1 width per second), then a system cancel at 25 %. Flutter's drag
    /// recognizer ends an accepted drag on a pointer cancel through `onEnd` with the
    /// velocity estimate, so the fling pops; `dragEnd(0.0)` would have kept the page.
    @Test func aCancelledFlingPops() throws {
        var sim = try Self.simulator { $0.policy = .flutter }
        _ = try sim.apply(.panBegin(at: Point(x: 1, y: 400)))
        for x in [77.5, 87.5, 97.5] { _ = try sim.apply(.panMove(to: Point(x: x, y: 0), after: 0.01)) }
        let outcome = try sim.apply(.panCancel)
        #expect(sim.release?.bySystem == true)
        #expect(sim.release?.decision == .finish)
        #expect(outcome.events.first == .finishInteractiveTransition)
    }

    @Test("a finger (touch) reaches the edge pan: where it came down decides", arguments: [(5.0, true), (25.0, false)])
    func touch(x: Double, begins: Bool) throws {
        var sim = try Self.simulator()
        _ = try sim.apply(.touchDown(at: Point(x: x, y: 400)))
        _ = try sim.apply(.touchMove(to: Point(x: x + 30, y: 400), after: nil))
        #expect((sim.transition?.operation == .pop) == begins)
    }

    @Test("with only the root on the stack, the back swipe does not begin")
    func rootOnly() throws {
        var sim = try Self.simulator(startDepth: 0)
        let outcome = try sim.apply(.panBegin(at: Point(x: 1, y: 400)))
        #expect(sim.transition == nil)
        #expect(outcome.warnings == [.popGestureAtRoot(navigationController: "N", root: "A")])
        _ = try sim.apply(.panEnd(velocity: nil))
        // popViewController on the root does nothing either.
        #expect(try sim.apply(.pop(animated: true)).warnings == [.ignored(.pop, .onlyRootOnStack("A"))])
    }

    // MARK: - UIKit's trouble

    @Test("pushing a controller already on the stack: UIKit raises, nothing changes", arguments: ["A", "B"])
    func pushOnStack(name: String) throws {
        var sim = try Self.simulator()
        let before = sim
        #expect(throws: EngineError.pushingControllerOnStack(name)) { try sim.apply(.push(name, animated: true)) }
        #expect(sim == before)
    }

    @Test("pushing a controller the scene does not push next is refused, nothing changes")
    func pushUnknown() throws {
        var sim = try Self.simulator(startDepth: 0)
        let before = sim
        #expect(throws: EngineError.noSuchPush("C", next: "B")) { try sim.apply(.push("C", animated: true)) }
        #expect(sim == before)
    }

    @Test("a push or pop while a transition is in flight is not made (nested animation)")
    func nested() throws {
        var sim = try Self.simulator { $0.clock = .manual }
        _ = try sim.apply(.push("C", animated: true))
        _ = try sim.apply(.advance(seconds: 0.1))
        let inFlight = sim
        #expect(try sim.apply(.pop(animated: true)).warnings == [.nestedNavigation(.pop, inFlight: .push)])
        #expect(sim.transition == inFlight.transition && sim.window == inFlight.window)
        var other = try Self.simulator(startDepth: 0) { $0.clock = .manual }
        _ = try other.apply(.push("B", animated: true))
        #expect(try other.apply(.push("C", animated: true)).warnings == [.nestedNavigation(.push, inFlight: .push)])
    }

    @Test("a swipe while the pop finishes re-grabs it only when interruptible")
    func regrab() throws {
        for interruptible in [false, true] {
            var sim = try Self.simulator { $0.clock = .manual; $0.interruptible = interruptible; $0.policy = .flutter }
            try Self.backSwipe(&sim, 250)
            _ = try sim.apply(.advance(seconds: 0.05))
            #expect(sim.transition?.phase == .finishing)
            let outcome = try sim.apply(.panBegin(at: Point(x: 10, y: 400)))
            if interruptible {
                #expect(sim.transition?.phase == .paused)
            } else {
                #expect(outcome.warnings == [.grabNotInterruptible(.finishing)])
            }
        }
    }

    // MARK: - UIKit's own pop, frame by frame

    /// Flutter's `Curves.ease`, `Cubic(0.25, 0.1, 0.25, 1.0)` (flutter/flutter
    /// `animation/curves.dart`), solved here by bisection on the Bézier's x.
    static func ease(_ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(0.25, 0.25, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(0.1, 1.0, (lo + hi) / 2)
    }

    /// At percent p of the system pop: the top screen at `p·width`, the one underneath
    /// at `−parallax·width·(1 − p)` (linear, as Flutter's positions are while the user
    /// drags), the shade at `dimming·ease(1 − p)`: Flutter's barrier colour goes through
    /// `CurveTween(curve: barrierCurve)`, `Curves.ease`, over the popping route's
    /// value 1 − p (`widgets/routes.dart` lines 1869, 2300–2310).
    @Test("the system pop's frames at chosen percents", arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func systemPopFrames(p: Double) throws {
        for (parallax, dimming) in [(1.0 / 3, 24.0 / 255), (0.3, 0.1)] {
            var sim = try Self.simulator { $0.navParallax = parallax; $0.navDimming = dimming }
            _ = try sim.apply(.startInteractive(.pop))
            _ = try sim.apply(.update(p))
            sim.layOutWindow()
            let view = { (name: String) in sim.window.views.first { sim.model.names[$0.id] == name } }
            #expect(Self.names(sim) == ["n", "a", "shade", "b"])
            #expect(abs(try #require(view("b")).frame.x - p * 390) < 1e-9)
            #expect(abs(try #require(view("a")).frame.x - (-parallax * 390 * (1 - p))) < 1e-9)
            if p < 1 { #expect(abs(try #require(view("shade")).alpha - dimming * Self.ease(1 - p)) < 1e-9) }
        }
    }

    /// The shade the issue measured: half-way through a pop, 24/255 × ease(0.5) =
    /// 0.0755, where a linear track gave 0.047; a push half-way shows the same.
    @Test func theDimmingFollowsEaseAtHalfWay() throws {
        for operation in [Transition.Operation.pop, .push] {
            var sim = try Self.simulator()
            _ = try sim.apply(.startInteractive(operation))
            _ = try sim.apply(.update(0.5))
            sim.layOutWindow()
            let shade = try #require(sim.window.views.first { sim.model.names[$0.id] == "shade" })
            #expect(abs(shade.alpha - 0.0755) < 0.0001, "\(operation): \(shade.alpha)")
            #expect(abs(shade.alpha - 24.0 / 255 * Self.ease(0.5)) < 1e-9)
        }
        // A quarter into a push: ease(0.25) of the dimming, not a quarter of it.
        var push = try Self.simulator()
        _ = try push.apply(.startInteractive(.push))
        _ = try push.apply(.update(0.25))
        push.layOutWindow()
        let shade = try #require(push.window.views.first { push.model.names[$0.id] == "shade" })
        #expect(abs(shade.alpha - 24.0 / 255 * Self.ease(0.25)) < 1e-9)
    }

    @Test("the system push's frames: the pushed screen from the right, the one underneath to the left")
    func systemPushFrames() throws {
        var sim = try Self.simulator()
        _ = try sim.apply(.startInteractive(.push))
        _ = try sim.apply(.update(0.5))
        sim.layOutWindow()
        let view = { (name: String) in sim.window.views.first { sim.model.names[$0.id] == name } }
        #expect(Self.names(sim) == ["n", "b", "shade", "c"])
        #expect(try #require(view("c")).frame.x == 195)
        #expect(abs(try #require(view("b")).frame.x - (-65)) < 1e-9)
        _ = try sim.apply(.finish)
        #expect(Self.names(sim) == ["n", "c"])
    }

    // MARK: - Every policy decides the back swipe

    @Test("every release policy finishes or cancels the back swipe", arguments: PolicyName.allCases)
    func everyPolicy(policy: PolicyName) throws {
        var outcomes: Set<Transition.Phase> = []
        for (distance, velocity) in [(300.0, 0.0), (60.0, 0.0), (60.0, 2000.0), (300.0, -2000.0)] {
            var sim = try Self.simulator { $0.policy = policy }
            try Self.backSwipe(&sim, distance, over: 0.3, velocity: velocity)
            if sim.transition?.isInFlight == true { _ = try sim.apply(.finish) }
            outcomes.insert(try #require(sim.transition?.phase))
            #expect(sim.navigationStack == (sim.transition?.phase == .completed ? ["A"] : ["A", "B"]))
        }
        #expect(outcomes == [.completed, .cancelled], "\(policy)")
    }

    @Test("flutter: a slow release decides by position at the middle; a fling by its direction")
    func flutterPair() throws {
        func release(_ distance: Double, velocity: Double) throws -> Transition.Phase? {
            var sim = try Self.simulator { $0.policy = .flutter }
            try Self.backSwipe(&sim, distance, velocity: velocity)
            return sim.transition?.phase
        }
        // 195 pt is half of 390: the middle itself pops, as Flutter's `> 0.5` keeps the page below it.
        #expect(try release(195, velocity: 0) == .completed)
        #expect(try release(194, velocity: 0) == .cancelled)
        // One screen width a second is Flutter's fling: back past the middle cancels.
        #expect(try release(300, velocity: -390) == .cancelled)
        #expect(try release(40, velocity: 390) == .completed)
    }
}
