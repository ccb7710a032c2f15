@testable import PantographEngine
import Testing

@testable import PantographShell

/// Every release policy's reason in words, as the text, the records, `compare` and
/// `judge` print it: each case of `ReleaseReason`, and the policies' reasons on the
/// inputs whose sentences the goldens and docs show.
@Suite struct ReasonPhrasingTests {
    static let defaults = PolicyValues(Settings().policyValues)
    static let distance = 844.0

    static func input(_ p: Double, v: Double = 0) -> ReleaseInput {
        ReleaseInput(progress: p, translation: p * distance, distance: distance, velocity: v)
    }

    static func check(_ p: Double, above: Bool) -> ReleaseReason.ProgressCheck {
        ReleaseReason.ProgressCheck(progress: p, threshold: 0.5, above: above)
    }

    /// Each case, and each branch of its sentence.
    static let cases: [(ReleaseReason, String)] = [
        (ReleaseReason.threshold(check(0.1, above: false)), "progress 10.0 % is not above the threshold 50.0 %"),
        (.threshold(check(0.6, above: true)), "progress 60.0 % is above the threshold 50.0 %"),
        (.velocity(.flick(velocity: 1500, minVelocity: 1000)), "velocity 1500 pt/s ≥ 1000 pt/s toward completing"),
        (.velocity(.flickBack(velocity: -5000, minVelocity: 1000)), "velocity −5000 pt/s ≤ −1000 pt/s: a flick back"),
        (.velocity(.noFlick(velocity: 999.6, minVelocity: 1000, check(0.6, above: true))),
         "no flick (|999.6 pt/s| < 1000.0 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        (.velocity(.atRest(velocity: 0, minVelocity: 0, check(0.3, above: false))),
         "no flick (velocity 0 pt/s: a finger at rest is not a flick, even at min-velocity 0 pt/s); progress 30.0 % is not above the threshold 50.0 %"),
        (.projection(.init(progress: 0.25, flick: 49.9, projected: 0.309, forward: true,
                           segment: .leaving(.start, landing: 0.309, redirect: 0.5, beyond: false))),
         "progress 25.0 % + flick 49.9 pt projects to 30.9 %, toward the end: 30.9 % of the way from the start, not beyond 50.0 %"),
        (.projection(.init(progress: 0.7, flick: -499, projected: 0.109, forward: false,
                           segment: .leaving(.end, landing: 0.891, redirect: 0.5, beyond: true))),
         "progress 70.0 % + flick −499.0 pt projects to 10.9 %, back toward the start: 89.1 % of the way from the end, beyond 50.0 %"),
        (.projection(.init(progress: 1, flick: 499, projected: nil, forward: true, segment: .alreadyAt(.end))),
         "progress 100.0 % + flick 499.0 pt projects nowhere (no distance), toward the end: already at the end"),
        (.projection(.init(progress: 0.4, flick: 84.36, projected: 0.49996, forward: true,
                           segment: .leaving(.start, landing: 0.49996, redirect: 0.5, beyond: false))),
         "progress 40.0 % + flick 84.4 pt projects to 50.0 %, toward the end: 49.996 % of the way from the start, not beyond 50.000 %"),
        (.flutter(.fling(progressVelocity: -2, minFling: 1)), "fling −2.00 progress/s, |v| ≥ 1.00: back"),
        (.flutter(.fling(progressVelocity: 2, minFling: 1)), "fling 2.00 progress/s, |v| ≥ 1.00: toward completing"),
        (.flutter(.fling(progressVelocity: 0, minFling: 0)), "fling 0.00 progress/s, |v| ≥ 0.00: not toward completing"),
        (.flutter(.noFling(progressVelocity: 0.9999, minFling: 1, progress: 0.4, atLeastHalf: false)),
         "no fling (|0.9999| < 1.0000 progress/s); progress 40.0 % is not at least 50.0 %"),
        (.reactNavigation(.noMovement), "no movement at all"),
        (.reactNavigation(.reach(translation: 211, impact: 0.3, velocity: 100, reach: 241, distance: 844, beyondHalf: false)),
         "211.0 pt + 0.30 s × 100 pt/s = 241.0 pt, not beyond half of 844.0 pt"),
        (.reactNavigation(.reach(translation: 500, impact: 0.3, velocity: -100, reach: 470, distance: 844, beyondHalf: true)),
         "500.0 pt + 0.30 s × −100 pt/s = 470.0 pt, beyond half of 844.0 pt"),
        (.motionLayout(.exactly(progress: 0.5, velocity: 1.5, pos: 1)),
         "progress 50.0 % + 1.50 progress/s ÷ 3 = 100.0 % exactly (32-bit): MotionLayout starts no animation, so the transition stays at 50.0 %"),
        (.motionLayout(.landing(progress: 0.3, velocity: 1, pos: 0.6333333, atLeastHalf: true)),
         "progress 30.0 % + 1.00 progress/s ÷ 3 = 63.3 %, at least 50.0 %"),
        (.motionLayout(.landing(progress: 0.3, velocity: -0.1, pos: 0.26666668, atLeastHalf: false)),
         "progress 30.0 % + −0.10 progress/s ÷ 3 = 26.7 %, not at least 50.0 %"),
        (.systemCancelled(.velocity), "the system cancelled the gesture; velocity cancels"),
        (.systemCancelled(.reactNavigation), "the system cancelled the gesture; react-navigation cancels"),
        (.projectionCancelled(.init(progress: 1, flick: 499, projected: nil, forward: true, segment: .alreadyAt(.end))),
         "the system cancelled the gesture; projection decides as on a release: progress 100.0 % + flick 499.0 pt projects nowhere (no distance), toward the end: already at the end"),
        (.flutterCancelled(.noFling(progressVelocity: 0, minFling: 1, progress: 0.6, atLeastHalf: true)),
         "the system cancelled the gesture; flutter decides as on a release: no fling (|0.00| < 1.00 progress/s); progress 60.0 % is at least 50.0 %"),
        (.flutterCancelled(.fling(progressVelocity: 2.5, minFling: 1)),
         "the system cancelled the gesture; flutter decides as on a release: fling 2.50 progress/s, |v| ≥ 1.00: toward completing"),
        (.motionLayout(.completedWhereItIs(progress: 0, velocity: 0, pos: 0, atEnd: false)),
         "progress 0.0 % + 0.00 progress/s ÷ 3 = 0.0 % exactly (32-bit): MotionLayout starts no animation and, already at its start, reports the transition completed there"),
        (.motionLayout(.completedWhereItIs(progress: 1, velocity: -3, pos: 0, atEnd: true)),
         "progress 100.0 % + −3.00 progress/s ÷ 3 = 0.0 % exactly (32-bit): MotionLayout starts no animation and, already at its end, reports the transition completed there"),
        // Numbers that round alike get the decimals that tell them apart; a unit in
        // the last place, the shortest decimal that reads back to each.
        (.threshold(.init(progress: 0.21000000000000002, threshold: 0.21, above: true)),
         "progress 21.000000000000002 % is above the threshold 21.000000000000000 %"),
        (.threshold(.init(progress: 0.2100001, threshold: 0.21, above: true)),
         "progress 21.00001 % is above the threshold 21.00000 %"),
        (.threshold(.init(progress: 0.21, threshold: 0.21, above: false)),
         "progress 21.0 % is not above the threshold 21.0 %"),
        (.flutter(.noFling(progressVelocity: -0.5, minFling: 1, progress: 0.49999, atLeastHalf: false)),
         "no fling (|−0.50| < 1.00 progress/s); progress 49.999 % is not at least 50.000 %"),
        (.flutter(.fling(progressVelocity: 1.0000000000000002, minFling: 1)),
         "fling 1.0000000000000002 progress/s, |v| ≥ 1.0000000000000000: toward completing"),
        (.velocity(.noFlick(velocity: -999.9999999999999, minVelocity: 1000, check(0.6, above: true))),
         "no flick (|−999.9999999999999 pt/s| < 1000.0000000000000 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        (.reactNavigation(.reach(translation: 422.00000000000006, impact: 0.3, velocity: 0, reach: 422.00000000000006,
                                 distance: 844, beyondHalf: true)),
         "422.0 pt + 0.30 s × 0 pt/s = 422.0000000000001 pt, beyond half of 844.0000000000000 pt"),
        (.reactNavigation(.reach(translation: 400, impact: 0.3, velocity: 73.34, reach: 422.002, distance: 844, beyondHalf: true)),
         "400.0 pt + 0.30 s × 73 pt/s = 422.002 pt, beyond half of 844.000 pt"),
        (.motionLayoutCancelled(progress: 0.42),
         "the system cancelled the touch; MotionLayout has no case for ACTION_CANCEL, so nothing animates and the transition stays at 42.0 %"),
    ]

    @Test(arguments: cases)
    func eachCase(_ reason: ReleaseReason, _ text: String) {
        #expect(ReasonPhrasing.text(reason) == text)
        #expect(ReasonPhrasing.phrase(reason).text == text)
    }

    /// The policies' reasons end to end, at the defaults.
    @Test(arguments: [
        ("threshold", input(0.1), "progress 10.0 % is not above the threshold 50.0 %"),
        ("velocity", input(0.6, v: 10), "no flick (|10 pt/s| < 1000 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        ("velocity", input(0.6, v: -1000), "velocity −1000 pt/s ≤ −1000 pt/s: a flick back"),
        ("velocity", input(0.6, v: 1000), "velocity 1000 pt/s ≥ 1000 pt/s toward completing"),
        ("velocity", input(0.6, v: -999.96), "no flick (|−999.96 pt/s| < 1000.00 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        ("projection", input(0.25, v: 100), "progress 25.0 % + flick 49.9 pt projects to 30.9 %, toward the end: 30.9 % of the way from the start, not beyond 50.0 %"),
        ("projection", input(0.7, v: -1000), "progress 70.0 % + flick −499.0 pt projects to 10.9 %, back toward the start: 89.1 % of the way from the end, beyond 50.0 %"),
        ("projection", input(0, v: -1000), "progress 0.0 % + flick −499.0 pt projects to −59.1 %, back toward the start: already at the start"),
        ("flutter", input(0.6, v: 843.9), "no fling (|0.9999| < 1.0000 progress/s); progress 60.0 % is at least 50.0 %"),
        ("flutter", input(0.6, v: -1688), "fling −2.00 progress/s, |v| ≥ 1.00: back"),
        ("react-navigation", ReleaseInput(progress: 0, translation: 0, distance: 844, velocity: 0), "no movement at all"),
        ("motionlayout", input(0.5, v: 1266), "progress 50.0 % + 1.50 progress/s ÷ 3 = 100.0 % exactly (32-bit): MotionLayout starts no animation, so the transition stays at 50.0 %"),
        ("motionlayout", input(0.3, v: 844), "progress 30.0 % + 1.00 progress/s ÷ 3 = 63.3 %, at least 50.0 %"),
    ])
    func policies(_ name: String, _ input: ReleaseInput, _ text: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(ReasonPhrasing.text(policy.reasonOnEnd(input)) == text)
    }

    /// FloatingPanel's segment boundary, exactly half of the way: not beyond.
    @Test func projectionExactlyAtTheRedirect() {
        let policy = ProjectionPolicy(redirect: 0.5, deceleration: 0.9375)
        let input = ReleaseInput(progress: 527 / 1024, translation: 527, distance: 1024, velocity: -1000)
        #expect(ReasonPhrasing.text(policy.reasonOnEnd(input))
                == "progress 51.5 % + flick −15.0 pt projects to 50.0 %, back toward the start: 50.0 % of the way from the end, not beyond 50.0 %")
    }

    /// The velocity policy's reason is true as written on both sides of `min-velocity`,
    /// however close: the numbers get the decimals it takes to tell them apart.
    @Test(arguments: [999.0, 999.5, 999.9, 999.99, 1000.0, 1000.01, 1000.5])
    func velocityReasonIsTrueAtTheEdge(_ speed: Double) throws {
        let policy = VelocityPolicy(Self.defaults)
        for v in [speed, -speed] {
            let text = ReasonPhrasing.text(policy.reasonOnEnd(Self.input(0.3, v: v)))
            // The two numbers as written, unsigned: the first is |v|, the second m.
            let numbers = text.split(whereSeparator: { !"0123456789.".contains($0) }).prefix(2).compactMap { Double($0) }
            try #require(numbers.count == 2, "\(text)")
            if abs(v) < 1000 {
                #expect(text.hasPrefix("no flick") && numbers[0] < numbers[1], "\(text)")
            } else {
                #expect(text.contains(v > 0 ? "≥" : "≤") && numbers[0] >= numbers[1], "\(text)")
            }
        }
    }

    /// The release the newcomer made exactly at the threshold: 177.24 points of 844 is
    /// 0.21000000000000002, one unit in the last place above 21 %, and both the text
    /// and the JSON say which is larger.
    @Test func aReleaseAtTheThresholdTellsTheNumbersApart() throws {
        let script = "set threshold 21%\ndrag 0,-177.24"
        let sentence = "progress 21.000000000000002 % is above the threshold 21.000000000000000 %"
        let text = try run(script, format: .text).out
        #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(sentence), "\(text)")
        let json = try run(script, format: .json).out
        #expect(json.contains("\"reason\":\"\(sentence)\""))
    }

    /// Every policy's strict comparison, on inputs a few units in the last place and a
    /// hair either side of where it turns: the two numbers it compares never read
    /// alike unless they are equal.
    @Test(arguments: ReleasePolicies.names)
    func closeNumbersNeverReadAlike(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        // (input, the two compared values, the pattern that finds them as written).
        var probes: [(ReleaseInput, Double, Double, Regex<(Substring, Substring, Substring)>)] = []
        func around(_ x: Double) -> [Double] {
            [x, x.nextUp, x.nextDown, x.nextUp.nextUp, x.nextDown.nextDown, x + 1e-7, x - 1e-7, x + 1e-11, x - 1e-11]
        }
        switch name {
        case "threshold", "velocity":
            for p in around(0.5) {
                probes.append((Self.input(p), p, 0.5, /progress ([0-9.]+) % is (?:not )?above the threshold ([0-9.]+) %/))
            }
            if name == "velocity" {
                for v in around(1000) {
                    probes.append((Self.input(0.3, v: -v), v, 1000, /\|−?([0-9.]+) pt\/s\| < ([0-9.]+) pt\/s/))
                }
            }
        case "flutter":
            for p in around(0.5) {
                probes.append((Self.input(p), p, 0.5, /progress ([0-9.]+) % is (?:not )?at least ([0-9.]+) %/))
            }
        case "react-navigation":
            for t in around(422) {
                let input = ReleaseInput(progress: t / Self.distance, translation: t, distance: Self.distance, velocity: 0)
                probes.append((input, t, 422, /= ([0-9.]+) pt, (?:not )?beyond half of ([0-9.]+) pt/))
            }
        default: return
        }
        for (input, a, b, pattern) in probes {
            let text = ReasonPhrasing.text(policy.reasonOnEnd(input))
            guard let match = text.firstMatch(of: pattern) else { continue }
            let (x, y) = (String(match.1), String(match.2))
            if name == "react-navigation" {
                // The distance is written, its half compared: halve it as written.
                let half = try #require(Double(y)) / 2
                #expect((Double(x) == half) == (a == b), "\(text)")
            } else {
                #expect((x == y) == (a == b), "\(text)")
            }
        }
    }

    /// A flick at `min-velocity 0` gets the decimals that make it read as a speed.
    @Test func flicksAtMinVelocityZero() {
        var values = Settings().policyValues
        values["min-velocity"] = 0
        let policy = VelocityPolicy(PolicyValues(values))
        #expect(ReasonPhrasing.text(policy.reasonOnEnd(Self.input(0.9, v: -0.01))) == "velocity −0.01 pt/s ≤ 0.00 pt/s: a flick back")
        #expect(ReasonPhrasing.text(policy.reasonOnEnd(Self.input(0.1, v: 0.01))) == "velocity 0.01 pt/s ≥ 0.00 pt/s toward completing")
    }
}
