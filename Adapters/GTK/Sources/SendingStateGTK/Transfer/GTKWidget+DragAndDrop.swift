import CGtk

/// What a widget keeps for drag and drop: the text it gives a drag, and its drop targets.
@MainActor
final class WidgetDragAndDrop {
    /// The text a drag out of the widget carries; `nil` when the widget isn't a drag source.
    var dragText: String?

    /// The `GtkDragSource` on the widget while ``dragText`` isn't `nil`; the widget holds it.
    var dragSource: OpaquePointer?

    /// The drop targets added to the widget, in the order they were added.
    var dropTargets: [GTKDropTarget] = []
}

extension GTKWidget {
    // MARK: - Dragging

    /// The text a person drags out of the widget, such as a row's product; `nil`, the default, when
    /// the widget can't be dragged.
    ///
    /// A press on the widget that moves past GTK's drag threshold starts a drag of this text, shown
    /// under the pointer as a picture of the widget, which a ``GTKDropTarget`` or another app takes
    /// as a copy. The drag carries the text set when it starts, so a recycled row that sets it in
    /// `configure` drags the model it shows now:
    ///
    /// ```swift
    /// var configurer: (DraggableRow, ProductRow) -> Void {
    ///     { row, model in
    ///         row.text = model.name
    ///         row.dragText = model.name
    ///     }
    /// }
    /// ```
    ///
    /// The press that starts a drag ends as UIKit's drag interaction ends a touch: a control reports
    /// `touchDown`, then `touchCancel` when the drag starts, and no tap.
    public var dragText: String? {
        get { dragAndDrop?.dragText }
        set {
            let state = dragAndDrop ?? WidgetDragAndDrop()
            dragAndDrop = state
            state.dragText = newValue
            if newValue == nil, let source = state.dragSource {
                gtk_widget_remove_controller(widget, source)
                state.dragSource = nil
            } else if newValue != nil, state.dragSource == nil {
                let source = dragSource()
                gtk_widget_add_controller(widget, source)
                state.dragSource = source
            }
        }
    }

    /// A drag source whose "prepare" gives the text the widget has when the drag starts, with a
    /// picture of the widget held where the pointer pressed it.
    private func dragSource() -> OpaquePointer {
        let source = eventController(gtk_drag_source_new())
        connectSignal(UnsafeMutableRawPointer(source), "prepare") { [weak self] arguments in
            guard let self, let text = dragText else { return arguments.setReturn(taking: nil) }
            let picture = gtk_widget_paintable_new(widget)
            gtk_drag_source_set_icon(
                cgtk_drag_source(UnsafeMutableRawPointer(source)), picture, Int32(arguments.double(1)),
                Int32(arguments.double(2)))
            g_object_unref(UnsafeMutableRawPointer(picture))
            arguments.setReturn(taking: UnsafeMutableRawPointer(cgtk_content_provider_new_for_text(text)))
        }
        return source
    }

    // MARK: - Dropping

    /// The drop targets added to the widget, in the order they were added.
    public var dropTargets: [GTKDropTarget] { dragAndDrop?.dropTargets ?? [] }

    /// Adds a drop target, which takes text a person drops on the widget.
    ///
    /// A target is on one widget at a time: adding it to another widget takes it off the first,
    /// as UIKit's `addInteraction(_:)` does.
    ///
    /// ```swift
    /// zone.addDropTarget(basket)
    /// ```
    ///
    /// - Parameter target: The drop target.
    public func addDropTarget(_ target: GTKDropTarget) {
        if let current = gtk_event_controller_get_widget(target.target) {
            guard current != widget else { return }
            target.view?.dragAndDrop?.dropTargets.removeAll { $0 === target }
            gtk_widget_remove_controller(current, target.target)
        }
        let state = dragAndDrop ?? WidgetDragAndDrop()
        dragAndDrop = state
        // The widget takes over a reference; the target keeps its own.
        g_object_ref(UnsafeMutableRawPointer(target.target))
        gtk_widget_add_controller(widget, target.target)
        state.dropTargets.append(target)
        target.view = self
    }

    /// Takes a drop target off the widget; a target on another widget, or on none, is ignored.
    ///
    /// - Parameter target: The drop target.
    public func removeDropTarget(_ target: GTKDropTarget) {
        guard target.view === self, gtk_event_controller_get_widget(target.target) == widget else { return }
        gtk_widget_remove_controller(widget, target.target)
        dragAndDrop?.dropTargets.removeAll { $0 === target }
        target.view = nil
    }
}
