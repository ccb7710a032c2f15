import Testing
import PantographEngine
@testable import PantographShell

/// What `set screen`, `reset` and `scene` do to the scene and the settings.
struct SettingsBehaviourTests {
    @Test func screenCannotChangeUnderARunningTransition() throws {
        let run = try PantographShellTests.run("pan begin\nset screen 430x932", keepGoing: true)
        #expect(run.results.last?.failed == true)
        #expect(run.err.contains("test.pg:2:1: error: the screen cannot change while a transition is in flight"))
        let sim = run.session.state.simulator
        #expect(sim.settings.screen == Size(width: 390, height: 844))
        #expect(sim.visibleViews.first { $0.name == "grid" }?.frame == Rect(0, 0, 390, 844))
        #expect(sim.transition?.phase == .interactive)
    }

    @Test func screenAtRestLaysTheSceneOutAgain() throws {
        let run = try PantographShellTests.run("drag 0,-300\nset screen 430x932")
        #expect(!run.failed)
        let views = run.session.state.simulator.visibleViews
        #expect(views.map(\.name) == ["detail", "header", "headline"])
        #expect(views.map(\.frame) == [Rect(0, 0, 430, 932), Rect(0, 0, 430, 430), Rect(20, 446, 390, 34)])
    }

    @Test func resetKeepsSettingsAndReloadsTheScene() throws {
        let run = try PantographShellTests.run("set threshold 0.3\nset clock manual\ndrag 0,-300\nreset")
        let sim = run.session.state.simulator
        #expect(sim.settings.threshold == 0.3)
        #expect(sim.settings.clock == .manual)
        #expect(sim.transition == nil)
        #expect(!sim.isPresented)
        #expect(sim.clock == 0)
        #expect(sim.gesture.state == .possible)
        #expect(sim.visibleViews.map(\.name) == ["grid", "image", "title"])
    }

    @Test func sceneRestoresItsDefaults() throws {
        let run = try PantographShellTests.run("set threshold 0.3\nset output json\nscenario deeper")
        let state = run.session.state
        #expect(state.simulator.settings == Scene.deeper.defaults)
        // The output format belongs to the session, not to the scene.
        #expect(state.output == .json)
    }
}
