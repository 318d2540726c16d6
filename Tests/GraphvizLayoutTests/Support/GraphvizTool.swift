import Foundation

/// Runs the installed Graphviz command-line tools (`dot`, `neato`) on DOT text.
enum GraphvizTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One finished run of a tool.
    struct Run {
        var status: Int32
        /// Whether the tool exited (rather than dying from a signal: a crash or an abort).
        var exited: Bool
        var output: Data
        var errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `tool arguments…` fed `input`, with extra environment variables, and waits for it.
    static func execute(
        _ tool: String, _ arguments: [String], input: String, environment: [String: String] = [:]
    )
        throws -> Run
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Feed the input from another thread while this one drains the output, so neither pipe fills.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        // Graphviz's messages are a few lines, far below a pipe's buffer: read them after the output.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, exited: process.terminationReason == .exit, output: output,
            errors: String(decoding: errors, as: UTF8.self))
    }

    /// The standard output of `tool arguments…` fed `input`; throws when it exits non-zero.
    static func run(_ tool: String, _ arguments: [String], input: String) throws -> String {
        let run = try execute(tool, arguments, input: input)
        guard run.status == 0 else {
            throw Failure(description: "\(tool) exited \(run.status): \(run.errors)")
        }
        return run.text
    }

    /// For each node of an SVG drawn by Graphviz: its title (the node name) and the lines of
    /// its label, XML entities decoded (`&#160;`, SVG's way to keep repeated spaces, as a space).
    static func nodeTexts(inSVG svg: String) -> [String: [String]] {
        var texts: [String: [String]] = [:]
        for group in svg.components(separatedBy: "class=\"node\"").dropFirst() {
            guard let title = between(group, "<title>", "</title>").first else { continue }
            texts[decodeXML(title)] = between(group, ">", "</text>", after: "<text").map(decodeXML)
        }
        return texts
    }

    private static func between(
        _ text: String, _ open: String, _ close: String, after marker: String? = nil
    )
        -> [String]
    {
        var results: [String] = []
        var rest = Substring(text)
        while true {
            if let marker {
                guard let start = rest.range(of: marker) else { break }
                rest = rest[start.upperBound...]
            }
            guard let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) else {
                break
            }
            results.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return results
    }

    private static func decodeXML(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            case "#160": result += " "
            default:
                if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
