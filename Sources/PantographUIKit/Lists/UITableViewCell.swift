/// A table view's row: a content view for the app's views, selection and highlight.
@MainActor open class UITableViewCell: UIView {
    /// Accepted: the system's labels are not provided, so every style is a bare content view.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// Accepted: not drawn.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// Accepted: not drawn.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark,
                                                    detailButton }

    public internal(set) var reuseIdentifier: String?
    /// Where the app's views go, the size of the cell.
    public let contentView = UIView()
    open private(set) var isSelected = false
    open private(set) var isHighlighted = false
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    /// Accepted: not drawn.
    open var backgroundView: UIView?
    /// Accepted: not drawn.
    open var selectedBackgroundView: UIView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes one of a registered class: inherited by a subclass that
    /// overrides `init(style:reuseIdentifier:)` (and `init?(coder:)`), and it runs that
    /// initializer (`UICollectionReusableView.init(reusableFrame:)` says why).
    public required convenience init(reusableStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Called before the table view hands the cell out again.
    open func prepareForReuse() {}
}
