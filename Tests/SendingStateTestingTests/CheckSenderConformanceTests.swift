import SendingState
import SendingStateTesting
import Testing

@MainActor
struct CheckSenderConformanceTests {
    /// One gesture of every kind, as a porter would list them.
    static let everyGesture: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .swipe(direction: .left),
        .pan(), .pinch(), .rotation(), .screenEdge(edges: .left), .hover(),
    ]

    @Test func aSenderThatKeepsTheContractHasNoViolations() throws {
        let violations = try checkSenderConformance(of: ScriptedDriver(), gestures: Self.everyGesture)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "Each broken sender is caught, as the kind of violation its defect is",
        arguments: Defect.allCases)
    func eachDefectIsCaughtAsItsKindOfViolation(defect: Defect) throws {
        let driver = ScriptedDriver(defect: defect)
        let violations = try checkSenderConformance(of: driver, gestures: Self.everyGesture)
        driver.letGo()
        let expected: SenderConformanceViolation.Kind =
            switch defect {
            case .freshStorageOnEveryRead: .storageIdentity
            case .controlEventsOutOfOrder: .controlEventOrder
            case .controlEventsCombined: .combinedControlReport
            case .tapWithoutItsNumberOfTaps: .gestureNotReported
            case .panWithoutBegan: .gesturePhases
            case .swipeInTwoDirections: .gestureValues
            case .recognizersInstalledEagerly, .recognizersNeverRemoved: .recognizerInstallation
            case .keptAliveByTheToolkit: .release
            }
        #expect(Set(violations.map(\.kind)) == [expected], "\(violations)")
    }

    @Test func aBrokenStorageStopsTheChecksThatCouldNotWork() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .freshStorageOnEveryRead), gestures: Self.everyGesture)
        #expect(violations.count == 1)
    }

    @Test func aSenderThatIsNotAControlIsCheckedForGesturesOnly() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .controlEventsOutOfOrder), click: false, gestures: [.pan()])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theDriversErrorsReachTheCaller() {
        struct NoDisplay: Error {}
        struct FailingDriver: SenderConformanceDriver {
            func makeSender() throws -> ScriptedSender { throw NoDisplay() }
            func click(_ sender: ScriptedSender) {}
            func perform(_ gesture: GestureEvent, on sender: ScriptedSender) {}
        }
        #expect(throws: NoDisplay.self) { try checkSenderConformance(of: FailingDriver()) }
    }

    @Test func aViolationNamesTheGestureAndWhatWasWrong() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .panWithoutBegan), click: false, gestures: [.pan()])
        #expect(
            violations.map(\.description) == [
                "gesture phases: pan() on [changed, ended] reported phases [changed, changed, ended]: expected began first"
            ])
    }
}
