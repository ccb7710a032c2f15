/// The articles' rule: `shouldFinish = progress > percentThreshold`. Strict, so a
/// release exactly at the threshold cancels.
public struct ThresholdPolicy: ReleasePolicy, Hashable {
    public var threshold: Double

    public init(threshold: Double) {
        self.threshold = threshold
    }

    public var name: PolicyName { .threshold }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        input.progress > threshold ? .finish : .cancel
    }
}
