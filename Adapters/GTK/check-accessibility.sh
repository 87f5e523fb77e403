#!/usr/bin/env bash
# Runs GTKShoppingList under Xvfb with a private session bus, where the AT-SPI bus and registry
# start on demand, and checks over AT-SPI what a screen reader reads of it: check-accessibility.py.
# Then does the same for the gallery of every wrapper, unlabelled, that GTKMainLoopProbe shows.
#
# Usage, from anywhere:  bash Adapters/GTK/check-accessibility.sh
# Needs the Debian packages libgtk-4-dev, xvfb, xauth, dbus, at-spi2-core, python3-gi and
# gir1.2-atspi-2.0; .ci/run installs what is missing.
set -euo pipefail
cd "$(dirname "$0")"
swift build --product GTKShoppingList
swift build --product GTKMainLoopProbe
bin="$(swift build --show-bin-path)"
log="${TMPDIR:-/tmp}/gtk-accessibility-app.log"

# GTK_A11Y must not be `none` or `test`: the app talks to the accessibility bus. `timeout` stops a
# hang; the session bus, and the accessibility bus and registry it started, end with the script.
# The example first, then the gallery of every wrapper, unlabelled (check-accessibility.py --gallery).
timeout -k 5 420 dbus-run-session -- xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
    set -u
    GDK_BACKEND=x11 GTK_SHOPPING_LIST_QUIT_AFTER=240 "$1/GTKShoppingList" > "$2" 2>&1 &
    app=$!
    /usr/bin/python3 check-accessibility.py --pid "$app"
    status=$?
    kill "$app" 2> /dev/null
    wait "$app" 2> /dev/null
    GDK_BACKEND=x11 "$1/GTKMainLoopProbe" gallery >> "$2" 2>&1 &
    app=$!
    /usr/bin/python3 check-accessibility.py --gallery --pid "$app" || status=1
    kill "$app" 2> /dev/null
    wait "$app" 2> /dev/null
    exit $status
' check-accessibility "$bin" "$log" 2> >(grep -v -e "Failed to set fd limit" -e "SpiRegistry daemon" >&2)
