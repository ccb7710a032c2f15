/// Turns a command's words into a `Command` using the registry's declarations.
///
/// Names, sub-commands and keywords are matched as bytes against spellings the
/// declarations computed once, arguments go into one slot per parameter, and every
/// message (usage included) is built only when there is an error: a `pan move` line
/// costs no `String` at all.
public enum Parser {
    public static func parse(_ command: CommandText) throws(ArgumentError) -> Command {
        let first = command.name
        guard let spec = CommandRegistry.spec(matching: first, in: command) else {
            let name = command.text(of: first)
            throw ArgumentError(message: "unknown command \(Quoting.quoted(name))"
                                    + Quoting.suggestion(for: name, in: CommandRegistry.names) + "\ntype 'help' for the list",
                                column: first.column)
        }
        // The words after the name, by index: a slice of them retained the line's tokens.
        var restStart = command.words.startIndex + 1
        let restEnd = command.words.endIndex
        var form = spec.forms[0]
        if spec.hasSubcommands {
            // A form without a sub-command, beside ones with (`expect PATH …` and
            // `expect event …`), takes every line whose first word is not a sub-command.
            if restStart < restEnd, let chosen = Self.form(of: spec, named: command.words[restStart], in: command) {
                form = chosen
                restStart += 1
            } else if let plainForm = spec.forms.first(where: { $0.subcommand == nil }),
                      restStart < restEnd || plainForm.parameters.allSatisfy(\.isOptional) {
                form = plainForm
            } else {
                let names = spec.forms.compactMap(\.subcommand)
                if restStart < restEnd {
                    let sub = command.text(of: command.words[restStart])
                    throw ArgumentError(message: "unknown sub-command \(Quoting.quoted(sub)) of '\(spec.name)'"
                                            + Quoting.suggestion(for: sub, in: names) + "\nexpected \(list(names, "or"))",
                                        column: command.words[restStart].column)
                }
                // With a form of its own beside the sub-commands (`expect PATH OP VALUE`),
                // every form is a way on: the usage lists them all.
                guard let plainForm = spec.forms.first(where: { $0.subcommand == nil }) else {
                    throw ArgumentError(message: "'\(spec.name)' needs a sub-command: \(list(names, "or"))",
                                        column: command.endColumn)
                }
                let needed = plainForm.parameters.filter { !$0.isOptional }.map(\.placeholder).joined(separator: " ")
                throw ArgumentError(message: "'\(spec.name)' needs \(needed), or a sub-command: \(list(names, "or"))\n"
                                        + spec.usages.map { "usage: " + $0 }.joined(separator: "\n"),
                                    column: command.endColumn)
            }
        }
        if spec.hasKeywordForms {
            form = try Self.keywordForm(of: spec, in: command, words: restStart..<restEnd)
        }
        // Built only when an error needs it: a note on the line below the message.
        var usage: String { "usage: " + form.usage(commandName: spec.name) }
        let parameters = form.parameters
        var slots = Arguments.Slots(count: parameters.count)
        var nextPositional = 0
        var index = restStart
        while index < restEnd {
            let word = command.words[index]
            index += 1
            if let k = Self.keyword(word, in: parameters, of: command) {
                let keyed = parameters[k]
                guard slots[k] == nil else {
                    throw ArgumentError(message: "\(Quoting.quoted(command.text(of: word))) given twice\n\(usage)", column: word.column)
                }
                // Arity 0: the rest of the line.
                let arity = keyed.arity == 0 ? max(restEnd - index, 1) : keyed.arity
                guard restEnd - index >= arity else {
                    let last = command.words[restEnd - 1]
                    throw ArgumentError(message: "'\(command.text(of: word))' needs \(keyed.placeholder)\n\(usage)",
                                        column: last.column + command.width(of: last))
                }
                slots[k] = joined(command.words[index..<(index + arity)], in: command)
                index += arity
                continue
            }
            var requiredLeft = false
            for k in nextPositional..<form.positionals.count where !parameters[form.positionals[k]].isOptional {
                requiredLeft = true
                break
            }
            if !requiredLeft, let p = Self.prefixed(word, in: parameters, of: command) {
                guard slots[p] == nil else {
                    throw ArgumentError(message: "\(parameters[p].written) given twice\n\(usage)", column: word.column)
                }
                let length = parameters[p].prefixBytes?.count ?? 0
                slots[p] = .token(Token(range: word.range.lowerBound + length..<word.range.upperBound, column: word.column + length))
                continue
            }
            guard nextPositional < form.positionals.count else {
                let text = command.text(of: word)
                // A misspelt keyword is the likeliest extra word (`drag 0,-10 ovr 1`).
                let keywords = parameters.indices.compactMap { slots[$0] == nil ? parameters[$0].keyword : nil }
                var candidates = keywords
                if spec.hasKeywordForms {
                    // A keyword of another form too (`spring mas 1 stiffness …` is `mass`).
                    for f in spec.forms {
                        for k in f.parameters.compactMap(\.keyword) where !candidates.contains(k) { candidates.append(k) }
                    }
                }
                throw ArgumentError(message: "unexpected argument \(Quoting.quoted(text))"
                                        + Quoting.suggestion(for: text, in: candidates) + "\n\(usage)",
                                    column: word.column)
            }
            let p = form.positionals[nextPositional]
            nextPositional += 1
            if parameters[p].arity == 0 {
                // The rest of the line, as one word (an event name has blanks in it).
                slots[p] = joined(command.words[(index - 1)..<restEnd], in: command)
                index = restEnd
                continue
            }
            slots[p] = .token(word)
        }
        for (i, parameter) in parameters.enumerated() where !parameter.isOptional && slots[i] == nil {
            // Forms that share the lead and take the line so far (`spring duration 0.5`
            // is UIKit's or SwiftUI's): what each one still needs, and each usage.
            let sharing = spec.hasKeywordForms ? Self.formsTaking(spec, in: command, words: restStart..<restEnd) : []
            if sharing.count > 1 {
                let given = Self.keywords(of: spec, in: command, words: restStart..<restEnd)
                let needed = sharing.compactMap { f in
                    f.parameters.first { p in !p.isOptional && !given.contains(where: p.isSpelled) }?.placeholder
                }
                throw ArgumentError(message: "missing \(list(needed, "or"))\n"
                                        + sharing.map { "usage: " + $0.usage(commandName: spec.name) }.joined(separator: "\n"),
                                    column: command.endColumn)
            }
            throw ArgumentError(message: "missing \(parameter.placeholder)\n\(usage)", column: command.endColumn)
        }
        return try Arguments.lend(command, form: form, slots: slots)
    }

    /// Plain loops, not `first(where:)` with a closure: a closure capturing the word
    /// retains its line once per candidate.
    private static func form(of spec: CommandSpec, named word: Token, in command: CommandText) -> Form? {
        for form in spec.forms {
            if let name = form.subcommandBytes, command.token(word, is: name) { return form }
        }
        return nil
    }

    /// The keywords of any of `spec`'s forms among `words`, in order, as spelled (an
    /// alias stays an alias: which keyword it is depends on the form), up to one that
    /// takes the rest of the line (`spring … vs …`), which is the last.
    private static func keywords(of spec: CommandSpec, in command: CommandText, words: Range<Int>) -> [String] {
        var given: [String] = []
        for index in words {
            let text = command.text(of: command.words[index])
            let parameter = spec.forms.lazy.compactMap { $0.parameters.first { $0.isSpelled(text) } }.first
            guard let parameter else { continue }
            given.append(text)
            if parameter.arity == 0 { break }
        }
        return given
    }

    /// The keyword-led forms whose lead is among `words` and that take every keyword
    /// there, in the order they are declared.
    private static func formsTaking(_ spec: CommandSpec, in command: CommandText, words: Range<Int>) -> [Form] {
        let given = keywords(of: spec, in: command, words: words)
        return spec.forms.filter { form in
            guard form.leadKeyword != nil, let lead = form.parameters.first else { return false }
            return given.contains(where: lead.isSpelled)
                && given.allSatisfy { word in form.parameters.contains { $0.isSpelled(word) } }
        }
    }

    /// The form whose lead keyword stands somewhere among `words`: when several forms
    /// share a lead (`duration` is UIKit's and SwiftUI's), the first that takes every
    /// keyword on the line (`spring duration 0.5 bounce 0.3` is SwiftUI's), else the
    /// lead that comes first, whose usage the error then shows. Without a lead, a word
    /// that looks like a misspelt keyword is blamed, or the line's end.
    private static func keywordForm(of spec: CommandSpec, in command: CommandText,
                                    words: Range<Int>) throws(ArgumentError) -> Form {
        if let form = formsTaking(spec, in: command, words: words).first { return form }
        for index in words {
            for form in spec.forms {
                for lead in form.leadSpellings where command.token(command.words[index], is: lead) { return form }
            }
        }
        var leads: [String] = []
        for lead in spec.forms.compactMap(\.leadKeyword) where !leads.contains(lead) { leads.append(lead) }
        var keywords: [String] = []
        for form in spec.forms {
            for keyword in form.parameters.compactMap(\.keyword) where !keywords.contains(keyword) { keywords.append(keyword) }
        }
        for index in words {
            let word = command.words[index]
            let text = command.text(of: word)
            if spec.forms.contains(where: { $0.parameters.contains { $0.isSpelled(text) } }) { continue }
            let suggestion = Quoting.suggestion(for: text, in: keywords)
            if !suggestion.isEmpty {
                throw ArgumentError(message: "unknown keyword \(Quoting.quoted(text)) of '\(spec.name)'\(suggestion)\nexpected \(list(keywords, "or"))",
                                    column: word.column)
            }
        }
        throw ArgumentError(message: "'\(spec.name)' needs \(list(leads, "or"))\n"
                                + spec.usages.map { "usage: " + $0 }.joined(separator: "\n"),
                            column: command.endColumn)
    }

    private static func keyword(_ word: Token, in parameters: [Parameter], of command: CommandText) -> Int? {
        for (i, parameter) in parameters.enumerated() {
            if let keyword = parameter.keywordBytes, command.token(word, is: keyword) { return i }
            if !parameter.aliasBytes.isEmpty {
                for alias in parameter.aliasBytes where command.token(word, is: alias) { return i }
            }
        }
        return nil
    }

    private static func prefixed(_ word: Token, in parameters: [Parameter], of command: CommandText) -> Int? {
        for (i, parameter) in parameters.enumerated() {
            if let prefix = parameter.prefixBytes, command.token(word, startsWith: prefix) { return i }
        }
        return nil
    }

    /// Several words handed to a form as one (joined by single spaces when read).
    private static func joined(_ words: ArraySlice<Token>, in command: CommandText) -> Arguments.Slot {
        guard words.count > 1 else { return .token(words[words.startIndex]) }
        return .words(words.indices)
    }

    /// `a, b or c`.
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
