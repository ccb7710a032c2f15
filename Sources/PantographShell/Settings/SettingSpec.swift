import PantographEngine

/// Everything `set` changes: the engine's settings and the shell's output format.
public struct SessionSettings: Hashable, Sendable {
    public var engine: Settings
    public var output: OutputFormat
}

/// One `set` key's declaration: syntax, meaning, range, completion, get and set.
public struct SettingSpec: Sendable {
    public let key: String
    /// `WxH`, `60|120` …
    public let syntax: String
    public let summary: String
    /// What Tab offers for the value.
    public let choices: [String]
    /// A line for a choice that `help KEY` explains (each release policy's rule).
    let choiceSummary: @Sendable (String) -> String?
    let get: @Sendable (SessionSettings) -> String
    /// Parses the value and applies it; checks that need other settings too.
    let assign: @Sendable (inout SessionSettings, String) throws(ValueError) -> Void
    /// Why the setting cannot be set at all in these settings (another scene's option),
    /// whatever the value: an error that blames the key, not the value.
    let refusal: @Sendable (SessionSettings) -> String?
    /// What it does in a session over an app's own code (docs/own-code.md, "Settings").
    public let forApps: AppUse

    /// What a setting does for an app.
    public enum AppUse: Sendable, Equatable {
        /// As for a scene (the clock, the output).
        case applies
        /// The app is made again from its root closure on the new value: UIKit changes
        /// no screen, frame rate or recognizer slop under a running app.
        case remakesApp
        /// It does not apply, for this reason: the app's own code decides.
        case refused(String)
    }
    /// The scenes in which the setting changes anything; Tab offers it only there.
    /// `set` still takes it everywhere (a script may set it before switching scenes).
    var scope: SettingScope = .everyScene

    init(_ key: String, _ syntax: String, _ summary: String, choices: [String] = [],
         choiceSummary: @escaping @Sendable (String) -> String? = { _ in nil },
         refusal: @escaping @Sendable (SessionSettings) -> String? = { _ in nil },
         forApps: AppUse,
         get: @escaping @Sendable (SessionSettings) -> String,
         set assign: @escaping @Sendable (inout SessionSettings, String) throws(ValueError) -> Void) {
        self.key = key
        self.syntax = syntax
        self.summary = summary
        self.choices = choices
        self.choiceSummary = choiceSummary
        self.refusal = refusal
        self.forApps = forApps
        self.get = get
        self.assign = assign
    }

    /// Why a release policy's setting does not apply to an app.
    static let decidedByTheHandler = AppUse.refused(
        "an app's own handler decides finish or cancel: 'compare' shows what each release policy would decide")

    /// A value typed as several words, written as the one word the setting takes, if
    /// there is one: `390 844` is `390x844` for `WxH`, `0, 34` is `0,34` for `TOP,BOTTOM`.
    /// The separators tried are the ones the syntax shows; the word must be accepted
    /// (in the default scene's settings).
    func joined(_ words: [String]) -> String? {
        let separators = ["x", ","].filter { syntax.contains($0) } + [""]
        let defaults = SessionSettings(engine: BuiltInScenes.first.defaults, output: .text)
        for separator in separators {
            let word = words.joined(separator: separator)
            var settings = defaults
            if (try? assign(&settings, word)) != nil { return word }
        }
        return nil
    }

    /// The same setting, meaningful only in the scenes of `scope`.
    func scoped(_ scope: SettingScope) -> SettingSpec {
        var spec = self
        spec.scope = scope
        return spec
    }

    /// Whether the setting can be set in a scene: a common one always, a scene's own
    /// option in the scenes that declare it.
    static func applies(_ spec: SettingSpec, to scene: Scene) -> Bool {
        spec.refusal(SessionSettings(engine: scene.defaults, output: .text)) == nil
    }

    /// A setting whose value is one word of an enum.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ summary: String, forApps: AppUse, _ path: WritableKeyPath<Settings, E> & Sendable
    ) -> SettingSpec where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        return SettingSpec(key, names.joined(separator: "|"), summary, choices: names, forApps: forApps,
                           get: { $0.engine[keyPath: path].rawValue },
                           set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                               guard let value = E(rawValue: text) else { throw notOneOf(names, key: key, text) }
                               s.engine[keyPath: path] = value
                           })
    }

    /// `KEY must be a or b, got 'c'; did you mean 'b'?`: a word that is not one of the choices.
    static func notOneOf(_ choices: [String], key: String, _ text: String) -> ValueError {
        ValueError("\(key) must be \(Parser.list(choices, "or")), got \(Quoting.quoted(text))"
                   + Quoting.suggestion(for: text, in: choices))
    }

    /// A duration within a range, in the one duration grammar (`500ms`, `0.5s`, `0.5`).
    static func duration(_ key: String, _ summary: String, _ range: ClosedRange<Double>, forApps: AppUse,
                         _ path: WritableKeyPath<Settings, Double> & Sendable) -> SettingSpec {
        SettingSpec(key, Values.durationRange(range), summary, forApps: forApps,
                    get: { Values.show($0.engine[keyPath: path]) },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        s.engine[keyPath: path] = try Values.duration(text, what: key, in: range)
                    })
    }

    /// A number within a range.
    static func number(_ key: String, _ summary: String, _ range: ClosedRange<Double>, unit: String = "",
                       forApps: AppUse, _ path: WritableKeyPath<Settings, Double> & Sendable) -> SettingSpec {
        SettingSpec(key, "\(Values.show(range.lowerBound))…\(Values.show(range.upperBound))\(unit)", summary,
                    forApps: forApps,
                    get: { Values.show($0.engine[keyPath: path]) },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        s.engine[keyPath: path] = try Values.number(text, what: key, in: range, unit: unit)
                    })
    }

    /// A release policy's constant: a number in its range, or one of its named values.
    static func policyConstant(_ constant: PolicyConstant) -> SettingSpec {
        let range = "\(Values.show(constant.range.lowerBound))…\(Values.show(constant.range.upperBound))\(constant.unit)"
        let names = constant.names.map(\.name)
        return SettingSpec(constant.key, names.isEmpty ? range : names.joined(separator: "|") + "|" + range,
                           PolicyDescriptions.summary(ofConstant: constant.key), choices: names,
                           // The app is not changed: `compare` and `judge` judge its releases by them.
                           forApps: .applies,
                           get: { s in
                               let value = s.engine.policyValues[constant.key] ?? constant.defaultValue
                               return constant.names.first { $0.value == value }?.name ?? Values.show(value)
                           },
                           set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                               if let named = constant.names.first(where: { $0.name == text }) {
                                   s.engine.policyValues[constant.key] = named.value
                                   return
                               }
                               guard !names.isEmpty else {
                                   s.engine.policyValues[constant.key] = try Values.number(
                                       text, what: constant.key, in: constant.range, unit: constant.unit)
                                   return
                               }
                               let value: Double
                               do throws(ValueError) { value = try Values.number(text, what: constant.key) } catch {
                                   // Not a number: perhaps a misspelt name (`set deceleration fats`).
                                   throw ValueError(error.message + Quoting.suggestion(for: text, in: names))
                               }
                               guard constant.range.contains(value) else {
                                   throw ValueError("\(constant.key) must be within \(range) or \(Parser.list(names, "or")), got \(Quoting.excerpt(text))")
                               }
                               s.engine.policyValues[constant.key] = value
                           })
    }
}
