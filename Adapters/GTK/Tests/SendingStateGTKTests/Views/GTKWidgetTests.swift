import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetTests {
    @Test func enabledHiddenAndIdentifierAreTheWidgetsOwn() {
        let label = GTKLabel(text: "Milk")
        label.isEnabled = false
        label.isHidden = true
        label.accessibilityIdentifier = "milk"
        label.expandsHorizontally = true
        #expect(gtk_widget_get_sensitive(label.widget) == 0)
        #expect(gtk_widget_get_visible(label.widget) == 0)
        #expect(String(cString: gtk_widget_get_name(label.widget)) == "milk")
        #expect(label.isHidden && !label.isEnabled && label.expandsHorizontally)
    }

    @Test func theStorageIsTheSameInstanceOnEveryRead() {
        let label = GTKLabel()
        #expect(label.senderStorage === label.senderStorage)
    }

    @Test func releasingAWrapperReleasesItsWidget() {
        let watch = GObjectWatch()
        weak var weakLabel: GTKLabel?
        do {
            let label = GTKLabel(text: "Milk")
            weakLabel = label
            watch.watch(label.widget)
        }
        #expect(weakLabel == nil)
        #expect(watch.aliveCount == 0)
    }

    /// A box that maps a tap on itself, and a pan only while `pans` is set.
    final class GestureBox: GTKBox, EventForwardingProvider {
        var pans = true

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { [pans] _, ctx in
                ctx.tapGesture { ["tap"] }
                if pans { ctx.panGesture { ["pan"] } }
            }
        }
    }

    @Test func recognizersComeAndGoWithTheMappingsWithNoGTKControllerOfTheirOwn() {
        let box = GestureBox()
        let controllers = { g_list_model_get_n_items(gtk_widget_observe_controllers(box.widget)) }
        #expect(box.installedGestureKinds.isEmpty, "nothing is installed before anything is mapped")

        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        #expect(box.installedGestureKinds == [.tap, .pan])
        #expect(controllers() == 0, "the window's one controller feeds every wrapper's recognizers")

        box.pans = false
        box.ss.reloadEventForwarder()
        #expect(box.installedGestureKinds == [.tap])
        #expect(controllers() == 0)
    }

    @Test func recognizersGoAwayWhenTheirProviderIsReleased() {
        let label = GTKLabel()
        let recorder = Recorder<String>()
        do {
            let provider = LabelProvider(label: label)
            provider.ss.addActionHandler(to: recorder)
            #expect(label.installedGestureKinds == [.hover])
        }
        // The core tells the label when its provider is released.
        #expect(label.installedGestureKinds.isEmpty)
    }

    @Test func gestureControllersGoAwayWithTheLastHandler() {
        let label = GTKLabel()
        let provider = LabelProvider(label: label)
        let recorder = Recorder<String>()
        provider.ss.addActionHandler(to: recorder)
        #expect(label.installedGestureKinds == [.hover])
        provider.ss.removeActionHandler(from: recorder)
        #expect(label.installedGestureKinds.isEmpty, "no handler, no recognizer")
    }

    /// A provider that maps a hover on a label it doesn't own.
    final class LabelProvider: GTKBox, EventForwardingProvider {
        let label: GTKLabel

        init(label: GTKLabel) {
            self.label = label
            super.init()
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(label) { _, ctx in ctx.hoverGesture { ["hover"] } }
        }
    }
}
