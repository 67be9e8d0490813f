#!/usr/bin/env bash
# Install the built app for the current user, so it appears in the application menu:
#   ./scripts/install-desktop-entry.sh             after ./scripts/build
#   ./scripts/install-desktop-entry.sh --uninstall
# The app folder goes to ~/.local/lib/tictactoe-qt, a launcher to ~/.local/bin, the menu entry,
# icons and AppStream metainfo under ~/.local/share (XDG_DATA_HOME). Nothing needs root.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
APP_ID="io.github.tictactoe_qt.TicTacToe"
DIST="${TICTACTOE_DIST:-$ROOT/dist/tictactoe-qt}"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
LIB="$HOME/.local/lib/tictactoe-qt"
BIN="$HOME/.local/bin"

refresh_caches() {
    # Either may be missing or fail (no desktop here): the entry and icons are in place all the same.
    if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$DATA/applications" || true; fi
    if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true; fi
    if command -v update-mime-database >/dev/null; then update-mime-database "$DATA/mime" >/dev/null 2>&1 || true; fi
}

if [[ "${1:-}" == "--uninstall" ]]; then
    rm -rf "$LIB" "$BIN/tictactoe-qt" "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
        "$DATA/mime/packages/$APP_ID.xml"
    find "$DATA/icons/hicolor" -name "$APP_ID.png" -delete 2>/dev/null || true
    refresh_caches
    echo "Uninstalled Tic-Tac-Toe (your scores stay in ${DATA}/tictactoe-qt)."
    exit 0
fi

if [[ ! -x "$DIST/tictactoe-qt" ]]; then
    echo "No built app in $DIST: run ./scripts/build first." >&2
    exit 1
fi

rm -rf "$LIB"
mkdir -p "$LIB" "$BIN" "$DATA/applications" "$DATA/metainfo" "$DATA/mime/packages"
cp -a "$DIST/." "$LIB/"
ln -sf "$LIB/tictactoe-qt" "$BIN/tictactoe-qt"
# The menu entry runs the installed copy by its full path: ~/.local/bin is not on every desktop's PATH.
sed "s|^Exec=tictactoe-qt|Exec=\"$LIB/tictactoe-qt\"|" "$ROOT/resources/linux/$APP_ID.desktop" \
    > "$DATA/applications/$APP_ID.desktop"
cp "$ROOT/resources/linux/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp "$ROOT/resources/linux/$APP_ID.mime.xml" "$DATA/mime/packages/$APP_ID.xml"  # saved games open with the game
(cd "$ROOT/resources/icons/app" && find hicolor -name "$APP_ID.png" -exec install -D -m 644 {} "$DATA/icons/{}" \;)
refresh_caches
echo "Installed Tic-Tac-Toe: it is in your application menu, and \`tictactoe-qt\` runs it from $BIN."
