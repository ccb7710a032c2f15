import Testing
@testable import PantographShell
import PantographTestSupport

/// `ViewIDs` tries the id each place had in the last list before it looks the name
/// up: on lists drawn to repeat, shift, swap, grow and shrink (as an app's screen
/// does between records), every id is the one a plain lookup gives, and the names
/// are in the order first seen.
@Suite struct ViewIDsTests {
    @Test func eachViewGetsTheIdItsNameHas() {
        var random = SplitMix64(seed: 7)
        let pool = ["grid", "cellImage", "cellTitle", "detail", "detail#2", "header", "headline", "cellImage~", "x"]
        var viewIDs = ViewIDs()
        var reference: [String: Int] = [:]
        var order: [String] = []
        var list = Array(pool.prefix(3))
        for step in 0..<2_000 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: list.append(pool.randomElement(using: &random)!)
            case 1: if !list.isEmpty { list.remove(at: Int.random(in: list.indices, using: &random)) }
            case 2: if list.count > 1 { list.swapAt(0, list.count - 1) }
            case 3: list.insert(pool.randomElement(using: &random)!, at: 0)
            case 4: list = Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
            default: break
            }
            for (place, name) in list.enumerated() {
                if reference[name] == nil {
                    reference[name] = order.count
                    order.append(name)
                }
                let id = viewIDs.id(of: name, at: place)
                #expect(id == reference[name], "step \(step): \(name) at \(place) in \(list)")
                if id != reference[name] { return }
            }
            #expect(viewIDs.names == order)
        }
    }
}
