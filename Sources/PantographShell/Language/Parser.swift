/// Turns a command's words into a `Command` using the registry's declarations.
public enum Parser {
    public static func parse(_ command: CommandText) throws(ArgumentError) -> Command {
        let first = command.words[0]
        guard let spec = CommandRegistry.spec(named: first.text) else {
            var message = "unknown command '\(first.text)'"
            if let guess = CommandRegistry.suggestion(for: first.text) { message += "; did you mean '\(guess)'?" }
            throw ArgumentError(message: message + "\ntype 'help' for the list", column: first.column)
        }
        var rest = command.words.dropFirst()
        var form = spec.forms[0]
        // A form without a sub-command, beside ones with (`expect PATH …` and
        // `expect event …`), takes every line whose first word is not a sub-command.
        let plainForm = spec.forms.first { $0.subcommand == nil }
        if spec.hasSubcommands {
            let names = spec.forms.compactMap(\.subcommand)
            if let sub = rest.first, let chosen = spec.forms.first(where: { $0.subcommand == sub.text }) {
                form = chosen
                rest = rest.dropFirst()
            } else if let plainForm, !rest.isEmpty || plainForm.parameters.allSatisfy(\.isOptional) {
                form = plainForm
            } else if let sub = rest.first {
                throw ArgumentError(message: "unknown sub-command '\(sub.text)' of '\(spec.name)'\nexpected \(list(names, "or"))",
                                    column: sub.column)
            } else {
                throw ArgumentError(message: "'\(spec.name)' needs a sub-command: \(list(names, "or"))",
                                    column: command.endColumn)
            }
        }
        // Built only when an error needs it: a note on the line below the message.
        var usage: String { "usage: " + form.usage(commandName: spec.name) }
        var words: [String: Word] = [:]
        var positionals = form.parameters.filter { $0.keyword == nil && $0.prefix == nil }[...]
        var index = rest.startIndex
        while index < rest.endIndex {
            let word = rest[index]
            index += 1
            if let keyed = form.parameters.first(where: { $0.keyword == word.text }) {
                guard words[keyed.key] == nil else {
                    throw ArgumentError(message: "'\(word.text)' given twice\n\(usage)", column: word.column)
                }
                // Arity 0: the rest of the line.
                let arity = keyed.arity == 0 ? max(rest.endIndex - index, 1) : keyed.arity
                guard rest.endIndex - index >= arity else {
                    let last = rest.last ?? word
                    throw ArgumentError(message: "'\(word.text)' needs \(keyed.placeholder)\n\(usage)",
                                        column: last.column + last.text.count)
                }
                let taken = rest[index..<(index + arity)]
                words[keyed.key] = Word(text: taken.map(\.text).joined(separator: " "), column: taken.first!.column)
                index += arity
                continue
            }
            let requiredLeft = positionals.contains { !$0.isOptional }
            if !requiredLeft,
               let prefixed = form.parameters.first(where: { $0.prefix.map(word.text.hasPrefix) ?? false }) {
                guard words[prefixed.key] == nil else {
                    throw ArgumentError(message: "\(prefixed.written) given twice\n\(usage)", column: word.column)
                }
                let prefixLength = prefixed.prefix?.count ?? 0
                words[prefixed.key] = Word(text: String(word.text.dropFirst(prefixLength)),
                                           column: word.column + prefixLength)
                continue
            }
            guard let parameter = positionals.popFirst() else {
                throw ArgumentError(message: "unexpected argument '\(word.text)'\n\(usage)", column: word.column)
            }
            if parameter.arity == 0 {
                // The rest of the line, as one word (an event name has blanks in it).
                let taken = rest[(index - 1)...]
                words[parameter.key] = Word(text: taken.map(\.text).joined(separator: " "), column: word.column)
                index = rest.endIndex
                continue
            }
            words[parameter.key] = word
        }
        for parameter in form.parameters where !parameter.isOptional && words[parameter.key] == nil {
            throw ArgumentError(message: "missing \(parameter.placeholder)\n\(usage)", column: command.endColumn)
        }
        return try form.build(Arguments(words: words, endColumn: command.endColumn))
    }

    /// `a, b or c`.
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
