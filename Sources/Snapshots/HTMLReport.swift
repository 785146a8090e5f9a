import Foundation

/// One self-contained HTML page for a run of snapshots: pictures inlined as `data:` URIs, CSS and script
/// inline, nothing fetched from a network. At the top a summary and a "failures only" filter (on when
/// anything failed); then per snapshot its outcome and reasons, expected / actual / diff pictures side by
/// side, an overlay of actual over expected with a slider, the geometry diff, pixel facts and environment
/// differences, and both frame dumps folded away.
///
/// The markup is HTML5 written so that it is also well-formed XML (void elements closed, script and style in
/// CDATA sections), which lets tools and tests parse it with an XML parser.
public struct HTMLReport {
    public var title: String
    public var results: [SnapshotResult]
    /// Fixtures that could not be checked at all (bad input), with the error; listed first, as failures.
    public var errors: [FixtureFailure]
    /// Also show the picture of snapshots that matched (makes the file larger).
    public var showsMatchedPictures: Bool

    public init(title: String = "Layoutshot snapshots", results: [SnapshotResult], errors: [FixtureFailure] = [],
                showsMatchedPictures: Bool = false) {
        self.title = title
        self.results = results
        self.errors = errors
        self.showsMatchedPictures = showsMatchedPictures
    }

    /// Counts per outcome, failures first: "12 snapshots: 2 failed, 1 missing, 1 recorded, 8 matched".
    public var summary: String {
        let order = ["failed", "missing", "updated", "recorded", "matched"]
        var counts: [String: Int] = [:]
        for result in results { counts[result.outcome.name, default: 0] += 1 }
        let parts = order.compactMap { name in counts[name].map { "\($0) \(name)" } }
        let total = "\(results.count) snapshot\(results.count == 1 ? "" : "s")"
        let line = parts.isEmpty ? total : total + ": " + parts.joined(separator: ", ")
        guard !errors.isEmpty else { return line }
        return "\(errors.count) fixture\(errors.count == 1 ? "" : "s") could not be checked; " + line
    }

    /// The page.
    public func render() -> String {
        let failures = results.filter { $0.outcome.isFailure }.count + errors.count
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(e(title))</title>
        <style>/*<![CDATA[*/\(Self.style)/*]]>*/</style>
        </head>
        <body\(failures > 0 ? " class=\"failures-only\"" : "")>
        <header>
        <h1>\(e(title))</h1>
        <p id="summary" class="summary\(failures > 0 ? " has-failures" : "")">\(e(summary))</p>
        <label class="filter"><input type="checkbox" id="failures-only"\(failures > 0 ? " checked=\"checked\"" : "")/> Show failures only</label>
        </header>
        <main>

        """
        for error in errors {
            html += "<section class=\"snapshot error failure\">\n<h2><span class=\"badge failed\">error</span> "
            html += "\(e(error.fixture))</h2>\n<pre class=\"reasons\">\(e(error.message))</pre>\n</section>\n"
        }
        for (index, result) in results.enumerated() { html += section(result, index: index) }
        html += """
        </main>
        <script>//<![CDATA[
        \(Self.script)
        //]]></script>
        </body>
        </html>

        """
        return html
    }

    /// Writes the page to `url` atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(Data(render().utf8), to: url)
    }

    // MARK: Parts

    func section(_ result: SnapshotResult, index: Int) -> String {
        let outcome = result.outcome
        let failed = outcome.isFailure
        var html = "<section id=\"snapshot-\(index + 1)\" class=\"snapshot \(outcome.name)\(failed ? " failure" : "")\">\n"
        html += "<h2><span class=\"badge \(outcome.name)\">\(outcome.name)</span> \(e(result.fixture))"
        if result.preview != result.fixture { html += " › \(e(result.preview))" }
        html += " <small>\(e(result.name))</small></h2>\n"
        // Geometry and pixel lines have their own headings below.
        let shownBelow = Set(result.geometry?.lines ?? [])
        let reasons = outcome.reasons.filter { !shownBelow.contains($0) && !$0.hasPrefix("pixels: ") }
        if !reasons.isEmpty {
            html += "<ul class=\"reasons\">\n"
            for reason in reasons { html += "<li>\(e(reason))</li>\n" }
            html += "</ul>\n"
        }
        if !result.written.isEmpty {
            html += "<p class=\"written\">Written: \(e(result.written.map(\.lastPathComponent).joined(separator: ", ")))</p>\n"
        }
        html += pictures(result)
        if let geometry = result.geometry, !geometry.isEmpty {
            html += "<h3>Geometry</h3>\n<pre class=\"geometry\">\(e(geometry.lines.joined(separator: "\n")))</pre>\n"
        }
        if let pixels = result.pixels {
            html += "<h3>Pixels</h3>\n<p class=\"pixels\">\(e(pixels.facts))</p>\n"
        }
        if !result.environmentDifferences.isEmpty {
            html += "<h3>Environment</h3>\n<ul class=\"environment\">\n"
            for difference in result.environmentDifferences { html += "<li>\(e(difference.description))</li>\n" }
            html += "</ul>\n"
        }
        if (failed || !result.written.isEmpty), let actual = result.snapshot.frames {
            html += "<details class=\"dumps\"><summary>Frame dumps</summary>\n<div class=\"columns\">\n"
            html += "<div><h4>Expected</h4><pre>\(e(result.referenceFrames ?? "(none)"))</pre></div>\n"
            html += "<div><h4>Actual</h4><pre>\(e(actual))</pre></div>\n</div>\n</details>\n"
        }
        return html + "</section>\n"
    }

    func pictures(_ result: SnapshotResult) -> String {
        let expected = result.referencePNG, actual = result.snapshot.png
        let differs = result.pixels.map { $0.hasDifferences } ?? false
        let interesting = result.outcome.isFailure || result.outcome.wroteReference || differs
        guard interesting || showsMatchedPictures else { return "" }
        var figures: [(String, Data)] = []
        if let expected, differs || result.outcome.isFailure { figures.append(("Expected", expected)) }
        if let actual { figures.append((figures.isEmpty && !differs ? "Picture" : "Actual", actual)) }
        if let diff = result.diffPNG { figures.append(("Diff", diff)) }
        guard !figures.isEmpty else { return "" }
        var html = "<div class=\"pictures\">\n"
        for (caption, data) in figures {
            html += "<figure><figcaption>\(caption)</figcaption><img alt=\"\(caption.lowercased())\" src=\"\(dataURI(data))\"/></figure>\n"
        }
        html += "</div>\n"
        if let expected, let actual, differs {
            html += """
            <div class="overlay">
            <h3>Overlay <small>actual over expected</small></h3>
            <div class="scroll"><div class="stack"><img class="under" alt="expected" src="\(dataURI(expected))"/><img class="over" alt="actual" src="\(dataURI(actual))"/></div></div>
            <label>expected <input type="range" min="0" max="100" value="50" aria-label="share of the actual picture shown"/> actual</label>
            </div>

            """
        }
        return html
    }

    func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

    func e(_ text: String) -> String { Markup.escape(text) }
}
