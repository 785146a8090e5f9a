import Foundation

/// One lock for every use of cairo's FreeType back end in the process, taken by the measurer's and the
/// renderer's entry points (it is recursive, so they nest).
///
/// Why: cairo 1.16 (Debian 12's) shares one FreeType library and one table of open faces among all threads.
/// When more than ten faces are open it closes another font's face, checking that font's lock count without
/// taking that font's mutex, and it opens faces (`FT_New_Face`) outside its own lock, although FreeType asks
/// for opening and closing faces of one library to be serialised. So two measurers on two threads could
/// close a face the other is using: a crash inside cairo, or a glyph that cannot be loaded. The command line
/// draws on one thread; tests and library users measure on many.
public enum FontEngineLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    @inline(__always)
    public static func held<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
