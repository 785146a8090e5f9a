import Foundation

extension ExplainTracer {
    /// The pass as a sequence diagram: a lane per view (plus the host that proposes to the root); each
    /// proposal an arrow from the asking container to the view, its answer a dashed arrow back once the
    /// view has finished asking its own children — or, when it asked none, on the proposal's own row
    /// (`proposal → answer`); repeated proposals answered from the memo in grey, one row for the same question
    /// asked again among consecutive memo answers (`×N`); placements in green. A row per message made a
    /// 25-view screen's pass thousands of points tall; the text report (`report()`) keeps every call in order.
    public func sequenceDiagram() -> SequenceDiagram {
        var lanes = ["host"]
        var laneOf: [Int: Int] = [:]
        func lane(_ serial: Int?, _ type: String = "", _ text: String? = nil) -> Int {
            guard let serial else { return 0 }
            if let index = laneOf[serial] { return index }
            let shortText = text.map { $0.count > 14 ? String($0.prefix(13)) + "…" : $0 }
            lanes.append("\(type)#\(serial)" + (shortText.map { " \"\($0)\"" } ?? ""))
            laneOf[serial] = lanes.count - 1
            return lanes.count - 1
        }
        // Give every view its lane in order of first appearance.
        for (isCall, index) in log {
            if isCall { _ = lane(calls[index].view, calls[index].type, calls[index].text) }
            else { _ = lane(placements[index].view, placements[index].type, placements[index].text) }
        }
        func size(_ s: CGSize) -> String { "\(formatNumber(s.width))×\(formatNumber(s.height))" }
        var messages: [SequenceDiagram.Message] = []
        var open: [Call] = []
        // The run of memo rows since the last other row: each question's row and how often it was asked.
        var memoRows: [String: (row: Int, count: Int)] = [:]
        func close(toDepth depth: Int) {
            while let last = open.last, last.depth >= depth {
                open.removeLast()
                memoRows = [:]
                messages.append(.init(from: lane(last.view), to: lane(last.asker), label: size(last.size), kind: .answer))
            }
        }
        for (isCall, index) in log {
            if isCall {
                let call = calls[index]
                close(toDepth: call.depth)
                let from = lane(call.asker), to = lane(call.view)
                if call.source == TraceSource.memo.rawValue {
                    let label = "\(call.proposal) → \(size(call.size)) (memo)"
                    let key = "\(from) \(to) \(label)"
                    if let seen = memoRows[key] {
                        memoRows[key] = (seen.row, seen.count + 1)
                        messages[seen.row].label = "\(label) ×\(seen.count + 1)"
                    } else {
                        memoRows[key] = (messages.count, 1)
                        messages.append(.init(from: from, to: to, label: label, kind: .memo))
                    }
                } else if call.nested == 0 {
                    // Answered without asking anyone: question and answer on one row.
                    memoRows = [:]
                    messages.append(.init(from: from, to: to, label: "\(call.proposal) → \(size(call.size))", kind: .proposal))
                } else {
                    memoRows = [:]
                    messages.append(.init(from: from, to: to, label: "\(call.proposal)", kind: .proposal))
                    open.append(call)
                }
            } else {
                close(toDepth: 0)
                memoRows = [:]
                let p = placements[index]
                let label = "place at (\(formatNumber(p.frame.minX)), \(formatNumber(p.frame.minY))) \(size(p.frame.size))"
                messages.append(.init(from: lane(p.parent), to: lane(p.view), label: label, kind: .placement))
            }
        }
        close(toDepth: 0)
        return SequenceDiagram(lanes: lanes, messages: messages)
    }
}
