import PantographEngine
import Testing

@testable import PantographShell

/// The policies' help words live in the shell: every constant a policy declares has
/// its line, and no line is left for a constant no policy declares.
@Suite struct PolicyDescriptionsTests {
    @Test func everyConstantHasItsHelpLine() {
        #expect(Set(PolicyDescriptions.constantSummaries.keys) == Set(ReleasePolicies.constants.map(\.key)))
        for constant in ReleasePolicies.constants {
            #expect(!PolicyDescriptions.summary(ofConstant: constant.key).isEmpty, "\(constant.key)")
        }
    }

    @Test(arguments: PolicyName.allCases)
    func everyPolicyHasItsLine(_ policy: PolicyName) {
        #expect(!PolicyDescriptions.summary(policy).isEmpty)
    }
}
