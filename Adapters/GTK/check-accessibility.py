#!/usr/bin/python3
"""Reads the running GTKShoppingList over AT-SPI, as Orca and every Linux screen reader do, and
checks what a person using one would hear: names, roles, states and values, at the top of the
catalogue, after scrolling to row 50,000, and after a search.

Run by check-accessibility.sh, which starts the app inside a private session bus under Xvfb:

    check-accessibility.py --pid PID
    check-accessibility.py --gallery --pid PID

With --gallery it reads GTKMainLoopProbe's gallery instead: every wrapper of the adapter in one
window, none of them labelled, of which no node may read as its GObject type.

Needs Debian's python3-gi and gir1.2-atspi-2.0, under /usr/bin/python3. Prints one line per check
and exits with 1 if any failed. Acts only through AT-SPI (Action, Value, EditableText), as assistive
technology does; the real-input tests drive the app with xdotool.
"""
import argparse
import re
import subprocess
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# PyGObject flags get_value_iface() and get_action_name() as deprecated; they work.
warnings.filterwarnings("ignore", category=DeprecationWarning)

PRODUCT_COUNT = 100_000
# What a screen reader reads for a widget it can act on, or that takes the focus: the roles below,
# and any node with the focusable state.
INTERACTIVE_ROLES = {
    "push button", "toggle button", "check box", "radio button", "spin button", "slider", "entry",
    "password text", "combo box", "list", "list item", "scroll bar", "menu item", "switch",
}
# A GObject type name, which GTK 4.8 reads out for a widget with no name of its own.
GOBJECT_TYPE_NAME = re.compile(r"Gtk[A-Z][A-Za-z]*")
ROW_NAME = re.compile(r"(?P<product>.+ #(?P<number>\d+)), (?P<price>.*\d.*)")

failures = []


def check(what, passed, detail=""):
    print(f"{'ok  ' if passed else 'FAIL'} {what}" + (f": {detail}" if detail else ""))
    if not passed:
        failures.append(what)
    return passed


def wait_until(what, condition, timeout=20.0):
    """Polls a condition that returns (passed, detail) every 0.1 s, and checks its last answer."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            passed, detail = condition()
        except Exception as error:  # noqa: BLE001  (a node went away while GTK recycled it)
            passed, detail = False, f"<{error}>"
        if passed or time.monotonic() > deadline:
            return check(what, passed, detail)
        time.sleep(0.1)


def states(node):
    return {state.value_nick for state in node.get_state_set().get_states()}


def children(node):
    return [node.get_child_at_index(index) for index in range(node.get_child_count())]


def is_on_screen(node):
    """GTK 4.8 marks every bound row `visible` and none `showing`; rows outside the viewport are
    0 × 0, so their extents say which rows are on screen."""
    extents = node.get_component_iface().get_extents(Atspi.CoordType.WINDOW)
    return extents.width > 0 and extents.height > 0


def walk(node):
    """Every node under a node, skipping list rows that are not on screen (GTK keeps ~200 bound)."""
    yield node
    is_list = node.get_role_name() == "list"
    for child in children(node):
        if child is not None and not (is_list and not is_on_screen(child)):
            yield from walk(child)


def find(root, role, name=None, pattern=None):
    for node in walk(root):
        if node.get_role_name() != role:
            continue
        node_name = node.get_name() or ""
        if name is not None and node_name != name:
            continue
        if pattern is not None and not re.fullmatch(pattern, node_name):
            continue
        return node
    return None


def shown_rows(app):
    products = find(app, "list", "Products")
    rows = [row for row in children(products) if is_on_screen(row)]
    return sorted(rows, key=lambda row: row.get_component_iface().get_extents(Atspi.CoordType.WINDOW).y)


def row_named(app, number):
    for row in shown_rows(app):
        match = ROW_NAME.fullmatch(row.get_name() or "")
        if match and match["number"] == str(number):
            return row
    return None


def row_parts(row):
    """The quantity spin button and the favourite toggle of a row, found by role."""
    return find(row, "spin button"), find(row, "push button") or find(row, "toggle button")


def value(node):
    return node.get_value_iface().get_current_value()


def act(node):
    return node.get_action_iface().do_action(0)


def find_app(pid, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for app in children(desktop):
            try:
                if app is not None and app.get_process_id() == pid:
                    app.set_cache_mask(Atspi.Cache.NONE)  # ask the app every time, never a cache
                    return app
            except Exception:  # noqa: BLE001  (an application that went away)
                continue
        time.sleep(0.1)
    return None


def check_every_name(app, where, interactive_names=True):
    """No node is named by its GObject type, and, unless told otherwise, no interactive node by a
    glyph alone or by nothing."""
    problems = []
    count = 0
    for node in walk(app):
        count += 1
        role, name = node.get_role_name(), node.get_name() or ""
        if GOBJECT_TYPE_NAME.fullmatch(name):
            parent = node.get_parent()
            inside = f" in [{parent.get_role_name()}] {parent.get_name()!r}" if parent is not None else ""
            problems.append(f"[{role}] named by its type {name!r}{inside}")
        if interactive_names and (role in INTERACTIVE_ROLES or "focusable" in states(node)):
            if not any(character.isalnum() for character in name):
                problems.append(f"[{role}] named {name!r}, which says nothing of what it acts on")
    rule = " and every interactive one a name with words" if interactive_names else ""
    check(f"{where}: every one of {count} nodes has a name that isn't a type{rule}", not problems,
          "; ".join(problems[:8]))
    return count


def check_gallery(app):
    """Every wrapper, unlabelled: nothing reads as its type, and the parts GTK makes are named."""
    check("the application is named Gallery, not by its id", app.get_name() == "Gallery", repr(app.get_name()))
    wait_until("the gallery's window is shown", lambda: (find(app, "frame", "Gallery") is not None, None))
    wait_until("the table's rows are shown", lambda: (find(app, "table row", "Apples") is not None, None))
    count = check_every_name(app, "the gallery", interactive_names=False)
    check("the gallery has every wrapper's nodes", count > 60, count)
    check("the paned's handle is a separator named Divider", find(app, "separator", "Divider") is not None)
    check("the text view's scroll pane is named after it, Note", find(app, "scroll pane", "Note") is not None)


def check_row(row, number, favourite, quantity):
    match = ROW_NAME.fullmatch(row.get_name() or "")
    spin, star = row_parts(row)
    check(f"row {number} is named for its product and price", match is not None, repr(row.get_name()))
    product = match["product"] if match else "?"
    check(f"row {number}'s spin button is named for its product",
          spin is not None and spin.get_name() == f"Quantity of {product}",
          repr(spin.get_name() if spin else None))
    check(f"row {number}'s quantity reads {quantity}, from 0 to 99",
          spin is not None and value(spin) == quantity
          and spin.get_value_iface().get_minimum_value() == 0
          and spin.get_value_iface().get_maximum_value() == 99,
          f"{value(spin) if spin else None}")
    check(f"row {number}'s favourite toggle is named Favourite and {'is' if favourite else 'is not'} pressed",
          star is not None and star.get_name() == "Favourite" and ("pressed" in states(star)) == favourite,
          f"{star.get_name() if star else None!r} {sorted(states(star)) if star else ''}")


def check_product_page(app, row, number):
    """Opens a row's product page with a double click, checks what it reads, and goes back with the
    header bar's Back button."""
    name = ROW_NAME.fullmatch(row.get_name())["product"]
    back = find(app, "push button", "Back")
    check("the header bar's Back button is dimmed at the catalogue",
          back is not None and "sensitive" not in states(back), sorted(states(back)) if back else "none")
    # GTK 4.8 gives a list row no action: double-click it, as a person does. Xvfb has no window
    # manager, so the window is at the screen's origin and its coordinates are the screen's.
    extents = row.get_component_iface().get_extents(Atspi.CoordType.WINDOW)
    subprocess.run(["xdotool", "mousemove", str(extents.x + 20), str(extents.y + extents.height // 2),
                    "click", "--repeat", "2", "--delay", "80", "1"], check=True)
    wait_until("the product page's heading reads the product's name", lambda: (
        (lambda node: (node is not None, repr(node.get_name()) if node else "none"))(
            find(app, "heading", name))))
    # GTK keeps the catalogue's rows in the tree under the page, so the row's spin button is there too.
    spins = [node for node in walk(app)
             if node.get_role_name() == "spin button" and node.get_name() == f"Quantity of {name}"]
    check("the product page's quantity is named for the product, as its row's is", len(spins) == 2, len(spins))
    if back is not None and wait_until("the Back button is enabled on the product page", lambda: (
            "sensitive" in states(back), sorted(states(back)))):
        act(back)
        wait_until("Back returns to the catalogue and is dimmed again", lambda: (
            "sensitive" not in states(back), sorted(states(back))))


def scroll_to_row(app, number):
    """Moves the list's vertical scroll bar so that a row is at the top, as a screen reader can."""
    bar = find(app, "scroll bar", "Products, vertical scroll bar")
    track = find(bar, "filler") if bar is not None else None
    if not check("the list's vertical scroll bar is named for the list and has a value",
                 track is not None and "Value" in track.get_interfaces(),
                 repr(bar.get_name() if bar else None)):
        return
    row_height = track.get_value_iface().get_maximum_value() / PRODUCT_COUNT
    track.get_value_iface().set_current_value((number - 1) * row_height)
    wait_until(f"row {number:,} is on screen after scrolling", lambda: (row_named(app, number) is not None,
               [row.get_name() for row in shown_rows(app)[:2]]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--gallery", action="store_true")
    arguments = parser.parse_args()
    Atspi.init()
    # The default D-Bus call timeout, 800 ms, is too short for a debug build on a busy machine.
    Atspi.set_timeout(5000, 15000)

    app = find_app(arguments.pid)
    if not check("the app is on the AT-SPI desktop", app is not None):
        return 1
    if arguments.gallery:
        check_gallery(app)
        print(f"{len(failures)} failed" if failures else "every check passed")
        return 1 if failures else 0
    # GTK 4.8 gives AT-SPI the program name and the application name, as its description; the
    # application sets both to the name a person knows it by.
    check("the application is named Groceries, not by its id",
          app.get_name() == "Groceries" and app.get_description() == "Groceries",
          f"{app.get_name()!r}, {app.get_description()!r}")
    check("its window is titled Groceries", find(app, "frame", "Groceries") is not None)
    wait_until("the products are loaded and shown", lambda: (
        (lambda rows: (len(rows) > 5 and row_named(app, 1) is not None, len(rows)))(shown_rows(app))))
    list_node = find(app, "list", "Products")
    check("the list is not busy once loaded", "busy" not in states(list_node), sorted(states(list_node)))
    check("the search entry is labelled", find(app, "entry", "Search products") is not None)
    menu = find(app, "toggle button", "Main menu") or find(app, "push button", "Main menu")
    check("the header bar's primary menu button is named Main menu", menu is not None)
    if menu is not None:
        nested = [node for node in walk(menu) if node is not menu and node.get_name() == "Main menu"]
        check("the primary menu button is one element, not a button in a button of its name", not nested,
              [(node.get_role_name(), node.get_name()) for node in nested])
    checkout = find(app, "push button", "Checkout")
    check("Checkout is disabled while the cart is empty",
          checkout is not None and "sensitive" not in states(checkout), sorted(states(checkout or app)))
    for name in ("Fewer bags", "More bags"):
        check(f"the bags stepper's button is named {name!r}", find(app, "push button", name) is not None)
    check_every_name(app, "at the top")
    first = row_named(app, 1)
    check_row(first, 1, favourite=False, quantity=0)

    spin, star = row_parts(first)
    act(star)
    wait_until("starring row 1 presses its favourite toggle", lambda: (
        "pressed" in states(star) and star.get_name() == "Favourite", sorted(states(star))))
    spin.get_value_iface().set_current_value(3)
    wait_until("a quantity enables Checkout", lambda: ("sensitive" in states(checkout), sorted(states(checkout))))

    scroll_to_row(app, 50_000)
    far = row_named(app, 50_000)
    if far is not None:
        # The rows shown here are reused from the top: none may still read row 1's star or count.
        check_row(far, 50_000, favourite=False, quantity=0)
        check_every_name(app, "at row 50,000")
        _, far_star = row_parts(far)
        act(far_star)
        wait_until("starring row 50,000 presses its toggle", lambda: ("pressed" in states(far_star), ""))

    scroll_to_row(app, 1)
    top = row_named(app, 1)
    if top is not None:
        check_row(top, 1, favourite=True, quantity=3)
        check_row(row_named(app, 2), 2, favourite=False, quantity=0)

    entry = find(app, "entry", "Search products")
    entry.get_editable_text_iface().set_text_contents("smoked honey #77")
    wait_until("a search shows only the products it finds", lambda: (
        (lambda names: (bool(names) and all(name.startswith("Smoked Honey #77") for name in names), names[:3]))(
            [row.get_name() for row in shown_rows(app)])))
    found = shown_rows(app)
    if found:
        number = int(ROW_NAME.fullmatch(found[0].get_name())["number"])
        check_row(found[0], number, favourite=False, quantity=0)
        check_every_name(app, "after the search")
        check_product_page(app, found[0], number)
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
