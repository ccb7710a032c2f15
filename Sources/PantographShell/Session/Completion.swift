import PantographEngine

/// Tab completion, read from the command and setting declarations.
public enum Completion {
    /// Candidates for the (possibly empty) word at the end of the text.
    /// `recordPaths`: what `expect PATH` offers (the current record's paths).
    /// `scenes`: the session's library, for scene names and their settings.
    public static func candidates(lineBeforeCursor: String, recordPaths: [String] = [],
                                  scenes: SceneLibrary = .builtIn) -> [String] {
        let current = lineBeforeCursor.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = current.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = current.last.map { $0 == " " || $0 == "\t" } ?? true ? "" : (words.popLast() ?? "")
        return options(after: words, recordPaths: recordPaths, scenes: scenes).filter { $0.hasPrefix(partial) }
    }

    static func options(after words: [String], recordPaths: [String] = [], scenes: SceneLibrary = .builtIn) -> [String] {
        guard let name = words.first else { return CommandRegistry.names }
        guard let spec = CommandRegistry.spec(named: name) else { return [] }
        var rest = words.dropFirst()
        var form = spec.forms[0]
        if spec.hasSubcommands {
            // As the parser does: a form without a sub-command takes any other first word.
            let plainForm = spec.forms.first { $0.subcommand == nil }
            guard let sub = rest.first else {
                let first = plainForm?.parameters.first.map { values($0.completion, previous: [], recordPaths: recordPaths, scenes: scenes) } ?? []
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
        if let last = rest.last, let keyed = form.parameters.first(where: { $0.keyword == last }) {
            return values(keyed.completion, previous: Array(rest), recordPaths: recordPaths, scenes: scenes)
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
            result += values(positionals[positionalCount].completion, previous: Array(rest), recordPaths: recordPaths, scenes: scenes)
        }
        let requiredLeft = positionals.dropFirst(positionalCount).contains { !$0.isOptional }
        if !requiredLeft {
            result += form.parameters.compactMap { p in p.keyword.flatMap { used.contains($0) ? nil : $0 } }
        }
        return result
    }

    static func values(_ source: CompletionSource, previous: [String], recordPaths: [String] = [],
                       scenes: SceneLibrary = .builtIn) -> [String] {
        switch source {
        case .none: []
        case .words(let words): words
        case .commandNames: CommandRegistry.names
        case .scenarioNames: scenes.names
        case .settingKeys: (SettingRegistry.common + SettingRegistry.optionSpecs(scenes)).map(\.key)
        case .settingValues: previous.first.flatMap { SettingRegistry.spec($0, scenes: scenes) }?.choices ?? []
        case .recordPaths: recordPaths
        case .files: []
        }
    }
}
