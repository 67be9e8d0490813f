"""Builds a stand-in for Windows' own icuuc.dll, for running the Windows app under Wine (scripts/check-windows).

Why it exists: PySide6's Qt6Core.dll imports icuuc.dll (ucnv_open, ...), the ICU that Windows 10 and later ship
in System32 under unversioned names. Wine has no such DLL, so without it Qt does not load ("DLL load failed while
importing QtCore"). This makes a DLL named icuuc.dll whose every C export forwards to the same function of a real
ICU build (the icu4py wheel's icuuc<N>.dll, where it is called e.g. ucnv_open_78). It goes into the Wine prefix's
System32 beside that ICU, as Windows' own would; never into the app's bundle, which must not carry it.

    python icuuc_stand_in.py --icu-wheel icu4py-....whl --system32 PREFIX/drive_c/windows/system32

Needs mingw-w64 (x86_64-w64-mingw32-gcc and -objdump).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

TOOLS = "x86_64-w64-mingw32-"
# icu4py's DLLs as delvewheel names them: icuuc78-<hash>.dll, icudt78-<hash>.dll, msvcp140-<hash>.dll.
UNICODE_LIBRARY = re.compile(r"icuuc(\d+)(-[0-9a-f]+)?\.dll$")


def exports(dll: Path) -> list[str]:
    """The names a DLL exports, read from `objdump -p`'s table of name pointers."""
    text = subprocess.run([TOOLS + "objdump", "-p", str(dll)], capture_output=True, text=True, check=True).stdout
    table = text.split("[Ordinal/Name Pointer] Table", 1)[1]
    names = []
    for line in table.splitlines()[1:]:
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)", line)
        if not match:
            break
        names.append(match.group(1))
    return names


def forwarders(names: list[str], version: str, module: str) -> list[str]:
    """`.def` lines forwarding each unversioned C name to ICU's versioned one (ucnv_open -> ucnv_open_78).

    C++ names (??0Appendable@icu_78@@...) are left out: Windows' ICU exports only the C API.
    """
    suffix = f"_{version}"
    return [
        f"    {name[: -len(suffix)]} = {module}.{name}"
        for name in names
        if name.endswith(suffix) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name)
    ]


def build(icu_wheel: Path, system32: Path) -> Path:
    system32.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(icu_wheel) as wheel:
        libraries = {Path(name).name: name for name in wheel.namelist() if name.endswith(".dll")}
        found = [name for name in libraries if UNICODE_LIBRARY.search(name)]
        if len(found) != 1:
            raise SystemExit(f"expected one icuuc<N>.dll in {icu_wheel.name}, found {found}")
        match = UNICODE_LIBRARY.search(found[0])
        assert match is not None
        version = match.group(1)
        target = f"icuuc{version}"  # a plain name: a forwarder names its module without ".dll", and no "-"
        (system32 / f"{target}.dll").write_bytes(wheel.read(libraries[found[0]]))
        for name, member in libraries.items():
            # ICU's data and the C++ runtime it links keep their names, as icuuc<N> imports them by these.
            if not name.startswith(("icuuc", "icuin")):
                (system32 / name).write_bytes(wheel.read(member))
    lines = forwarders(exports(system32 / f"{target}.dll"), version, target)
    if not any(line.split()[0] == "ucnv_open" for line in lines):
        raise SystemExit(f"{found[0]} exports no ucnv_open_{version}: not the ICU Qt needs")
    with tempfile.TemporaryDirectory() as scratch:
        definitions = Path(scratch) / "icuuc.def"
        definitions.write_text("LIBRARY icuuc.dll\nEXPORTS\n" + "\n".join(lines) + "\n")
        source = Path(scratch) / "empty.c"
        # Every export is a forwarder (icuuc.def): the DLL's only code is its entry point, which accepts loading.
        source.write_text(
            "int __stdcall DllMainCRTStartup(void *dll, unsigned long reason, void *reserved)\n"
            "{ (void)dll; (void)reason; (void)reserved; return 1; }\n"
        )
        output = system32 / "icuuc.dll"
        subprocess.run(
            [
                TOOLS + "gcc",
                "-shared",
                "-nostdlib",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-o",
                str(output),
                str(source),
                str(definitions),
            ],
            check=True,
        )
    print(f"{output}: {len(lines)} ICU {version} functions forwarded to {target}.dll")
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--icu-wheel", type=Path, required=True, help="the win_amd64 icu4py wheel")
    parser.add_argument("--system32", type=Path, required=True, help="the Wine prefix's drive_c/windows/system32")
    args = parser.parse_args(argv)
    build(args.icu_wheel, args.system32)
    return 0


if __name__ == "__main__":
    sys.exit(main())
