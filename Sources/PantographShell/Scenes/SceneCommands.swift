import PantographEngine

/// What `scene …` asks for, as `Command.scene` carries it.
public enum SceneRequest: Hashable, Sendable {
    /// The library's scenes, built-in and loaded.
    case list
    /// Switches to the library's scene NAME, resetting the scene and its settings.
    case switchTo(Word)
    /// The current scene (or NAME) in the scene language.
    case show(Word?)
    /// Reads FILE (the session reads it; a recording replays the line).
    case load(path: String, column: Int)
    /// Writes the current scene (or NAME) to FILE in the scene language.
    case save(path: String, column: Int, name: Word?)
}

/// The declaration of `scene`: the session's library of scenes, written in the scene
/// language (docs/scenes.md).
enum SceneCommands {
    static let spec = CommandSpec(
        "scene", formerNames: ["scenario"],
        summary: "list the scenes or switch to one; show, load or save one in the scene language",
        discussion: """
            `scene NAME` switches to a scene of the library, built-in or loaded, with its \
            settings as the scene gives them (`reset` keeps settings changed with `set`). \
            `scenario` is the former name of this command and still works, so that scripts \
            written with it run. A scene cannot be named `list`, `show`, `load` or `save`. \
            `scene load` reads a scene file, checks all of it and reports every problem at its \
            line and column; a file with any problem loads nothing. A loaded scene joins the \
            library (replacing one of its name) and becomes the current scene; `scene NAME`, \
            `set`, Tab and `undo` treat it as a built-in. `scene save` writes the current scene \
            (or NAME), which `scene load` reads back to the same scene: a scene read from a file \
            as the file was written, its lets and comments kept, a built-in in the scene \
            language's own layout, its expressions written out; `scene show` prints the same. `scene load`'s FILE is \
            relative to the script that loads it, as `source`'s is (from the REPL or -e, to the \
            current directory); `scene save` writes relative to the current directory, as `plot` does.
            """,
        forms: [
            { () -> Form in
                let name = Parameter("NAME", optional: true, completion: .sceneNames)
                return Form([name], summary: "the library's scenes, or switch to NAME") { args throws(ArgumentError) in
                    // The name is checked against the session's library when evaluated.
                    args.word(name).map { .scene(.switchTo($0)) } ?? .scene(.list)
                }
            }(),
            Form("list", summary: "the library's scenes, built-in and loaded") { _ throws(ArgumentError) in .scene(.list) },
            { () -> Form in
                let name = Parameter("NAME", optional: true, completion: .sceneNames)
                return Form("show", [name], summary: "the current scene (or NAME) in the scene language") { args throws(ArgumentError) in
                    .scene(.show(args.word(name)))
                }
            }(),
            { () -> Form in
                let file = Parameter("FILE", completion: .files)
                return Form("load", [file], summary: "read a scene file and switch to its scene") { args throws(ArgumentError) in
                    .scene(.load(path: try args.required(file) { (t: String) throws(ValueError) in t },
                                 column: args.column(file) ?? 1))
                }
            }(),
            { () -> Form in
                let file = Parameter("FILE", completion: .files)
                let name = Parameter("NAME", keyword: "scene", optional: true, completion: .sceneNames)
                return Form("save", [file, name], summary: "write the current scene (or NAME) to FILE") { args throws(ArgumentError) in
                    .scene(.save(path: try args.required(file) { (t: String) throws(ValueError) in t },
                                 column: args.column(file) ?? 1, name: args.word(name)))
                }
            }(),
        ])
}
