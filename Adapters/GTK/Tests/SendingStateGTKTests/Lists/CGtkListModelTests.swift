import CGtk
import CGtkListModel
import Testing

/// The count-only `GListModel` behind the lists: it holds a number, makes an empty item only for a
/// position in range, and tells GTK what changed.
@MainActor
struct CGtkListModelTests {
    @Test func aModelOf100000RowsHoldsACountAndMakesItemsOnlyInRange() throws {
        let model = cgtk_index_model_new()
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        cgtk_index_model_splice(model, 0, 0, 100_000)
        #expect(g_list_model_get_n_items(model) == 100_000)
        #expect(g_list_model_get_item_type(model) == g_type_from_name("GObject"))
        let item = try #require(g_list_model_get_item(model, 99_999))
        g_object_unref(item)
        #expect(g_list_model_get_item(model, 100_000) == nil)
    }

    @Test func aSpliceTellsGTKWhatChangedAndClampsWhatIsOutOfRange() {
        let model = cgtk_index_model_new()
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        var record = CGtkItemsChanged()
        withUnsafeMutablePointer(to: &record) { record in
            cgtk_watch_items_changed(UnsafeMutableRawPointer(model), record)
            cgtk_index_model_splice(model, 0, 0, 10)
            #expect(record.pointee.count == 1)
            #expect((record.pointee.position, record.pointee.removed, record.pointee.added) == (0, 0, 10))
            // Five removed at 8 is two: the model has ten.
            cgtk_index_model_splice(model, 8, 5, 1)
            #expect(cgtk_index_model_get_count(model) == 9)
            #expect((record.pointee.position, record.pointee.removed, record.pointee.added) == (8, 2, 1))
            // A position past the end adds at the end.
            cgtk_index_model_splice(model, 20, 0, 2)
            #expect(cgtk_index_model_get_count(model) == 11)
            #expect((record.pointee.position, record.pointee.removed, record.pointee.added) == (9, 0, 2))
            // Nothing removed and nothing added emits nothing.
            cgtk_index_model_splice(model, 3, 0, 0)
            #expect(record.pointee.count == 3)
            // More rows than a guint counts are as many as it does.
            cgtk_index_model_splice(model, 0, 0, guint.max)
            #expect(cgtk_index_model_get_count(model) == guint.max)
            #expect(record.pointee.added == guint.max - 11)
            // The model disconnects its handlers when it is finalized, before `record` goes.
            g_signal_handlers_destroy(UnsafeMutableRawPointer(model))
        }
    }
}
