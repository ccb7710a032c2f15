import PantographEngine

/// A spring as a track's timing, in any dialect `spring` reads:
/// `spring(KEY=VALUE,…)` with the command's keywords and values, written without
/// blanks (`spring(response=0.4,damping-fraction=0.8)`), read into and printed from
/// `TimingDecl.physicalSpring`.
enum SceneSprings {
    /// The forms, each the keywords it needs, as the `spring` command writes them;
    /// `velocity=V` may follow any of them.
    static let forms: [[String]] = [
        ["mass", "stiffness", "damping"],
        ["stiffness", "damping"],
        ["stiffness", "damping-ratio"],
        ["response", "damping-fraction"],
        ["duration", "bounce"],
        ["tension", "friction"],
        ["bounciness", "speed"],
    ]

    static let keywords: [String] = ["mass", "stiffness", "damping", "damping-ratio", "response", "damping-fraction",
                                     "duration", "bounce", "tension", "friction", "bounciness", "speed", "velocity"]

    /// The forms as a reader would write them, for errors and the grammar's reference.
    static var formsText: String { formTexts.joined(separator: ", ") }

    /// Each form, `spring(mass=M,stiffness=K,damping=C)` …
    static var formTexts: [String] {
        forms.map { "spring(" + $0.map { "\($0)=\(symbol($0))" }.joined(separator: ",") + ")" }
    }

    private static func symbol(_ keyword: String) -> String {
        switch keyword {
        case "mass": "M"
        case "stiffness": "K"
        case "damping": "C"
        case "damping-ratio", "damping-fraction": "Z"
        case "response": "R"
        case "duration": "D"
        case "bounce", "bounciness": "B"
        case "tension": "T"
        case "friction": "F"
        case "speed": "S"
        default: "V"
        }
    }

    /// Whether the text inside `spring(…)` is written with keywords.
    static func isKeyworded(_ inner: Substring) -> Bool { inner.contains("=") }

    /// Whether a timing's text is a spring, `spring(…)`, rather than a curve.
    static func isSpring(_ text: String) -> Bool { text.hasPrefix("spring(") }

    /// A spring as a timing, `spring(…)` starting at `column`: UIKit's
    /// `spring(DAMPING,VELOCITY)` or any dialect's `spring(KEY=VALUE,…)`. The one
    /// reader of the form: a scene's `timing` (tracks and gestures) and `curve` call it.
    static func timing(_ text: String, column: Int) throws(SceneProblemAt) -> TimingDecl {
        guard text.hasSuffix(")") else {
            throw SceneProblemAt("expected spring(DAMPING,VELOCITY) or spring(KEY=VALUE,…), got \(Quoting.quoted(text))", column)
        }
        let inner = text.dropFirst(7).dropLast()
        if isKeyworded(inner) {
            return try parse(inner, column: column + 7, whole: text)
        }
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let damping = DecimalText.parse(Array(parts[0].utf8)[...]),
              let velocity = DecimalText.parse(Array(parts[1].utf8)[...]), damping.isFinite, velocity.isFinite else {
            throw SceneProblemAt("expected spring(DAMPING,VELOCITY) with two numbers, got \(Quoting.quoted(text))", column)
        }
        guard damping > 0 else {
            throw SceneProblemAt("a spring's damping ratio must be above 0, got \(parts[0])", column + 7)
        }
        return .spring(dampingRatio: damping, initialVelocity: velocity)
    }

    /// Reads `KEY=VALUE,…`, the text inside `spring(…)`, which starts at `column`.
    /// Every error names the column of the part it is about.
    static func parse(_ inner: Substring, column: Int, whole: String) throws(SceneProblemAt) -> TimingDecl {
        var given: [(key: String, value: String, column: Int)] = []
        var offset = 0
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let at = column + offset
            offset += part.utf8.count + 1
            guard let equals = part.firstIndex(of: "=") else {
                throw SceneProblemAt("expected KEY=VALUE in \(Quoting.quoted(whole)), got \(Quoting.quoted(part))", at)
            }
            let key = String(part[..<equals]), value = String(part[part.index(after: equals)...])
            guard keywords.contains(key) else {
                throw SceneProblemAt(Quoting.suggesting("unknown spring keyword \(Quoting.quoted(key)); expected one of "
                                                        + keywords.joined(separator: ", "), for: key, in: keywords), at)
            }
            guard !given.contains(where: { $0.key == key }) else {
                throw SceneProblemAt("\(key) is given twice in \(Quoting.quoted(whole))", at)
            }
            given.append((key, value, at + key.utf8.count + 1))
        }
        let keys = Set(given.map(\.key)).subtracting(["velocity"])
        guard let form = forms.first(where: { Set($0) == keys }) else {
            throw SceneProblemAt("expected a spring as \(formsText) (each with velocity=V if it moves at the start), "
                                 + "got \(Quoting.quoted(whole))", column - 7)
        }
        func read(_ key: String, _ parse: (String) throws(ValueError) -> Double) throws(SceneProblemAt) -> Double? {
            guard let entry = given.first(where: { $0.key == key }) else { return nil }
            do { return try parse(entry.value) } catch { throw SceneProblemAt(error.message, entry.column) }
        }
        typealias C = CurveSpringCommands
        let velocity = try read("velocity", C.velocity) ?? 0
        let spring: SpringDecl
        switch form {
        case ["mass", "stiffness", "damping"], ["stiffness", "damping"]:
            spring = .physical(mass: try read("mass", C.mass), stiffness: try read("stiffness", C.stiffness)!,
                               damping: try read("damping", C.damping)!)
        case ["stiffness", "damping-ratio"]:
            spring = .dialect(.android(stiffness: try read("stiffness", C.androidStiffness)!,
                                       dampingRatio: try read("damping-ratio", C.androidDampingRatio)!))
        case ["response", "damping-fraction"]:
            spring = .dialect(.swiftUIResponse(response: try read("response", C.swiftUIResponse)!,
                                               dampingFraction: try read("damping-fraction", C.dampingFraction)!))
        case ["duration", "bounce"]:
            spring = .dialect(.swiftUIDuration(duration: try read("duration", C.swiftUIDuration)!,
                                               bounce: try read("bounce", C.bounce)!))
        case ["tension", "friction"]:
            spring = .dialect(.tensionFriction(tension: try read("tension", C.tension)!, friction: try read("friction", C.friction)!))
        default:
            spring = .dialect(.bouncinessSpeed(bounciness: try read("bounciness", C.bounciness)!, speed: try read("speed", C.speed)!))
        }
        return .physicalSpring(spring, initialVelocity: velocity)
    }

    /// `spring(KEY=VALUE,…)` in the form it was read in, the keywords in the order
    /// of `forms`, `velocity` last and only when it is not 0.
    static func print(_ spring: SpringDecl, velocity: Double) -> String {
        "spring(" + pairs(spring, velocity: velocity).map { "\($0.key)=\($0.value)" }.joined(separator: ",") + ")"
    }

    /// The keywords and values of a spring as written, in the order of `forms`: the
    /// scene writes them `KEY=VALUE`, `plot`'s legend as the `spring` command does.
    static func pairs(_ spring: SpringDecl, velocity: Double) -> [(key: String, value: String)] {
        let n = SceneExpressions.number
        var pairs: [(key: String, value: String)]
        switch spring {
        case .physical(let mass, let stiffness, let damping):
            pairs = (mass.map { [("mass", n($0))] } ?? []) + [("stiffness", n(stiffness)), ("damping", n(damping))]
        case .dialect(.android(let stiffness, let zeta)):
            pairs = [("stiffness", n(stiffness)),
                     ("damping-ratio", androidName(zeta, in: AndroidSpringPresets.dampingRatio) ?? n(zeta))]
        case .dialect(.swiftUIResponse(let response, let zeta)): pairs = [("response", n(response)), ("damping-fraction", n(zeta))]
        case .dialect(.swiftUIDuration(let duration, let bounce)): pairs = [("duration", n(duration)), ("bounce", n(bounce))]
        case .dialect(.tensionFriction(let tension, let friction)): pairs = [("tension", n(tension)), ("friction", n(friction))]
        case .dialect(.bouncinessSpeed(let bounciness, let speed)): pairs = [("bounciness", n(bounciness)), ("speed", n(speed))]
        }
        if velocity != 0 { pairs.append(("velocity", n(velocity))) }
        return pairs
    }
}

extension SceneSprings {
    /// A timing as a scene writes it: a curve's name, `spring(DAMPING,VELOCITY)` or
    /// `spring(KEY=VALUE,…)` (`curve` prints it back so).
    static func text(of timing: TimingDecl) -> String {
        switch timing {
        case .curve(let curve): curve.name
        case .spring(let damping, let velocity): "spring(\(SceneExpressions.number(damping)),\(SceneExpressions.number(velocity)))"
        case .physicalSpring(let spring, let velocity): print(spring, velocity: velocity)
        }
    }

    /// The name of Android's constant that is this value, where the value is the
    /// constant's `float` and no shorter decimal writes it: `DAMPING_RATIO_HIGH_BOUNCY`
    /// for 0.2f (0.20000000298…), but 200 for `STIFFNESS_LOW`.
    static func androidName(_ value: Double, in presets: [(name: String, value: Float)]) -> String? {
        guard let preset = presets.first(where: { Double($0.value) == value }),
              "\(preset.value)" != "\(value)" else { return nil }
        return preset.name
    }
}

/// A message and the column it is about, before the statement's line is known.
struct SceneProblemAt: Error {
    let message: String
    let column: Int
    init(_ message: String, _ column: Int) {
        self.message = message
        self.column = column
    }
}
