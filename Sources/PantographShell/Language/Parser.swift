/// Turns a command's words into a `Command` using the registry's declarations.
///
/// Names, sub-commands and keywords are matched as bytes against spellings the
/// declarations computed once, arguments go into one slot per parameter, and every
/// message (usage included) is built only when there is an error: a `pan move` line
/// costs no `String` at all.
public enum Parser {
    public static func parse(_ command: CommandText) throws(ArgumentError) -> Command {
        let first = command.words[0]
        guard let spec = CommandRegistry.spec(matching: first) else {
            var message = "unknown command '\(first.text)'"
            if let guess = CommandRegistry.suggestion(for: first.text) { message += "; did you mean '\(guess)'?" }
            throw ArgumentError(message: message + "\ntype 'help' for the list", column: first.column)
        }
        var rest = command.words.dropFirst()
        var form = spec.forms[0]
        if spec.hasSubcommands {
            // A form without a sub-command, beside ones with (`expect PATH …` and
            // `expect event …`), takes every line whose first word is not a sub-command.
            if let sub = rest.first, let chosen = Self.form(of: spec, named: sub) {
                form = chosen
                rest = rest.dropFirst()
            } else if let plainForm = spec.forms.first(where: { $0.subcommand == nil }),
                      !rest.isEmpty || plainForm.parameters.allSatisfy(\.isOptional) {
                form = plainForm
            } else {
                let names = spec.forms.compactMap(\.subcommand)
                if let sub = rest.first {
                    throw ArgumentError(message: "unknown sub-command '\(sub.text)' of '\(spec.name)'\nexpected \(list(names, "or"))",
                                        column: sub.column)
                }
                throw ArgumentError(message: "'\(spec.name)' needs a sub-command: \(list(names, "or"))",
                                    column: command.endColumn)
            }
        }
        // Built only when an error needs it: a note on the line below the message.
        var usage: String { "usage: " + form.usage(commandName: spec.name) }
        let parameters = form.parameters
        var slots = [Word?](repeating: nil, count: parameters.count)
        var nextPositional = 0
        var index = rest.startIndex
        while index < rest.endIndex {
            let word = rest[index]
            index += 1
            if let k = Self.keyword(word, in: parameters) {
                let keyed = parameters[k]
                guard slots[k] == nil else {
                    throw ArgumentError(message: "'\(word.text)' given twice\n\(usage)", column: word.column)
                }
                // Arity 0: the rest of the line.
                let arity = keyed.arity == 0 ? max(rest.endIndex - index, 1) : keyed.arity
                guard rest.endIndex - index >= arity else {
                    let last = rest.last ?? word
                    throw ArgumentError(message: "'\(word.text)' needs \(keyed.placeholder)\n\(usage)",
                                        column: last.column + last.width)
                }
                slots[k] = joined(rest[index..<(index + arity)])
                index += arity
                continue
            }
            let requiredLeft = form.positionals[nextPositional...].contains { !parameters[$0].isOptional }
            if !requiredLeft, let p = parameters.firstIndex(where: { $0.prefixBytes.map { word.bytes.starts(with: $0) } ?? false }) {
                guard slots[p] == nil else {
                    throw ArgumentError(message: "\(parameters[p].written) given twice\n\(usage)", column: word.column)
                }
                slots[p] = word.dropping(parameters[p].prefixBytes?.count ?? 0)
                continue
            }
            guard nextPositional < form.positionals.count else {
                throw ArgumentError(message: "unexpected argument '\(word.text)'\n\(usage)", column: word.column)
            }
            let p = form.positionals[nextPositional]
            nextPositional += 1
            if parameters[p].arity == 0 {
                // The rest of the line, as one word (an event name has blanks in it).
                slots[p] = joined(rest[(index - 1)...])
                index = rest.endIndex
                continue
            }
            slots[p] = word
        }
        for (i, parameter) in parameters.enumerated() where !parameter.isOptional && slots[i] == nil {
            throw ArgumentError(message: "missing \(parameter.placeholder)\n\(usage)", column: command.endColumn)
        }
        return try form.build(Arguments(parameters: parameters, words: slots, endColumn: command.endColumn))
    }

    /// Plain loops, not `first(where:)` with a closure: a closure capturing the word
    /// retains its line once per candidate.
    private static func form(of spec: CommandSpec, named word: Word) -> Form? {
        for form in spec.forms {
            if let name = form.subcommandBytes, word.is(name) { return form }
        }
        return nil
    }

    private static func keyword(_ word: Word, in parameters: [Parameter]) -> Int? {
        for (i, parameter) in parameters.enumerated() {
            if let keyword = parameter.keywordBytes, word.is(keyword) { return i }
        }
        return nil
    }

    /// Several words handed to a form as one, joined by single spaces.
    private static func joined(_ words: ArraySlice<Word>) -> Word {
        guard words.count > 1 else { return words[words.startIndex] }
        return Word(text: words.map(\.text).joined(separator: " "), column: words[words.startIndex].column)
    }

    /// `a, b or c`.
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
