import PantographEngine

/// Where the builder read each part of a scene and each of its attributes: the engine
/// reports a problem at a `ScenePath`, and this turns the path into the line and
/// column of the word to blame.
struct SceneSourceMap {
    struct Place: Hashable {
        let line: Int
        let column: Int
    }

    private var places: [ScenePath: Place] = [:]
    /// The `scene` line, where a problem with no better place is reported.
    var scene = Place(line: 1, column: 1)

    mutating func record(_ path: ScenePath, line: Int, column: Int) {
        places[path] = Place(line: line, column: column)
    }

    /// The part's statement, at its word.
    mutating func record(_ part: ScenePath.Part, _ word: Word, _ s: Statement) {
        record(ScenePath(part), line: s.line, column: word.column)
    }

    /// One of the part's attributes, at its word.
    mutating func record(_ part: ScenePath.Part, _ attribute: AnyKeyPath & Sendable, item: Int? = nil, _ word: Word,
                         _ s: Statement) {
        record(ScenePath(part, attribute, item: item), line: s.line, column: word.column)
    }

    /// The attribute's word, else the part's statement, else the `scene` line.
    func place(_ path: ScenePath) -> Place {
        places[path] ?? places[ScenePath(path.part, path.attribute)] ?? places[path.whole] ?? scene
    }
}
