import Foundation

/// Where an `AsyncImage`'s load is: a still picture loads nothing (no network, and a picture must not depend
/// on one), so it is always `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    /// The load's error, if any.
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}

/// SwiftUI's `AsyncImage`: an image loaded from a URL. A still picture shows what SwiftUI shows before the
/// load ends — the placeholder: the `placeholder` view, the `content` of phase `.empty`, or the default, a
/// grey that takes the whole offer **[C]** Apple, `AsyncImage` ("until the image loads, the view displays a
/// standard placeholder that fills the available space"; the grey is Layoutshot's **[I]**). Nothing is
/// fetched.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The default placeholder until the image at `url` loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        content = AnyView(Color.secondary.opacity(0.25))
    }

    /// `placeholder` until the image loads, then `content` of it.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == AnyView {
        self.content = AnyView(placeholder())
    }

    /// `content` of the load's phase (a still: `.empty`).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}
