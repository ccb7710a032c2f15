// UIKit re-exports Foundation (and, on Apple's systems, Core Graphics): an app's file
// that imports UIKit uses CGFloat, CGRect and TimeInterval without importing them, so
// the file that imports PantographUIKit instead must get them the same way.
@_exported import Foundation
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
