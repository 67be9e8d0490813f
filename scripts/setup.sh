#!/usr/bin/env bash
# Sourced by scripts/play and scripts/test: makes a fresh Debian/Ubuntu machine ready
# (the system libraries Qt loads, a virtual environment, the pip packages), and does
# nothing slow when all of that is already in place.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TICTACTOE_VENV:-$ROOT/.venv}"

# Qt's platform plugins (xcb for a real window, offscreen for tests) load these at run
# time; pip cannot provide them. The fonts: Latin text, and Chinese for the zh_CN translation.
DEBIAN_PACKAGES=(
    libegl1 libgl1 libfontconfig1 fonts-dejavu-core fonts-droid-fallback libxkbcommon0 libxkbcommon-x11-0
    libdbus-1-3 libglib2.0-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
    libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1
)
# pip compiles the 5×5 search (tictactoe_qt/core/ai/native) with these; without them the game still
# installs and plays, but works out 5×5 advice in Python, which cannot do it in time for every position.
BUILD_PACKAGES=(gcc libc6-dev python3-dev)

APT_LOCK_WAIT_SECONDS="${APT_LOCK_WAIT_SECONDS:-600}"
# apt's locks: dpkg's, the package lists' and the downloaded archives'. Another apt or dpkg (an unattended
# upgrade, say) holds one while it runs, and apt-get then exits with 100 at once: `update` does so even with
# DPkg::Lock::Timeout, which only `install` honours, and `install` waits without a word when its output is
# not a terminal. So set-up waits for them itself, and says so.
read -r -a APT_LOCK_FILES <<<"${APT_LOCK_FILES:-/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock /var/cache/apt/archives/lock}"

log() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_lock_holder() {
    # "1234, apt-get" for the process holding one of apt's locks; nothing when none is held. apt and dpkg
    # take POSIX locks, which /proc/locks lists with the holder's PID and the file's inode (no root needed).
    # The inode alone is matched: on overlay file systems the device there is not the one stat reports.
    [ -r /proc/locks ] || return 0
    local -A inodes=()
    local file _id _kind _advisory _mode pid file_id _rest
    for file in "${APT_LOCK_FILES[@]}"; do
        [ -e "$file" ] && inodes[$(stat -c %i "$file")]=1
    done
    while read -r _id _kind _advisory _mode pid file_id _rest; do
        [ "$_kind" = "->" ] && continue  # a process waiting for the lock, not holding it
        if [ -n "${inodes[${file_id##*:}]:-}" ]; then
            printf '%s, %s\n' "$pid" "$(cat "/proc/$pid/comm" 2>/dev/null || echo '?')"
            return 0
        fi
    done </proc/locks
}

wait_for_other_apt() {
    local holder waited=0
    holder="$(apt_lock_holder)"
    [ -n "$holder" ] || return 0
    log "waiting for another apt or dpkg to finish (process $holder), for up to $APT_LOCK_WAIT_SECONDS s…"
    while [ -n "$holder" ] && [ "$waited" -lt "$APT_LOCK_WAIT_SECONDS" ]; do
        sleep 1
        waited=$((waited + 1))
        holder="$(apt_lock_holder)"
    done
    if [ -n "$holder" ]; then
        log "another apt or dpkg (process $holder) still runs after $APT_LOCK_WAIT_SECONDS s: trying anyway"
    else
        log "the other apt or dpkg finished after $waited s"
    fi
}

apt_get() {
    # DPkg::Lock::Timeout too, for a lock taken between the check and apt's own (install waits for it then).
    wait_for_other_apt
    as_root apt-get "$@" -o "DPkg::Lock::Timeout=$APT_LOCK_WAIT_SECONDS"
}

is_installed() {
    # Ubuntu 24.04 renamed some libraries with a t64 suffix; either name will do.
    local pkg
    for pkg in "$1" "${1}t64"; do
        if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed'; then
            return 0
        fi
    done
    return 1
}

# Packages already found installed, one name a line: a second run trusts this list instead of
# asking dpkg about each package again (it lives in the venv, so deleting .venv re-checks).
DEBIAN_STAMP="$VENV/.setup-debian-packages"

install_debian_packages() {
    local -A known=()
    local missing=() unchecked=() pkg
    if [ -f "$DEBIAN_STAMP" ]; then
        while read -r pkg; do known[$pkg]=1; done <"$DEBIAN_STAMP"
    fi
    for pkg in "$@"; do
        [ -n "${known[$pkg]:-}" ] || unchecked+=("$pkg")
    done
    [ ${#unchecked[@]} -eq 0 ] && return 0
    command -v dpkg-query >/dev/null || { log "not a Debian/Ubuntu system: install Qt's runtime libraries yourself"; return 0; }
    for pkg in "${unchecked[@]}"; do
        is_installed "$pkg" || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        log "installing system packages: ${missing[*]}"
        apt_get update -qq
        DEBIAN_FRONTEND=noninteractive apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    mkdir -p "$VENV"
    printf '%s\n' "${unchecked[@]}" >>"$DEBIAN_STAMP"
}

ensure_python() {
    [ -x "$VENV/bin/python" ] && return 0  # the venv's own Python is the one that runs the game
    if ! command -v python3 >/dev/null || ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
        install_debian_packages python3 python3-venv
    fi
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
        || { log "Python 3.10 or newer is needed, found $(python3 --version)"; exit 1; }
}

# What pip installed: a hash of what the install depends on (pyproject.toml's dependency list, setup.py
# and the compiled search's sources), then the extras, one a line. Any command is satisfied by a venv
# holding its extras or more, so ./scripts/play after ./scripts/test installs nothing; a change to
# those files reinstalls every extra recorded (and so compiles the search again).
PIP_STAMP="$VENV/.setup-pip"

ensure_venv() {
    # $1: pip extras ("" for the game alone, "test" for the test suite, "build" for scripts/build)
    local wanted_extra="$1" want recorded=() extras=() extra
    [ -x "$VENV/bin/python" ] || { log "creating $VENV"; python3 -m venv "$VENV"; }
    want="$({ cat "$ROOT/pyproject.toml"; cat "$ROOT/setup.py" "$ROOT"/tictactoe_qt/core/ai/native/*.[ch] 2>/dev/null || true; } \
        | sha256sum | cut -d' ' -f1)"
    [ -f "$PIP_STAMP" ] && mapfile -t recorded <"$PIP_STAMP"
    if [ ${#recorded[@]} -gt 0 ]; then
        extras=("${recorded[@]:1}")
        if [ "${recorded[0]}" = "$want" ]; then
            [ -z "$wanted_extra" ] && return 0
            for extra in "${extras[@]}"; do
                [ "$extra" = "$wanted_extra" ] && return 0
            done
        fi
    fi
    [ -n "$wanted_extra" ] && extras+=("$wanted_extra")
    mapfile -t extras < <(printf '%s\n' "${extras[@]}" | sort -u | grep -v '^$' || true)
    local target="$ROOT"
    [ ${#extras[@]} -gt 0 ] && target="${ROOT}[$(IFS=,; echo "${extras[*]}")]"
    log "installing Python packages into $VENV"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -e "$target"
    printf '%s\n' "$want" "${extras[@]}" >"$PIP_STAMP"
}

# shiboken6 keeps its signature loader (the Python package `shibokensupport`) as a zip inside libshiboken and
# compiles it at every start of the game: ~10 ms more than loading it as files with their bytecode, which it
# does when a `files.dir` sits beside it. SBK_EMBED=0 is shiboken's own switch for writing that folder from the
# zip; the bytecode is compiled here (a sandbox may forbid Python to write it later). A stamp records the
# libshiboken it was made from: pip leaves the folder behind when it replaces shiboken6, and a loader from
# another version would not match the library, so a changed library means the folder is made again.
ensure_shiboken_files() {
    local libraries=("$VENV"/lib/python3*/site-packages/shiboken6/libshiboken6.abi3.so.*) folder made_for
    [ -e "${libraries[0]}" ] || return 0
    folder="$(dirname "${libraries[0]}")/files.dir"
    made_for="$(stat -c '%n %s %Y' "${libraries[0]}")"
    [ "$(cat "$folder/.made-for" 2>/dev/null)" = "$made_for" ] && return 0
    rm -rf "$folder"
    SBK_EMBED=0 "$VENV/bin/python" -c 'import shiboken6' \
        && "$VENV/bin/python" -m compileall -q "$folder" >/dev/null \
        && printf '%s\n' "$made_for" >"$folder/.made-for" \
        || { log "could not unpack shiboken's loader into $folder: it runs from its zip"; rm -rf "$folder"; }
}

setup() {
    install_debian_packages "${DEBIAN_PACKAGES[@]}" "${BUILD_PACKAGES[@]}"
    ensure_python
    ensure_venv "$1"
    ensure_shiboken_files
}
