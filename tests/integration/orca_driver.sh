#!/usr/bin/env bash
# Plays the game by keyboard with Debian's Orca listening, and writes what Orca would have said to
# FOLDER/speech.txt, one utterance a line, in order. Run inside
# `xvfb-run -a dbus-run-session -- bash orca_driver.sh FOLDER PYTHON [SCENARIO]` (tests/integration/test_orca.py).
# SCENARIO "two-players" (the default): a two-player game by keyboard to a win, and Undo. "computer": against the
# Unbeatable computer with the outcome prediction on: a move and its reply, Undo and Redo, then Tab to the
# Level switch and an arrow to the next level. "ultimate": the ultimate game the test put in FOLDER/data (against
# the computer, 28 moves in), where keypad 1 plays A3 a1 and the computer's forced reply sends the player to A3.
# "review": a two-player game won, reviewed by keyboard. "ultimate-review": a finished two-player ultimate game
# (the test's, in FOLDER/data) reviewed by keyboard. "ultimate-advice": that game played on by keypad with the prediction and the analysis on.
# "typed-ahead": 3×3 against Medium with the prediction on, keypad digits typed at a player's quick pace (the next
# key before Orca is done with the last reply), three games in a row.
# Orca logs every utterance as "SPEECH OUTPUT" in its debug file (no synthesiser needed); it runs with its
# own HOME and runtime folder, so the player's Orca settings are not in play. Orca refuses to start while another
# Orca of the same user runs anywhere on the machine (it asks pgrep), so runs queue on one lock file: two
# checkouts testing at once take turns rather than one failing, unless each run sees only its own processes.
set -u
# ORCA_DRIVER_ALONE: the run has a process namespace of its own (test_orca.py), where no other Orca is in sight.
if [ -z "${ORCA_DRIVER_ALONE:-}" ]; then
    exec 9>"${TMPDIR:-/tmp}/tictactoe-qt-orca.lock"
    flock -w 300 9 || { echo "Another Orca run held the lock for 5 minutes" >&2; exit 1; }
fi
# Orca asks `pgrep -u $UID -x orca`, so the Orca of a run before this one must be gone, not only asked to go.
orcas() { pgrep -u "$(id -u)" -x orca; }
for _ in $(seq 600); do orcas >/dev/null || break; sleep 0.1; done
if orcas >/dev/null; then
    echo "An Orca of this user still runs, and Orca will not start beside it:" >&2
    ps -o pid=,args= -p "$(orcas | paste -sd,)" >&2
    exit 1
fi
folder="$1" python="$2" scenario="${3:-two-players}"
export HOME="$folder/home" XDG_RUNTIME_DIR="$folder/run" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset QT_QPA_PLATFORM XDG_CONFIG_HOME XDG_DATA_HOME
log="$folder/orca.log" speech="$folder/speech.txt"
/usr/libexec/at-spi-bus-launcher --launch-immediately & bus=$!
sleep 1
# script gives Orca a terminal of its own, as when a player starts it from one.
script -qfc "orca --debug-file=$log" /dev/null >"$folder/orca.out" 2>&1 & orca=$!
said() { grep -o "SPEECH OUTPUT: '.*" "$log" 2>/dev/null | sed "s/^SPEECH OUTPUT: '//; s/' *{'established.*//"; }
# Orca writes its log in blocks, so nothing is read from it until Orca has ended (and flushed it): the steps go
# by the clock, with room for Orca to speak a moment after each event on a loaded machine.
sleep 3
keys=(Up Left Right Return 5 7 1 9 ctrl+z)
if [ "$scenario" = computer ]; then
    mkdir -p "$folder/config/tictactoe-qt"
    printf '[game]\nmode=computer\nlevel=medium\nhuman_mark=X\n[view]\nprediction=true\n' \
        >"$folder/config/tictactoe-qt/tictactoe-qt.ini"
    # 5 plays b2 (the computer answers), Undo takes both back, Redo plays both again; then Tab through the
    # names and scores to the opponent, board and level switches, and Right moves the level's choice.
    keys=(5 ctrl+z ctrl+shift+z Tab Tab Tab Tab Tab Tab Tab Right)
elif [ "$scenario" = ultimate ]; then
    keys=(1)
elif [ "$scenario" = review ]; then
    # A two-player game won by X (Player 2's a1, move 4, is the mistake), then its review by keyboard: Ctrl+R opens
    # it on the summary, Down reads move 1, Up the summary again, T there (nothing to try) and Escape.
    keys=(7 5 3 1 9 8 6 ctrl+r Down Up t Escape)
elif [ "$scenario" = ultimate-advice ]; then
    # The same game with the prediction and the analysis on, played on by keypad digits 1 to 9 over and over: a
    # digit plays where it may, picks a board where the player may choose one, and does nothing elsewhere. The
    # test counts what Orca said against the game the state file holds at the end.
    mkdir -p "$folder/config/tictactoe-qt"
    printf '[view]\nprediction=true\nanalysis=true\n' >"$folder/config/tictactoe-qt/tictactoe-qt.ini"
    keys=()
    for _ in 1 2 3 4; do keys+=(1 2 3 4 5 6 7 8 9); done
elif [ "$scenario" = ultimate-review ]; then
    # The finished ultimate game the test put in FOLDER/data, reviewed by keyboard: Ctrl+R opens the review while the
    # search judges the moves (the keys wait for it), N goes to the marked move, Down to the next.
    keys=(ctrl+r n Down)
elif [ "$scenario" = typed-ahead ]; then
    mkdir -p "$folder/config/tictactoe-qt"
    printf '[game]\nmode=computer\nlevel=medium\nhuman_mark=X\n[view]\nprediction=true\n' \
        >"$folder/config/tictactoe-qt/tictactoe-qt.ini"
    # Every digit in turn: one plays where the cell is free and it is the player's turn, the others do nothing.
    # Ctrl+N after each round starts the next game (the computer starts every other one).
    keys=()
    for _ in 1 2 3; do keys+=(5 1 3 7 9 2 4 6 8 5 1 3 7 9 2 4 6 8 ctrl+n); done
fi
XDG_CONFIG_HOME="$folder/config" XDG_DATA_HOME="$folder/data" "$python" -m tictactoe_qt >"$folder/game.out" 2>&1 &
game=$!
for _ in $(seq 150); do
    window=$(xdotool search --onlyvisible --name '^Tic-Tac-Toe$' 2>/dev/null | tail -1)
    [ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null && break
    sleep 0.2
done
# Room for the start's news before the first key: 3 s was short once, in a whole suite run from a fresh clone (its
# other lane collecting and compiling beside it), and the first key cut "Your turn (X). You play in A3." off.
sleep 5
pause=2
# With the advice on, a move's news waits for the prediction: room for the reply and its news before the next key.
[ "$scenario" = ultimate-advice ] && pause=3
# Typed ahead: a key every 0.6 s, a little more than the computer's pause (450 ms) before its reply.
[ "$scenario" = typed-ahead ] && pause=0.6
for key in "${keys[@]}"; do
    xdotool key "$key"
    sleep "$pause"
    # Typed ahead, a new game is still listened to before the next key: who starts and, when the computer does,
    # its opening. (Typed within a second of it, Orca 43, still behind the new game's ~50 events, can say the
    # reply to the first move twice: issue 40, left open.)
    [ "$scenario" = typed-ahead ] && [ "$key" = ctrl+n ] && sleep 3
    # An ultimate review judges 50 moves with the search: about 8 s on an idle machine, room for a loaded one.
    [ "$scenario" = ultimate-review ] && [ "$key" = ctrl+r ] && sleep 40
done
# The last key's announcement needs the same room as the others before the game goes.
sleep 4
# Orca first (every Orca of this user is this run's, as the lock and the check above hold): it flushes its log as
# it ends. Its Python handler for the signal runs only when its main loop next wakes, which the game's going then
# does at once; a game gone first left an idle Orca holding the signal until it was killed 90 s later.
pkill -TERM -u "$(id -u)" -x orca 2>/dev/null
sleep 0.5
kill "$game" 2>/dev/null
# A loaded machine can take seconds to end Orca; killing it sooner loses the log's last block.
for _ in $(seq 900); do orcas >/dev/null || break; sleep 0.1; done
if orcas >/dev/null; then
    echo "Orca did not end within 90 s: its log may lack its last block" >&2
    pkill -KILL -u "$(id -u)" -x orca 2>/dev/null
    for _ in $(seq 100); do orcas >/dev/null || break; sleep 0.1; done
fi
kill "$orca" "$bus" 2>/dev/null
wait 2>/dev/null
said >"$speech"
exit 0
