"""Choosing a print view as a director does and checking what prints, for the print tests and the other views'."""

import io

from playwright.sync_api import Page, expect
from pypdf import PdfReader

from tests.browser.helpers import ARTIFACTS, go_to

# The printable width of each paper in CSS pixels (96 per inch), less app/print.css's 12 mm side margins.
PRINTABLE = {"A4": (210 - 24) / 25.4 * 96, "Letter": (215.9 - 24) / 25.4 * 96}
VIEWS = {"board": "Pairings by board", "name": "Pairings by name", "slips": "Result slips",
         "standings": "Standings", "wallchart": "Wall chart", "prizes": "Prize winners"}


# Stands in for the browser's print dialog, which a headless browser does not show: count the calls.
COUNT_PRINTS = "window.__prints = 0; window.print = () => { window.__prints += 1; };"


MEASURE = """() => {
  const sheet = document.querySelector('#print-sheet');
  const boxes = [...sheet.querySelectorAll('table, .slip, p')].map((node) => node.getBoundingClientRect());
  const cells = [...sheet.querySelectorAll('th, td, .slip p, .slip span')];
  return {
    right: Math.max(...boxes.map((box) => box.right)),
    left: Math.min(...boxes.map((box) => box.left)),
    page: document.documentElement.scrollWidth,
    overflowing: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1 && getComputedStyle(cell).display !== 'inline')
      .map((cell) => cell.textContent),
  };
}"""


COLOURS = """() => [...document.querySelectorAll('#print-sheet, #print-sheet th, #print-sheet td, #print-sheet p, #print-sheet span')]
  .map((node) => [getComputedStyle(node).color, getComputedStyle(node).backgroundColor])
  .concat([[getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor],
           ['rgb(0, 0, 0)', getComputedStyle(document.documentElement).backgroundColor]])"""


def pdf_pages(pdf: bytes) -> list[str]:
    """The text of each page of a PDF, as a PDF reader extracts it."""
    assert pdf.startswith(b"%PDF-"), pdf[:20]
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def choose_and_print(page: Page, view: str, round_number: int | None = None, timeout: float = 5_000) -> None:
    """Pick the view (and round) in the Print form and press Print; the page shows it and opens the print dialog
    (within `timeout` ms)."""
    before = page.evaluate("window.__prints")
    go_to(page, "Share and files")
    form = page.locator("#print-form")
    form.get_by_label("Print", exact=True).select_option(label=VIEWS[view])
    if round_number is not None:
        form.get_by_label("Round").select_option(label=f"Round {round_number}")
    form.get_by_role("button", name="Print…").click()
    expect(page.locator(f'#print-sheet .sheet[data-view="{view}"]')).to_be_visible(timeout=timeout)
    page.wait_for_function("(before) => window.__prints === before + 1", arg=before)


def check_on_paper(page: Page, name: str) -> dict[str, list[str]]:
    """Under print media: only the sheet prints, black on white; it fits A4's and Letter's printable width; it
    prints to a PDF in both formats. Returns the text of each printed page per format."""
    page.emulate_media(media="print", color_scheme="dark")
    try:
        for selector in ("#event-view", "#engine", ".site-header", "#print-view .print-bar", "#organiser"):
            expect(page.locator(selector)).to_be_hidden()
        expect(page.locator("#print-sheet")).to_be_visible()
        for colour, background in page.evaluate(COLOURS):
            assert colour == "rgb(0, 0, 0)", f"{name}: text {colour}"
            assert background in ("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"), f"{name}: background {background}"
        pages = {}
        for paper, width in PRINTABLE.items():
            page.set_viewport_size({"width": int(width), "height": 1000})
            box = page.evaluate(MEASURE)
            assert box["left"] >= 0 and box["right"] <= int(width) + 0.5, f"{name} on {paper}: {box}"
            assert box["page"] <= int(width), f"{name} on {paper}: the page is {box['page']} px wide"
            assert box["overflowing"] == [], f"{name} on {paper}: text overflows its box: {box['overflowing']}"
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=ARTIFACTS / f"print-{name}-{paper.lower()}.png", full_page=True)
            pages[paper] = pdf_pages(page.pdf(format=paper))
            assert pages[paper] and all(text.strip() for text in pages[paper]), f"{name} on {paper}: an empty page"
        with open(ARTIFACTS / "print-pages.txt", "a", encoding="utf-8") as log:
            log.write(f"{name}: {len(pages['A4'])} A4 pages, {len(pages['Letter'])} Letter pages\n")
        return pages
    finally:
        page.emulate_media(media="screen", color_scheme="dark")
        page.set_viewport_size({"width": 1280, "height": 900})
