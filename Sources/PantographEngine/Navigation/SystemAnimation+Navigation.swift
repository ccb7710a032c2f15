/// UIKit's own push and pop, for a navigation delegate that returns no animator
/// (docs/navigation.md, "The system animation"). The pushed screen slides in from the
/// right edge over the whole width while the screen underneath moves left by a
/// fraction of the width and is dimmed; a pop is the same played back. UIKit does not
/// publish its numbers, so each is a setting (`nav-parallax`, `nav-dimming`, the
/// `duration`), with Flutter's Cupertino page transition, which imitates iOS, as their
/// source.
extension SystemAnimation {
    package static func navigationPlan(_ operation: Transition.Operation, _ p: Parts, settings: Settings) -> ResolvedPlan {
        let width = p.window.width
        let offRight = p.finalFrame.offsetBy(dx: width, dy: 0)
        let underneathAside = p.contextFrame.offsetBy(dx: -settings.navParallax * width, dy: 0)
        // Linear in the percent: a finger driving the pop keeps the top screen's edge
        // under it, as Flutter drives its Cupertino transition linearly while the user
        // drags (`linearTransition`). The completion follows `completion-curve`.
        func track(_ view: Int, _ property: AnimatableProperty, from: Value?, to: Value,
                   timing: TimingCurve = .linear) -> TrackSpec {
            TrackSpec(view: view, property: property, from: from, to: to, begins: 0, ends: 1, timing: .curve(timing))
        }
        var setup: [Edit] = []
        var tracks: [TrackSpec] = []
        var cleanUp: [Edit] = []
        switch operation {
        case .push:
            setup = [.insert(p.presented, .top, frame: offRight, hidden: nil, alpha: nil)]
            tracks = [track(p.presented, .frame, from: .rect(offRight), to: .rect(p.finalFrame)),
                      track(p.context, .frame, from: .rect(p.contextFrame), to: .rect(underneathAside))]
            if let dim = p.dimming {
                setup.append(.insert(dim, .below(p.presented), frame: nil, hidden: nil, alpha: 0))
                tracks.append(track(dim, .alpha, from: .number(0), to: .number(settings.navDimming), timing: Self.dimmingIn))
                cleanUp.append(.remove(dim))
            }
            // Once covered, the screen underneath goes back to its place (UIKit then
            // takes it out of the window); cancelled, the track has played it back.
            return ResolvedPlan(duration: p.duration, setup: setup, tracks: tracks, standalone: [],
                                whenCompleted: cleanUp + [.set(p.context, .frame, .rect(p.contextFrame))],
                                whenCancelled: cleanUp)
        case .pop:
            setup = [.insert(p.context, .below(p.presented), frame: underneathAside, hidden: nil, alpha: nil)]
            tracks = [track(p.presented, .frame, from: .rect(p.finalFrame), to: .rect(offRight)),
                      track(p.context, .frame, from: .rect(underneathAside), to: .rect(p.contextFrame))]
            if let dim = p.dimming {
                setup.append(.insert(dim, .below(p.presented), frame: nil, hidden: nil, alpha: settings.navDimming))
                tracks.append(track(dim, .alpha, from: .number(settings.navDimming), to: .number(0), timing: Self.dimmingOut))
                cleanUp.append(.remove(dim))
            }
            return ResolvedPlan(duration: p.duration, setup: setup, tracks: tracks, standalone: [],
                                whenCompleted: cleanUp, whenCancelled: cleanUp)
        case .present, .dismiss:
            preconditionFailure("a navigation controller animates push and pop, not \(operation)")
        }
    }

    /// The dimming over the pushed screen's route value t (the percent of a push):
    /// Flutter drives the barrier's colour through `CurveTween(curve: barrierCurve)`,
    /// `Curves.ease`, where positions are linear while the user drags
    /// (docs/fidelity.md). `Curves.ease` is Core Animation's default curve.
    static let dimmingIn = TimingCurve.default
    /// A pop runs the route's value from 1 to 0, so its shade at percent p is
    /// ease(1 − p) of the dimming: `Curves.ease.flipped`, the Bézier mirrored through
    /// the middle.
    static let dimmingOut = TimingCurve.cubic(CubicBezier(known: 0.75, 0, 0.75, 0.9))
}
