/// `UIModalPresentationStyle`, as far as it changes what the engine does.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
         overCurrentContext, popover, automatic

}
