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
