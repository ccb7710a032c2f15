/// Turns a scene's declarations into ids and numbers for one set of settings,
/// refusing what cannot play with a message that says where it is.
struct DeclResolver {
    let lookup: NameLookup
    let settings: Settings

    private func fail(_ message: String) -> ScenarioError { ScenarioError("\(lookup.scenario): \(message)") }

    func plan(_ decl: PlanDecl, what: String) throws(ScenarioError) -> ResolvedPlan {
        let duration = decl.duration.evaluate(settings)
        guard duration > 0, duration.isFinite else {
            throw fail("\(what) has duration \(formatted(duration)); it must be positive")
        }
        return ResolvedPlan(
            duration: duration,
            setup: try edits(decl.setup, what: "\(what)'s setup"),
            tracks: try tracks(decl.tracks, duration: duration, what: what),
            standalone: try decl.standalone.map { a throws(ScenarioError) in try standalone(a, what: what) },
            whenCompleted: try edits(decl.whenCompleted, what: "\(what)'s completion"),
            whenCancelled: try edits(decl.whenCancelled, what: "\(what)'s cancellation"))
    }

    func standalone(_ decl: AnimationDecl, what: String) throws(ScenarioError) -> StandaloneSpec {
        let duration = decl.duration.evaluate(settings)
        guard duration > 0, duration.isFinite else {
            throw fail("an animation started by \(what) has duration \(formatted(duration)); it must be positive")
        }
        return StandaloneSpec(duration: duration, tracks: try tracks(decl.tracks, duration: duration, what: what))
    }

    func tracks(_ decls: [TrackDecl], duration: Double, what: String) throws(ScenarioError) -> [TrackSpec] {
        var specs: [TrackSpec] = []
        for decl in decls {
            let view = try lookup.view(decl.view, in: "a track of \(what)")
            // Made only for an error.
            func label() -> String { "the \(decl.property.rawValue) track of '\(decl.view)' in \(what)" }
            let start = decl.start.evaluate(settings)
            let length = decl.duration?.evaluate(settings) ?? (duration - start)
            guard start >= 0, start.isFinite else { throw fail("\(label()) starts at \(formatted(start)) s; it must not be negative") }
            guard length >= 0, length.isFinite else { throw fail("\(label()) has a negative duration (\(formatted(length)) s)") }
            guard start + length <= duration * (1 + 1e-12) else {
                throw fail("\(label()) ends at \(formatted(start + length)) s, after the animation's \(formatted(duration)) s")
            }
            let timing = try self.timing(decl.timing, over: length, label)
            let begins = start / duration
            let ends = start + length >= duration ? 1 : (start + length) / duration
            specs.append(TrackSpec(view: view, property: decl.property,
                                   from: try decl.from.map { v throws(ScenarioError) in try value(v, for: decl.property, label()) },
                                   to: try value(decl.to, for: decl.property, label()),
                                   begins: begins, ends: ends, timing: timing))
        }
        return specs
    }

    /// A track's or a gesture's timing over an animation of `length` seconds: UIKit's
    /// spring is solved for that length, a spring in real seconds checked, a curve as is.
    /// `label` names the animation, for an error only.
    func timing(_ decl: TimingDecl, over length: Double, _ label: () -> String) throws(ScenarioError) -> AnimationTiming {
        switch decl {
        case .curve(let curve):
            return .curve(curve)
        case .spring(let zeta, let v):
            guard !zeta.isNaN, v.isFinite else { throw fail("\(label()) has a spring that is not a number") }
            do {
                return .spring(try SpringTiming(duration: length, dampingRatio: zeta, initialVelocity: v))
            } catch {
                throw fail("\(label()) has a spring that no stiffness brings to rest by UIKit's rule: damping \(error.dampingRatio) and velocity \(formatted(error.initialVelocity)) over \(formatted(error.duration)) s")
            }
        case .physicalSpring(let decl, let v):
            let spring = decl.physical(velocity: v)
            guard spring.mass > 0, spring.stiffness > 0, spring.damping > 0, spring.mass.isFinite,
                  spring.stiffness.isFinite, spring.damping.isFinite, v.isFinite else {
                throw fail("\(label()) has a spring of mass \(formatted(spring.mass)), stiffness \(formatted(spring.stiffness)) and damping \(formatted(spring.damping)); each must be positive and finite")
            }
            return .physicalSpring(spring)
        }
    }

    func value(_ decl: ValueExpr, for property: AnimatableProperty, _ label: @autoclosure () -> String) throws(ScenarioError) -> Value {
        switch (decl, property.isFrame) {
        case (.rect(let r), true): return .rect(r.evaluate(settings))
        case (.number(let n), false): return .number(n.evaluate(settings))
        case (.rect, false): throw fail("\(label()) moves to a frame; \(property.rawValue) is a number")
        case (.number, true): throw fail("\(label()) moves to a number; frame is a rectangle")
        }
    }

    func edits(_ decls: [EditDecl], what: String) throws(ScenarioError) -> [Edit] {
        try decls.map { decl throws(ScenarioError) in
            func context() -> String { "an edit of \(what)" }
            switch decl {
            case .insert(let name, let position, let frame, let hidden, let alpha):
                let resolved: Edit.Position
                switch position {
                case .top: resolved = .top
                case .below(let other): resolved = .below(try lookup.view(other, in: context()))
                case .above(let other): resolved = .above(try lookup.view(other, in: context()))
                }
                return .insert(try lookup.view(name, in: context()), resolved, frame: frame?.evaluate(settings),
                               hidden: hidden, alpha: alpha)
            case .remove(let name):
                return .remove(try lookup.view(name, in: context()))
            case .setHidden(let name, let hidden):
                return .setHidden(try lookup.view(name, in: context()), hidden)
            case .set(let name, let property, let v):
                return .set(try lookup.view(name, in: context()), property,
                            try value(v, for: property, "\(context()) setting '\(name)'"))
            }
        }
    }

    func gesture(_ decl: GestureDecl, what: String) throws(ScenarioError) -> ResolvedGesture {
        switch decl {
        case .none:
            return .none
        case .percentDriven(let drive):
            let distance = drive.distance.evaluate(settings)
            guard distance > 0, distance.isFinite else { throw fail("\(what) has distance \(formatted(distance)); it must be positive") }
            return .percentDriven(PanMapping(direction: drive.direction, distance: distance, isCapped: drive.isCapped,
                                             start: drive.start.evaluate(settings), fromLeftEdge: drive.fromLeftEdge))
        case .tap(let tap):
            guard tap.highlightDuration > 0, tap.unhighlightDuration > 0 else {
                throw fail("\(what) highlights over a duration that is not positive")
            }
            return .tap(TapSpec(view: try lookup.view(tap.view, in: what), highlightScale: tap.highlightScale,
                                highlightDuration: tap.highlightDuration, unhighlightDuration: tap.unhighlightDuration,
                                highlightTiming: try timing(tap.timing, over: tap.highlightDuration) { "the highlight of \(what)" },
                                unhighlightTiming: try timing(tap.timing, over: tap.unhighlightDuration) { "the unhighlight of \(what)" }))
        case .directManipulation(let drag):
            let distance = drag.distance.evaluate(settings)
            guard distance > 0, distance.isFinite else { throw fail("\(what) has distance \(formatted(distance)); it must be positive") }
            guard drag.springBackDuration > 0 else { throw fail("\(what) springs back over a duration that is not positive") }
            return .directManipulation(DirectDragSpec(
                view: try lookup.view(drag.view, in: what), direction: drag.direction, distance: distance,
                shrink: drag.shrink, radius: drag.radius, springBackDuration: drag.springBackDuration,
                springBackTiming: try timing(drag.springBackTiming, over: drag.springBackDuration) { "the spring back of \(what)" },
                start: drag.start.evaluate(settings)))
        }
    }
}
