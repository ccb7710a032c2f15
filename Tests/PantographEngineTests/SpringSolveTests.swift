import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// UIKit's spring solve (`SpringTiming`, docs/uikit.md, "Timing") over a grid of D, ζ
/// and v, and over seeded random draws: whatever is asked, the stiffness meets the
/// rule the docs state, or there is none and the error says so. The rule is checked
/// with the term and the motion written out here, independently of the solver.
@Suite struct SpringSolveTests {
    static let epsilon = 0.001

    /// UIKit's rest term, signed, for the unit mass (docs/uikit.md, "Timing").
    static func term(_ w: Double, _ d: Double, _ zeta: Double, _ v: Double) -> Double {
        if zeta < 1 {
            return (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
        }
        return (1 + (w - v) * d) * exp(-w * d)
    }

    /// The spring from 0 towards 1, written out: x(t) = 1 − e^(−λt)(cos ω_d t + ((λ − v)/ω_d) sin ω_d t).
    static func position(_ w: Double, _ zeta: Double, _ v: Double, _ t: Double) -> Double {
        let lambda = zeta * w
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-lambda * t) * (cos(wd * t) + (lambda - v) / wd * sin(wd * t))
        }
        return 1 - (1 + (w - v) * t) * exp(-w * t)
    }

    /// The rule, checked for one solved spring; the failures, as text.
    static func violations(_ spring: SpringTiming) -> [String] {
        let (d, zeta, v, w) = (spring.duration, spring.dampingRatio, spring.initialVelocity, spring.omega0)
        var found: [String] = []
        guard w.isFinite, w > 0, spring.stiffness.isFinite, spring.damping.isFinite else {
            return ["ω₀ = \(w) is not a finite positive frequency"]
        }
        if spring.stiffness != w * w || spring.damping != 2 * zeta * w { found.append("k or c do not follow ω₀") }
        // Within ε at ω₀ (the last bit of ω₀ moves the term by less than this).
        let here = abs(term(w, d, zeta, v))
        if abs(here - epsilon) > 1e-9 * epsilon { found.append("|term(ω₀)| = \(here), not ε") }
        // Every stiffer spring is within ε too …
        var factor = 1e-9
        while factor < 1e7 {
            let stiffer = abs(term(w * (1 + factor), d, zeta, v))
            if stiffer > epsilon * (1 + 1e-9) { found.append("|term| = \(stiffer) > ε at ω₀·(1 + \(factor))") }
            factor *= 3
        }
        // … and a slightly less stiff one is not: ω₀ is the least.
        let softer = abs(term(w * (1 - 1e-6), d, zeta, v))
        if softer <= epsilon { found.append("|term| = \(softer) ≤ ε already at ω₀·(1 − 1e-6)") }
        // What that means for the motion at D: for ζ = 1 the distance from rest is the
        // term; for ζ < 1 it is at most √(e^(−2ζω₀D) + ε²).
        let gap = abs(1 - position(w, zeta, v, d))
        let bound = zeta < 1 ? (exp(-2 * zeta * w * d) + epsilon * epsilon).squareRoot() : epsilon
        if gap > bound * (1 + 1e-7) + 1e-12 { found.append("|1 − x(D)| = \(gap) > \(bound)") }
        // The animation itself: finite, and exactly on its target at D.
        for i in 0...200 {
            let p = spring.progress(atTime: d * Double(i) / 200)
            if !p.isFinite { found.append("progress \(p) at \(i)/200 of D") }
        }
        if spring.progress(atTime: d) != 1 { found.append("not 1 at D") }
        return found
    }

    /// Without velocity and with ζ/√(1 − ζ²) ≤ ε the term never reaches ε: the one
    /// case without a stiffness.
    static func hasNoStiffness(_ zeta: Double, _ v: Double) -> Bool {
        v == 0 && zeta < 1 && zeta / (1 - zeta * zeta).squareRoot() <= epsilon
    }

    /// Solves and checks one case; the failures, as text.
    static func check(_ d: Double, _ zeta: Double, _ v: Double) -> [String] {
        let usedZeta = min(max(zeta, Double(Float.ulpOfOne)), 1)
        do {
            let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
            if hasNoStiffness(usedZeta, v) { return ["solved, but no stiffness meets the rule"] }
            return violations(spring)
        } catch {
            guard hasNoStiffness(usedZeta, v) else { return ["refused: \(error)"] }
            guard error == SpringSolveError(duration: d, dampingRatio: usedZeta, initialVelocity: v,
                                            peak: usedZeta / (1 - usedZeta * usedZeta).squareRoot()) else {
                return ["the error does not name the inputs: \(error)"]
            }
            return []
        }
    }

    static let durations: [Double] = [0.01, 0.05, 0.1, 0.25, 0.35, 0.5, 1, 2, 3, 5, 10]
    static let ratios: [Double] = [0, Double(Float.ulpOfOne), 0.0005, 0.000999, 0.001, 0.001001, 0.01, 0.05, 0.1,
                                   0.25, 0.5, 0.7, 0.8, 0.9, 0.99, 0.999999, 1]
    static let velocities: [Double] = [-1000, -30, -3, -1, -0.5, 0, 0.25, 0.5, 1, 2, 2.5, 3, 6, 10, 30, 40, 100, 1000]

    @Test("every D, ζ and v of the grid meets the rule, or has no stiffness and says so", arguments: durations)
    func grid(duration d: Double) {
        for zeta in Self.ratios {
            for v in Self.velocities {
                let failures = Self.check(d, zeta, v)
                #expect(failures.isEmpty, "D \(d), ζ \(zeta), v \(v): \(failures)")
            }
        }
    }

    @Test("a NaN or an infinite velocity is thrown, not trapped on", arguments: [
        (Double.nan, 0.5, 0.0), (0.5, .nan, 0), (0.5, 0.5, .nan), (0.5, 0.5, .infinity), (0.5, 0.5, -.infinity),
    ])
    func notANumberIsThrown(_ duration: Double, _ ratio: Double, _ velocity: Double) {
        do {
            _ = try SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            Issue.record("a spring was made of \(duration), \(ratio), \(velocity)")
        } catch {
            #expect(error.isNotANumber)
            #expect(error.peak.isNaN)
        }
        // Infinite durations and ratios are clamped, as UIKit clamps them.
        #expect((try? SpringTiming(duration: .infinity, dampingRatio: 1, initialVelocity: 0)) != nil)
    }

    @Test("seeded random D, ζ and v meet the rule")
    func random() {
        var generator = SplitMix64(seed: 0x5A1175)
        for _ in 0..<3000 {
            // Log-uniform D and |v| so that short, long, slow and fast all come up.
            let d = exp(Double.random(in: log(0.01)...log(10), using: &generator))
            let zeta = Bool.random(using: &generator) ? Double.random(in: 0...1, using: &generator)
                : exp(Double.random(in: log(1e-7)...0, using: &generator))
            let speed = exp(Double.random(in: log(1e-3)...log(1000), using: &generator))
            let v = [0, speed, -speed][Int.random(in: 0...2, using: &generator)]
            let failures = Self.check(d, zeta, v)
            #expect(failures.isEmpty, "D \(d), ζ \(zeta), v \(v): \(failures)")
        }
    }

    /// Framer's converter (framer-motion's spring/find.ts, which UIKit's matches): 11
    /// Newton steps on ε − term from 5/D, written as it is there.
    static func framerNewton(_ d: Double, _ zeta: Double, _ v: Double) -> Double {
        var w = 5 / d
        for _ in 1..<12 {
            let h = 1e-7 * w
            let slope = (term(w + h, d, zeta, v) - term(w - h, d, zeta, v)) / (2 * h)
            w -= (term(w, d, zeta, v) - epsilon) / slope
        }
        return w
    }

    @Test("where Framer's Newton converges to the stiffer root, the same stiffness")
    func agreesWithNewtonWhereItConverges() throws {
        var compared = 0
        for d in Self.durations {
            for zeta in Self.ratios where zeta > 0.01 {
                for v in Self.velocities where abs(v) <= 10 {
                    let newton = Self.framerNewton(d, zeta, v)
                    // Converged, onto a falling stretch of the term: the root this solve keeps.
                    guard newton.isFinite, newton > 0, abs(Self.term(newton, d, zeta, v) - Self.epsilon) < 1e-10,
                          Self.term(newton * 1.001, d, zeta, v) < Self.epsilon else { continue }
                    let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
                    #expect(abs(spring.omega0 - newton) <= 1e-6 * newton, "D \(d), ζ \(zeta), v \(v)")
                    compared += 1
                }
            }
        }
        #expect(compared > 500, "only \(compared) cases compared")
    }

    @Test("the peak at ε: just above it the stiffer root, just below it the root under the zero")
    func aPeakAtEpsilon() throws {
        // ζ = 1, v > 0: the term peaks at ω₀ = v with e^(−vD), which is ε at v = ln(1000)/D.
        let d = 0.5
        let edge = log(1000) / d
        let above = try SpringTiming(duration: d, dampingRatio: 1, initialVelocity: edge * (1 - 1e-9))
        let below = try SpringTiming(duration: d, dampingRatio: 1, initialVelocity: edge * (1 + 1e-9))
        // Above: past the peak at v, where the term is +ε; below: under its zero v − 1/D, at −ε.
        #expect(above.omega0 >= above.initialVelocity)
        #expect(Self.term(above.omega0, d, 1, above.initialVelocity) > 0)
        #expect(below.omega0 < below.initialVelocity - 1 / d)
        #expect(Self.term(below.omega0, d, 1, below.initialVelocity) < 0)
        #expect(Self.violations(above).isEmpty && Self.violations(below).isEmpty)
    }

    @Test("ζ/√(1 − ζ²) at ε without velocity: at or below it no stiffness, above it one")
    func theUndampedEdge() throws {
        // ζ/√(1 − ζ²) = ε at ζ = ε/√(1 + ε²).
        let edge = Self.epsilon / (1 + Self.epsilon * Self.epsilon).squareRoot()
        for zeta in [edge.nextDown, edge] where zeta / (1 - zeta * zeta).squareRoot() <= Self.epsilon {
            #expect(throws: SpringSolveError.self) { try SpringTiming(duration: 1, dampingRatio: zeta, initialVelocity: 0) }
        }
        let just = try SpringTiming(duration: 1, dampingRatio: edge * (1 + 1e-6), initialVelocity: 0)
        #expect(Self.violations(just).isEmpty)
        // A touch of velocity either way gives the term a root again.
        for v in [-1e-3, 1e-3] {
            let spring = try SpringTiming(duration: 1, dampingRatio: edge / 2, initialVelocity: v)
            #expect(Self.violations(spring).isEmpty, "v \(v)")
        }
    }
}
