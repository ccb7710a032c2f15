/// The built-in scenarios, in the order `scenario` lists them. The one place that
/// names them: the shell's listing, completion and `--scenario` all read this.
public enum Scenarios {
    public static let all: [Scenario] = [.deeper, .card, .hero, .sheet, .modal, .flip]

    public static let defaultName = "deeper"

    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
