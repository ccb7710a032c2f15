import Deeper
import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographUIKit
import Testing

/// The scene a session over an app holds (`Scene.overAnApp`): no command of the
/// session runs it, but the shell reads its name and settings (`curve`'s duration,
/// `judge`'s slop and policy), which must be the default scene's, as they were when
/// the session held the whole default scene (docs/performance.md, "Start-up").
@MainActor @Suite struct AppSessionSceneTests {
    @Test func itIsTheDefaultSceneWithoutItsPresentations() {
        let scene = Scene.overAnApp, first = BuiltInScenes.first
        #expect(scene.name == first.name)
        #expect(scene.summary == first.summary)
        #expect(scene.defaults == first.defaults)
        #expect(scene.views == first.views)
        #expect(scene.controllers == first.controllers)
        #expect(scene.initialWindow == first.initialWindow)
        #expect(scene.presentations.isEmpty)
        #expect(scene.options.isEmpty)
        #expect(scene.initialDepth == 0)
    }

    @Test func anAppSessionReadsTheDefaultScenesNameAndSettings() throws {
        let host = AppHost(name: "deeper", startPoint: nil, actions: [], root: DeeperApp.root)
        let session = try PantographHarness.session(host: host, options: SessionOptions(), sink: CollectingSink())
        let simulator = session.state.simulator
        let deeper = Simulator(scene: .deeper)
        #expect(simulator.sceneName == deeper.sceneName)
        #expect(simulator.settings == deeper.settings)
    }

    /// `curve` over an app answers from the held scene's settings: the same result as
    /// on the default scene.
    @Test func curveOverAnAppAnswersAsOnTheDefaultScene() throws {
        let harness = try Harness(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
        let onTheApp = try harness.run("curve easeInOut at 0.25")
        let sink = CollectingSink()
        var options = SessionOptions()
        options.format = .json
        let onTheScene = try ShellSession(options: options, sink: sink)
        _ = onTheScene.execute(line: Array("curve easeInOut at 0.25".utf8), file: "<harness>", lineNumber: 1)
        #expect(onTheApp.count == 1)
        #expect(result(of: onTheApp[0]) == result(of: sink.records.last ?? ""))
    }

    /// A record's `result`, the part that does not name the world.
    private func result(of record: String) -> Substring? {
        record.range(of: "\"result\":").map { record[$0.lowerBound...] }
    }
}
