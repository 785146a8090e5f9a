import CGraphics
import Foundation
import LayoutCore

/// Cairo surfaces for each format, writing into memory.
enum Surfaces {
    /// The pixel size of a PNG for a canvas: `ceil(points × scale)`, at least one pixel (PNG has no empty
    /// images). The slack keeps 100.0000001 from becoming 101.
    static func pixelSize(_ canvas: CGSize, scale: CGFloat) -> (width: Int32, height: Int32) {
        func pixels(_ points: CGFloat) -> Int32 {
            Int32(min(max(1, (points * scale - 1e-6).rounded(.up)), CGFloat(Int32.max)))
        }
        return (pixels(canvas.width), pixels(canvas.height))
    }

    /// Cairo's largest image side, and the largest PDF page (the PDF format's limit), in pixels and points.
    static let maximumPixels: CGFloat = 32_767
    static let maximumPDFPoints: CGFloat = 14_400

    /// Throws when the picture cannot be made at this size.
    static func check(_ canvas: CGSize, scale: CGFloat, format: OutputFormat) throws {
        guard canvas.width.isFinite, canvas.height.isFinite else { throw RenderError.canvasTooLarge(canvas, format) }
        switch format {
        case .png:
            if canvas.width * scale > maximumPixels || canvas.height * scale > maximumPixels {
                throw RenderError.canvasTooLarge(canvas, format)
            }
            let size = pixelSize(canvas, scale: scale)
            if Int(size.width) * Int(size.height) > Renderer.maximumPixelCount {
                throw RenderError.tooManyPixels(width: Int(size.width), height: Int(size.height), limit: Renderer.maximumPixelCount)
            }
        case .pdf:
            if canvas.width > maximumPDFPoints || canvas.height > maximumPDFPoints { throw RenderError.canvasTooLarge(canvas, format) }
        case .svg:
            break
        }
    }

    static func image(_ canvas: CGSize, scale: CGFloat) -> OpaquePointer {
        let size = pixelSize(canvas, scale: scale)
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height)
    }

    /// An SVG surface of `canvas` points whose document unit is px (1 pt = 1 px): Cairo 1.16 writes pt by
    /// default, which browsers draw a third too large.
    static func svg(_ canvas: CGSize, into sink: ByteSink) -> OpaquePointer {
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.pointer, canvas.width, canvas.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        return surface
    }

    /// A PDF surface of `canvas` points with a fixed creation date (Cairo writes the current time otherwise).
    static func pdf(_ canvas: CGSize, into sink: ByteSink) -> OpaquePointer {
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.pointer, canvas.width, canvas.height)!
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Layoutshot")
        return surface
    }

    /// The creation date every PDF carries.
    static let fixedDate = "2000-01-01T00:00:00Z"

    /// Throws if cairo recorded an error on `surface`.
    static func check(_ surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// Collects the bytes a cairo stream surface writes.
final class ByteSink {
    var data = Data()

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let write: cairo_write_func_t = { closure, bytes, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        if let bytes { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
