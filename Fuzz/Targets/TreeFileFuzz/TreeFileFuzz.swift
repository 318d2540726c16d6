import FamilyTree
import Foundation
import FuzzOracle
import TreeLayout

/// Tree files (`treebench layout --tree`): ``TreeFile/read(_:)``, the native engine's tree layout
/// and the layout JSON it writes.
///
/// Any input is read or rejected with a ``TreeFileError``. A tree that reads is laid out as the
/// command does (a node without a width is 80 points wide) and its layout JSON must be JSON that
/// Foundation reads, with one box per node and every coordinate a finite number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTreeFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let tree = try? TreeFile.read(data) else { return 0 }
    let options = LayoutOptions()
    let engine = NativeLayout()
    let drawing = engine.layout(tree, options: options) { node in
        NodeSize(width: node.width ?? 80, height: node.height ?? options.geometry.boxHeight)
    }
    FuzzOracle.require(drawing.boxes.count == tree.count, "\(drawing.boxes.count) boxes for \(tree.count) nodes")
    let written = TreeFile.layoutJSON(of: tree, drawing: drawing, engine: engine.name)
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: written)
    } catch {
        FuzzOracle.require(false, "the tree's layout JSON is not JSON: \(error)")
        return 0
    }
    let boxes = (object as? [String: Any])?["boxes"] as? [[String: Any]]
    FuzzOracle.require(boxes?.count == tree.count, "the layout JSON does not hold one box per node")
    for box in boxes ?? [] {
        for key in ["x", "y", "width", "height"] {
            let value = (box[key] as? NSNumber)?.doubleValue
            FuzzOracle.require(value?.isFinite == true, "box \(box["id"] ?? "?") has \(key) = \(box[key] ?? "nothing")")
        }
    }
    return 0
}
