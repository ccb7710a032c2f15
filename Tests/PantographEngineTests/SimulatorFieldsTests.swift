import Testing

@testable import PantographEngine

/// `Simulator.fields` is the one list `==`, `hash(into:)` and `differs(from:)` read:
/// a stored property missing from it would be invisible to all three.
@Suite struct SimulatorFieldsTests {
    /// The stored properties, as reflection sees them (private ones included).
    static func storedProperties(of simulator: Simulator) -> [String] {
        Mirror(reflecting: simulator).children.compactMap(\.label)
    }

    static func uncovered(stored: [String], listed: [[String]]) -> (missing: [String], gone: [String]) {
        let covered = Set(listed.joined())
        return (stored.filter { !covered.contains($0) }, covered.subtracting(stored).sorted())
    }

    static func message(missing: [String], gone: [String]) -> String {
        var lines: [String] = []
        for name in missing {
            lines.append("""
                Simulator's stored property `\(name)` is in no entry of `Simulator.fields` \
                (Sources/PantographEngine/Simulation/Simulator+Fields.swift), so `==`, `hash(into:)` \
                and `differs(from:)` ignore it. Add `.shown("\(name)") { $0.\(name) }` if a change to it \
                is a change of what the simulator shows or does next (all three then read it), or \
                `.derived("\(name)") { $0.\(name) }` if it follows from the shown fields, as a log or \
                a history does (`==` only); or name it in an entry's `stored:` if that entry compares \
                it another way (as `window` does `laidOut`).
                """)
        }
        for name in gone {
            lines.append("`Simulator.fields` names `\(name)`, which is no longer a stored property of Simulator: remove it.")
        }
        return lines.joined(separator: "\n")
    }

    @Test func everyStoredPropertyIsInOneField() {
        let stored = Self.storedProperties(of: DeeperFixture.simulator())
        let listed = Simulator.fields.map(\.stored)
        let (missing, gone) = Self.uncovered(stored: stored, listed: listed)
        #expect(missing.isEmpty && gone.isEmpty, "\(Self.message(missing: missing, gone: gone))")
        let all = Array(listed.joined())
        #expect(Set(all).count == all.count, "a stored property is in two entries of Simulator.fields")
        #expect(Set(Simulator.fields.map(\.name)).count == Simulator.fields.count)
    }

    /// The check itself catches a property added and not listed, and says what to do.
    @Test func theCheckNamesAnUnlistedProperty() {
        let (missing, gone) = Self.uncovered(stored: ["clock", "navigation"], listed: [["clock"], ["depth"]])
        #expect(missing == ["navigation"])
        #expect(gone == ["depth"])
        let text = Self.message(missing: missing, gone: gone)
        #expect(text.contains(".shown(\"navigation\") { $0.navigation }"))
        #expect(text.contains("Simulator+Fields.swift"))
    }

    /// `differs(from:)` sees a shown field and ignores a derived one; `==` sees both.
    @Test func differsReadsTheShownFieldsAndEqualityAllOfThem() throws {
        let rest = DeeperFixture.simulator()
        var moved = rest
        _ = try moved.apply(.advance(seconds: 0.5))
        #expect(moved.differs(from: rest))
        #expect(moved != rest)
        #expect(moved.differences(from: rest) == ["clock"])

        var logged = rest
        logged.transitionEvents = [.animateTransition]
        #expect(!logged.differs(from: rest))
        #expect(logged != rest)
        #expect(logged.hashValue == rest.hashValue)
        #expect(logged.differences(from: rest) == ["transitionEvents"])
    }

    /// The window compares as it shows: a layout still owed equals the same layout done.
    @Test func anOwedLayoutEqualsTheLayoutDone() throws {
        var owed = DeeperFixture.simulator()
        _ = try owed.apply(.panBegin(at: nil))
        _ = try owed.apply(.panMove(to: Point(x: 0, y: -100), after: nil))
        var done = owed
        done.layOutWindow()
        #expect(owed == done)
        #expect(owed.hashValue == done.hashValue)
        #expect(!owed.differs(from: done))
    }
}
