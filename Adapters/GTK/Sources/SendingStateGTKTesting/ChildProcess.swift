import Foundation
import Glibc

/// A program run for real input, which can always be stopped: started with no signal blocked and
/// every signal at its default, whatever the test process blocks, in a process group of its own,
/// and with its output in a file rather than the test's own pipes.
///
/// Under `swift test`, an `xdotool` that Foundation's `Process` started had almost every signal
/// blocked, so `terminate()` couldn't stop one that waited for a window, and the orphan kept
/// SwiftPM's output pipe open: `swift test` hung, printing nothing. This one is stopped with its
/// whole process group by `SIGKILL`, which can't be blocked.
final class ChildProcess {
    /// The child's process identifier, which is also its process group's.
    let pid: pid_t
    /// Where the child's standard error goes; removed once it has been read.
    private let errorPath: String
    /// The child's exit status once it has exited, or `nil` while it runs.
    private(set) var exitStatus: Int32?

    /// Starts a program.
    ///
    /// - Parameters:
    ///   - path: The program's path.
    ///   - arguments: Its arguments, without its name.
    /// - Throws: A description of why it couldn't start, such as that the program is missing.
    init(_ path: String, arguments: [String]) throws(ChildProcessError) {
        errorPath =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sendingstate-gtk-\(UUID().uuidString).stderr").path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child = pid_t()
        let result = posix_spawn(&child, path, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw ChildProcessError(description: String(cString: strerror(result)))
        }
        pid = child
    }

    deinit {
        stop()
        unlink(errorPath)
    }

    /// Whether the child has exited; reaps it when it has.
    var hasExited: Bool {
        var status: Int32 = 0
        if exitStatus == nil, waitpid(pid, &status, WNOHANG) == pid { exitStatus = status }
        return exitStatus != nil
    }

    /// Whether the child exited by itself with status 0.
    var succeeded: Bool { exitStatus == 0 }

    /// Kills the child's process group, and so whatever the child started, and reaps the child.
    func stop() {
        guard !hasExited else { return }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        exitStatus = status
    }

    /// What the child wrote to its standard error, without the last line break.
    var errorOutput: String {
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Why a child process couldn't start.
struct ChildProcessError: Error {
    /// The system's description, such as `No such file or directory`.
    let description: String
}
