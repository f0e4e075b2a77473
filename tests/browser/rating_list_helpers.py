"""FIDE's rating list in the browser tests: a list file made by tools/fide_list.py and read back by FIDE's columns,
loaded in the Players view, and the look-up's suggestions."""

import subprocess
import sys

import build

__all__ = ["fide_list", "load_list", "suggestion"]


def fide_list(path, players=300, seed=7, month="DEC26", kind="foa"):
    """The list file the tool writes, and its players read back by FIDE's columns: {FIDE ID: fields}."""
    subprocess.run([sys.executable, str(build.ROOT / "tools" / "fide_list.py"), str(path), "--players", str(players),
                    "--seed", str(seed), "--month", month, "--format", kind], check=True)
    rating_column = 113
    rows = {}
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        fide_id = int(line[:15])
        rows[fide_id] = {"name": line[15:76].strip(), "federation": line[76:80].strip(), "sex": line[80:84].strip(),
                         "title": line[84:89].strip() or line[89:94].strip(),
                         "rating": line[rating_column:rating_column + 6].strip(),
                         "k": line[123:126].strip(),  # the K after the rating and its games, in either layout
                         "rapid": line[126:132].strip() if kind == "foa" else "",
                         "rapid_k": line[136:139].strip() if kind == "foa" else "",
                         "birth": (line[152:158] if kind == "foa" else line[126:132]).strip(),
                         "inactive": "i" in (line[158:] if kind == "foa" else line[132:])}
    return rows


def load_list(page, path):
    page.get_by_text("FIDE rating list", exact=True).click()
    page.get_by_label("Load FIDE's rating list (TXT or XML)").set_input_files(str(path))


def suggestion(page, text):
    return page.get_by_role("listbox", name="Players in the FIDE rating list").get_by_role("option").filter(has_text=text)
