/// ANSEL (ANSI/NISO Z39.47, the character set GEDCOM 5.5 and 5.5.1 name as their default) to Unicode.
///
/// Bytes below 0x80 are ASCII. 0xA1–0xC8 (and GEDCOM's additions 0xBE, 0xBF, 0xC7, 0xC8, 0xCD, 0xCE,
/// 0xCF) are spacing characters; 0xE0–0xFE are combining diacritics, which ANSEL writes *before* the
/// letter they modify and Unicode after it. The table follows Z39.47-1993 as GEDCOM 5.5.1 (appendix D)
/// lists it.
enum ANSELTable {
    /// The Unicode scalar of a spacing ANSEL byte (0x80 and up), or nil when the byte is unassigned.
    static func spacing(_ byte: UInt8) -> Unicode.Scalar? {
        let value: UInt32? =
            switch byte {
            case 0x88: 0x0098  // non-sorting character sequence start
            case 0x89: 0x009C  // non-sorting character sequence end
            case 0x8D: 0x200D  // joiner
            case 0x8E: 0x200C  // non-joiner
            case 0xA1: 0x0141  // Ł
            case 0xA2: 0x00D8  // Ø
            case 0xA3: 0x0110  // Đ
            case 0xA4: 0x00DE  // Þ
            case 0xA5: 0x00C6  // Æ
            case 0xA6: 0x0152  // Œ
            case 0xA7: 0x02B9  // ʹ soft sign
            case 0xA8: 0x00B7  // · middle dot
            case 0xA9: 0x266D  // ♭
            case 0xAA: 0x00AE  // ®
            case 0xAB: 0x00B1  // ±
            case 0xAC: 0x01A0  // Ơ
            case 0xAD: 0x01AF  // Ư
            case 0xAE: 0x02BC  // ʼ alif
            case 0xB0: 0x02BB  // ʻ ayn
            case 0xB1: 0x0142  // ł
            case 0xB2: 0x00F8  // ø
            case 0xB3: 0x0111  // đ
            case 0xB4: 0x00FE  // þ
            case 0xB5: 0x00E6  // æ
            case 0xB6: 0x0153  // œ
            case 0xB7: 0x02BA  // ʺ hard sign
            case 0xB8: 0x0131  // ı
            case 0xB9: 0x00A3  // £
            case 0xBA: 0x00F0  // ð
            case 0xBC: 0x01A1  // ơ
            case 0xBD: 0x01B0  // ư
            case 0xBE: 0x25A1  // □ (GEDCOM: empty box)
            case 0xBF: 0x25A0  // ■ (GEDCOM: black box)
            case 0xC0: 0x00B0  // °
            case 0xC1: 0x2113  // ℓ
            case 0xC2: 0x2117  // ℗
            case 0xC3: 0x00A9  // ©
            case 0xC4: 0x266F  // ♯
            case 0xC5: 0x00BF  // ¿
            case 0xC6: 0x00A1  // ¡
            case 0xC7: 0x00DF  // ß (Z39.47-1993 eszett)
            case 0xC8: 0x20AC  // €
            case 0xCD: 0x1D49  // ᵉ (GEDCOM: midline e)
            case 0xCE: 0x1D52  // ᵒ (GEDCOM: midline o)
            case 0xCF: 0x00DF  // ß (GEDCOM's eszett)
            default: nil
            }
        return value.flatMap(Unicode.Scalar.init)
    }

    /// The Unicode combining mark of an ANSEL diacritic byte (0xE0–0xFE), or nil when `byte` is not one.
    static func combining(_ byte: UInt8) -> Unicode.Scalar? {
        let value: UInt32? =
            switch byte {
            case 0xE0: 0x0309  // hook above
            case 0xE1: 0x0300  // grave
            case 0xE2: 0x0301  // acute
            case 0xE3: 0x0302  // circumflex
            case 0xE4: 0x0303  // tilde
            case 0xE5: 0x0304  // macron
            case 0xE6: 0x0306  // breve
            case 0xE7: 0x0307  // dot above
            case 0xE8: 0x0308  // diaeresis (umlaut)
            case 0xE9: 0x030C  // caron (háček)
            case 0xEA: 0x030A  // ring above
            case 0xEB: 0xFE20  // ligature, left half
            case 0xEC: 0xFE21  // ligature, right half
            case 0xED: 0x0315  // comma above right
            case 0xEE: 0x030B  // double acute
            case 0xEF: 0x0310  // candrabindu
            case 0xF0: 0x0327  // cedilla
            case 0xF1: 0x0328  // ogonek (right hook)
            case 0xF2: 0x0323  // dot below
            case 0xF3: 0x0324  // double dot below
            case 0xF4: 0x0325  // ring below
            case 0xF5: 0x0333  // double underscore
            case 0xF6: 0x0332  // underscore
            case 0xF7: 0x0326  // comma below (left hook)
            case 0xF8: 0x031C  // right cedilla
            case 0xF9: 0x032E  // breve below (upadhmaniya)
            case 0xFA: 0xFE22  // double tilde, left half
            case 0xFB: 0xFE23  // double tilde, right half
            case 0xFE: 0x0313  // comma above (high comma, centred)
            default: nil
            }
        return value.flatMap(Unicode.Scalar.init)
    }

    /// Whether ANSEL assigns `byte` (0x80 or up) a character or a diacritic.
    static func isAssigned(_ byte: UInt8) -> Bool {
        combining(byte) != nil || spacing(byte) != nil
    }
}
