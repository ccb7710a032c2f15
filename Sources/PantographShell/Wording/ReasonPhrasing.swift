import PantographEngine

/// A release policy's reason in words: every sentence the text, the records, `compare`
/// and `judge` print, written once. The engine hands over the numbers and what its
/// rule compared (`ReleaseReason`); how many decimals a number gets is decided here,
/// where two close numbers must read differently (`Say.decimals(apart:…)`). The
/// switches are exhaustive: a new case does not compile until it has its words.
enum ReasonPhrasing {
    static func phrase(_ reason: ReleaseReason) -> Phrase {
        switch reason {
        case .threshold(let check): return above(check)
        case .velocity(let v): return velocity(v)
        case .projection(let p): return projection(p)
        case .flutter(let f): return flutter(f)
        case .reactNavigation(let r): return reactNavigation(r)
        case .motionLayout(let m): return motionLayout(m)
        case .systemCancelled(let policy):
            return "the system cancelled the gesture; \(policy.rawValue) cancels"
        case .projectionCancelled(let p):
            return "the system cancelled the gesture; projection decides as on a release: \(projection(p))"
        case .flutterCancelled(let f):
            return "the system cancelled the gesture; flutter decides as on a release: \(flutter(f))"
        case .motionLayoutCancelled(let progress):
            return "the system cancelled the touch; MotionLayout has no case for ACTION_CANCEL, so nothing animates and the transition stays at \(Say.percent(progress))"
        }
    }

    /// The reason as a `String`, for text that is not a record.
    static func text(_ reason: ReleaseReason) -> String { phrase(reason).text }

    /// A release's reason: its policy's, or what an app's own handler did.
    static func phrase(_ release: ShownRelease) -> Phrase {
        switch release {
        case .policy(let judged): return phrase(judged.reason)
        case .app(let decided): return appHandler(decided)
        }
    }

    static func text(_ release: ShownRelease) -> String { phrase(release).text }

    /// What the app's handler called, at what progress and flick (docs/own-code.md).
    private static func appHandler(_ release: AppRelease) -> Phrase {
        let lift: Phrase = release.bySystem ? "the system cancelled the gesture; the app's handler " : "the app's handler "
        let at: Phrase = "at progress \(Say.percent(release.input.progress)), velocity \(Say.speed(release.input.velocity))"
        switch release.decision {
        case .finish: return "\(lift)called finish() \(at)"
        case .cancel: return "\(lift)called cancel() \(at)"
        case .stay: return "\(lift)called neither finish() nor cancel() \(at): the transition stays where it is"
        }
    }

    private static func above(_ c: ReleaseReason.ProgressCheck) -> Phrase {
        let (progress, threshold) = Say.percents(c.progress, c.threshold)
        return "progress \(progress) is \(c.above ? "" : "not ")above the threshold \(threshold)"
    }

    private static func velocity(_ reason: ReleaseReason.Velocity) -> Phrase {
        switch reason {
        case .flick(let v, let m):
            let (v, m) = Say.apart(v, m, from: 0, unit: " pt/s")
            return "velocity \(v) ≥ \(m) toward completing"
        case .flickBack(let v, let m):
            let (v, m) = Say.apart(v, -m, from: 0, unit: " pt/s")
            return "velocity \(v) ≤ \(m): a flick back"
        case .noFlick(let v, let m, let check):
            // As many decimals as it takes for |v| and m to read differently.
            let (speed, minimum) = Say.apart(abs(v), m, from: 0, unit: " pt/s")
            return "no flick (|\(speed.same(v))| < \(minimum)); \(above(check))"
        case .atRest(let v, let m, let check):
            return "no flick (velocity \(Say.speed(v)): a finger at rest is not a flick, even at min-velocity \(Say.speed(m))); \(above(check))"
        }
    }

    private static func projection(_ p: ReleaseReason.Projection) -> Phrase {
        let way: Phrase = p.forward ? "toward the end" : "back toward the start"
        let lands: Phrase = if let projected = p.projected { "projects to \(Say.percent(projected))" }
            else { "projects nowhere (no distance)" }
        let head: Phrase = "progress \(Say.percent(p.progress)) + flick \(Say.points(p.flick)) \(lands), \(way)"
        switch p.segment {
        case .alreadyAt(let end):
            return "\(head): already at the \(name(end))"
        case .leaving(let end, let landing, let redirect, let beyond):
            let (landing, redirect) = Say.percents(landing, redirect)
            return "\(head): \(landing) of the way from the \(name(end)), \(beyond ? "" : "not ")beyond \(redirect)"
        }
    }

    private static func name(_ end: ReleaseReason.Projection.End) -> String {
        switch end {
        case .start: "start"
        case .end: "end"
        }
    }

    private static func flutter(_ reason: ReleaseReason.Flutter) -> Phrase {
        switch reason {
        case .fling(let vp, let minFling):
            let (speed, minimum) = Say.apart(abs(vp), minFling, from: 2, unit: "")
            return "fling \(speed.same(vp)) progress/s, |v| ≥ \(minimum): \(vp > 0 ? "toward completing" : vp < 0 ? "back" : "not toward completing")"
        case .noFling(let vp, let minFling, let progress, let atLeastHalf):
            let (speed, minimum) = Say.apart(abs(vp), minFling, from: 2, unit: "")
            let (at, half) = Say.percents(progress, 0.5)
            return "no fling (|\(speed.same(vp))| < \(minimum) progress/s); progress \(at) is \(atLeastHalf ? "" : "not ")at least \(half)"
        }
    }

    private static func reactNavigation(_ reason: ReleaseReason.ReactNavigation) -> Phrase {
        switch reason {
        case .noMovement:
            return "no movement at all"
        case .reach(let translation, let impact, let velocity, let reach, let distance, let beyondHalf):
            // The distance to as many decimals as tell the reach from its half.
            let (reach, half) = Say.apart(reach, distance / 2, from: 1, unit: " pt")
            return "\(Say.points(translation)) + \(Say.number(impact)) s × \(Say.speed(velocity)) = \(reach), \(beyondHalf ? "" : "not ")beyond half of \(half.same(distance))"
        }
    }

    private static func motionLayout(_ reason: ReleaseReason.MotionLayout) -> Phrase {
        switch reason {
        case .exactly(let progress, let velocity, let pos):
            return "\(head(progress, velocity))\(Say.percent(Double(pos))) exactly (32-bit): MotionLayout starts no animation, so the transition stays at \(Say.percent(progress))"
        case .completedWhereItIs(let progress, let velocity, let pos, let atEnd):
            return "\(head(progress, velocity))\(Say.percent(Double(pos))) exactly (32-bit): MotionLayout starts no animation and, already at its \(atEnd ? "end" : "start"), reports the transition completed there"
        case .landing(let progress, let velocity, let pos, let atLeastHalf):
            let (at, half) = Say.percents(Double(pos), 0.5)
            return "\(head(progress, velocity))\(at), \(atLeastHalf ? "" : "not ")at least \(half)"
        }
    }

    private static func head(_ progress: Double, _ velocity: Float) -> Phrase {
        "progress \(Say.percent(progress)) + \(Say.number(Double(velocity))) progress/s ÷ 3 = "
    }
}
