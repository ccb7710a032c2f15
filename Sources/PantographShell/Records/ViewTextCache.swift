import PantographEngine

/// Each view's text in the last record, after its opening (`12.5,"y":…,"cornerRadius":0}`),
/// with the values it was written from. Between two records most views do not move
/// (about two in three during a drag on `deeper`); one that shows the same values
/// gets the same bytes copied instead of seven numbers written again.
///
/// Fixed slots per view id, so a view's entry is replaced in place; a text longer
/// than a slot (huge numbers) is simply not kept. Every slot's length and key is
/// initialized when the memory is allocated and deinitialized before it is freed,
/// and a kept text is lent to a closure, never handed out.
struct ViewTextCache: ~Copyable {
    private static let slot = 192
    /// How many views the memory holds: every length and key below it is initialized.
    private var views = 0
    private var texts: UnsafeMutablePointer<UInt8>
    /// 0: nothing kept for the view.
    private var lengths: UnsafeMutablePointer<Int>
    /// nil: nothing written for the view yet.
    private var keys: UnsafeMutablePointer<VisibleView?>

    init() {
        texts = .allocate(capacity: 0)
        lengths = .allocate(capacity: 0)
        keys = .allocate(capacity: 0)
    }

    deinit { free() }

    private func free() {
        lengths.deinitialize(count: views)
        keys.deinitialize(count: views)
        texts.deallocate()
        lengths.deallocate()
        keys.deallocate()
    }

    /// Makes room for `count` views; forgets every text unless `keepingTexts` (an app's
    /// names grew: each view's id and text stay, a new id has none yet). The memory
    /// grows at least twofold, so that names added one at a time copy little.
    mutating func reserve(views count: Int, keepingTexts: Bool) {
        if count > views {
            let capacity = keepingTexts ? max(count, 2 * views) : count
            let newTexts = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * Self.slot)
            let newLengths = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
            let newKeys = UnsafeMutablePointer<VisibleView?>.allocate(capacity: capacity)
            if keepingTexts {
                // Only the bytes kept: the rest of a slot was never written.
                for id in 0..<views where lengths[id] > 0 {
                    (newTexts + id * Self.slot).initialize(from: texts + id * Self.slot, count: lengths[id])
                }
                newLengths.moveInitialize(from: lengths, count: views)
                newKeys.moveInitialize(from: keys, count: views)
                (newLengths + views).initialize(repeating: 0, count: capacity - views)
                (newKeys + views).initialize(repeating: nil, count: capacity - views)
            } else {
                lengths.deinitialize(count: views)
                keys.deinitialize(count: views)
                newLengths.initialize(repeating: 0, count: capacity)
                newKeys.initialize(repeating: nil, count: capacity)
            }
            texts.deallocate()
            lengths.deallocate()
            keys.deallocate()
            texts = newTexts
            lengths = newLengths
            keys = newKeys
            views = capacity
        } else if !keepingTexts {
            lengths.update(repeating: 0, count: views)
        }
    }

    /// Lends `body` what the last record wrote for this view, if it showed the same
    /// values; false: nothing kept.
    func withText(for view: VisibleView, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard view.id < views, lengths[view.id] > 0, keys[view.id] == view else { return false }
        body(UnsafeBufferPointer(start: texts + view.id * Self.slot, count: lengths[view.id]))
        return true
    }

    mutating func remember(_ text: UnsafeBufferPointer<UInt8>, for view: VisibleView) {
        guard view.id < views, let source = text.baseAddress else { return }
        guard text.count <= Self.slot else {
            lengths[view.id] = 0
            return
        }
        (texts + view.id * Self.slot).update(from: source, count: text.count)
        lengths[view.id] = text.count
        keys[view.id] = view
    }
}
