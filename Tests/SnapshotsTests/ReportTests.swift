import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Snapshots

/// Four snapshots through a real store: a failure (geometry and pixels), a match, a recording and a missing
/// reference; the failing one's names need escaping.
func sampleResults() throws -> [SnapshotResult] {
    try withTemporaryFolder { folder throws in
        let store = ReferenceStores.store(folder, .missing)
        let failing = Snapshot(name: "card", fixture: "002 <basics> & \"more\"", preview: "Card's",
                               frames: ReferenceStores.frames, png: ReferenceStores.white)
        _ = try store.check(failing)
        let matching = Snapshot(name: "row", fixture: "002 <basics> & \"more\"", preview: "Row",
                                frames: ReferenceStores.frames, png: nil)
        _ = try store.check(matching)
        var changed = failing
        changed.frames = ReferenceStores.movedFrames
        changed.png = ReferenceStores.marked
        let results = [
            try store.check(changed),
            try store.check(matching),
            try store.check(Snapshot(name: "new", fixture: "003-grid", preview: "New", frames: ReferenceStores.frames, png: nil)),
            try ReferenceStores.store(folder, .never).check(Snapshot(name: "absent", fixture: "003-grid", preview: "Absent",
                                                                    frames: ReferenceStores.frames, png: nil)),
        ]
        return results
    }
}

@Suite struct JUnitReports {
    @Test func structure() throws {
        let results = try sampleResults()
        #expect(results.map(\.outcome.name) == ["failed", "matched", "recorded", "missing"])
        let xml = JUnitReport(results: results).render()
        let document = try XMLDocument(xmlString: xml)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["002 <basics> & \"more\"", "003-grid"])
        #expect(suites.map { $0.attribute(forName: "tests")?.stringValue } == ["2", "2"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["1", "1"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == ["002 <basics> & \"more\"", "002 <basics> & \"more\""])
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["Card's", "Row"])
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "resized VStack: (0, 0) 20×10 → (0, 0) 20×12")
        #expect(failure.stringValue == results[0].outcome.reasons.joined(separator: "\n"))
        #expect(cases[1].elements(forName: "failure").isEmpty)
        let grid = suites[1].elements(forName: "testcase")
        #expect(grid[0].elements(forName: "system-out").first?.stringValue == "recorded new.txt")
        #expect(grid[1].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "missing")
    }

    @Test func escaping() {
        #expect(Markup.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(Markup.escape("line\none", attribute: true) == "line&#10;one")
        #expect(Markup.escape("bell\u{7}") == "bell\u{FFFD}")
    }
}

@Suite struct HTMLReports {
    @Test func structure() throws {
        let results = try sampleResults()
        let report = HTMLReport(results: results)
        #expect(report.summary == "4 snapshots: 1 failed, 1 missing, 1 recorded, 1 matched")
        let html = report.render()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // Self-contained: nothing to fetch.
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("<link"))
        // Polyglot markup: an XML parser reads it.
        let document = try XMLDocument(xmlString: html)
        let sections = try document.nodes(forXPath: "//section")
        #expect(sections.count == 4)
        #expect(try document.nodes(forXPath: "//section[contains(@class, 'failure')]").count == 2)
        // The filter starts on because something failed.
        #expect(try document.nodes(forXPath: "//input[@id='failures-only'][@checked]").count == 1)
        #expect(try document.nodes(forXPath: "//body[@class='failures-only']").count == 1)
        // The failure: expected, actual and diff pictures, an overlay with a slider, geometry and pixel facts.
        let failing = "//section[@id='snapshot-1']"
        #expect(try document.nodes(forXPath: failing + "//figcaption").map { $0.stringValue } == ["Expected", "Actual", "Diff"])
        #expect(try document.nodes(forXPath: failing + "//img[starts-with(@src, 'data:image/png;base64,')]").count == 5)
        #expect(try document.nodes(forXPath: failing + "//input[@type='range']").count == 1)
        #expect(try document.nodes(forXPath: failing + "//pre[@class='geometry']").first?.stringValue
                == "resized VStack: (0, 0) 20×10 → (0, 0) 20×12\nmoved Text \"Title\": (0, 0) 12×10 → (0, 2) 12×10")
        #expect(try document.nodes(forXPath: failing + "//p[@class='pixels']").first?.stringValue
                == "8 pixels differ (4 %), above the 0 allowed; colour threshold 0; within x 2…5, y 3…4")
        #expect(try document.nodes(forXPath: failing + "//h2").first?.stringValue
                == "failed 002 <basics> & \"more\" › Card's card")
        // The inlined picture is the actual PNG.
        let actualSource = try document.nodes(forXPath: failing + "//figure[2]/img/@src").first?.stringValue
        #expect(actualSource == "data:image/png;base64," + ReferenceStores.marked.base64EncodedString())
        // A match shows no picture unless asked.
        #expect(try document.nodes(forXPath: "//section[@id='snapshot-2']//img").count == 0)
        let withPictures = try XMLDocument(xmlString: HTMLReport(results: results, showsMatchedPictures: true).render())
        #expect(try withPictures.nodes(forXPath: "//section[@id='snapshot-2']//img").count == 0) // it has no picture
    }

    @Test func noFailuresNoFilter() throws {
        let results = try sampleResults().filter { !$0.outcome.isFailure }
        let html = HTMLReport(title: "Run <1>", results: results).render()
        let document = try XMLDocument(xmlString: html)
        #expect(try document.nodes(forXPath: "//input[@id='failures-only'][@checked]").count == 0)
        #expect(try document.nodes(forXPath: "//title").first?.stringValue == "Run <1>")
        #expect(try document.nodes(forXPath: "//p[@id='summary']").first?.stringValue == "2 snapshots: 1 recorded, 1 matched")
    }

    @Test func writesAtomically() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("report.html")
            try HTMLReport(results: []).write(to: url)
            #expect(try String(contentsOf: url, encoding: .utf8).contains("0 snapshots"))
        }
    }
}
