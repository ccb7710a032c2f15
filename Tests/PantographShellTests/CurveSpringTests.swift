import Testing
@testable import PantographShell
import PantographEngine

/// `curve` given a spring: X is a fraction of the seconds the spring runs for, its
/// settling duration (or, for UIKit's spring, the `duration` setting it is fitted to),
/// and the value is the track's motion there, exactly 1 at X = 1.
struct CurveSpringTests {
    @Test func aDialectsSpringIsSampledAtXTimesItsSettlingDuration() throws {
        let spring = SpringDialect.swiftUIResponse(response: 0.4, dampingFraction: 0.8).physical(velocity: 0)
        let settling = spring.settlingDuration
        for x in [0.1, 0.25, 0.5, 0.9] {
            let result = try #require(try CurveSpringCommandTests.results(["curve spring(response=0.4,damping-fraction=0.8) at \(x)"]).first)
            #expect(result["timing"] == .string("spring(response=0.4,damping-fraction=0.8)"))
            #expect(abs(try CurveSpringCommandTests.number(result["settlingDuration"]) - settling) <= 1e-6)
            #expect(abs(try CurveSpringCommandTests.number(result["time"]) - x * settling) <= 1e-6)
            #expect(abs(try CurveSpringCommandTests.number(result["value"]) - spring.displacement(atTime: x * settling)) <= 1e-6)
        }
        let end = try #require(try CurveSpringCommandTests.results(["curve spring(bounciness=8,speed=12) at 1"]).first)
        #expect(end["value"] == .number("1"), "on its target at the window's end")
    }

    /// UIKit's `spring(DAMPING,VELOCITY)` is fitted to the duration setting, as a track
    /// over the whole transition is: with a velocity its shape depends on it.
    @Test func uikitsSpringIsFittedToTheDurationSetting() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["set duration 2", "curve spring(0.5,3) at 0.25"])
        let last = try #require(ShellProbe.lines(sink.out).last)
        let result = try #require(OrderedJSON.parse(last)["result"])
        let timing = try SpringTiming(duration: 2, dampingRatio: 0.5, initialVelocity: 3)
        #expect(result["duration"] == .number("2"))
        #expect(abs(try CurveSpringCommandTests.number(result["value"]) - timing.progress(atTime: 0.5)) <= 1e-6)
    }

    @Test func theTextNamesTheSecondsXIsAFractionOf() throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["curve spring(duration=0.5,bounce=0.3) at 0.5"])
        #expect(sink.out.hasPrefix("""
              timing             spring(duration=0.5,bounce=0.3)
              settling duration  0.862955 s
              x                  0.5
              time               0.431478 s
            """), "\(sink.out)")
        #expect(sink.out.contains("fraction of the settling duration"))
    }
}
