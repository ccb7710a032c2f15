import Testing
@testable import PantographEngine

/// `touchUpReporting(velocity:)`: the finger lifts with the velocity the device
/// reported, which replaces the recognizer's estimate, as `panEnd(velocity:)` does.
@Suite struct TouchUpVelocityTests {
    static func dragged() throws -> Simulator {
        var sim = Simulator(scene: .deeper)
        _ = try sim.apply(.touchDown(at: Point(x: 105, y: 405)))
        _ = try sim.apply(.touchMove(to: Point(x: 105, y: 390), after: nil))
        _ = try sim.apply(.touchMove(to: Point(x: 105, y: 330), after: nil))
        return sim
    }

    /// The release reads the reported velocity along the gesture (up is toward
    /// completing in deeper); a plain `touchUp` reads the estimate.
    @Test(arguments: [(Point(x: 0, y: -2000), 2000.0, Decision.finish), (Point(x: 0, y: 0), 0, .cancel),
                      (Point(x: 0, y: 500), -500, .cancel), (Point(x: 30, y: -1000), 1000, .finish)])
    func theReportedVelocityIsTheReleasesVelocity(_ reported: Point, _ along: Double, _ underVelocity: Decision) throws {
        var sim = try Self.dragged()
        var settings = sim.settings
        settings.policy = .velocity
        _ = try sim.apply(.changeSettings(settings))
        var estimated = sim
        _ = try sim.apply(.touchUpReporting(velocity: reported))
        let release = try #require(sim.release)
        #expect(release.input.velocity == along)
        #expect(release.decision == underVelocity)
        _ = try estimated.apply(.touchUp)
        let estimate = try #require(estimated.release)
        #expect(estimate.input.velocity != along)
        #expect(estimate.input.progress == release.input.progress)
    }

    /// Before the slop, the reported velocity changes nothing: the recognizer fails
    /// and nothing is judged, exactly as with `touchUp`.
    @Test func beforeTheSlopItFailsLikeTouchUp() throws {
        var a = Simulator(scene: .deeper)
        _ = try a.apply(.touchDown(at: Point(x: 105, y: 405)))
        _ = try a.apply(.touchMove(to: Point(x: 105, y: 400), after: nil))
        var b = a
        _ = try a.apply(.touchUpReporting(velocity: Point(x: 0, y: -3000)))
        _ = try b.apply(.touchUp)
        #expect(a == b)
        #expect(a.gesture.state == .failed && a.release == nil)
        #expect(throws: EngineError.gesture(.noFingerDown)) { try a.apply(.touchUpReporting(velocity: .zero)) }
    }
}
