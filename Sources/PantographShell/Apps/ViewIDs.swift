/// The ids of an app's views, by name: a view's id is its name's place among the
/// names in the order first seen, so that a record writer keeps what it made of each
/// name. The screen lists much the same views in the same order from one record to
/// the next, so the id each place had last time is tried first, and the name looked
/// up only when that place now shows another view: a lookup hashes the name, about
/// as much as the rest of a view's entry costs. `ViewIDsTests` holds it to the lookup.
struct ViewIDs {
    /// The names, by id.
    private(set) var names: [String] = []
    private var ids: [String: Int] = [:]
    /// The id at each place of the last list.
    private var lastIDs: [Int] = []

    /// The id of the view named `name`, at `place` in the list of the screen's views
    /// (0 for the first of a list); a name not seen before gets the next id.
    mutating func id(of name: String, at place: Int) -> Int {
        if place < lastIDs.count {
            let guess = lastIDs[place]
            if names[guess] == name { return guess }
        }
        let id: Int
        if let known = ids[name] {
            id = known
        } else {
            id = names.count
            names.append(name)
            ids[name] = id
        }
        if place < lastIDs.count {
            lastIDs[place] = id
        } else {
            lastIDs.append(id)
        }
        return id
    }
}
