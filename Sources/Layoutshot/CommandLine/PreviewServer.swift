import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The small HTTP/1.1 server behind `layoutshot preview`, on a socket bound to 127.0.0.1 only. One request per
/// connection (`Connection: close`), each on a thread of its own, except the event stream, which stays open.
/// Guarded against what a hostile page or a confused client may send: a request head is at most
/// `maximumHeadBytes` and must arrive within `readTimeout`, only GET is answered, only a `Host` of the
/// loopback address or `localhost` on the served port (a DNS-rebinding page names its own host), at most
/// `maximumConnections` at a time; what is served is only what the handler answers for a route it knows.
final class PreviewServer: @unchecked Sendable {
    /// A parsed request: the method and the path without its query.
    struct Request {
        let method: String
        let path: String
        let headers: [String: String]
    }

    /// What the handler answers.
    enum Response {
        /// A whole body.
        case body(status: Int, type: String, Data)
        /// A `text/event-stream`: `next` is called with the last event's number and blocks until there is a newer
        /// one (returning its number) or a keep-alive is due (returning nil); the stream ends when the client goes.
        case events(first: Int, next: @Sendable (Int) -> Int?)
    }

    static let maximumHeadBytes = 8192
    static let maximumConnections = 32
    static let readTimeout: TimeInterval = 5

    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var connections = 0
    private var closed = false

    /// Binds 127.0.0.1:`port` (0: a free port the system picks) and listens.
    /// - Throws: `FileError`-like `InputError` with the reason (the port in use, no permission).
    init(port requested: Int) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw InputError(message: "layoutshot: error: cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(requested).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian) // 127.0.0.1: never another interface
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw RunError(message: "cannot serve on 127.0.0.1:\(requested): \(reason)"
                + (requested == 0 ? "" : " (--port 0 picks a free port)"))
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = Int(UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts connections on a thread of its own until `close()`, answering each with `handler`.
    func start(_ handler: @escaping @Sendable (Request) -> Response) {
        let thread = Thread { [self] in
            while true {
                let client = accept(socket, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return // closed
                }
                // Not inherited by a compiled fixture's program (Glibc's module has no accept4).
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                lock.lock()
                let admitted = !closed && connections < Self.maximumConnections
                if admitted { connections += 1 }
                lock.unlock()
                guard admitted else {
                    Self.send(client, Self.plain(503, "too many connections"))
                    Glibc.close(client)
                    continue
                }
                let connection = Thread { [self] in
                    serve(client, handler)
                    Glibc.close(client)
                    lock.lock()
                    connections -= 1
                    lock.unlock()
                }
                connection.start()
            }
        }
        thread.start()
    }

    /// Stops accepting: the listening socket is shut down and closed (streams end when their clients go, or
    /// with the process).
    func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        shutdown(socket, Int32(SHUT_RDWR))
        Glibc.close(socket)
    }

    private func serve(_ client: Int32, _ handler: (Request) -> Response) {
        var timeout = timeval(tv_sec: Int(Self.readTimeout), tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request: Request
        switch Self.readRequest(client) {
        case .failure(let refusal):
            Self.send(client, Self.plain(refusal.status, refusal.reason))
            return
        case .success(let parsed):
            request = parsed
        }
        guard request.method == "GET" else {
            Self.send(client, Self.plain(405, "only GET is served", extra: ["Allow: GET"]))
            return
        }
        guard hostIsLoopback(request.headers["host"]) else {
            Self.send(client, Self.plain(421, "this server answers only for 127.0.0.1:\(port) and localhost:\(port)"))
            return
        }
        switch handler(request) {
        case let .body(status, type, body):
            Self.send(client, Self.head(status, type: type, length: body.count) + body)
        case let .events(first, next):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "Connection: keep-alive\r\nX-Content-Type-Options: nosniff\r\n\r\n"
            guard Self.send(client, Data(head.utf8) + Self.event(first)) else { return }
            // The socket's send timeout ends a stream whose reader stopped reading.
            var last = first
            while true {
                lock.lock()
                let stopping = closed
                lock.unlock()
                if stopping { return }
                let chunk: Data
                if let newer = next(last) {
                    last = newer
                    chunk = Self.event(newer)
                } else {
                    chunk = Data(": keep-alive\n\n".utf8) // a comment: tells a gone client by the failed write
                }
                guard Self.send(client, chunk) else { return }
            }
        }
    }

    /// `Host` must name the loopback address or localhost with the served port (or no port on port 80).
    private func hostIsLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let names = ["127.0.0.1", "localhost"]
        return names.contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
    }

    struct Refusal: Error {
        let status: Int
        let reason: String
    }

    /// Reads up to the end of the head (the blank line), at most `maximumHeadBytes`, and parses the request line
    /// and headers. A body is never read (GET has none).
    static func readRequest(_ client: Int32) -> Result<Request, Refusal> {
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 2048)
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            if let range = bytes.firstRange(of: end) {
                return parse(Array(bytes[..<range.lowerBound]))
            }
            if bytes.count >= maximumHeadBytes { return .failure(Refusal(status: 431, reason: "request head over \(maximumHeadBytes) bytes")) }
            let count = recv(client, &buffer, min(buffer.count, maximumHeadBytes - bytes.count + 4), 0)
            if count <= 0 { return .failure(Refusal(status: 408, reason: "incomplete request")) }
            bytes += buffer[..<count]
        }
    }

    /// The request line `GET /path?query HTTP/1.1` and `Name: value` headers (names lowercased).
    static func parse(_ head: [UInt8]) -> Result<Request, Refusal> {
        guard let text = String(bytes: head, encoding: .utf8) else { return .failure(Refusal(status: 400, reason: "not UTF-8")) }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/"), !parts[0].isEmpty else {
            return .failure(Refusal(status: 400, reason: "bad request line"))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .failure(Refusal(status: 400, reason: "bad header line")) }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { return .failure(Refusal(status: 400, reason: "bad header name")) }
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let target = parts[1]
        let path = String(target[..<(target.firstIndex(of: "?") ?? target.endIndex)])
        return .success(Request(method: String(parts[0]), path: path, headers: headers))
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        default: return "Error"
        }
    }

    static func head(_ status: Int, type: String, length: Int, extra: [String] = []) -> Data {
        let lines = ["HTTP/1.1 \(status) \(reasonPhrase(status))", "Content-Type: \(type)", "Content-Length: \(length)",
                     "Cache-Control: no-store", "X-Content-Type-Options: nosniff", "Connection: close"] + extra
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func plain(_ status: Int, _ message: String, extra: [String] = []) -> Data {
        let body = Data((message + "\n").utf8)
        return head(status, type: "text/plain; charset=utf-8", length: body.count, extra: extra) + body
    }

    static func event(_ number: Int) -> Data { Data("event: change\ndata: \(number)\n\n".utf8) }

    /// Writes all of `data`; false when the client is gone (no SIGPIPE: MSG_NOSIGNAL).
    @discardableResult
    static func send(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }
}
