import PantographEngine
import Testing
@testable import PantographShell

/// The `navigation` scene in the scene language, and the `push`/`pop` commands.
struct NavigationSceneTests {
    static var navigation: Scene {
        get throws { try #require(SceneLibrary.builtIn.scene(named: "navigation")) }
    }

    @Test func theSceneSurvivesPrintingAndParsing() throws {
        let scene = try Self.navigation
        let text = ScenePrinter.print(scene)
        #expect(try SceneParser.parse(text) == scene, "\(text)")
        #expect(text.contains("push list detail on nav dimming shade"))
        #expect(text.contains("start-depth 1"))
        #expect(text.contains("gesture pop pan direction 1,0 distance width left-edge start 1,height/2"))
        #expect(text.contains("option pop-animator animator nav choices system,custom default system"))
    }

    @Test func theSceneStartsTwoDeepWithTheBackSwipe() throws {
        let sim = Simulator(scene: try Self.navigation)
        #expect(sim.navigationStack == ["list", "detail"])
        #expect(sim.transition == nil && sim.transitionEvents.isEmpty)
        #expect(sim.visibleViews.map(\.name) == ["nav", "detail", "detailHeader"])
    }

    /// A push's lines name push and pop; a presentation's, present and dismiss.
    @Test(arguments: [
        ("gesture dismiss pan direction 1,0 distance width start 1,1", 1, "expected push or pop, got 'dismiss'"),
        ("animate present duration 0.3", 1, "expected push or pop, got 'present'"),
    ])
    func aPushTakesPushAndPop(_ line: String, _ column: Int, _ message: String) throws {
        let text = """
            scene s
            view a frame screen
            view b frame screen
            controller n view a children A
            controller A view a
            controller B view b
            window a
            push A B on n
            \(line)
            """
        let error = try #require(throws: SceneLoadError.self) { try SceneParser.parse(text) }
        let words = line.split(separator: " ")
        let wordColumn = line.distance(from: line.startIndex, to: line.range(of: String(words[column]))!.lowerBound) + 1
        #expect(error.problems == [SceneProblem(line: 9, column: wordColumn, message: message)])
    }

    @Test func aSceneCannotStartDeeperThanItsSteps() throws {
        let text = "scene s\nview a frame screen\nview b frame screen\ncontroller n view a children A\n"
            + "controller A view a\ncontroller B view b\nwindow a\nstart-depth 2\npush A B on n\n"
        let error = try #require(throws: SceneLoadError.self) { try SceneParser.parse(text) }
        #expect(error.problems == [SceneProblem(line: 8, column: 13, message: "the scene starts 2 deep, but declares 1 presentations and pushes")])
    }

    @Test func pushingAControllerOnTheStackIsAnErrorThatChangesNothing() throws {
        let result = try run("push list", scene: "navigation")
        #expect(result.results.last?.failed == true)
        #expect(result.err.contains("UIKit raises: Pushing the same view controller instance"))
        #expect(result.err.contains("(list) more than once is not supported"))
        let fresh = try run("", scene: "navigation")
        #expect(result.session.state.simulator == fresh.session.state.simulator)
    }

    @Test func popAndPushAnimatedOrNot() throws {
        let result = try run("pop animated off\nexpect events viewWillDisappear(detail), viewWillAppear(list), willShow(list), viewDidDisappear(detail), viewDidAppear(list), didShow(list)\nexpect no event animateTransition\npush detail\nexpect event completeTransition(true)\nexpect clock == 0.4",
                             scene: "navigation")
        #expect(result.results.allSatisfy { !$0.failed }, "\(result.err)")
        #expect(result.session.state.simulator.navigationStack == ["list", "detail"])
    }

    /// What the delegate returns is asked at each push and pop: it changes at rest
    /// with a controller pushed, and not while a transition is in flight.
    @Test func theAnimatorOptionChangesBetweenTransitions() throws {
        let atRest = try run("set pop-animator custom", scene: "navigation")
        #expect(atRest.results.allSatisfy { !$0.failed }, "\(atRest.err)")
        let inFlight = try run("set clock manual\npop\nset pop-animator custom", scene: "navigation")
        #expect(inFlight.results.last?.failed == true)
        #expect(inFlight.err.contains("pop-animator can change only between transitions"))
        #expect(inFlight.session.state.simulator.settings.options["pop-animator"] == "system")
    }

    @Test func theCustomAnimatorIsDrivenByTheSwipe() throws {
        let result = try run("set pop-animator custom\nset clock manual\npan begin 1,400\npan move 195,0\nexpect views.detail.frame.x == 195\nexpect views.shade == null\nexpect views.list.frame.x == 0",
                             scene: "navigation")
        #expect(result.results.allSatisfy { !$0.failed }, "\(result.err)")
    }

    /// The timeline, compare and sweep name and judge the back swipe like any gesture.
    @Test func theTimelineComparesAndSweepsTheBackSwipe() throws {
        let timeline = try run("drag 120,0 from 1,400\nshow timeline every 0.1", scene: "navigation")
        #expect(timeline.results.allSatisfy { !$0.failed }, "\(timeline.err)")
        #expect(timeline.out.contains("pop, 0.000 → "))
        #expect(timeline.out.contains("0.300  finishInteractiveTransition"))
        let compare = try run("set clock manual\npan begin 1,400\npan move 80,0 +0.1s\npan end velocity 1200,0\ncompare",
                              scene: "navigation")
        #expect(compare.results.allSatisfy { !$0.failed }, "\(compare.err)")
        // The quick flick from the edge: only threshold, which reads the position, keeps the page.
        // Each policy's row: its name, then its decision (the current one starred).
        let rows = compare.out.split(separator: "\n").map { $0.split(separator: " ").map(String.init).filter { $0 != "*" } }
            .filter { $0.count > 1 && ReleasePolicies.names.contains($0[0]) && ["finish", "cancel"].contains($0[1]) }
        #expect(rows.map { $0[0] } == ReleasePolicies.names, "\(compare.out)")
        #expect(rows.filter { $0[1] == "cancel" }.map { $0[0] } == ["threshold"])
        let sweep = try run("sweep distance 0..390 step 130 velocity -800..800 step 400 policy flutter", scene: "navigation")
        #expect(sweep.out.contains("10 of 20 releases finish"), "\(sweep.out)")
    }

    @Test func undoTakesAPushBack() throws {
        let result = try run("push more\nundo", scene: "navigation")
        #expect(result.results.allSatisfy { !$0.failed }, "\(result.err)")
        let fresh = try run("", scene: "navigation")
        #expect(result.session.state.simulator == fresh.session.state.simulator)
    }
}
