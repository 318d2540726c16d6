import Foundation
import Testing
import ZlibStreams

/// The one zlib wrapper on what its callers meet: gzip members one after another, a limit that
/// stops a bomb before the piece past it is handed on, a stream cut short, and zlib framing.
@Suite("zlib inflater")
struct ZlibInflaterTests {
    /// Everything `compressed` inflates to, or the error.
    static func inflated(
        _ compressed: [UInt8], framing: ZlibInflater.Framing = .gzip, limit: Int = .max, chunkSize: Int = 1 << 16
    ) -> Result<[UInt8], ZlibError> {
        var text: [UInt8] = []
        return compressed.withUnsafeBytes { bytes in
            do throws(ZlibError) {
                try ZlibInflater(framing).inflate(bytes, chunkSize: chunkSize, limit: limit, failure: { $0 }) {
                    piece throws(ZlibError) in text.append(contentsOf: piece)
                }
                return .success(text)
            } catch {
                return .failure(error)
            }
        }
    }

    @Test("concatenated gzip members are one text; trailing zero bytes are ignored")
    func members() throws {
        let first = try #require(Gzip.compressed(Array("0 HEAD\n".utf8)))
        let second = try #require(Gzip.compressed(Array("0 TRLR\n".utf8)))
        #expect(try Self.inflated(first + second + [0, 0, 0]).get() == Array("0 HEAD\n0 TRLR\n".utf8))
    }

    @Test("the limit stops the inflation before a piece past it is handed on")
    func limit() throws {
        let bomb = try #require(Gzip.compressed([UInt8](repeating: 0x20, count: 1 << 20)))
        #expect(bomb.count < 2000)
        var handed = 0
        let inflater = try ZlibInflater(.gzip)
        let stopped: ZlibError? = bomb.withUnsafeBytes { bytes in
            do throws(ZlibError) {
                try inflater.inflate(bytes, chunkSize: 4096, limit: 10_000, failure: { $0 }) {
                    piece throws(ZlibError) in handed += piece.count
                }
                return nil
            } catch {
                return error
            }
        }
        #expect(stopped == .exceedsLimit(inflated: 12_288))
        #expect(handed == 8192)
        #expect(try Self.inflated(bomb, limit: 1 << 20).get().count == 1 << 20)
    }

    @Test("a stream cut short, an empty one and a damaged one are told apart")
    func failures() throws {
        let whole = try #require(
            Gzip.compressed(Array(repeating: Array("a line of text\n".utf8), count: 500).flatMap { $0 }))
        #expect(Self.inflated(Array(whole.dropLast(20))) == .failure(.truncated))
        #expect(Self.inflated([]) == .failure(.empty))
        var damaged = whole
        damaged[3] = 0xFF  // reserved flag bits
        guard case .failure(.corrupt(_, after: 0)) = Self.inflated(damaged) else {
            Issue.record("a header with reserved flags is corrupt")
            return
        }
    }

    @Test("zlib framing reads one stream and ignores what follows it")
    func zlibFraming() throws {
        // "hello" compressed by zlib.compress (RFC 1950), then bytes that are no stream.
        let stream: [UInt8] = [0x78, 0x9C, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15]
        #expect(try Self.inflated(stream + [1, 2, 3], framing: .zlib).get() == Array("hello".utf8))
        #expect(Self.inflated(Array(stream.prefix(6)), framing: .zlib) == .failure(.truncated))
    }
}
