import Foundation

/// The gallery page (`render --gallery`): every picture beside its fixture's source, light and dark.
public enum Gallery {
    /// One preview's pictures, by file name in the output folder.
    public struct Entry: Codable, Equatable {
        /// The fixture's path, as the page groups and titles its pictures.
        public var fixture: String
        /// The preview's title; nil for an untitled one.
        public var preview: String?
        /// The light picture's file name.
        public var file: String
        /// The dark picture's file name, when the gallery made one.
        public var dark: String?
        /// The pictures' pixels per point when not the page's (a device's screen drawn at its scale).
        public var scale: CGFloat?

        /// An entry with these fields.
        public init(fixture: String, preview: String?, file: String, dark: String? = nil, scale: CGFloat? = nil) {
            self.fixture = fixture
            self.preview = preview
            self.file = file
            self.dark = dark
            self.scale = scale
        }
    }

    /// `index.html` for `entries`, grouped by fixture in the order `files` lists them. Self-contained but
    /// for the pictures, which it loads from its own folder; a script marks `<body data-images>` with how
    /// many pictures loaded, so a test (or a person) can check the page in a browser.
    ///
    /// `scale` is the pictures' pixels per point (an entry's own `scale` wins): each is shown at its size in
    /// points (a `srcset` density).
    public static func page(for entries: [Entry], files: [String], scale: CGFloat = 2) -> String {
        func attribute(_ text: String) -> String { Markup.escape(text, attribute: true) }
        func image(_ file: String, _ alt: String, dark: Bool, scale: CGFloat) -> String {
            let density = "\(formatNumber(scale))x"
            return "<img\(dark ? " class=\"dark\"" : "") src=\"\(attribute(file))\" srcset=\"\(attribute(file)) \(density)\" alt=\"\(attribute(alt))\">"
        }
        var body = ""
        for fixture in files {
            let mine = entries.filter { $0.fixture == fixture }
            guard !mine.isEmpty else { continue }
            let source = (try? String(contentsOfFile: fixture, encoding: .utf8)) ?? ""
            let name = URL(fileURLWithPath: fixture).lastPathComponent
            body += "<section id=\"\(attribute(slug(name)))\">\n<h2>\(Markup.escape(name))</h2>\n<div class=\"row\">\n"
            body += "<pre class=\"source\"><code>\(Markup.escape(source))</code></pre>\n<div class=\"pictures\">\n"
            for entry in mine {
                body += "<figure>\n"
                if let preview = entry.preview { body += "<figcaption>\(Markup.escape(preview))</figcaption>\n" }
                let density = entry.scale ?? scale
                body += "<div class=\"pair\">" + image(entry.file, "\(entry.preview ?? name) (light)", dark: false, scale: density)
                if let dark = entry.dark { body += image(dark, "\(entry.preview ?? name) (dark)", dark: true, scale: density) }
                body += "</div>\n</figure>\n"
            }
            body += "</div>\n</div>\n</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Layoutshot gallery</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 8px; }
        section { background: white; border-radius: 10px; padding: 16px; margin: 0 0 16px; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        .source { flex: 1 1 380px; max-width: 640px; margin: 0; padding: 12px; background: #f7f7fa; border-radius: 6px;
                  overflow-x: auto; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; }
        .pictures { flex: 1 1 320px; }
        figure { margin: 0 0 16px; } figcaption { color: #6c6c70; margin-bottom: 4px; }
        .pair { display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-start; }
        img { max-width: 100%; height: auto; border: 1px solid #d1d1d6; }
        img.dark { border-color: #3a3a3c; }
        </style>
        </head>
        <body>
        <h1>Layoutshot gallery</h1>
        <p>Every fixture of the run, its source and its pictures (light, then dark). Red frames: the size a view
        chose; blue: its wrappers and containers; dashed: what a view was offered.</p>
        \(body)<script>
        window.addEventListener("load", function () {
          var images = Array.prototype.slice.call(document.images);
          var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          document.body.setAttribute("data-images", loaded + "/" + images.length);
        });
        </script>
        </body>
        </html>

        """
    }
}
