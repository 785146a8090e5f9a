import Foundation

/// What a compiled fixture that trapped printed, read as Swift's runtime prints it: the message of its
/// `Fatal error` (`fixture/card.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value`,
/// the file as `#fileID` names it) without the stack trace that follows (`Current stack trace:` and its frames)
/// or a backtracer's report (`💣 Program crashed`), so that the tool can say
/// `card.swift:3:1: error: fatal error: Unexpectedly found nil …` at the fixture's own line.
struct FatalErrorReport {
    /// What the program printed besides the fatal error and the traces.
    var printed: String
    /// The fatal error's message, and its line when it is the fixture's own file's (nil: the library's).
    var fatal: (message: String, line: Int?)?

    /// The child's environment variable that turns the runtime's backtracer off (its report is not the fixture's).
    static let environment = ["SWIFT_BACKTRACE": "enable=no"]

    init(_ output: String, fixture path: String) {
        let fileName = (path as NSString).lastPathComponent
        var kept: [Substring] = []
        var inTrace = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("💣") || line.hasPrefix("*** Program crashed") { break }
            if line == "Current stack trace:" { inTrace = true; continue }
            if inTrace {
                if line.first?.isNumber == true || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                inTrace = false
            }
            if fatal == nil, let marker = line.range(of: ": Fatal error: ") {
                let place = line[..<marker.lowerBound]
                var at: Int?
                if let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) {
                    let file = place[..<colon]
                    if file == fileName || file.hasSuffix("/" + fileName) { at = number }
                }
                fatal = (String(line[marker.upperBound...]), at)
                continue
            }
            if fatal == nil, let marker = line.range(of: "Fatal error: "), line.hasPrefix("Fatal error: ") || line.hasPrefix("fatal error: ") {
                fatal = (String(line[marker.upperBound...]), nil)
                continue
            }
            kept.append(line)
        }
        printed = kept.joined(separator: "\n")
    }
}
