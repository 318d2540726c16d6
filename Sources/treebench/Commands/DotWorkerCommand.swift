import ArgumentParser
import Foundation
import GraphvizLayout

/// `treebench dot-worker`: lays out the DOT text on standard input with Graphviz's dot and
/// writes every node's centre, `x y` a line, in the text's order. `layout` and `render` run dot
/// so, in a process they can kill at `--dot-time-limit` (`TimeLimitedDotLayout`). Hidden from help.
struct DotWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dot-worker",
        abstract: "Lay out the DOT text on standard input with dot (used by layout and render).",
        shouldDisplay: false
    )

    func run() throws {
        let text = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let centers = try DotLayout.nodeCenters(ofDOTText: text)
        var lines = ""
        lines.reserveCapacity(centers.count * 12)
        for index in stride(from: 0, to: centers.count, by: 2) {
            lines += "\(centers[index]) \(centers[index + 1])\n"
        }
        FileHandle.standardOutput.write(Data(lines.utf8))
    }
}
