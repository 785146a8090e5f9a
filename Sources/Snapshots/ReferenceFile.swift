import Foundation
import LayoutCore

/// Reading a reference file (a frame dump, a picture) safely: only a regular file of at most
/// `maximumBytes`, checked before it is opened. A named pipe would block the check for ever; a 3 GB file read
/// into memory aborted it ("failed to allocate").
public enum ReferenceFile {
    /// The largest reference read: a 64-megapixel PNG (`Renderer.maximumPixelCount`) stored without
    /// compression is 256 MB; frame dumps are far smaller.
    public static let maximumBytes: Int64 = 300_000_000

    /// The reference's bytes; nil when there is no file; a problem (a FIFO, a device, a folder, too large,
    /// unreadable) as the failure, for a mismatch that says so.
    public static func read(_ url: URL) -> Result<Data, InputFile.Problem>? {
        do {
            return .success(try InputFile.read(url.path, limit: maximumBytes))
        } catch InputFile.Problem.missing {
            return nil
        } catch let problem as InputFile.Problem {
            return .failure(problem)
        } catch {
            return .failure(.notRegular(kind: "unreadable (\(FileError.reason(FileError.posixCode(of: error) ?? EIO)))"))
        }
    }
}
