import PantographEngine

/// The JSON record's shape, declared once: every object's fields, in the order they
/// are written, each with its key, its type, whether it can be null, its description
/// and how its value is read from the state. The schema (`RecordSchema.json`, so
/// `docs/record.schema.json`), the value form `Record.json` (which `expect` walks) and
/// `compare`'s verdicts are read off these lists.
///
/// `RecordWriter`, the fast path every `--json` record takes, is written by hand
/// (docs/architecture.md says why); `RecordShapeTests` fails, saying what to write
/// where, when its keys, their order or its values leave this declaration.
///
/// To add a field: add a line to the object it belongs to, in the place it should be
/// written; then write it in `RecordWriter` at the same place, and re-record the
/// schema and the goldens (`PANTOGRAPH_RECORD=1 swift test --filter …`).
enum RecordShape {
    static let point = RecordObject<Point>(definition: "point", description: "A point or a vector in window points.", [
        .number("x") { $0.x },
        .number("y") { $0.y },
    ])

    static let rect = RecordObject<Rect>(definition: "rect", description: "A frame in window points, origin top-left.", [
        .number("x") { $0.x },
        .number("y") { $0.y },
        .number("width") { $0.width },
        .number("height") { $0.height },
    ])

    static let source = RecordObject<Record>(
        description: "Where the command was read: a path, <stdin>, <command-line> or <repl>.", [
            .string("file") { $0.file },
            .integer("line", minimum: 1) { $0.line },
        ])

    static let error = RecordObject<Record.Failure>([
        .string("message", minLength: 1) { $0.message },
        .integer("line", minimum: 1) { $0.line },
        .integer("column", minimum: 1) { $0.column },
    ])

    static let gesture = RecordObject<PanGestureRecognizer>(definition: "gesture", description: "The pan gesture recognizer.", [
        .oneOf("state", ["possible", "began", "changed", "ended", "cancelled", "failed"],
               "The pan recognizer's state, as UIGestureRecognizer.State names it.") { $0.state.rawValue },
        .objectOrNull("location", point, "Where the touch is now; null before the first pan.") { $0.location },
        .object("translation", point, "translation(in:): cumulative since the pan began.") { $0.translation },
        .object("velocity", point, "velocity(in:) in points per second, UIKit's two-sample estimate.") { $0.velocity },
    ])

    /// Every decision a release policy can make, from the engine's own list.
    static let decisions = Decision.allCases.map(\.rawValue)

    static let transition = RecordObject<ShownTransition>(
        definition: "transition", description: "The transition in flight, or the last one.", [
            .oneOf("operation", Transition.Operation.allCases.map(\.rawValue)) { $0.operation.rawValue },
            .oneOf("phase", ["interactive", "animating", "finishing", "cancelling", "paused", "completed", "cancelled"],
                   "animating: a non-interactive transition in flight; completed and cancelled stay until the next transition begins.") {
                $0.phase.rawValue
            },
            .boolean("interactive", "The transition context's isInteractive.") { $0.isInteractive },
            .number("percent", "percentComplete, 0…1: the fraction of the animation's time.", minimum: 0, maximum: 1) {
                $0.percent
            },
            .oneOfOrNull("decision", decisions,
                         "What the release policy would decide if the gesture ended now; null when no gesture drives the transition. stay: neither finish() nor cancel(), the transition left interactive.") {
                $0.liveVerdict?.decision.rawValue
            },
            .stringOrNull("reason", "Why the policy would decide so now, with the numbers; null when decision is.", minLength: 1) {
                $0.liveVerdict.map { ReasonPhrasing.text($0.reason) }
            },
            .objectOrNull("release", release,
                          "How the gesture that drove this transition ended; null until it has, for a transition no gesture drove, and after pause() takes the decision back.") {
                $0.release
            },
            .number("duration", "The animator's transitionDuration in seconds.", minimum: 0) { $0.duration },
            .number("completionSpeed", "completionSpeed as UIKit's getter returns it (1 for values ≤ 0).") {
                $0.completionSpeed
            },
            .string("completionCurve", "The completion curve's name, or cubic(X1,Y1,X2,Y2).") {
                $0.completionCurve.name
            },
            .numberOrNull("remaining", "Seconds of animation left; null when nothing runs.", minimum: 0) { $0.remaining },
            .boolean("wasCancelled", "transitionWasCancelled: true from cancel() on.") { $0.wasCancelled },
        ])

    static let release = RecordObject<ShownRelease>(
        definition: "release", description: "A gesture's end as its release policy judged it, or as an app's own handler decided it.", [
            .string("policy", "The release policy that judged it; app: an app's own handler decided (docs/own-code.md).",
                    minLength: 1) { $0.judge },
            .number("progress", "The transition's progress at the release, 0…1.", minimum: 0, maximum: 1) { $0.input.progress },
            .number("translation", "Points along the gesture's direction (positive toward completing).") { $0.input.translation },
            .number("velocity", "Points per second along the gesture's direction (positive toward completing).") { $0.input.velocity },
            .oneOf("decision", decisions,
                   "finish() or cancel() called, or stay: neither, the transition left interactive at its percent.") {
                $0.decision.rawValue
            },
            .string("reason", "Why, with the numbers: \"progress 10.0 % is not above the threshold 10.0 %\".", minLength: 1) {
                ReasonPhrasing.text($0)
            },
            .boolean("bySystem", "The system cancelled the gesture (pan cancel, touch cancel) rather than the finger lifting.") {
                $0.bySystem
            },
        ])

    /// Not part of every record: `compare`'s `result` maps each policy's name to one.
    static let verdict = RecordObject<(decision: Decision, reason: String)>(
        definition: "verdict", description: "One release policy's judgement of a gesture, in compare's result.", [
            .oneOf("decision", decisions) { $0.decision.rawValue },
            .string("reason", "Why, with the numbers, as compare's text gives it.", minLength: 1) { $0.reason },
        ])

    static let view = RecordObject<ViewOnScreen>(definition: "view", [
        .string("name", minLength: 1) { $0.name },
        .boolean("phantom", "A snapshot flying between the screens (named after the view it copies, with a ~).") { $0.isPhantom },
        .object("frame", rect, "The visual frame: the scale applied about the centre.") { $0.frame },
        .number("alpha") { $0.alpha },
        .boolean("hidden", "The view or one of its superviews is hidden.") { $0.isHidden },
        .number("scale") { $0.scale },
        .number("cornerRadius") { $0.cornerRadius },
    ])

    static let hierarchyEntry = RecordObject<HierarchyEntry>([
        .string("name", minLength: 1) { $0.name },
        .stringOrNull("superview", "null: a subview of the window.", minLength: 1) { $0.superview },
        .boolean("hidden", "The view's own isHidden, as UIKit has set it.") { $0.isHidden },
    ])

    static let hierarchy = RecordObject<ViewHierarchy>(definition: "hierarchy", description: "UIKit's view hierarchy after view transitions.", [
        .objects("views", hierarchyEntry,
                 "The views in UIKit's hierarchy, back to front: without the snapshots of views already removed.") {
            $0.views
        },
        .strings("deallocated", "The views UIKit has freed, in order.", minLength: 1) { $0.deallocated },
    ])

    static let record = RecordObject<Record>(description: "One record per command (JSON Lines); keys in this order.", [
        .integer("seq", "The command's number, from 1; failed commands count.", minimum: 1) { $0.seq },
        .string("input", "The command as typed, without comments and surrounding blanks.") { $0.input },
        .inline("source", source),
        .boolean("ok", "False when the command failed; it then changed nothing.") { $0.ok },
        .objectOrNull("error", error,
                      "Why the command failed; the message's lines after the first are notes (a usage, the known names).") {
            $0.error
        },
        .strings("warnings", "Calls UIKit would silently ignore, and settings that change what is possible.") { $0.warnings },
        .number("clock", "The virtual clock in seconds.", minimum: 0) { $0.stage.clock },
        .string("scenario", "The scene's name, or the app's (docs/own-code.md).") { $0.stage.sceneName },
        .object("gesture", gesture) { $0.stage.gesture },
        .objectOrNull("transition", transition, "null before the first transition.") { $0.stage.shownTransition },
        .boolean("presented", "Whether the presented view controller is on screen; in a navigation stack, whether a controller is pushed over the root.") {
            $0.stage.isPresented
        },
        .objects("views", view, "Every view in the window, back to front.") { $0.stage.visibleViews },
        .objectIfAny("hierarchy", hierarchy,
                     "Only once the scene or the app has made a view transition (docs/flip.md): UIKit's hierarchy, which mid-flight is not what `views` shows.") {
            $0.stage.viewHierarchy
        },
        .strings("events", "The lifecycle callbacks that fired during the command, in order.", minLength: 1,
                 each: { $0.description }) { $0.events },
        .any("result", "null, or the value a query computes: for compare, an object mapping each release policy's name to its verdict (#/$defs/verdict); for judge, the counts per policy, every trace's verdicts and intent, the traces skipped, how the traces were labelled and each policy's agreement with intent; for tune, the traces tuned on and held out and each policy's constants and agreement, today's and the best of the grid (docs/recording.md).") {
            $0.result
        },
    ])

    /// The schema's `$defs`, in the order the file lists them. Every object declared
    /// with a `definition` is here (a test checks it).
    static let definitions: [(String, RecordSchema.Node)] = [
        ("point", point.schema), ("rect", rect.schema), ("gesture", gesture.schema), ("transition", transition.schema),
        ("release", release.schema), ("view", view.schema), ("verdict", verdict.schema), ("hierarchy", hierarchy.schema),
    ]
}
