/// Turns a presentation's declarations into ids and numbers for one set of settings,
/// reporting what cannot play at its path (and going on, with a stand-in, so that
/// every problem is found at once: a scene with any is refused).
struct DeclResolver {
    let lookup: NameLookup
    let settings: Settings
    /// Which presentation, for the paths.
    let presentation: Int

    private var problems: SceneProblems { lookup.problems }

    private func report(_ problem: SceneError.Problem, _ part: ScenePath.Part, _ attribute: (AnyKeyPath & Sendable)? = nil) {
        problems.report(problem, at: ScenePath(part, attribute))
    }

    /// A duration that must be positive; a stand-in of 1 s when it is not.
    private func positive(_ expr: Expr, at part: ScenePath.Part, _ attribute: AnyKeyPath & Sendable,
                          _ problem: (Double) -> SceneError.Problem) -> Double {
        let value = problems.evaluate(expr, settings, at: ScenePath(part, attribute))
        guard value > 0 else {
            if expr.isWithinLimits && expr.evaluate(settings).isFinite { report(problem(value), part, attribute) }
            return 1
        }
        return value
    }

    func plan(_ decl: PlanDecl, _ operation: Transition.Operation) -> ResolvedPlan {
        let part = ScenePath.Part.plan(presentation: presentation, operation)
        let duration = positive(decl.duration, at: part, \PlanDecl.duration) { .nonPositiveDuration(operation, $0) }
        return ResolvedPlan(
            duration: duration,
            setup: edits(decl.setup, of: .setup(operation)),
            tracks: tracks(decl.tracks, duration: duration, in: .animation(operation)),
            standalone: decl.standalone.enumerated().map { a, animation in standalone(animation, operation, a) },
            whenCompleted: edits(decl.whenCompleted, of: .completion(operation)),
            whenCancelled: edits(decl.whenCancelled, of: .cancellation(operation)))
    }

    func standalone(_ decl: AnimationDecl, _ operation: Transition.Operation, _ a: Int) -> StandaloneSpec {
        let part = ScenePath.Part.standalone(presentation: presentation, operation, a)
        let duration = positive(decl.duration, at: part, \AnimationDecl.duration) { .nonPositiveStandaloneDuration(operation, $0) }
        return StandaloneSpec(duration: duration, tracks: tracks(decl.tracks, duration: duration, in: .animation(operation)) {
            .standaloneTrack(presentation: presentation, operation, animation: a, $0)
        })
    }

    /// The tracks of one animation of `duration` seconds: each within it, and no two of
    /// one view's property at once (end to start, as keyframes, is fine).
    func tracks(_ decls: [TrackDecl], duration: Double, in part: SceneError.Part,
                path: (Int) -> ScenePath.Part? = { _ in nil }) -> [TrackSpec] {
        var specs: [TrackSpec] = []
        specs.reserveCapacity(decls.count)
        // Each track's window, and the one before it of the same view's property (a
        // list in one array: a resolve makes no array per property).
        var windows: [(start: Double, end: Double, index: Int, previous: Int?)] = []
        windows.reserveCapacity(decls.count)
        var last: [Int: Int] = [:]
        last.reserveCapacity(decls.count)
        for (k, decl) in decls.enumerated() {
            let at = path(k) ?? .track(presentation: presentation, part, k)
            let view = lookup.view(decl.view, .track(part), at: ScenePath(at, \TrackDecl.view))
            // Made only for an error.
            func track() -> SceneError.Track { SceneError.Track(view: decl.view, property: decl.property, part: part) }
            let start = problems.evaluate(decl.start, settings, at: ScenePath(at, \TrackDecl.start))
            let length = decl.duration.map { problems.evaluate($0, settings, at: ScenePath(at, \TrackDecl.duration)) }
                ?? (duration - start)
            // Where the timing is to blame, the track is (as a whole, at its view).
            func whole() -> ScenePath { ScenePath(at, \TrackDecl.view) }
            var sound = true
            if start < 0 {
                problems.report(.trackStartsBeforeZero(track(), start: start), at: whole())
                sound = false
            } else if length < 0 {
                problems.report(.trackNegativeDuration(track(), length: length), at: whole())
                sound = false
            } else if start + length > duration * (1 + 1e-12) {
                problems.report(.trackEndsLate(track(), end: start + length, animation: duration), at: whole())
                sound = false
            }
            if sound, let view {
                let id = view * AnimatableProperty.allCases.count + AnimatableProperty.allCases.firstIndex(of: decl.property)!
                let end = start + length
                var earlier = last[id]
                while let e = earlier {
                    let other = windows[e]
                    if other.start < end && start < other.end {
                        problems.report(.tracksOverlap(track(), start: start, end: end,
                                                       other: ScenePath(path(other.index) ?? .track(presentation: presentation, part, other.index),
                                                                        \TrackDecl.view),
                                                       otherStart: other.start, otherEnd: other.end), at: whole())
                        break
                    }
                    earlier = other.previous
                }
                windows.append((start, end, k, last[id]))
                last[id] = windows.count - 1
            }
            let timing = self.timing(decl.timing, over: max(length, 0), .track(track()), at: ScenePath(at, \TrackDecl.timing))
            let begins = sound ? start / duration : 0
            let ends = !sound || start + length >= duration ? 1 : (start + length) / duration
            specs.append(TrackSpec(view: view ?? 0, property: decl.property,
                                   from: decl.from.map { value($0, for: decl.property, .track(track()), at: ScenePath(at, \TrackDecl.from)) },
                                   to: value(decl.to, for: decl.property, .track(track()), at: ScenePath(at, \TrackDecl.to)),
                                   begins: begins, ends: ends, timing: timing))
        }
        return specs
    }

    /// A track's or a gesture's timing over an animation of `length` seconds: UIKit's
    /// spring is solved for that length, a spring in real seconds checked, a curve as is.
    /// `animated` names the animation, for an error only.
    func timing(_ decl: TimingDecl, over length: Double, _ animated: @autoclosure () -> SceneError.Animated,
                at path: ScenePath) -> AnimationTiming {
        switch decl {
        case .curve(let curve):
            return .curve(curve)
        case .spring(let zeta, let v):
            guard !zeta.isNaN, v.isFinite else {
                problems.report(.springNotANumber(animated()), at: path)
                return .curve(.linear)
            }
            do {
                return .spring(try SpringTiming(duration: length, dampingRatio: zeta, initialVelocity: v))
            } catch {
                problems.report(.springWithoutStiffness(animated(), error), at: path)
                return .curve(.linear)
            }
        case .physicalSpring(let decl, let v):
            let spring = decl.physical(velocity: v)
            guard spring.mass > 0, spring.stiffness > 0, spring.damping > 0, spring.mass.isFinite,
                  spring.stiffness.isFinite, spring.damping.isFinite, v.isFinite else {
                problems.report(.physicalSpringInvalid(animated(), mass: spring.mass, stiffness: spring.stiffness,
                                                       damping: spring.damping), at: path)
                return .curve(.linear)
            }
            return .physicalSpring(spring)
        }
    }

    func value(_ decl: ValueExpr, for property: AnimatableProperty, _ animated: @autoclosure () -> SceneError.Animated,
               at path: ScenePath) -> Value {
        switch (decl, property.isFrame) {
        case (.rect(let r), true): return .rect(problems.evaluate(r, settings, at: path))
        case (.number(let n), false): return .number(problems.evaluate(n, settings, at: path))
        case (.rect, false):
            problems.report(.wrongValueKind(animated(), property: property), at: path)
            return .number(0)
        case (.number, true):
            problems.report(.wrongValueKind(animated(), property: property), at: path)
            return .rect(Rect(0, 0, 0, 0))
        }
    }

    func edits(_ decls: [EditDecl], of part: SceneError.Part) -> [Edit] {
        decls.enumerated().compactMap { k, decl in
            let at = ScenePath.Part.edit(presentation: presentation, part, k)
            func view(_ name: String, _ attribute: AnyKeyPath & Sendable) -> Int? {
                lookup.view(name, .edit(part), at: ScenePath(at, attribute))
            }
            switch decl {
            case .insert(let name, let position, let frame, let hidden, let alpha):
                let resolved: Edit.Position?
                switch position {
                case .top: resolved = .top
                case .below(let other): resolved = view(other, \EditDecl.position).map(Edit.Position.below)
                case .above(let other): resolved = view(other, \EditDecl.position).map(Edit.Position.above)
                }
                let id = view(name, \EditDecl.view)
                let frame = frame.map { problems.evaluate($0, settings, at: ScenePath(at, \EditDecl.frame)) }
                let alpha = alpha.map { problems.finite($0, at: ScenePath(at, \EditDecl.alpha)) }
                guard let id, let resolved else { return nil }
                return .insert(id, resolved, frame: frame, hidden: hidden, alpha: alpha)
            case .remove(let name):
                return view(name, \EditDecl.view).map(Edit.remove)
            case .setHidden(let name, let hidden):
                return view(name, \EditDecl.view).map { .setHidden($0, hidden) }
            case .set(let name, let property, let v):
                let id = view(name, \EditDecl.view)
                let resolved = value(v, for: property, .edit(part, view: name), at: ScenePath(at, \EditDecl.value))
                return id.map { .set($0, property, resolved) }
            }
        }
    }

    func gesture(_ decl: GestureDecl, _ operation: Transition.Operation) -> ResolvedGesture {
        let part = ScenePath.Part.gesture(presentation: presentation, operation)
        switch decl {
        case .none:
            return .none
        case .percentDriven(let drive):
            let distance = positive(drive.distance, at: part, \PanDrive.distance) { .nonPositiveDistance(gesture: operation, $0) }
            return .percentDriven(PanMapping(direction: problems.finite(drive.direction, at: ScenePath(part, \PanDrive.direction)),
                                             distance: distance, isCapped: drive.isCapped,
                                             start: problems.evaluate(drive.start, settings, at: ScenePath(part, \PanDrive.start)),
                                             fromLeftEdge: drive.fromLeftEdge))
        case .tap(let tap):
            let highlight = problems.finite(tap.highlightDuration, at: ScenePath(part, \Tap.highlightDuration))
            let unhighlight = problems.finite(tap.unhighlightDuration, at: ScenePath(part, \Tap.unhighlightDuration))
            let view = lookup.view(tap.view, .gesture(operation), at: ScenePath(part, \Tap.view))
            guard highlight > 0, unhighlight > 0 else {
                report(.nonPositiveHighlight(gesture: operation), part, highlight > 0 ? \Tap.unhighlightDuration : \Tap.highlightDuration)
                return .none
            }
            return .tap(TapSpec(view: view ?? 0, highlightScale: problems.finite(tap.highlightScale, at: ScenePath(part, \Tap.highlightScale)),
                                highlightDuration: highlight, unhighlightDuration: unhighlight,
                                highlightTiming: timing(tap.timing, over: highlight, .highlight(gesture: operation),
                                                        at: ScenePath(part, \Tap.timing)),
                                unhighlightTiming: timing(tap.timing, over: unhighlight, .unhighlight(gesture: operation),
                                                          at: ScenePath(part, \Tap.timing))))
        case .directManipulation(let drag):
            let distance = positive(drag.distance, at: part, \DirectDrag.distance) { .nonPositiveDistance(gesture: operation, $0) }
            let back = problems.finite(drag.springBackDuration, at: ScenePath(part, \DirectDrag.springBackDuration))
            let view = lookup.view(drag.view, .gesture(operation), at: ScenePath(part, \DirectDrag.view))
            guard back > 0 else {
                report(.nonPositiveSpringBack(gesture: operation), part, \DirectDrag.springBackDuration)
                return .none
            }
            return .directManipulation(DirectDragSpec(
                view: view ?? 0, direction: problems.finite(drag.direction, at: ScenePath(part, \DirectDrag.direction)),
                distance: distance, shrink: problems.finite(drag.shrink, at: ScenePath(part, \DirectDrag.shrink)),
                radius: problems.finite(drag.radius, at: ScenePath(part, \DirectDrag.radius)), springBackDuration: back,
                springBackTiming: timing(drag.springBackTiming, over: back, .springBack(gesture: operation),
                                         at: ScenePath(part, \DirectDrag.springBackTiming)),
                start: problems.evaluate(drag.start, settings, at: ScenePath(part, \DirectDrag.start))))
        }
    }
}
