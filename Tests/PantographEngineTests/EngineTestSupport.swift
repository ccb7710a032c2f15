import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// The `deeper` scene as docs/deeper.md gives it, with helpers to drive it.
enum DeeperFixture {
    static let width = 390.0
    static let height = 844.0

    // docs/deeper.md.
    static let screen = Rect(0, 0, 390, 844)
    static let cellImage = Rect(20, 320, 170, 170)
    static let cellTitle = Rect(20, 498, 170, 20)
    static let header = Rect(0, 0, 390, 390)
    static let headline = Rect(20, 406, 350, 34)
    static let cellRadius = 12.0
    static let springDuration = 0.5
    static let springDamping = 1.0
    static let springVelocity = 0.5
    static let threshold = 0.1
    static let cap = 0.9
    static let defaultPanLocation = Point(x: 105, y: 405)

    /// A fresh simulator on `deeper` with its defaults, adjusted by `configure`.
    static func simulator(_ configure: (inout Settings) -> Void = { _ in }) -> Simulator {
        var settings = Scene.deeper.defaults
        configure(&settings)
        do {
            return try Simulator(scene: .deeper, settings: settings)
        } catch {
            preconditionFailure("deeper does not resolve with these settings: \(error)")
        }
    }

    /// `detail` presented and at rest (a non-interactive present run to its end).
    static func presented(_ configure: (inout Settings) -> Void = { _ in }) -> Simulator {
        var sim = simulator(configure)
        do {
            _ = try sim.apply(.present)
            _ = try sim.apply(.settle)
        } catch {
            preconditionFailure("deeper's present failed: \(error)")
        }
        precondition(sim.isPresented && sim.transition?.phase == .completed)
        return sim
    }

    /// The translation whose progress is `p` for the operation (up presents, down dismisses).
    static func translation(progress p: Double, _ operation: Transition.Operation) -> Point {
        Point(x: 0, y: (operation == .present ? -1 : 1) * p * height)
    }

    /// The window's views by name, back to front.
    static func names(_ sim: Simulator) -> [String] { sim.window.views.map { sim.model.names[$0.id] } }

    /// A view of the window as the engine stores it: `isHidden` is the view's own flag,
    /// and `frame` is untransformed, in its superview's coordinates — which, in deeper,
    /// are the window's (`grid` and `detail` cover the screen from the origin).
    static func view(_ sim: Simulator, _ name: String) -> ViewState? {
        sim.window.views.first { sim.model.names[$0.id] == name }
    }

    /// A view as output shows it: visual frame in window coordinates, effective hiddenness.
    static func onScreen(_ sim: Simulator, _ name: String) -> ViewOnScreen? {
        sim.visibleViews.first { $0.name == name }
    }

    /// In the window and not hidden (itself, by a superview, or turned away).
    static func isVisible(_ sim: Simulator, _ name: String) -> Bool {
        onScreen(sim, name).map { !$0.isHidden } ?? false
    }

    /// The release mapping of deeper's gesture for an operation, for its defaults.
    static func mapping(_ operation: Transition.Operation) -> PanMapping? {
        let presentation = simulator().model.presentations[0]
        guard case .percentDriven(let mapping) = presentation.operation(operation).gesture else { return nil }
        return mapping
    }
}

/// Independent reference implementations of docs/uikit.md, "Timing", so that expected values do
/// not come from the code under test.
enum ReferenceTiming {
    /// Control points of the named curves (docs/uikit.md, "Timing").
    static let linear = (0.0, 0.0, 1.0, 1.0)
    static let easeInOut = (0.42, 0.0, 0.58, 1.0)

    /// y at x of a Core Animation cubic Bézier, by bisection on x(t) (monotonic for x1, x2 in 0…1).
    static func bezier(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func b(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(p.0, p.2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(p.1, p.3, (lo + hi) / 2)
    }

    /// ω₀ of `UIView.animate(withDuration: D, usingSpringWithDamping: 1, initialSpringVelocity: v)`:
    /// the root of `(1 + (ω₀ − v)·D)·e^(−ω₀D) = 0.001`, by Newton from 5/D, iterated to convergence.
    static func criticalOmega0(duration d: Double, velocity v: Double) -> Double {
        var w = 5 / d
        for _ in 0..<100 {
            let e = exp(-w * d)
            let f = (1 + (w - v) * d) * e - 0.001
            let df = d * e - d * (1 + (w - v) * d) * e
            w -= f / df
        }
        return w
    }

    /// Critically damped spring progress `x(t) = 1 − (1 + (ω₀ − v)t)·e^(−ω₀t)`, exactly 1 from D on.
    static func criticalSpring(duration d: Double, velocity v: Double, at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= d { return 1 }
        let w = criticalOmega0(duration: d, velocity: v)
        return 1 - (1 + (w - v) * t) * exp(-w * t)
    }

    /// The deeper scene's spring, Spring(0.5, 1.0, 0.5), at `t` seconds.
    static func deeperSpring(at t: Double) -> Double {
        criticalSpring(duration: DeeperFixture.springDuration, velocity: DeeperFixture.springVelocity, at: t)
    }
}

func lerpRect(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
    Rect(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f,
         a.width + (b.width - a.width) * f, a.height + (b.height - a.height) * f)
}

extension Scene {
    /// `deeper` with its presentation changed (a style UIKit treats differently, say).
    static func deeper(named name: String, _ change: (inout PresentationDecl) -> Void) throws -> Scene {
        let base = Scene.deeper
        var presentation = base.presentations[0]
        change(&presentation)
        return try Scene(name: name, summary: "deeper, changed", views: base.views, controllers: base.controllers,
                            initialWindow: base.initialWindow, presentations: [presentation], options: base.options,
                            defaults: base.defaults)
    }
}

/// A scene as a test's argument is its name: printed whole, one scene was 12,000
/// characters on a line of `swift test`'s output (docs/setup.md, "The tests' output").
extension Scene: CustomTestStringConvertible {
    public var testDescription: String { name }
}
