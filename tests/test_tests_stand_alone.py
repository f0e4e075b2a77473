"""Every test stands alone: what tests share lives in helper modules and conftest fixtures, so no file under
tests/ imports a test module (test_*) or a tool (tools/), whose own imports (Playwright, a benchmark) a test
would need only to be collected. Imports inside functions count too."""

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def module_of(path: Path) -> list[str]:
    """The dotted name of a file under the checkout, as a list: tests/event/helpers.py is tests.event.helpers."""
    return list(path.relative_to(ROOT).with_suffix("").parts)


def imported_names(path: Path, node: ast.Import | ast.ImportFrom) -> list[list[str]]:
    """Every module (or module member) an import statement names, absolute, as dotted parts."""
    if isinstance(node, ast.Import):
        return [alias.name.split(".") for alias in node.names]
    if node.level:
        package = module_of(path)[:-node.level]
    else:
        package = []
    module = package + (node.module.split(".") if node.module else [])
    return [module + [alias.name] for alias in node.names]


def forbidden(path: Path, node: ast.Import | ast.ImportFrom) -> bool:
    """A test module anywhere in the name, or the tools package at its head (only an absolute import reaches it)."""
    for name in imported_names(path, node):
        if any(part.startswith("test_") for part in name):
            return True
        if name[0] == "tools" and not (isinstance(node, ast.ImportFrom) and node.level):
            return True
    return False


def imports_of_tests_or_tools() -> list[str]:
    """Each offending import as file:line and the statement."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and forbidden(path, node):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return sorted(found)


def test_no_file_under_tests_imports_a_test_module_or_a_tool():
    found = imports_of_tests_or_tools()
    assert not found, f"{len(found)} imports of a test module or a tool (import a helper):\n" + "\n".join(found)


def test_the_check_finds_an_import_of_a_test_module_relative_or_not_and_of_a_tool():
    path = TESTS / "systems" / "dutch" / "test_x.py"
    statements = {
        "from tests.browser.test_events import open_page": True,
        "from .test_properties import play_round": True,
        "from . import test_properties": True,
        "import tests.event.test_rebuild": True,
        "from tools.bench_share import realistic_event": True,
        "import tools.storage_event": True,
        "from tests.event.helpers import make": False,
        "from .conftest import corpus_path": False,
        "from swisspair.tools import x": False,
    }
    for statement, wrong in statements.items():
        assert forbidden(path, ast.parse(statement).body[0]) is wrong, statement
