import CSpawn
import Foundation

/// The `main` of a compiled fixture's program (`FixtureCompiler.programSource`): `begin()` is its first
/// statement, before any of the fixture's own code runs; `answer(_:)` its last. The program runs no command
/// and writes no file: it lays out its previews as the request on its command line asks and writes them, as
/// data, on descriptor 3 (`CompiledFixtureWire`). Not for direct use.
public enum _CompiledFixture {
    nonisolated(unsafe) private static var request: CompiledFixtureWire.Request?
    nonisolated(unsafe) private static var problem = "the program was not started by layoutshot"

    /// Reads the request and, before the fixture's code can print, sends standard output to standard error,
    /// so that nothing the fixture prints is taken for the answer. In the sandbox the program may have few
    /// processes (its fresh user namespace counts only its own).
    public static func begin() {
        fflush(stdout)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let arguments = commandLine()
        guard arguments.count == 2 else { return }
        do {
            let decoded = try CompiledFixtureWire.decoder().decode(CompiledFixtureWire.Request.self, from: Data(arguments[1].utf8))
            guard decoded.version == CompiledFixtureWire.version else {
                problem = "error: a request of protocol version \(decoded.version), not \(CompiledFixtureWire.version)"
                return
            }
            request = decoded
            // What `UIImage(named:)` finds, as `Image("name")` does: the images the tool found for it.
            _NamedImages.source = CompiledFixtureWire.imageSource(decoded)
            if decoded.sandboxed { layoutshot_limit_processes(64) }
        } catch {
            problem = "error: the request is not the layout protocol's (\(error))"
        }
    }

    /// The program's arguments. With libfaketime preloaded (`CompiledFixture.faketimeLibrary`) Swift's runtime
    /// sees none, so they are read from the kernel's copy.
    static func commandLine() -> [String] {
        if CommandLine.arguments.count > 1 { return CommandLine.arguments }
        guard let data = FileManager.default.contents(atPath: "/proc/self/cmdline") else { return CommandLine.arguments }
        // Each argument ends with a NUL; an empty argument is an empty run between two.
        var arguments = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if arguments.last == "" { arguments.removeLast() }
        return arguments
    }

    /// Lays out the registered previews and writes the answer on descriptor 3; exits.
    public static func answer(_ previews: CompiledPreviews) -> Never {
        var answer = CompiledFixtureWire.Answer()
        if let request {
            // Deep view trees recurse deeply: a large stack, as the tool's own.
            let done = DispatchSemaphore(value: 0)
            let result = ResultBox(answer)
            let thread = Thread {
                result.value = layOut(previews, request)
                done.signal()
            }
            thread.stackSize = 1 << 29
            thread.start()
            done.wait()
            answer = result.value
        } else {
            answer.error = problem
        }
        do {
            let data = try CompiledFixtureWire.encoder().encode(answer)
            try FileHandle(fileDescriptor: 3, closeOnDealloc: false).write(contentsOf: data)
            close(3)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("layoutshot: error: cannot write the answer on descriptor 3 (\(error))\n".utf8))
            exit(70)
        }
        exit(0)
    }

    private static func layOut(_ previews: CompiledPreviews, _ request: CompiledFixtureWire.Request) -> CompiledFixtureWire.Answer {
        var answer = CompiledFixtureWire.Answer()
        do {
            let measurer = try PangoTextMeasurer()
            let options = try CompiledFixtureWire.options(request)
            var limits = LayoutLimits()
            limits.deadline = request.timeout.map(Deadline.init(seconds:))
            let fixture = Fixture(path: previews.path, previews: previews.previews)
            var traces: [ExplainTracer] = []
            for (index, scheme) in request.colorSchemes.enumerated() {
                var variant = options
                if let scheme { variant.colorScheme = try CompiledFixtureWire.value(scheme, of: ColorScheme.self) }
                let tracer: (() -> LayoutTracer)? = index == 0 && request.explains ? {
                    let tracer = ExplainTracer()
                    traces.append(tracer)
                    return tracer
                } : nil
                let layouts = fixture.layout(options: variant, measurer: measurer, tracer: tracer, limits: limits,
                                             imageSource: CompiledFixtureWire.imageSource(request))
                answer.variants.append(layouts.map(CompiledFixtureWire.preview))
            }
            if request.explains { answer.traces = traces.map(CompiledFixtureWire.trace) }
        } catch {
            answer = CompiledFixtureWire.Answer(error: "layoutshot: error: \(error)")
        }
        return answer
    }
}
