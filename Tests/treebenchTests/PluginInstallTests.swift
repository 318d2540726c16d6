import Foundation
import Testing

/// `treebench plugin install` end to end: the folder it prepares works with the real `dot`, and
/// the command line it prints is the one to use.
@Suite("plugin install", .serialized)
struct PluginInstallTests {
    static func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(name)-\(getpid())")
    }

    @Test("prepares a plugin folder that dot -Kfamily uses, and prints the command line")
    func installs() throws {
        let folder = Self.temporaryFolder("plugin install")  // a space, so the printed line quotes it
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineRunner.run(["plugin", "install", "--dir", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("GVBINDIR='\(folder.path)' dot -Kfamily -Tsvg in.gv -o out.svg"))
        let config = try String(contentsOf: folder.appendingPathComponent("config6a"), encoding: .utf8)
        #expect(config.contains("libgvplugin_family.so.6 family"))
        #expect(config.contains("libgvplugin_core.so.6"))

        // Installing again over the same folder works (links and the library are replaced).
        let again = try CommandLineRunner.run(["plugin", "install", "--dir", folder.path])
        #expect(again.status == 0, "\(again.standardError)")

        let export = try CommandLineRunner.run(["export", "Data/xiaoming.json", "--format", "dot"])
        let exported = Self.temporaryFolder("exported.gv")
        defer { try? FileManager.default.removeItem(at: exported) }
        try export.standardOutput.write(to: exported, atomically: true, encoding: .utf8)
        let dot = Process()
        dot.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dot.arguments = ["dot", "-Kfamily", "-Tplain", exported.path]
        dot.environment = ProcessInfo.processInfo.environment.merging(["GVBINDIR": folder.path]) { $1 }
        let output = Pipe()
        dot.standardOutput = output
        try dot.run()
        let plain = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        dot.waitUntilExit()
        #expect(dot.terminationStatus == 0)
        #expect(plain.contains("node xiaoming "))
    }

    @Test("a missing plugin library is an error that says where it was looked for")
    func missingLibrary() throws {
        let folder = Self.temporaryFolder("no-library")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineRunner.run([
            "plugin", "install", "--dir", folder.path, "--library", "/nonexistent/libgvplugin_family.so",
        ])
        #expect(result.status == 1)
        #expect(result.standardError.contains("/nonexistent/libgvplugin_family.so does not exist"))
        #expect(result.standardOutput.isEmpty)
    }
}
