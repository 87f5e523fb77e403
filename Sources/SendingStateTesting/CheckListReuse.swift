import SendingState

/// Checks that a toolkit adapter's recycled list keeps the contract of reuse: a row view acts for
/// the row it shows now, for none once it shows none, and once per activation.
///
/// A list that recycles its row views must send a row view the model of its row every time it
/// shows one, not only when it makes the row view; remove the row view's state when it stops
/// showing a row; and give each row view one handler. The checker drives the list with the driver:
///
/// 1. It shows row 1 and fires the row view that shows it: one action must carry row 1.
/// 2. It shows row 2 in place of row 1, which reuses that row view, and fires it: one action must
///    carry row 2. Row 1 means the model was applied only on first use; two actions mean a second
///    handler was attached, such as a new wrapper of the app's handler on every bind. Attaching
///    the same handler again is a no-op, and passes.
/// 3. It shows no rows and fires the same row view: no action may arrive, as its state must be gone.
///
/// ```swift
/// @Test @MainActor func theListReusesItsRowViews() throws {
///     let violations = try checkListReuse(of: ListViewDriver())
///     #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// - Parameter driver: Makes the list, shows rows in it and fires its row views.
/// - Returns: Every violation found, in the order of the steps above; empty when the list conforms.
/// - Throws: Whatever the driver throws.
@MainActor
public func checkListReuse<Driver: ListReuseDriver>(of driver: Driver) throws -> SenderConformanceViolations {
    let recorder = ListReuseRecorder()
    try driver.makeList(handler: AnyActionHandlingProvider(recorder))
    let found = Result { try reuseViolations(of: driver, recorder: recorder) }
    try driver.release()
    return SenderConformanceViolations(try found.get())
}

/// Shows the first row, the second in its row view, then none, firing the row view each time.
@MainActor
private func reuseViolations<Driver: ListReuseDriver>(of driver: Driver, recorder: ListReuseRecorder) throws
    -> [SenderConformanceViolation]
{
    let first = ListReuseRow(id: 1)
    let second = ListReuseRow(id: 2)
    try driver.show([first])
    guard let rowView = try driver.rowView(at: 0) else {
        return [
            SenderConformanceViolation(
                .rowViewReuse, "expected a row view to show \(first) once it was shown; the driver found none"
            )
        ]
    }
    recorder.clear()
    try driver.fire(rowView)
    var violations = actionViolations(recorder.rows, expected: first, when: "the row view of \(first)")

    try driver.show([second])
    guard try driver.rowView(at: 0) === rowView else {
        violations.append(
            SenderConformanceViolation(
                .rowViewReuse,
                "expected \(second), shown in place of \(first), to reuse its row view; the list showed "
                    + "it in another, so reuse could not be checked. Show the rows with the list's own "
                    + "reload, as an app would"))
        return violations
    }
    recorder.clear()
    try driver.fire(rowView)
    violations += actionViolations(recorder.rows, expected: second, when: "the row view reused for \(second)")

    try driver.show([])
    recorder.clear()
    try driver.fire(rowView)
    if !recorder.rows.isEmpty {
        violations.append(
            SenderConformanceViolation(
                .emptyRowState,
                "expected the row view to act for no row once the list showed none; it acted for "
                    + "\(recorder.rows). Remove its state, with `ss.removeState()`, when it stops showing a row"
            ))
    }
    return violations
}

/// Checks the actions of one firing of a row view that shows `expected`.
private func actionViolations(_ rows: [ListReuseRow], expected: ListReuseRow, when: String)
    -> [SenderConformanceViolation]
{
    var violations: [SenderConformanceViolation] = []
    if !rows.contains(expected) || rows.contains(where: { $0 != expected }) {
        violations.append(
            SenderConformanceViolation(
                .rowModel,
                "expected \(when) to act for \(expected); it acted for \(rows). Send each row view its "
                    + "row's model every time the list shows a row in it, not only when the list makes it"))
    }
    if rows.count > 1 {
        violations.append(
            SenderConformanceViolation(
                .repeatedHandler,
                "expected one action when \(when) fired once; \(rows.count) arrived. Attach the handler "
                    + "once, when the list makes the row view"))
    }
    return violations
}
