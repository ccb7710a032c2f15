import PantographEngine

/// One command's declaration: the parser, `help`, Tab completion and
/// `docs/reference.md` are all derived from it. Declarations, forms and parameters
/// are classes: immutable, made once, and handed around by reference, so looking one
/// up for every command line costs no copying of their strings.
public final class CommandSpec: Sendable {
    public let name: String
    public let aliases: [String]
    /// Older spellings kept so that scripts written with them run (`scene` for
    /// `scene`): the parser and `help` know them, Tab does not offer them, so that the
    /// word a user types is the one word.
    public let formerNames: [String]
    public let summary: String
    /// Longer help: what UIKit does, edge cases, defaults.
    public let discussion: String
    /// One form per sub-command (`pan begin`, `pan move` …), or a single form.
    public let forms: [Form]
    /// Whether the first argument picks a form (`pan begin`).
    public let hasSubcommands: Bool
    /// Whether a keyword anywhere on the line picks the form (`spring damping 0.8
    /// duration 0.5` is `spring duration …`): each form is led by its own keyword.
    public let hasKeywordForms: Bool
    /// The name and aliases as bytes, matched against a word without a `String`.
    let spellings: [[UInt8]]

    public init(_ name: String, aliases: [String] = [], formerNames: [String] = [], summary: String,
                discussion: String = "", forms: [Form]) {
        self.name = name
        self.aliases = aliases
        self.formerNames = formerNames
        self.summary = summary
        self.discussion = discussion
        self.forms = forms
        hasSubcommands = forms.contains { $0.subcommand != nil }
        hasKeywordForms = forms.contains { $0.leadKeyword != nil }
        precondition(!(hasSubcommands && hasKeywordForms), "\(name): sub-commands and keyword-led forms do not mix")
        spellings = ([name] + aliases + formerNames).map { Array($0.utf8) }
    }

    /// A command that takes no arguments.
    static func withoutArguments(_ name: String, summary: String, _ command: Command) -> CommandSpec {
        CommandSpec(name, summary: summary, forms: [Form { _ throws(ArgumentError) in command }])
    }

    public var usages: [String] { forms.map { $0.usage(commandName: name) } }
}

public final class Form: Sendable {
    public let subcommand: String?
    public let parameters: [Parameter]
    public let summary: String
    let build: @Sendable (Arguments) throws(ArgumentError) -> Command
    let subcommandBytes: [UInt8]?
    /// Indices of the parameters taken by position (no keyword, no prefix), in order.
    let positionals: [Int]
    /// A form led by a keyword (`ledByKeyword`): its first parameter's keyword, which
    /// picks this form wherever it stands on the line.
    public let leadKeyword: String?
    /// The lead's spellings, its keyword and its aliases.
    let leadSpellings: [[UInt8]]

    public convenience init(_ subcommand: String? = nil, _ parameters: [Parameter] = [], summary: String = "",
                build: @escaping @Sendable (Arguments) throws(ArgumentError) -> Command) {
        self.init(subcommand, parameters, summary: summary, leadKeyword: nil, build: build)
    }

    private init(_ subcommand: String?, _ parameters: [Parameter], summary: String, leadKeyword: String?,
                 build: @escaping @Sendable (Arguments) throws(ArgumentError) -> Command) {
        self.subcommand = subcommand
        self.parameters = parameters
        self.summary = summary
        self.build = build
        self.leadKeyword = leadKeyword
        leadSpellings = leadKeyword == nil ? [] : parameters.first.map { [$0.keywordBytes].compactMap { $0 } + $0.aliasBytes } ?? []
        subcommandBytes = subcommand.map { Array($0.utf8) }
        positionals = parameters.indices.filter { parameters[$0].keyword == nil && parameters[$0].prefix == nil }
    }

    public convenience init(_ parameters: [Parameter], summary: String = "",
                build: @escaping @Sendable (Arguments) throws(ArgumentError) -> Command) {
        self.init(nil, parameters, summary: summary, build: build)
    }

    /// A form of keyword parameters only, picked by the first one's keyword wherever
    /// it stands, so that the keywords come in any order (`spring mass …`).
    public static func ledByKeyword(_ parameters: [Parameter], summary: String = "",
                                    build: @escaping @Sendable (Arguments) throws(ArgumentError) -> Command) -> Form {
        precondition(parameters.allSatisfy { $0.keyword != nil } && parameters.first?.isOptional == false,
                     "a keyword-led form takes keyword parameters only, led by a required one")
        return Form(nil, parameters, summary: summary, leadKeyword: parameters[0].keyword, build: build)
    }

    /// `pan move DX,DY [+DURATION]`; consecutive optional positionals nest:
    /// `set [KEY [VALUE]]`.
    public func usage(commandName: String) -> String {
        var parts = [commandName]
        if let subcommand { parts.append(subcommand) }
        var nested = 0
        for p in parameters {
            if p.isOptional && p.keyword == nil {
                parts.append("[" + p.written)
                nested += 1
            } else if p.isOptional {
                parts.append("[\(p.written)]")
            } else {
                parts.append(p.written)
            }
        }
        var text = parts.joined(separator: " ")
        text += String(repeating: "]", count: nested)
        return text
    }
}

/// What Tab offers for a parameter.
public enum CompletionSource: Sendable, Equatable {
    case none
    /// One of these words, and nothing else. A word ending in `(` is the start of a
    /// form with arguments (`cubic(`): Tab offers it as typed, help shows `cubic(…)`.
    case words([String])
    /// A file's path, or one of these words (`record off`).
    case filesOr([String])
    /// A number, or one of these words that name one (Android's `STIFFNESS_LOW`).
    case numberOr([String])
    /// What `help` explains: the command names and the setting keys.
    case helpTopics
    case sceneNames
    case settingKeys
    /// The values of the setting named by the previous word.
    case settingValues
    /// The paths of the current JSON record (`expect`).
    case recordPaths
    /// The actions the app registered with its harness (`call`).
    case actionNames
    /// Files in the current directory.
    case files
}

public final class Parameter: Sendable {
    /// As usage shows it: `DX,DY`, `DURATION`.
    public let placeholder: String
    /// `velocity VX,VY`: the keyword, then the value; in any order after positionals.
    public let keyword: String?
    /// `+DURATION`: recognised by its leading character.
    public let prefix: String?
    public let isOptional: Bool
    public let completion: CompletionSource
    /// How many words follow the keyword (`distance A..B step S` takes 3); they are
    /// handed to the form as one word, joined by spaces.
    public let arity: Int
    /// Other spellings of the keyword, read as the keyword itself: the names a
    /// system's API or the output gives a value (`dampingFraction` for
    /// `damping-fraction`). Usage, help and Tab show the keyword.
    public let aliases: [String]
    let keywordBytes: [UInt8]?
    /// The aliases as bytes, for the parser; empty for nearly every parameter, so the
    /// common line tests one keyword, as before there were aliases.
    let aliasBytes: [[UInt8]]
    let prefixBytes: [UInt8]?

    public init(_ placeholder: String, keyword: String? = nil, aliases: [String] = [], prefix: String? = nil,
                optional: Bool = false, completion: CompletionSource = .none, arity: Int = 1) {
        self.arity = arity
        key = keyword ?? placeholder
        self.aliases = aliases
        keywordBytes = keyword.map { Array($0.utf8) }
        aliasBytes = aliases.map { Array($0.utf8) }
        prefixBytes = prefix.map { Array($0.utf8) }
        self.placeholder = placeholder
        self.keyword = keyword
        self.prefix = prefix
        self.isOptional = optional
        self.completion = completion
    }

    var written: String {
        if let keyword { return "\(keyword) \(placeholder)" }
        return (prefix ?? "") + placeholder
    }

    /// Whether `word` is the keyword or one of its aliases.
    func isSpelled(_ word: String) -> Bool { keyword == word || aliases.contains(word) }

    /// The name a "missing" error gives (the keyword, or the placeholder); forms read
    /// their arguments through the `Parameter` itself, never by this name.
    let key: String
}

/// An argument error at a column of the line.
public struct ArgumentError: Error, Hashable, Sendable {
    public let message: String
    public let column: Int
}

/// The words given for a form's parameters, read through the parameters themselves.
///
/// A form's `build` reads an argument by the `Parameter` it declared (`args.value(at,
/// …)`), never by a string: a misspelt name is a compile error, not an argument that
/// is silently absent. Reading a parameter the form does not declare (another form's)
/// traps, so the test that parses every form of every command (`ParserTests`) finds it.
/// Lent to a form's `build` for the length of the call. It holds the parser's command
/// and the form's parameters (a few reference counts a command on the general path; a
/// `pan` line of a drag never gets here): a public type holds no pointer.
public struct Arguments {
    /// A parameter's word: a token of the line, or several of the command's words
    /// (their indices) read as one. Positions only, so a slot retains nothing.
    enum Slot: Sendable {
        case token(Token)
        case words(Range<Int>)
    }

    /// One slot per parameter of the form, in its order. Forms have few parameters:
    /// they fit inline, and a command's arguments allocate nothing.
    struct Slots: Sendable {
        static let capacity = 8
        private var storage: InlineArray<8, Slot?> = .init(repeating: nil)
        init(count: Int) {
            precondition(count <= Self.capacity, "a form with more than \(Self.capacity) parameters")
        }
        /// Lent in place: a getter copied the whole inline array to read one slot.
        subscript(i: Int) -> Slot? {
            _read { yield storage[i] }
            _modify { yield &storage[i] }
        }
    }

    private let command: CommandText
    private let parameters: [Parameter]
    private let slots: Slots

    /// The arguments of `command` for `form`, given to the form's `build`.
    static func lend(_ command: CommandText, form: Form, slots: Slots) throws(ArgumentError) -> Command {
        try form.build(Arguments(command: command, parameters: form.parameters, slots: slots))
    }

    private init(command: CommandText, parameters: [Parameter], slots: Slots) {
        self.command = command
        self.parameters = parameters
        self.slots = slots
    }

    var endColumn: Int { command.endColumn }

    /// The parameter's slot, found by identity: a handle is the declaration itself.
    private func slot(_ parameter: Parameter) -> Slot? {
        for i in parameters.indices where parameters[i] === parameter { return slots[i] }
        preconditionFailure("\(parameter.written) is not a parameter of this form")
    }

    public func word(_ parameter: Parameter) -> Word? {
        switch slot(parameter) {
        case .token(let token)?: command.word(token)
        case .words(let indices)?:
            Word(text: indices.map { command.text(of: command.words[$0]) }.joined(separator: " "),
                 column: command.words[indices.lowerBound].column)
        case nil: nil
        }
    }

    /// Each word of an argument, in order (several for a parameter of arity 0 or more
    /// than 1), with its column.
    func words(_ parameter: Parameter) -> [Word] {
        switch slot(parameter) {
        case .token(let token)?: [command.word(token)]
        case .words(let indices)?: indices.map { command.word(command.words[$0]) }
        case nil: []
        }
    }

    /// Where the argument starts, for errors about it later.
    public func column(_ parameter: Parameter) -> Int? {
        switch slot(parameter) {
        case .token(let token)?: token.column
        case .words(let indices)?: command.words[indices.lowerBound].column
        case nil: nil
        }
    }

    /// Parses an argument, blaming its column when the value is wrong.
    public func value<T>(_ parameter: Parameter, _ parse: (String) throws(ValueError) -> T) throws(ArgumentError) -> T? {
        guard let word = word(parameter) else { return nil }
        do {
            return try parse(word.text)
        } catch {
            throw ArgumentError(message: error.message, column: word.column)
        }
    }

    /// The same from the word's bytes, lent in place: the common commands' numbers need
    /// no `String`, and no slice of the line (which retained it).
    func value<T>(_ parameter: Parameter, bytes parse: (Span<UInt8>) throws(ValueError) -> T) throws(ArgumentError) -> T? {
        let column: Int
        let parsed: Result<T, ValueError>
        switch slot(parameter) {
        case .token(let token)?:
            column = token.column
            parsed = Result { () throws(ValueError) in try parse(command.line.span.extracting(token.range)) }
        case .words?:
            let word = word(parameter)!
            column = word.column
            let bytes = Array(word.text.utf8)
            parsed = Result { () throws(ValueError) in try parse(bytes.span) }
        case nil: return nil
        }
        do {
            return try parsed.get()
        } catch {
            throw ArgumentError(message: error.message, column: column)
        }
    }

    public func required<T>(_ parameter: Parameter, _ parse: (String) throws(ValueError) -> T) throws(ArgumentError) -> T {
        guard let value = try value(parameter, parse) else {
            throw ArgumentError(message: "missing \(parameter.key)", column: endColumn)
        }
        return value
    }

    func required<T>(_ parameter: Parameter, bytes parse: (Span<UInt8>) throws(ValueError) -> T) throws(ArgumentError) -> T {
        guard let value = try value(parameter, bytes: parse) else {
            throw ArgumentError(message: "missing \(parameter.key)", column: endColumn)
        }
        return value
    }
}
