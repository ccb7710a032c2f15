import Testing
@testable import PantographShell
import PantographEngine

/// `judge`'s decisions of one trace, two bits each.
@Suite struct DecisionsTests {
    @Test(arguments: [
        ([], true),
        ([.stay], true),
        ([.finish, .finish, .finish, .finish, .finish, .finish], true),
        ([.cancel, .cancel, .cancel, .cancel, .cancel, .cancel], true),
        ([.stay, .stay, .stay, .stay, .stay, .stay], true),
        ([.finish, .finish, .finish, .finish, .finish, .cancel], false),
        ([.cancel, .finish, .finish, .finish, .finish, .finish], false),
        ([.stay, .stay, .stay, .stay, .stay, .finish], false),
        ([.finish, .cancel, .stay], false),
        (Array(repeating: .stay, count: 16), true),
        (Array(repeating: .cancel, count: 15) + [.stay], false),
    ] as [([Decision], Bool)])
    func holdsEachDecisionAndSaysWhetherTheyAgree(_ decisions: [Decision], _ agree: Bool) {
        let packed = Decisions(decisions)
        #expect(Array(packed) == decisions)
        #expect(packed.agree == agree)
        #expect(packed.agree == decisions.allSatisfy { $0 == decisions.first })
    }

    /// Two sets share a key exactly when they are the same decisions.
    @Test func eachSetOfSixHasAKeyOfItsOwn() {
        var keys: [UInt32: [Decision]] = [:]
        for n in 0..<729 {
            var rest = n
            let decisions = (0..<6).map { _ -> Decision in
                defer { rest /= 3 }
                return Decision.allCases[rest % 3]
            }
            let packed = Decisions(decisions)
            #expect(keys[packed.key] == nil)
            keys[packed.key] = decisions
            #expect(Array(packed) == decisions)
        }
        #expect(keys.count == 729)
    }
}
