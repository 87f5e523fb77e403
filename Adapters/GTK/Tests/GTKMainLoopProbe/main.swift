// Runs GTKMainLoop at the top of a program, as an app does, for GTKMainLoopTests: a test runs as
// main-actor work itself, where no other main-actor job can run until it returns. Also runs a
// menu with real input for GTKMenuTests, on a display of its own, and the gallery of every wrapper
// that check-accessibility.sh reads over AT-SPI.
//
// Usage: GTKMainLoopProbe SCENARIO. Prints what happened, one line per step, and exits 0; exits 3
// when the scenario hasn't finished within 5 seconds (30 for the stateful menu's several clicks).
import CGtk
import Glibc
import SendingStateGTK

MainActor.assumeIsolated {
    let scenario = CommandLine.arguments.dropFirst().first ?? ""
    // The gallery stays until check-accessibility.sh stops it; a menu scenario takes several real
    // clicks, each slower on a loaded machine.
    GTKMainLoop.after(seconds: scenario == "gallery" ? 600 : scenario == "stateful-menu" ? 30 : 5) {
        print("timed out")
        exit(3)
    }
    switch scenario {
    case "task":
        // A main-actor task made before the loop runs, as an interactor's load is.
        Task { @MainActor in
            print("task ran")
            GTKMainLoop.quit()
        }
    case "sleep":
        // A main-actor task that awaits, as the example's product service does.
        let start = g_get_monotonic_time()
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(100))
            let milliseconds = (g_get_monotonic_time() - start) / 1000
            print(
                "slept \(milliseconds >= 100 && milliseconds < 1000 ? "about 100 ms" : "\(milliseconds) ms")")
            GTKMainLoop.quit()
        }
    case "glib-from-task":
        // GLib work added by a main-actor job while the loop waits, which doesn't wake GLib by
        // itself: the job resumes from a sleep, not from a GLib callback.
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(20))
            print("task ran")
            GTKMainLoop.after(seconds: 0) {
                print("timeout ran")
                GTKMainLoop.quit()
            }
        }
    case "timeout":
        // A GLib timeout that quits, as an app that closes after a while does.
        GTKMainLoop.after(seconds: 0.05) {
            print("timeout ran")
            GTKMainLoop.quit()
        }
    case "task-from-glib":
        // A main-actor task made by a GLib callback, as a click handler makes one.
        GTKMainLoop.after(seconds: 0.01) {
            print("timeout ran")
            Task { @MainActor in
                print("task ran")
                GTKMainLoop.quit()
            }
        }
    case "nested":
        // A callback that runs the loop again, as a modal wait would; quit ends the inner run only.
        GTKMainLoop.after(seconds: 0.01) {
            GTKMainLoop.after(seconds: 0.01) { GTKMainLoop.quit() }
            GTKMainLoop.run()
            print("inner run returned")
            Task { @MainActor in
                print("task ran")
                GTKMainLoop.quit()
            }
        }
    case "idle":
        // A loop that has nothing to do: count the main thread's wake-ups over two seconds. Without
        // a display, so that no other program's windows can wake it; measure-idle-wakeups.sh
        // measures the example's window.
        var before = 0
        GTKMainLoop.after(seconds: 1) { before = voluntarySwitches() }
        GTKMainLoop.after(seconds: 3) {
            // One wake-up for each of the two readings.
            print("wake-ups: \(voluntarySwitches() - before - 1)")
            GTKMainLoop.quit()
        }
    case "application":
        // One instance per id and session: the first shows a window until a later start asks it
        // to open a file; the later one hands the file over and returns.
        let files = Array(CommandLine.arguments.dropFirst(2))
        do {
            let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe")
            application.onActivate = { application in
                let window = GTKWindow(title: "Probe", width: 200, height: 100)
                application.addWindow(window)
                window.present()
                print("activated")
                fflush(nil)
            }
            application.onOpen = { application, paths in
                print("opened \(paths.joined(separator: " "))")
                application.quit()
            }
            try application.run(opening: files)
            print(application.isRemote ? "handed over" : "ran")
        } catch {
            print("error: \(error)")
        }
        exit(0)
    case "color-scheme":
        // Prints whether the application draws dark once it is active, and again two seconds
        // later, after a fake settings portal has changed the desktop's scheme.
        do {
            let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe.ColorScheme")
            switch CommandLine.arguments.dropFirst(2).first {
            case "dark": application.colorScheme = .dark
            case "light": application.colorScheme = .light
            default: break
            }
            application.onActivate = { application in
                let window = GTKWindow(title: "Probe", width: 200, height: 100)
                application.addWindow(window)
                window.present()
                print("dark: \(application.usesDarkStyle)")
                GTKMainLoop.after(seconds: 2) {
                    print("dark: \(application.usesDarkStyle)")
                    application.quit()
                }
            }
            try application.run()
        } catch {
            print("error: \(error)")
        }
        exit(0)
    case "gallery":
        do {
            try runGalleryScenario()
        } catch {
            print("error: \(error)")
        }
        exit(0)
    case "menu":
        do {
            try runMenuScenario()
        } catch {
            print("error: \(error)")
        }
        exit(0)
    case "stateful-menu":
        do {
            try runStatefulMenuScenario()
        } catch {
            print("error: \(error)")
        }
        exit(0)
    case "context-menu":
        do {
            try runContextMenuScenario()
        } catch {
            print("error: \(error)")
        }
        exit(0)
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
    GTKMainLoop.run()
    print("run returned")
}

/// How many times the main thread has given up the processor to wait, from /proc.
func voluntarySwitches() -> Int {
    guard let file = fopen("/proc/thread-self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("voluntary_ctxt_switches:") {
            return Int(
                text.dropFirst("voluntary_ctxt_switches:".count).trimmingPrefix(while: \.isWhitespace).prefix
                { $0.isNumber }) ?? -1
        }
    }
    return -1
}
