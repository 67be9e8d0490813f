"""The README and docs link only to files inside the repository, and every one exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)")


def test_readme_and_docs_links_stay_inside_the_repository():
    for document in [ROOT / "README.md", *ROOT.joinpath("docs").glob("*.md")]:
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            if re.match(r"https?://", target):
                continue
            path = (document.parent / target).resolve()
            assert path.is_relative_to(ROOT), f"{document.name} links outside the repository: {target}"
            assert path.exists(), f"{document.name} links to a missing file: {target}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme and "docs/design.md" in readme


def test_the_readme_is_for_players_and_the_engineering_detail_lives_in_docs():
    """Issue 40: a player finds what the game is and how to start within the first 40 lines, in under 1,500
    words; what engineers need moved to docs/engineering.md, linked from the README's one line for them."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_lines = readme.splitlines()[:40]
    assert any(line.startswith("./scripts/play ") for line in first_lines)
    assert any(line.startswith("./scripts/test ") for line in first_lines)
    assert (ROOT / "scripts" / "play").is_file() and (ROOT / "scripts" / "test").is_file()
    assert len(readme.split()) < 1500
    assert "docs/screenshot.png" in readme and readme.count("![") == 1  # one screenshot
    assert (
        len([line for line in readme.splitlines() if "docs/engineering.md)" in line and "For engineers" in line]) == 1
    )
    engineering = (ROOT / "docs" / "engineering.md").read_text(encoding="utf-8")
    for fact in ("bench/ultimate_levels.py", "What was run on each platform", "Bundle sizes", "test_orca.py"):
        assert fact in engineering
