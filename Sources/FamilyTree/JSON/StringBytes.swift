/// Where the text of a JSON string read by ``JSONByteScanner/readStringBytes(decodingInto:)`` is.
package enum StringBytes {
    /// In the scanner's bytes: the string had no escapes.
    case input(Range<Int>)
    /// In the buffer the escapes were decoded into.
    case decoded(Range<Int>)
}
