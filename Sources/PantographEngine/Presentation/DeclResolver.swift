/// Turns a scene's declarations into ids and numbers for one set of settings,
/// refusing what cannot play with an error that says where it is.
struct DeclResolver {
    let lookup: NameLookup
    let settings: Settings

    private func fail(_ problem: ScenarioError.Problem) -> ScenarioError {
        ScenarioError(scene: lookup.scenario, problem)
    }

    func plan(_ decl: PlanDecl, _ operation: Transition.Operation) throws(ScenarioError) -> ResolvedPlan {
        let duration = decl.duration.evaluate(settings)
        guard duration > 0, duration.isFinite else { throw fail(.nonPositiveDuration(operation, duration)) }
        return ResolvedPlan(
            duration: duration,
            setup: try edits(decl.setup, of: .setup(operation)),
            tracks: try tracks(decl.tracks, duration: duration, in: .animation(operation)),
            standalone: try decl.standalone.map { a throws(ScenarioError) in try standalone(a, operation) },
            whenCompleted: try edits(decl.whenCompleted, of: .completion(operation)),
            whenCancelled: try edits(decl.whenCancelled, of: .cancellation(operation)))
    }

    func standalone(_ decl: AnimationDecl, _ operation: Transition.Operation) throws(ScenarioError) -> StandaloneSpec {
        let duration = decl.duration.evaluate(settings)
        guard duration > 0, duration.isFinite else { throw fail(.nonPositiveStandaloneDuration(operation, duration)) }
        return StandaloneSpec(duration: duration, tracks: try tracks(decl.tracks, duration: duration, in: .animation(operation)))
    }

    func tracks(_ decls: [TrackDecl], duration: Double, in part: ScenarioError.Part) throws(ScenarioError) -> [TrackSpec] {
        var specs: [TrackSpec] = []
        for decl in decls {
            let view = try lookup.view(decl.view, in: .track(part))
            // Made only for an error.
            func track() -> ScenarioError.Track { ScenarioError.Track(view: decl.view, property: decl.property, part: part) }
            let start = decl.start.evaluate(settings)
            let length = decl.duration?.evaluate(settings) ?? (duration - start)
            guard start >= 0, start.isFinite else { throw fail(.trackStartsBeforeZero(track(), start: start)) }
            guard length >= 0, length.isFinite else { throw fail(.trackNegativeDuration(track(), length: length)) }
            guard start + length <= duration * (1 + 1e-12) else {
                throw fail(.trackEndsLate(track(), end: start + length, animation: duration))
            }
            let timing = try self.timing(decl.timing, over: length, .track(track()))
            let begins = start / duration
            let ends = start + length >= duration ? 1 : (start + length) / duration
            specs.append(TrackSpec(view: view, property: decl.property,
                                   from: try decl.from.map { v throws(ScenarioError) in try value(v, for: decl.property, .track(track())) },
                                   to: try value(decl.to, for: decl.property, .track(track())),
                                   begins: begins, ends: ends, timing: timing))
        }
        return specs
    }

    /// A track's or a gesture's timing over an animation of `length` seconds: UIKit's
    /// spring is solved for that length, a spring in real seconds checked, a curve as is.
    /// `animated` names the animation, for an error only.
    func timing(_ decl: TimingDecl, over length: Double, _ animated: @autoclosure () -> ScenarioError.Animated)
        throws(ScenarioError) -> AnimationTiming {
        switch decl {
        case .curve(let curve):
            return .curve(curve)
        case .spring(let zeta, let v):
            guard !zeta.isNaN, v.isFinite else { throw fail(.springNotANumber(animated())) }
            do {
                return .spring(try SpringTiming(duration: length, dampingRatio: zeta, initialVelocity: v))
            } catch {
                throw fail(.springWithoutStiffness(animated(), error))
            }
        case .physicalSpring(let decl, let v):
            let spring = decl.physical(velocity: v)
            guard spring.mass > 0, spring.stiffness > 0, spring.damping > 0, spring.mass.isFinite,
                  spring.stiffness.isFinite, spring.damping.isFinite, v.isFinite else {
                throw fail(.physicalSpringInvalid(animated(), mass: spring.mass, stiffness: spring.stiffness,
                                                  damping: spring.damping))
            }
            return .physicalSpring(spring)
        }
    }

    func value(_ decl: ValueExpr, for property: AnimatableProperty, _ animated: @autoclosure () -> ScenarioError.Animated)
        throws(ScenarioError) -> Value {
        switch (decl, property.isFrame) {
        case (.rect(let r), true): return .rect(r.evaluate(settings))
        case (.number(let n), false): return .number(n.evaluate(settings))
        case (.rect, false), (.number, true): throw fail(.wrongValueKind(animated(), property: property))
        }
    }

    func edits(_ decls: [EditDecl], of part: ScenarioError.Part) throws(ScenarioError) -> [Edit] {
        try decls.map { decl throws(ScenarioError) in
            func context() -> ScenarioError.Use { .edit(part) }
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
                            try value(v, for: property, .edit(part, view: name)))
            }
        }
    }

    func gesture(_ decl: GestureDecl, _ operation: Transition.Operation) throws(ScenarioError) -> ResolvedGesture {
        switch decl {
        case .none:
            return .none
        case .percentDriven(let drive):
            let distance = drive.distance.evaluate(settings)
            guard distance > 0, distance.isFinite else { throw fail(.nonPositiveDistance(gesture: operation, distance)) }
            return .percentDriven(PanMapping(direction: drive.direction, distance: distance, isCapped: drive.isCapped,
                                             start: drive.start.evaluate(settings), fromLeftEdge: drive.fromLeftEdge))
        case .tap(let tap):
            guard tap.highlightDuration > 0, tap.unhighlightDuration > 0 else {
                throw fail(.nonPositiveHighlight(gesture: operation))
            }
            return .tap(TapSpec(view: try lookup.view(tap.view, in: .gesture(operation)), highlightScale: tap.highlightScale,
                                highlightDuration: tap.highlightDuration, unhighlightDuration: tap.unhighlightDuration,
                                highlightTiming: try timing(tap.timing, over: tap.highlightDuration, .highlight(gesture: operation)),
                                unhighlightTiming: try timing(tap.timing, over: tap.unhighlightDuration, .unhighlight(gesture: operation))))
        case .directManipulation(let drag):
            let distance = drag.distance.evaluate(settings)
            guard distance > 0, distance.isFinite else { throw fail(.nonPositiveDistance(gesture: operation, distance)) }
            guard drag.springBackDuration > 0 else { throw fail(.nonPositiveSpringBack(gesture: operation)) }
            return .directManipulation(DirectDragSpec(
                view: try lookup.view(drag.view, in: .gesture(operation)), direction: drag.direction, distance: distance,
                shrink: drag.shrink, radius: drag.radius, springBackDuration: drag.springBackDuration,
                springBackTiming: try timing(drag.springBackTiming, over: drag.springBackDuration, .springBack(gesture: operation)),
                start: drag.start.evaluate(settings)))
        }
    }
}
