import PantographEngine

/// Each policy's decision on one trace, in `ReleasePolicies.all`'s order, two bits a
/// decision in one word: `judge` keeps one per trace, and an array each was an
/// allocation per trace, made on the worker's thread and freed on the main one.
struct Decisions: RandomAccessCollection, Hashable, Sendable {
    private var bits: UInt32 = 0
    let count: Int

    /// At most 16 policies fit; there are six.
    init(_ decisions: some Sequence<Decision>) {
        var n = 0
        for d in decisions {
            precondition(n < 16, "more policies than Decisions holds")
            bits |= UInt32(Self.code(d)) << (2 * n)
            n += 1
        }
        count = n
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Decision {
        precondition(i >= 0 && i < count, "decision index out of range")
        return switch (bits >> (2 * i)) & 3 {
        case 0: .finish
        case 1: .cancel
        default: .stay
        }
    }

    /// Whether every policy decided alike: the first decision's code in every slot.
    var agree: Bool {
        guard count > 1 else { return true }
        let mask: UInt32 = count == 16 ? .max : (1 << (2 * count)) - 1
        return bits == (bits & 3) &* (0x5555_5555 & mask)
    }

    /// Finish 0, cancel 1, stay 2: the column of the table, and the digits of `key`.
    static func code(_ d: Decision) -> Int {
        switch d {
        case .finish: 0
        case .cancel: 1
        case .stay: 2
        }
    }

    /// A number of its own for each set of decisions.
    var key: UInt32 { bits }
}
