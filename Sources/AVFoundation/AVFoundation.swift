// `import AVFoundation` in a view file: players and items as values a `VideoPlayer` is given. Nothing plays
// or loads: a still picture shows a player before it starts (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot

/// A media item at a URL.
open class AVPlayerItem: @unchecked Sendable {
    public let url: URL?
    public init(url: URL) { self.url = url }
    public init() { url = nil }
}

/// A player: paused at the start, whatever is asked of it.
open class AVPlayer: @unchecked Sendable {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false

    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() {}
    open func pause() {}
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A player that loops a list of items.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    public override init() { super.init() }
}
