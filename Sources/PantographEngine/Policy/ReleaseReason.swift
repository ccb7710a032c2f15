/// Why a release policy decided as it did, as data: the numbers its rule read and
/// the comparisons it made, with no words. The shell puts it into words (and picks
/// how many decimals tell two close numbers apart), so a case carries the raw numbers
/// and the outcome of each comparison the rule made, never a rounded figure.
///
/// A case is a value of a few numbers, with nothing allocated: a record asks for the
/// reason on every command while a finger is down. The rules' own comparisons are
/// carried as facts (`above`, `beyond`) rather than left for the shell to redo, so the
/// words cannot disagree with the decision.
///
/// A new policy reuses a case whose sentence says what its rule does, or adds its
/// own case here; the shell's phrasing is an exhaustive switch, so a new case does
/// not compile until the shell words it.
public enum ReleaseReason: Hashable, Sendable {
    /// `threshold`: the progress against the threshold, strictly.
    case threshold(ProgressCheck)
    /// `velocity`: a flick either way, or none and then the threshold.
    case velocity(Velocity)
    /// `projection`, at `pan end`.
    case projection(Projection)
    /// `flutter`, at `pan end`.
    case flutter(Flutter)
    /// `react-navigation`.
    case reactNavigation(ReactNavigation)
    /// `motionlayout`, at `pan end`.
    case motionLayout(MotionLayout)
    /// The system cancelled the gesture and the policy cancels, as most do.
    case systemCancelled(PolicyName)
    /// The system cancelled the gesture and `projection` decided as on a release.
    case projectionCancelled(Projection)
    /// The system cancelled the gesture and `flutter` decided as on a release, with the
    /// velocity at the cancel.
    case flutterCancelled(Flutter)
    /// The system cancelled the touch and `motionlayout` has no case for it: the
    /// transition stays at `progress`.
    case motionLayoutCancelled(progress: Double)

    /// The progress (0…1) against a threshold (0…1): a release finishes above it.
    public struct ProgressCheck: Hashable, Sendable {
        public var progress: Double
        public var threshold: Double
        /// `progress > threshold`.
        public var above: Bool
    }

    /// The velocity policy's three outcomes, velocities in points per second along the
    /// gesture and `minVelocity` its setting.
    public enum Velocity: Hashable, Sendable {
        /// `velocity ≥ minVelocity`, toward completing.
        case flick(velocity: Double, minVelocity: Double)
        /// `velocity ≤ −minVelocity`.
        case flickBack(velocity: Double, minVelocity: Double)
        /// `|velocity| < minVelocity`: the threshold decides.
        case noFlick(velocity: Double, minVelocity: Double, ProgressCheck)
        /// A finger at rest at `min-velocity 0`, which is no flick: the threshold decides.
        case atRest(velocity: Double, minVelocity: Double, ProgressCheck)
    }

    /// FloatingPanel's projection over the transition's two ends.
    public struct Projection: Hashable, Sendable {
        /// The progress at the release, 0…1.
        public var progress: Double
        /// Points the flick travels before it stops.
        public var flick: Double
        /// The progress the flick projects to, before the trim; nil with no distance.
        public var projected: Double?
        /// Toward the end (the velocity's sign, or at rest whether past the start).
        public var forward: Bool
        public var segment: Segment

        public init(progress: Double, flick: Double, projected: Double?, forward: Bool, segment: Segment) {
            self.progress = progress
            self.flick = flick
            self.projected = projected
            self.forward = forward
            self.segment = segment
        }

        /// Where the trimmed projection lies on the segment the motion is in.
        public enum Segment: Hashable, Sendable {
            /// The motion leaves no end: it is already at the one it goes to.
            case alreadyAt(End)
            /// The trimmed projection lies `landing` (0…1) of the way from `leaving`;
            /// `beyond` is `landing > redirect`, the redirect pinned to 0…1.
            case leaving(End, landing: Double, redirect: Double, beyond: Bool)
        }

        /// One end of the transition: its start (progress 0) or its end (progress 1).
        public enum End: Hashable, Sendable { case start, end }
    }

    /// Flutter's back gesture, the fling in progress per second.
    public enum Flutter: Hashable, Sendable {
        /// `|progressVelocity| ≥ minFling`: its sign decides (0 is no fling toward completing).
        case fling(progressVelocity: Double, minFling: Double)
        /// No fling: the middle decides; `atLeastHalf` is `progress ≥ 0.5`.
        case noFling(progressVelocity: Double, minFling: Double, progress: Double, atLeastHalf: Bool)
    }

    /// React Navigation's card: translation plus impact times velocity against half the
    /// distance.
    public enum ReactNavigation: Hashable, Sendable {
        /// Neither translation nor velocity: it cancels.
        case noMovement
        /// `reach = translation + impact × velocity` (points, seconds, points per second);
        /// `beyondHalf` is `reach > distance / 2`.
        case reach(translation: Double, impact: Double, velocity: Double, reach: Double, distance: Double,
                   beyondHalf: Bool)
    }

    /// MotionLayout's `pos = progress + velocity / 3`, in 32-bit floats as Java computes it
    /// (`velocity` in progress per second).
    public enum MotionLayout: Hashable, Sendable {
        /// `pos` is exactly 0 or 1 and the progress between the ends: no animation
        /// starts, the transition stays at `progress`.
        case exactly(progress: Double, velocity: Float, pos: Float)
        /// `pos` is exactly 0 or 1 and the progress (as a `float`) already at an end:
        /// no animation starts and MotionLayout reports the transition completed at
        /// that end, the end (`atEnd`, a finish) or the start (a cancel).
        case completedWhereItIs(progress: Double, velocity: Float, pos: Float, atEnd: Bool)
        /// An animation to the nearer end; `atLeastHalf` is not `pos < 0.5` (a NaN `pos` finishes).
        case landing(progress: Double, velocity: Float, pos: Float, atLeastHalf: Bool)
    }
}
