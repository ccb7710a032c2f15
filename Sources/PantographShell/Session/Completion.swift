import PantographEngine

/// Tab completion, read from the command and setting declarations.
public enum Completion {
    /// Candidates for the (possibly empty) word at the end of the text.
    /// `recordPaths`: what `expect PATH` offers (the current record's paths).
    /// `scenes`: the session's library, for scene names and their settings.
    /// `settings`: the session's, whose scene decides which settings `set` takes: Tab
    /// offers those `set` lists (the common ones and the scene's own), never another
    /// scene's option, which `set` would refuse.
    /// `scene`: the current scene, whose use for the common settings decides which
    /// Tab offers; nil over an app, where it offers those an app takes.
    /// `actions`: the names an app registered with its harness, which `call` takes.
    public static func candidates(lineBeforeCursor: String, recordPaths: [String] = [],
                                  scenes: SceneLibrary = .builtIn,
                                  settings: SessionSettings = defaultSettings,
                                  scene: Scene? = defaultScene, actions: [String] = []) -> [String] {
        let current = lineBeforeCursor.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = current.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = current.last.map { $0 == " " || $0 == "\t" } ?? true ? "" : (words.popLast() ?? "")
        return options(after: words, recordPaths: recordPaths, scenes: scenes, settings: settings, scene: scene,
                       actions: actions)
            .filter { $0.hasPrefix(partial) }
    }

    /// The scene a session starts on, and its settings.
    public static let defaultScene = SceneLibrary.builtIn.scene(named: SceneLibrary.defaultName)!
    public static let defaultSettings = SessionSettings(engine: defaultScene.defaults, output: .text)

    static func options(after words: [String], recordPaths: [String] = [], scenes: SceneLibrary = .builtIn,
                        settings: SessionSettings = defaultSettings, scene: Scene? = defaultScene,
                        actions: [String] = []) -> [String] {
        guard let name = words.first else { return CommandRegistry.names }
        guard let spec = CommandRegistry.spec(named: name) else { return [] }
        var rest = words.dropFirst()
        var form = spec.forms[0]
        if spec.hasSubcommands {
            // As the parser does: a form without a sub-command takes any other first word.
            let plainForm = spec.forms.first { $0.subcommand == nil }
            guard let sub = rest.first else {
                let first = plainForm?.parameters.first.map {
                    values($0.completion, previous: [], recordPaths: recordPaths, scenes: scenes, settings: settings,
                           scene: scene, actions: actions)
                } ?? []
                return spec.forms.compactMap(\.subcommand) + first
            }
            if let chosen = spec.forms.first(where: { $0.subcommand == sub }) {
                form = chosen
                rest = rest.dropFirst()
            } else if let plainForm {
                form = plainForm
            } else {
                return []
            }
        }
        if spec.hasKeywordForms, let last = rest.lastIndex(where: { word in
            spec.forms.contains { $0.parameters.contains { $0.keyword == word && $0.arity == 0 } } }) {
            // After a keyword that takes the rest of the line as another line of the same
            // command (`spring … vs …`): what that line would be offered.
            return options(after: [name] + rest[(last + 1)...], recordPaths: recordPaths, scenes: scenes, settings: settings,
                           scene: scene, actions: actions)
        }
        if spec.hasKeywordForms {
            // As the parser does: the form whose lead keyword is on the line; until one
            // is, Tab offers the lead keywords of the forms that take every keyword given.
            let given = Set(rest)
            let keywords = given.filter { word in spec.forms.contains { $0.parameters.contains { $0.keyword == word } } }
            if let chosen = spec.forms.first(where: { f in f.leadKeyword.map(given.contains) == true
                    && keywords.allSatisfy { word in f.parameters.contains { $0.keyword == word } } })
                ?? spec.forms.first(where: { $0.leadKeyword.map(given.contains) ?? false }) {
                form = chosen
            } else {
                if let last = rest.last, spec.forms.contains(where: { $0.parameters.contains { $0.keyword == last } }) {
                    return []
                }
                return spec.forms.filter { f in
                    rest.allSatisfy { word in !spec.forms.contains { $0.parameters.contains { $0.keyword == word } }
                        || f.parameters.contains { $0.keyword == word } }
                }.compactMap(\.leadKeyword).reduce(into: [String]()) { leads, lead in
                    if !leads.contains(lead) { leads.append(lead) }
                }
            }
        }
        if let last = rest.last, let keyed = form.parameters.first(where: { $0.keyword == last }) {
            return values(keyed.completion, previous: Array(rest), recordPaths: recordPaths, scenes: scenes, settings: settings,
                          scene: scene, actions: actions)
        }
        var used: Set<String> = []
        var positionalCount = 0
        var skipNext = false
        for word in rest {
            if skipNext { skipNext = false; continue }
            if let keyed = form.parameters.first(where: { $0.keyword == word }) {
                used.insert(keyed.key)
                skipNext = true
            } else if !form.parameters.contains(where: { $0.prefix.map(word.hasPrefix) ?? false }) {
                positionalCount += 1
            }
        }
        let positionals = form.parameters.filter { $0.keyword == nil && $0.prefix == nil }
        var result: [String] = []
        if positionalCount < positionals.count {
            result += values(positionals[positionalCount].completion, previous: Array(rest), recordPaths: recordPaths,
                             scenes: scenes, settings: settings, scene: scene, actions: actions)
        }
        let requiredLeft = positionals.dropFirst(positionalCount).contains { !$0.isOptional }
        if !requiredLeft {
            result += form.parameters.compactMap { p in p.keyword.flatMap { used.contains($0) ? nil : $0 } }
        }
        if spec.hasKeywordForms {
            // Forms that share the lead (`spring duration …` is UIKit's or SwiftUI's):
            // the keywords of every one that still takes the line, each once.
            let given = rest.filter { word in spec.forms.contains { $0.parameters.contains { $0.keyword == word } } }
            for other in spec.forms where other !== form && other.leadKeyword.map(given.contains) == true
                && given.allSatisfy({ word in other.parameters.contains { $0.keyword == word } }) {
                for keyword in other.parameters.compactMap(\.keyword) where !given.contains(keyword) && !result.contains(keyword) {
                    result.append(keyword)
                }
            }
        }
        return result
    }

    static func values(_ source: CompletionSource, previous: [String], recordPaths: [String] = [],
                       scenes: SceneLibrary = .builtIn, settings: SessionSettings = defaultSettings,
                       scene: Scene? = defaultScene, actions: [String] = []) -> [String] {
        switch source {
        case .none: []
        case .words(let words): words
        case .sceneNames: scenes.names
        case .settingKeys: SettingRegistry.offered(settings, scenes: scenes, in: scene).map(\.key)
        case .settingValues:
            previous.first.flatMap { key in SettingRegistry.offered(settings, scenes: scenes, in: scene).first { $0.key == key } }?
                .choices ?? []
        case .filesOr(let words), .numberOr(let words): words
        case .helpTopics: CommandRegistry.names + (SettingRegistry.common + SettingRegistry.optionSpecs(scenes)).map(\.key)
        case .recordPaths: recordPaths
        case .actionNames: actions
        case .files: []
        }
    }
}
