import Foundation
import PantographEngine
import Testing

/// What another package linking `PantographEngine` can do, through the public API
/// only (no `@testable`): no input or setting drives the simulator into a non-finite
/// clock or an unknown policy; each is refused with a typed error, the state unchanged.
@Suite struct PublicAPIValidationTests {
    static func expectRefused(_ input: Input, _ error: EngineError, on sim: Simulator = Simulator(scene: .deeper),
                              sourceLocation: SourceLocation = #_sourceLocation) {
        var tried = sim
        // Compared as described: NaN is not equal to itself.
        do {
            _ = try tried.apply(input)
            Issue.record("\(input) was accepted", sourceLocation: sourceLocation)
        } catch let thrown {
            #expect(String(describing: thrown) == String(describing: error), sourceLocation: sourceLocation)
        }
        #expect(tried == sim, sourceLocation: sourceLocation)
        #expect(tried.clock.isFinite, sourceLocation: sourceLocation)
    }

    /// A frame rate is one of the display's: 0, -1 or 30 cannot be made, in code or JSON.
    @Test func aFrameRateIsOneTheDisplayHas() throws {
        for fps in [0, -1, 30, Int.max] { #expect(FrameRate(rawValue: fps) == nil) }
        #expect(FrameRate.allCases.map(\.perSecond) == [60, 120])
        var json = String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"fps\":60", with: "\"fps\":0")
        #expect(json.contains("\"fps\":0"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) }
    }

    /// A policy is one Pantograph ships: `flutr` cannot be chosen, and nothing falls
    /// back to threshold.
    @Test func anUnknownPolicyCannotBeChosen() throws {
        #expect(PolicyName(rawValue: "flutr") == nil)
        #expect(ReleasePolicies.named("flutr") == nil)
        var json = String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"policy\":\"threshold\"", with: "\"policy\":\"flutr\"")
        #expect(json.contains("flutr"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) }
        for name in PolicyName.allCases {
            #expect(name.policy.id == name)
            #expect(name.policy.name == name.rawValue)
        }
        #expect(ReleasePolicies.names == PolicyName.allCases.map(\.rawValue))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, Input.longestInterval.nextUp, -1])
    func aWaitMustBeATimeTheClockCanHold(seconds: Double) {
        Self.expectRefused(.advance(seconds: seconds), .intervalOutOfRange(seconds))
        var panning = Simulator(scene: .deeper)
        _ = try? panning.apply(.panBegin(at: nil))
        Self.expectRefused(.panMove(to: Point(x: 0, y: -10), after: seconds), .intervalOutOfRange(seconds), on: panning)
    }

    @Test func aWaitOfADayIsTaken() throws {
        var sim = Simulator(scene: .deeper)
        _ = try sim.apply(.advance(seconds: Input.longestInterval))
        #expect(sim.clock == Input.longestInterval)
    }

    @Test(arguments: [Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan)])
    func aPointMustBeFinite(point: Point) {
        var panning = Simulator(scene: .deeper)
        _ = try? panning.apply(.panBegin(at: nil))
        Self.expectRefused(.panMove(to: point, after: nil), .notFinite(point), on: panning)
        Self.expectRefused(.panEnd(velocity: point), .notFinite(point), on: panning)
        Self.expectRefused(.panBegin(at: point), .notFinite(point))
        Self.expectRefused(.touchDown(at: point), .notFinite(point))
    }

    /// A release's velocity is within ±`Input.velocityLimit` on each axis, as a typed
    /// one is: a logged 1e308 would make the policies' projections infinite.
    @Test(arguments: [Point(x: 0, y: Input.velocityLimit.nextUp), Point(x: -Input.velocityLimit.nextUp, y: 0),
                      Point(x: 1e308, y: -1e308)])
    func aVelocityPastTheLimitIsRefused(velocity: Point) {
        var panning = Simulator(scene: .deeper)
        _ = try? panning.apply(.panBegin(at: nil))
        Self.expectRefused(.panEnd(velocity: velocity), .velocityOutOfRange(velocity), on: panning)
        var touching = Simulator(scene: .deeper)
        _ = try? touching.apply(.touchDown(at: Point(x: 100, y: 400)))
        Self.expectRefused(.touchUpReporting(velocity: velocity), .velocityOutOfRange(velocity), on: touching)
    }

    @Test func aVelocityAtTheLimitIsTaken() throws {
        for velocity in [Point(x: Input.velocityLimit, y: -Input.velocityLimit), Point(x: 0, y: -Input.velocityLimit)] {
            var panning = Simulator(scene: .deeper)
            _ = try panning.apply(.panBegin(at: nil))
            _ = try panning.apply(.panEnd(velocity: velocity))
            var touching = Simulator(scene: .deeper)
            _ = try touching.apply(.touchDown(at: Point(x: 100, y: 400)))
            _ = try touching.apply(.touchUpReporting(velocity: velocity))
        }
    }

    /// Settings the engine cannot run on are refused when applied and when a
    /// simulator is made with them.
    @Test func settingsMustBeNumbersTheEngineCanRunOn() {
        let base = Scene.deeper.defaults
        let cases: [(change: (inout Settings) -> Void, problem: SettingProblem)] = [
            ({ $0.duration = .nan }, .duration(.nan)),
            ({ $0.duration = 0 }, .duration(0)),
            ({ $0.completionSpeed = .infinity }, .completionSpeed(.infinity)),
            ({ $0.completionSpeed = 1e-300 }, .completionSpeed(1e-300)),
            ({ $0.cap = .nan }, .cap(.nan)),
            ({ $0.slop = -1 }, .slop(-1)),
            ({ $0.edgeWidth = .infinity }, .edgeWidth(.infinity)),
            ({ $0.navParallax = .nan }, .navParallax(.nan)),
            ({ $0.navDimming = 2 }, .navDimming(2)),
            ({ $0.screen = Size(width: .infinity, height: 844) }, .screen(Size(width: .infinity, height: 844))),
            ({ $0.safeAreaTop = .nan }, .safeArea(top: .nan, bottom: base.safeAreaBottom)),
            ({ $0.threshold = .nan }, .policyConstant(key: "threshold", value: .nan)),
            ({ $0.policyValues["threshld"] = 0.5 }, .policyConstant(key: "threshld", value: 0.5)),
            ({ $0.policyValues["threshold"] = nil }, .missingPolicyConstant("threshold")),
        ]
        for c in cases {
            var settings = base
            c.change(&settings)
            // NaN is not equal to itself: compare what the error says by its case.
            #expect(throws: EngineError.self) { try settings.check() }
            #expect(throws: EngineError.self) { _ = try Simulator(scene: .deeper, settings: settings) }
            var sim = Simulator(scene: .deeper)
            let before = sim
            do {
                _ = try sim.apply(.changeSettings(settings))
                Issue.record("\(c.problem) was accepted")
            } catch {
                guard case .invalidSetting(let problem) = error else { Issue.record("\(error)"); continue }
                #expect(String(describing: problem) == String(describing: c.problem))
            }
            #expect(sim == before)
        }
        #expect(throws: Never.self) { try base.check() }
    }
}
