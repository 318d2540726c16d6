import TreeRender

/// A one-page PDF larger than PDF viewers' page limit, given a larger unit instead: Acrobat (and
/// PDF 1.7's Annex C, "Implementation Limits") accepts pages of at most 14,400 units, 200 inches,
/// a side; `/UserUnit` (ISO 32000-1 §14.11.2.1, PDF 1.6) makes a unit that many points, so the
/// page's media box is divided by it and its content scaled down to match, and a viewer shows the
/// page at its full size. Added by an incremental update, as ``PDFImposition`` adds its sheets.
package enum PDFUserUnit {
    /// The largest side, in units, that Acrobat accepts.
    static let largestSide = 14_400.0

    /// The unit a page of `width` × `height` points needs: 1 when it fits, else the least whole
    /// number of points that brings its longer side within ``largestSide``.
    package static func unit(forPageWidth width: Double, height: Double) -> Double {
        max(width, height) <= largestSide ? 1 : (max(width, height) / largestSide).rounded(.up)
    }

    /// `pdf`'s page with `/UserUnit unit`: the media box divided by it, the content scaled by 1/unit.
    ///
    /// - Throws: ``PDFError`` when `pdf` is not a PDF this reader understands.
    /// - Complexity: O(size of `pdf`'s cross-references).
    package static func apply(_ pdf: [UInt8], unit: Double) throws(PDFError) -> [UInt8] {
        let file = try PDFFile(pdf)
        guard let root = try file.resolved(file.trailer["Root"]).dictionary,
            case .reference(let pagesNumber, _)? = root["Pages"],
            let pages = try file.object(pagesNumber).dictionary,
            case .reference(let pageNumber, _)? = pages["Kids"]?.array?.first,
            var page = try file.object(pageNumber).dictionary
        else { throw .malformed("no page tree with a first page") }
        guard let contents = page["Contents"],
            let box = (page["MediaBox"] ?? pages["MediaBox"])?.array?.compactMap(\.number), box.count == 4
        else { throw .malformed("the page has no contents or media box") }
        let drawing: [PDFValue] =
            switch contents {
            case .array(let streams): streams
            default: [contents]
            }
        var update = PDFUpdate(file: file)
        let scale = 1 / unit
        let matrix = [scale, 0, 0, scale, -box[0] * scale, -box[1] * scale].map(PDFValue.format).joined(separator: " ")
        let opening = update.addStream(Array("q \(matrix) cm\n".utf8))
        let closing = update.addStream(Array("Q\n".utf8))
        page["MediaBox"] = .array([
            .integer(0), .integer(0), .real((box[2] - box[0]) * scale), .real((box[3] - box[1]) * scale),
        ])
        page["CropBox"] = nil
        page["UserUnit"] = .real(unit)
        page["Contents"] = .array([opening] + drawing + [closing])
        update.replace(pageNumber, with: .dictionary(page))
        return update.bytes()
    }
}
