"""Run with Debian's python3 (python3-pyatspi): prints, one JSON object a line, the AT-SPI events the game
sends that a screen reader acts on: focus, and name and description changes."""

import json
import sys

import pyatspi

KINDS = (
    "focus:",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:announcement",
)


def report(event):
    source = event.source
    try:
        if (
            "tictactoe" not in (source.getApplication().name or "").lower()
            and "python" not in (source.getApplication().name or "").lower()
        ):
            return
        role, name, description = source.getRoleName(), source.name, source.description
    except Exception:  # an object gone by the time it is asked about
        return
    print(
        json.dumps(
            {
                "type": event.type,
                "role": role,
                "name": name,
                "description": description,
                "data": event.any_data if isinstance(event.any_data, str) else None,
            }
        ),
        flush=True,
    )


for kind in KINDS:
    pyatspi.Registry.registerEventListener(report, kind)
print(json.dumps({"type": "listening"}), flush=True)
sys.stdout.flush()
pyatspi.Registry.start()
