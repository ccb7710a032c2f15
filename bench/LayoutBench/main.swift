// Auto Layout on PantographUIKit, counted by callgrind (bench/layout.sh): a card
// detail screen of 18 constraints (an image, a title and a subtitle with intrinsic
// sizes, a close button, an action button at the bottom of the safe area).
//
//   layout-bench build N      N screens made, constrained and laid out (each its own tree)
//   layout-bench resize N     one screen, its size changed and laid out N times
//   layout-bench constant N   one screen, N turns that change a constant and lay out
//                             in a 0.3 s animation block
//   layout-bench frame N      one screen, a 1000 s animation of a constant, N frames of it
//   layout-bench plain N      the same frames with the screen's views placed by frames
//                             (no constraint anywhere): what a frame costs without Auto Layout
//   layout-bench conflict N   one screen, N turns that activate a width the image cannot
//                             take (broken, logged with the constraints it conflicts with)
//                             and deactivate it
//
// The script runs each at two N and divides the difference by the N added.
import PantographUIKit

/// A view with an intrinsic size, as a label's text gives one.
final class Label: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// The screen's views and the constraint the animations change.
@MainActor func buildCardScreen(in root: UIView) -> NSLayoutConstraint {
    let image = UIView(), title = Label(200, 24), subtitle = Label(260, 18), close = UIView(), action = UIView()
    for v in [image, title, subtitle, close, action] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
    let safe = root.safeAreaLayoutGuide
    let imageTop = image.topAnchor.constraint(equalTo: safe.topAnchor)
    NSLayoutConstraint.activate([
        imageTop,
        image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        image.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.6),
        title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 12),
        title.leadingAnchor.constraint(equalTo: image.leadingAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: image.trailingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.trailingAnchor.constraint(lessThanOrEqualTo: image.trailingAnchor),
        close.topAnchor.constraint(equalTo: image.topAnchor, constant: 8),
        close.trailingAnchor.constraint(equalTo: image.trailingAnchor, constant: -8),
        close.widthAnchor.constraint(equalToConstant: 30),
        close.heightAnchor.constraint(equalTo: close.widthAnchor),
        action.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
        action.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        action.widthAnchor.constraint(equalToConstant: 200),
        action.heightAnchor.constraint(equalToConstant: 44),
    ])
    return imageTop
}

final class CardViewController: UIViewController {
    var imageTop: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        imageTop = buildCardScreen(in: view)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let n = Int(arguments[2]), ["build", "resize", "constant", "frame", "plain", "conflict"].contains(arguments[1]) else {
    print("usage: layout-bench build|resize|constant|frame|plain|conflict N")
    exit(2)
}

MainActor.assumeIsolated {
    switch arguments[1] {
    case "build":
        for _ in 0..<n {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            _ = buildCardScreen(in: root)
            root.layoutIfNeeded()
        }
    case "resize":
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = buildCardScreen(in: root)
        root.layoutIfNeeded()
        for i in 0..<n {
            root.frame.size.width = i % 2 == 0 ? 420 : 390
            root.layoutIfNeeded()
        }
    case "constant":
        let card = CardViewController()
        let app = HeadlessApp { card }
        for i in 0..<n {
            app.turn {
                card.imageTop.constant = i % 2 == 0 ? 40 : 0
                UIView.animate(withDuration: 0.3) { card.view.layoutIfNeeded() }
            }
        }
    case "conflict":
        let card = CardViewController()
        let app = HeadlessApp { card }
        let image = card.imageTop.firstItem as! UIView
        for _ in 0..<n {
            app.turn {
                let narrow = image.widthAnchor.constraint(equalToConstant: 100)
                narrow.isActive = true
                narrow.isActive = false
            }
            app.clearConsole()
        }
    case "plain":
        let app = HeadlessApp { UIViewController() }
        let root = app.window.rootViewController!.view!
        let frames = [CGRect(x: 16, y: 47, width: 358, height: 214.8), CGRect(x: 16, y: 273.8, width: 200, height: 24),
                      CGRect(x: 16, y: 301.8, width: 260, height: 18), CGRect(x: 336, y: 55, width: 30, height: 30),
                      CGRect(x: 95, y: 750, width: 200, height: 44)]
        let views = frames.map { UIView(frame: $0) }
        app.turn { for v in views { root.addSubview(v) } }
        app.turn {
            UIView.animate(withDuration: 1000) { for v in views.prefix(4) { v.frame.origin.y += 300 } }
        }
        app.advance(frames: n)
    default:
        let card = CardViewController()
        let app = HeadlessApp { card }
        app.turn {
            card.imageTop.constant = 300
            UIView.animate(withDuration: 1000) { card.view.layoutIfNeeded() }
        }
        app.advance(frames: n)
    }
}
