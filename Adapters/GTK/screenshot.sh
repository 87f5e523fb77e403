#!/usr/bin/env bash
# Runs GTKShoppingList under Xvfb and writes a PNG screenshot of its window.
#
# Usage, from anywhere:  bash Adapters/GTK/screenshot.sh [output.png]   (default: screenshot.png
# beside this script). Needs the Debian packages libgtk-4-dev, xvfb, xauth, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-screenshot.png}")"

swift build --product GTKShoppingList
app="$(swift build --show-bin-path)/GTKShoppingList"

# The app quits by itself after a few seconds; the screenshot is taken once the window is drawn.
xvfb-run -a -s "-screen 0 640x720x24" bash -c '
    set -euo pipefail
    GTK_SHOPPING_LIST_QUIT_AFTER=6 GTK_A11Y=none GDK_BACKEND=x11 "$1" > /dev/null &
    app=$!
    window="$(timeout 10 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)"
    sleep 1.5
    import -window "$window" "$2"
    wait "$app"
' screenshot "$app" "$out"
echo "wrote $out"
