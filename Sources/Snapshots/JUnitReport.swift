import Foundation

/// Snapshot results as JUnit XML, the format CI services read:
///
/// ```xml
/// <testsuites name="layoutshot" tests="3" failures="1" errors="0">
///   <testsuite name="002-basics" tests="2" failures="1" errors="0">
///     <testcase classname="002-basics" name="Card">
///       <failure message="first reason" type="failed">every reason, one a line</failure>
///     </testcase>
/// ```
///
/// One `testsuite` per fixture (`Snapshot.fixture`), in the order results first name it; one `testcase`
/// per snapshot (`classname` the fixture, `name` the preview). `failed` and `missing` outcomes are failures;
/// a written reference is noted in `system-out`; a fixture that could not be checked is an `<error>`.
public struct JUnitReport {
    public var name: String
    public var results: [SnapshotResult]
    /// Fixtures that could not be checked (bad input): each a suite with one `<error>` test case.
    public var errors: [FixtureFailure]

    public init(name: String = "layoutshot", results: [SnapshotResult], errors: [FixtureFailure] = []) {
        self.name = name
        self.results = results
        self.errors = errors
    }

    /// The XML document.
    public func render() -> String {
        var fixtures: [String] = []
        var byFixture: [String: [SnapshotResult]] = [:]
        for result in results {
            if byFixture[result.fixture] == nil { fixtures.append(result.fixture) }
            byFixture[result.fixture, default: []].append(result)
        }
        func attribute(_ text: String) -> String { "\"" + Markup.escape(text, attribute: true) + "\"" }
        let failures = results.filter { $0.outcome.isFailure }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\(attribute(name)) tests=\"\(results.count + errors.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors.count)\">\n"
        for error in errors {
            xml += "  <testsuite name=\(attribute(error.fixture)) tests=\"1\" failures=\"0\" errors=\"1\">\n"
            xml += "    <testcase classname=\(attribute(error.fixture)) name=\(attribute(error.fixture))>\n"
            let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
            xml += "      <error message=\(attribute(first)) type=\"bad input\">" + Markup.escape(error.message) + "</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        for fixture in fixtures {
            let cases = byFixture[fixture]!
            let failed = cases.filter { $0.outcome.isFailure }.count
            xml += "  <testsuite name=\(attribute(fixture)) tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\">\n"
            for result in cases {
                xml += "    <testcase classname=\(attribute(fixture)) name=\(attribute(result.preview))"
                let reasons = result.outcome.reasons
                if result.outcome.isFailure {
                    xml += ">\n      <failure message=\(attribute(reasons.first ?? result.outcome.name))"
                    xml += " type=\(attribute(result.outcome.name))>"
                    xml += Markup.escape(reasons.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
                } else if result.outcome.wroteReference {
                    let files = result.written.map(\.lastPathComponent).joined(separator: ", ")
                    var note = "\(result.outcome.name) \(files)"
                    if !reasons.isEmpty { note += "\n" + reasons.joined(separator: "\n") }
                    xml += ">\n      <system-out>" + Markup.escape(note) + "</system-out>\n    </testcase>\n"
                } else {
                    xml += "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Writes the XML to `url` atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(Data(render().utf8), to: url)
    }
}
