import Bugs
import PantographHarness

/// A harness over an app with a bug `explore` finds (Examples/Bugs/SnapOnRelease: the
/// card is put back in one step when the finger lifts), for the tests of `explore` on
/// worker processes (EndToEndTests, `AppExploreTests`): the correct examples' harnesses
/// find nothing.
PantographHarness.main(name: "snap-harness", root: { SnapOnReleaseApp.root(fixed: false) })
