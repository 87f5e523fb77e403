import Foundation
import ShoppingListUI

// Plays a scripted session on a shopping list built with SendingState on HeadlessWidgets,
// printing the one-way flow of every step, and writes the screen of the step whose tap is refused
// as an SVG picture: to .build/shopping-list-checkout.svg, or to the path given as the first
// argument. The transcript names the file, so it stays the same on every run.
let session = await ScriptedSession.played(
    picturePath: CommandLine.arguments.dropFirst().first ?? ScriptedSession.defaultPicturePath)
print(session.transcript.joined(separator: "\n"))
do {
    let file = URL(fileURLWithPath: session.picturePath)
    try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try session.picture.write(to: file, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: can't write \(session.picturePath): \(error)\n".utf8))
    exit(1)
}
