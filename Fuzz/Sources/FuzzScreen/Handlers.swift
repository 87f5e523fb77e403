import SendingState

/// Where the screen's handlers write what they receive.
final class DeliveryLog {
    /// The actions delivered, with the serial of the handler they reached, in delivery order.
    var deliveries: [(handler: Int, action: FuzzAction)] = []
    /// Calls that no handler should ever get.
    var strays: [String] = []
}

/// A handler of the screen's action type.
final class TypedRecorder: ActionHandlingProvider {
    let serial: Int
    let log: DeliveryLog

    init(serial: Int, log: DeliveryLog) {
        self.serial = serial
        self.log = log
    }

    /// Called after each action is recorded, for the handler's reaction.
    var onReceive: ((FuzzAction) -> Void)?

    func handle(action: FuzzAction) {
        log.deliveries.append((serial, action))
        onReceive?(action)
    }
}

/// A handler of any action, which receives the screen's actions through a conversion.
final class AnyRecorder: ActionHandlingProvider {
    let serial: Int
    let log: DeliveryLog
    /// Called after each action is recorded, for the handler's reaction.
    var onReceive: ((FuzzAction) -> Void)?

    init(serial: Int, log: DeliveryLog) {
        self.serial = serial
        self.log = log
    }

    func handle(action: Any) {
        if let action = action as? FuzzAction {
            log.deliveries.append((serial, action))
            onReceive?(action)
        } else {
            log.strays.append("handler \(serial) of Any received a \(type(of: action))")
        }
    }
}

/// A handler of another action type, which must never be called.
final class StringRecorder: ActionHandlingProvider {
    let serial: Int
    let log: DeliveryLog

    init(serial: Int, log: DeliveryLog) {
        self.serial = serial
        self.log = log
    }

    func handle(action: String) {
        log.strays.append("handler \(serial) of String received \(action.debugDescription)")
    }
}
