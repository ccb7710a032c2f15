import PantographEngine

/// Each view's text in the last record, after its opening (`12.5,"y":…,"cornerRadius":0}`),
/// with the values it was written from. Between two records most views do not move
/// (about two in three during a drag on `deeper`); one that shows the same values
/// gets the same bytes copied instead of seven numbers written again.
///
/// Fixed slots per view id, so a view's entry is replaced in place; a text longer
/// than a slot (huge numbers) is simply not kept.
struct ViewTextCache: ~Copyable {
    private static let slot = 192
    private var views = 0
    private var texts: UnsafeMutablePointer<UInt8>
    /// 0: nothing kept for the view.
    private var lengths: UnsafeMutablePointer<Int>
    private var keys: UnsafeMutablePointer<VisibleView>

    init() {
        texts = .allocate(capacity: 0)
        lengths = .allocate(capacity: 0)
        keys = .allocate(capacity: 0)
    }

    deinit {
        texts.deallocate()
        lengths.deallocate()
        keys.deallocate()
    }

    /// Forgets every text and makes room for a scene of `count` views.
    mutating func reset(views count: Int) {
        if count > views {
            texts.deallocate()
            lengths.deallocate()
            keys.deallocate()
            texts = .allocate(capacity: count * Self.slot)
            lengths = .allocate(capacity: count)
            keys = .allocate(capacity: count)
            views = count
        }
        lengths.initialize(repeating: 0, count: views)
    }

    /// What the last record wrote for this view, if it showed the same values.
    func text(for view: VisibleView) -> UnsafeBufferPointer<UInt8>? {
        guard view.id < views, lengths[view.id] > 0, keys[view.id] == view else { return nil }
        return UnsafeBufferPointer(start: texts + view.id * Self.slot, count: lengths[view.id])
    }

    mutating func remember(_ text: UnsafeBufferPointer<UInt8>, for view: VisibleView) {
        guard view.id < views, let source = text.baseAddress else { return }
        guard text.count <= Self.slot else {
            lengths[view.id] = 0
            return
        }
        (texts + view.id * Self.slot).update(from: source, count: text.count)
        lengths[view.id] = text.count
        (keys + view.id).initialize(to: view)
    }
}
