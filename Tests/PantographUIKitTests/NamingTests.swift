import PantographEngine
import Testing
@testable import PantographUIKit

/// Names in records (docs/own-code.md, "Names"): an identifier first, then a
/// controller's root view by its controller, then the stored property that holds a
/// view, then its type and a number; a controller by its title, else by its type.
@MainActor @Suite struct NamingTests {
    final class ProfileViewController: UIViewController {
        let avatar = UIView()
        lazy var badge = UIView()
        var rows: [UIView] = [UIView(), UIView()]
        let tagged = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            tagged.accessibilityIdentifier = "tag"
            for v in [avatar, badge] + rows + [tagged, UIView()] { view.addSubview(v) }
        }
    }

    @Test func viewsAreNamedByIdentifierControllerPropertyThenType() {
        let app = HeadlessApp { ProfileViewController() }
        #expect(app.views.map(\.name) == ["profile", "avatar", "badge", "rows[0]", "rows[1]", "tag", "UIView#1"])
    }

    @Test func aControllerWithATitleIsNamedByIt() {
        let app = HeadlessApp {
            let controller = ProfileViewController()
            controller.title = "Me"
            return controller
        }
        #expect(app.views.first?.name == "Me")
    }

    @Test func namesAreTheSameFromRunToRun() {
        let first = HeadlessApp { ProfileViewController() }.views.map(\.name)
        let second = HeadlessApp { ProfileViewController() }.views.map(\.name)
        #expect(first == second)
    }
}
