import Testing
@testable import PantographShell
@testable import PantographEngine

/// A gesture's own animations, card's cell highlight and its drag's spring back, take
/// any timing a track does: the timing changes the motion, a spring in real seconds
/// runs as the `spring` command's, and `scene show` writes it back.
struct GestureTimingTests {
    /// card, as `scene show` writes it, with `timing T` on one gesture's line.
    static func card(highlight: String? = nil, back: String? = nil) throws -> Scene {
        var text = ScenePrinter.print(.card)
        if let highlight {
            text = text.replacing("unhighlight 0.3\n", with: "unhighlight 0.3 timing \(highlight)\n")
        }
        if let back {
            text = text.replacing("back 0.2 start", with: "back 0.2 timing \(back) start")
        }
        return try SceneParser.parse(text)
    }

    static func simulator(_ scene: Scene) throws -> Simulator {
        var settings = scene.defaults
        settings.clock = .manual
        return try Simulator(scene: scene, settings: settings)
    }

    static func scale(_ sim: Simulator, _ name: String) -> Double? { sim.visibleViews.first { $0.name == name }?.scale }

    /// The card's scale `at` seconds into its highlight (0.1 s, from 1 to 0.95).
    static func highlighted(_ scene: Scene, at time: Double) throws -> Double {
        var sim = try simulator(scene)
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.advance(seconds: time))
        return try #require(scale(sim, "card"))
    }

    @Test func theHighlightFollowsItsTiming() throws {
        let easeInOut = try Self.highlighted(.card, at: 0.03)
        #expect(abs(easeInOut - (1 - 0.05 * TimingCurve.easeInOut.progress(at: 0.3))) <= 1e-12)
        #expect(try Self.highlighted(Self.card(highlight: "linear"), at: 0.03) == 1 - 0.05 * 0.3)

        // SwiftUI's spring in real seconds: as the command's spring, and on 0.95 at 0.1 s.
        let bouncy = try Self.card(highlight: "spring(duration=0.2,bounce=0.5)")
        let spring = SpringDialect.swiftUIDuration(duration: 0.2, bounce: 0.5).physical(velocity: 0)
        #expect(abs(try Self.highlighted(bouncy, at: 0.03) - (1 - 0.05 * spring.displacement(atTime: 0.03))) <= 1e-12)
        #expect(try Self.highlighted(bouncy, at: 0.1) == 0.95)

        // UIKit's spring is fitted to each animation: the highlight's 0.1 s here.
        let uikit = try SpringTiming(duration: 0.1, dampingRatio: 0.4, initialVelocity: 0)
        let fitted = try Self.highlighted(Self.card(highlight: "spring(0.4,0)"), at: 0.03)
        #expect(abs(fitted - (1 - 0.05 * uikit.progress(atTime: 0.03))) <= 1e-12)
    }

    /// Released early, the dragged story springs back: along easeInOut it never passes
    /// scale 1; on an underdamped spring it overshoots, then lands on 1.
    @Test func theSpringBackFollowsItsTiming() throws {
        func springBack(_ scene: Scene) throws -> (peak: Double, end: Double) {
            var sim = try Self.simulator(scene)
            _ = try sim.apply(.present)
            _ = try sim.apply(.settle)
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 0, y: 50), after: 0.1))
            _ = try sim.apply(.panEnd(velocity: Point(x: 0, y: 0)))
            var peak = 0.0
            for _ in 0..<20 {
                _ = try sim.apply(.advance(seconds: 0.01))
                peak = max(peak, try #require(Self.scale(sim, "cardDetail")))
            }
            _ = try sim.apply(.settle)
            return (peak, try #require(Self.scale(sim, "cardDetail")))
        }
        let plain = try springBack(.card)
        #expect(plain.peak <= 1 && plain.end == 1)
        let bouncy = try springBack(Self.card(back: "spring(stiffness=900,damping=12)"))
        #expect(bouncy.peak > 1.005, "overshoots: \(bouncy.peak)")
        #expect(bouncy.end == 1)
    }

    @Test func sceneShowWritesTheGesturesTimingBack() throws {
        let scene = try Self.card(highlight: "spring(response=0.4,damping-fraction=0.8)", back: "spring(0.6,0)")
        let text = ScenePrinter.print(scene)
        #expect(text.contains("unhighlight 0.3 timing spring(response=0.4,damping-fraction=0.8)\n"))
        #expect(text.contains("back 0.2 timing spring(0.6,0) start"))
        #expect(try SceneParser.parse(text) == scene)
    }

    @Test func aBadSpringOnAGestureIsAnErrorAtItsColumn() throws {
        let text = ScenePrinter.print(.card).replacing("unhighlight 0.3\n", with: "unhighlight 0.3 timing spring(bounce=0.3,duration=0)\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("bounce=0.3") })
        // The value of `duration=`, the last but one character.
        let column = lines[line].utf8.count - 1
        do {
            _ = try SceneParser.parse(text)
            Issue.record("a duration of 0 loaded")
        } catch {
            #expect(error.report(file: "f").hasPrefix("f:\(line + 1):\(column): error: duration D must be within"),
                    "\(error.report(file: "f"))")
        }
    }
}
