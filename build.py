#!/usr/bin/env python3
"""SwissPair's build, server and test runner. Standard library only, so it runs on a fresh machine
with Python 3.11+, Node 20+ and npm.

  python3 build.py                       build dist/
  python3 build.py serve [--port N]      build, then serve dist/ on http://127.0.0.1:N/
  python3 build.py test [PYTEST ARGS]    set up .venv with the pinned test tools and Chromium, build,
                                         run pytest
  python3 build.py bench                 start-up figures in headless Chromium (tools/bench_startup.py)
  python3 build.py bench --page          the page at 200, 1,000 and 2,000 players (tools/bench_page.py)
  python3 build.py bench --rating-list   FIDE's rating list at a million players (tools/bench_rating_list.py)

The build's one download, the npm package pyodide, is kept in node_modules/: a second build needs no network.
"""

from __future__ import annotations

import argparse
import ast
import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
TEST_REQUIREMENTS = ROOT / "requirements-test.txt"

sys.path.insert(0, str(ROOT / "tools"))
import archives  # noqa: E402  (tools/archives.py: wheel writing and compiling, shared with the Pyodide side)

PYODIDE_VERSION = "314.0.7"  # must match package.json; it runs Python 3.14
# Only what the page needs: no source maps, no consoles, no pyodide.js (the page uses the ES module).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# The standard library the page loads in place of Pyodide's python_stdlib.zip: only what the engine uses
# (trim_stdlib), in the runtime's folder.
ENGINE_STDLIB = "engine_stdlib.zip"
STDLIB_KEPT_WHOLE = ("encodings/", "pyodide/", "_pyodide/")

CHROMIUM_HELP = """\
No Chromium for the browser tests (looked at $CHROMIUM, /usr/bin/chromium, chromium on PATH, Playwright's).
  Debian/Ubuntu:  apt-get update && apt-get install -y chromium
  elsewhere:      .venv/bin/python -m playwright install chromium
To run only the engine tests meanwhile:  python3 build.py test -m "not browser\""""


class BuildError(Exception):
    pass


def step(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(command, check=True, **kwargs)
    except FileNotFoundError as exc:
        raise BuildError(f"{command[0]} is not installed ({exc})") from exc
    except subprocess.CalledProcessError as exc:
        raise BuildError(f"`{' '.join(map(str, command))}` failed with exit code {exc.returncode}") from exc


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- inputs --------------------------------------------------------------------------------------------

def ensure_pyodide() -> Path:
    """node_modules/pyodide at the pinned version (npm ci from package-lock.json when it is not)."""
    package = ROOT / "node_modules" / "pyodide"
    manifest = package / "package.json"
    if not manifest.exists() or json.loads(manifest.read_text())["version"] != PYODIDE_VERSION:
        if not shutil.which("npm"):
            raise BuildError("npm is not installed; install Node.js 20+ with npm (e.g. apt-get install nodejs npm)")
        step(f"installing pyodide {PYODIDE_VERSION} with npm ci")
        run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    found = json.loads(manifest.read_text())["version"]
    if found != PYODIDE_VERSION:
        raise BuildError(f"node_modules has pyodide {found}; package-lock.json must pin {PYODIDE_VERSION}")
    return package


def engine_wheel(out_dir: Path) -> Path:
    """The engine as a py3-none-any wheel, written from py/pyproject.toml and py/swisspair/."""
    project = tomllib.loads((ROOT / "py" / "pyproject.toml").read_text())["project"]
    name = project["name"]
    package = ROOT / "py" / name
    version = re.search(r'^__version__ = "([^"]+)"', (package / "__init__.py").read_text(), re.M).group(1)
    dist_info = f"{name}-{version}.dist-info"
    metadata = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
                f"Summary: {project['description']}", f"Requires-Python: {project['requires-python']}"]
    metadata += [f"Requires-Dist: {requirement}" for requirement in project["dependencies"]]
    files = {path.relative_to(ROOT / "py").as_posix(): path.read_bytes()
             for path in sorted(package.rglob("*.py")) if "__pycache__" not in path.parts}
    files[f"{dist_info}/METADATA"] = ("\n".join(metadata) + "\n").encode()
    files[f"{dist_info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: swisspair build.py\n"
                                   b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    path = out_dir / f"{name}-{version}-py3-none-any.whl"
    archives.write_wheel(path, files)
    return path


# --- the page's security policy -------------------------------------------------------------------------

def page_policy(index_html: Path) -> str:
    match = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', index_html.read_text())
    if not match:
        raise BuildError(f"{index_html} has no one-line Content-Security-Policy <meta> tag")
    return match.group(1)


def header_policy(index_html: Path) -> str:
    """The page's policy plus 'wasm-unsafe-eval', for the HTTP header: the header is what reaches the
    Web Worker, where Pyodide compiles its WebAssembly module (see the comment in index.html)."""
    policy = page_policy(index_html)
    return policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", 1)


# --- the build -----------------------------------------------------------------------------------------

def node_command(*args: str, script: str = "pyodide_node.mjs") -> list[str]:
    """node tools/<script> ..., inside a network namespace of its own where that is possible."""
    if not shutil.which("node"):
        raise BuildError("node is not installed; install Node.js 20+ (e.g. apt-get install nodejs npm)")
    command = ["node", str(ROOT / "tools" / script), *args]
    if shutil.which("unshare") and subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0:
        return ["unshare", "-n", *command]
    step("unshare -n is not available here; the Node script still refuses every fetch")
    return command


def files_digest(out: Path, paths: list[Path]) -> str:
    """16 hex digits of a hash of these files of the site, their names and contents."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(f"{path.relative_to(out).as_posix()}\0{sha256_file(path)}\n".encode())
    return digest.hexdigest()[:16]


def write_service_worker(out: Path) -> str:
    """dist/sw.js: app/sw.js after CACHE_NAME (a hash of every file) and PRECACHE (their URLs)."""
    files = sorted(path.relative_to(out).as_posix() for path in out.rglob("*")
                   if path.is_file() and path.relative_to(out).as_posix() != "sw.js")
    cache_name = f"swisspair-{files_digest(out, [out / name for name in files])}"
    prelude = (f"const CACHE_NAME = {json.dumps(cache_name)};\n"
               f"const PRECACHE = {json.dumps(['./', *files], indent=1)};\n\n")
    (out / "sw.js").write_text(prelude + (ROOT / "app" / "sw.js").read_text())
    return cache_name


def bytecode_versions(sources: list[Path], pyodide_dir: Path) -> list[Path]:
    """The bytecode version of each archive (a wheel or python_stdlib.zip), made by the Pyodide in
    `pyodide_dir`. Kept in .cache/bytecode/ under a hash of the input and of the recipe."""
    recipe = ":".join([PYODIDE_VERSION, sha256_file(ROOT / "tools" / "archives.py"),
                       sha256_file(ROOT / "tools" / "pyodide_node.mjs")])
    folders = [CACHE / "bytecode" / hashlib.sha256(f"{recipe}:{sha256_file(source)}".encode()).hexdigest()[:20]
               for source in sources]
    def made(folder: Path) -> list[Path]:
        return [path for path in folder.glob("*") if path.suffix != ".part"]

    missing = [(source, folder) for source, folder in zip(sources, folders) if not made(folder)]
    if missing:
        run(node_command("compile", str(pyodide_dir), *[str(path) for pair in missing for path in pair]))
    return [made(folder)[0] for folder in folders]


def write_page_facts(app_dir: Path) -> None:
    """app/facts.js: what the page knows before the engine has loaded (swisspair.page_facts), as a frozen object.
    Asked of a separate Python so that the build's own interpreter imports nothing of the engine."""
    code = "import json; from swisspair.page_facts import page_facts; print(json.dumps(page_facts(), indent=1))"
    facts = run([sys.executable, "-B", "-c", code], cwd=ROOT / "py", capture_output=True, text=True).stdout
    (app_dir / "facts.js").write_text(
        "// Written by build.py from swisspair.page_facts (tests/test_page_facts.py checks it): do not edit.\n"
        "const frozen = (value) => {\n"
        "  if (value !== null && typeof value === \"object\") Object.values(value).forEach(frozen);\n"
        "  return Object.freeze(value);\n"
        "};\n"
        f"export const facts = frozen({facts.strip()});\n")


def write_engine_words() -> None:
    """app/locales/en/engine.json: the page's English for the engine's messages, from the engine's own table
    (swisspair.messages), so English is written once. Kept in the source tree beside the other languages'
    engine.json, which are checked against it (tests/app/test_locales.py; tests/test_messages.py fails when the
    table changed and this was not run)."""
    code = "import json; from swisspair.messages import catalogue; print(json.dumps(catalogue(), ensure_ascii=False, indent=1))"
    words = run([sys.executable, "-B", "-c", code], cwd=ROOT / "py", capture_output=True, text=True,
                encoding="utf-8").stdout
    path = ROOT / "app" / "locales" / "en" / "engine.json"
    if not path.exists() or path.read_text(encoding="utf-8") != words:
        path.write_text(words, encoding="utf-8")


def write_catalogues(out: Path) -> None:
    """app/locales/<language>.json: the page's words in each language, its area files (app/locales/<language>/*.json)
    merged into one, so that a language is one request. A key outside its area's prefix, or in two areas, fails the
    build naming the file."""
    out.mkdir(parents=True, exist_ok=True)
    for folder in sorted(path for path in (ROOT / "app" / "locales").iterdir() if path.is_dir()):
        merged = {}
        for area in sorted(folder.glob("*.json")):
            entries = json.loads(area.read_text(encoding="utf-8"))
            for key in entries:
                if not key.startswith(f"{area.stem}."):
                    raise BuildError(f"{area.relative_to(ROOT)}: key “{key}” does not start with “{area.stem}.”")
            merged |= entries
        (out / f"{folder.name}.json").write_text(json.dumps(merged, ensure_ascii=False, separators=(",", ":")),
                                                 encoding="utf-8")


def assemble(out: Path, pyc: bool, snapshot: bool) -> None:
    pyodide = ensure_pyodide()

    shutil.copy2(ROOT / "index.html", out / "index.html")
    page_policy(out / "index.html")  # fails now, not in the browser, if the tag was lost
    (out / "app").mkdir()
    for source in sorted((ROOT / "app").rglob("*")):
        if source.suffix in (".js", ".css") and source.name != "sw.js":
            target = out / "app" / source.relative_to(ROOT / "app")
            target.parent.mkdir(exist_ok=True)
            shutil.copy2(source, target)
    write_page_facts(out / "app")
    write_engine_words()
    write_catalogues(out / "app" / "locales")
    runtime = out / "pyodide"
    runtime.mkdir()
    # Pyodide's whole standard library, until trim_stdlib has made the engine's from it.
    for name in (*PYODIDE_FILES, "python_stdlib.zip"):
        shutil.copy2(pyodide / name, runtime / name)

    wheel_dir = out / "wheels"
    wheel_dir.mkdir()
    with tempfile.TemporaryDirectory(dir=CACHE) as scratch:
        built = engine_wheel(Path(scratch))
        to_ship = built
        if pyc:
            # The standard library first, so the Pyodide that compiles the wheel starts fast too.
            [stdlib] = bytecode_versions([runtime / "python_stdlib.zip"], runtime)
            shutil.copy2(stdlib, runtime / stdlib.name)
            [to_ship] = bytecode_versions([built], runtime)
        shutil.copy2(to_ship, wheel_dir / to_ship.name)
    version = built.name.split("-")[1]
    info = {"version": version, "pyodide": PYODIDE_VERSION, "wheels": {"swisspair": to_ship.name}}
    (out / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    trim_stdlib(out, pyodide / "python_stdlib.zip")
    info["stdlib"] = ENGINE_STDLIB
    if snapshot:
        # The snapshot is of exactly this runtime and engine: its name carries their hash, and the engine inside
        # it records the hash too (swisspair.startup), so that the worker refuses one of another build.
        runtime_key = files_digest(out, [path for folder in ("pyodide", "wheels")
                                         for path in sorted((out / folder).rglob("*")) if path.is_file()])
        info |= {"runtime": runtime_key, "snapshot": f"snapshot/engine-{runtime_key}.bin"}
    (out / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")


def engine_stdlib_imports() -> list[str]:
    """Every import statement of the engine's source that names the standard library, lazy ones inside functions
    too, as a statement to run (without its aliases); not those of the modules only the command line runs
    (swisspair.startup.COMMAND_LINE_ONLY), which the page never loads."""
    package = ROOT / "py" / "swisspair"
    startup = ast.parse((package / "startup.py").read_text())
    [command_line_only] = [ast.literal_eval(node.value) for node in startup.body if isinstance(node, ast.Assign)
                           and any(getattr(target, "id", None) == "COMMAND_LINE_ONLY" for target in node.targets)]
    statements = set()
    for path in sorted(package.rglob("*.py")):
        module = ".".join(path.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        if module in command_line_only:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                statements |= {f"import {alias.name}" for alias in node.names
                               if alias.name.split(".")[0] in sys.stdlib_module_names}
            elif isinstance(node, ast.ImportFrom) and not node.level:
                if node.module.split(".")[0] in sys.stdlib_module_names:
                    statements.add(f"from {node.module} import {', '.join(alias.name for alias in node.names)}")
    return sorted(statements)


def trim_stdlib(out: Path, source_zip: Path) -> None:
    """Replace Pyodide's standard library zip (4.5 MB) with one of only the modules the engine needs: those a cold
    start in Node loads while it imports every engine module, runs each of the engine's imports from the standard
    library and answers the page's first requests, and every module their sources import, lazily too (in
    `source_zip`, Pyodide's zip of sources; tools/stdlib_files.py). Packages whose modules are looked up by name at
    run time are kept whole: encodings (a codec is found by its name, e.g. cp1252 for TRF files) and Pyodide's own,
    whose start differs between the browser and Node. An engine import that this Pyodide cannot run fails the
    build, naming it."""
    full = out / "pyodide" / "python_stdlib.zip"
    listed = run(node_command(str(out), "--stdlib-modules", str(source_zip), *engine_stdlib_imports(),
                              script="snapshot_node.mjs"), stdout=subprocess.PIPE, text=True).stdout
    needed = {name.replace(".", "/") for name in json.loads(listed.strip().splitlines()[-1])}
    files, full_size = archives.read_zip(full), full.stat().st_size

    def module(name: str) -> str:
        return name.rpartition(".")[0].removesuffix("/__init__")

    kept = {name for name in files if not name.endswith("/") and module(name) in needed
            or name.startswith(STDLIB_KEPT_WHOLE)}
    # zipimport needs each kept file's folders (a namespace package is found by its folder).
    kept |= {name for name in files if name.endswith("/") and any(file.startswith(name) for file in kept)}
    archives.write_zip(out / "pyodide" / ENGINE_STDLIB, {name: files[name] for name in kept})
    full.unlink()
    step(f"standard library: {len([name for name in kept if not name.endswith('/')])} of "
         f"{len([name for name in files if not name.endswith('/')])} files kept in pyodide/{ENGINE_STDLIB} "
         f"({(out / 'pyodide' / ENGINE_STDLIB).stat().st_size / 1e6:.2f} MB, was {full_size / 1e6:.2f} MB)")


def build(out: Path = DIST, pyc: bool = True, snapshot: bool = True) -> Path:
    """Assemble the site in a scratch folder, check it offline in Node, snapshot the engine (unless `snapshot` is
    false), then put it in place: a failed build leaves the previous dist/ as it was."""
    started = time.monotonic()
    CACHE.mkdir(exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="staging-", dir=CACHE))
    staging.chmod(0o755)  # mkdtemp makes it private; the site is for every reader
    try:
        assemble(staging, pyc, snapshot)
        step("checking the build in Node with no network: load Pyodide, install the engine, pair a round")
        run(node_command("check", str(staging)))
        if snapshot:
            step("snapshotting the engine in Node and checking that the snapshot answers as a cold start does")
            run(node_command(str(staging), script="snapshot_node.mjs"))
        cache_name = write_service_worker(staging)
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        staging.rename(out)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    step(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out} ({size / 1e6:.1f} MB, "
         f"cache {cache_name}) in {time.monotonic() - started:.1f} s")
    return out


# --- serving -------------------------------------------------------------------------------------------

class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",  # required by WebAssembly.instantiateStreaming
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/octet-stream",
        ".zip": "application/zip",
        ".bin": "application/octet-stream",
    }

    def __init__(self, *args, policy: str, quiet: bool, **kwargs):
        self.policy = policy
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", self.policy)
        # Always revalidate: offline use is the service worker's job, not the HTTP cache's.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        # A browser that drops a connection it no longer needs is no error worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path = DIST, port: int = 0, quiet: bool = False,
                policy: str | None = None) -> ThreadingHTTPServer:
    """A server for `directory` on 127.0.0.1 (port 0: any free port); call serve_forever() on it.
    `policy` replaces the Content-Security-Policy header (the tests use it to show what Pyodide needs)."""
    handler = functools.partial(SiteHandler, directory=str(directory), quiet=quiet,
                                policy=policy or header_policy(directory / "index.html"))
    return SiteServer(("127.0.0.1", port), handler)


# --- tests ---------------------------------------------------------------------------------------------

def find_chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
                      shutil.which("chromium-browser")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def chromium_installs(root: bool, apt: bool, python: Path) -> list[list[str]]:
    """The commands that install a Chromium on this machine: Debian's or Ubuntu's package as root,
    else Playwright's own build (into the user's cache, no root needed)."""
    if root and apt:
        return [["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]]
    return [[str(python), "-m", "playwright", "install", "chromium"]]


def playwright_chromium(python: Path) -> str | None:
    """Playwright's own Chromium, if `playwright install chromium` has put it on this machine."""
    done = subprocess.run([str(python), "-c", "from playwright.sync_api import sync_playwright\n"
                           "with sync_playwright() as p: print(p.chromium.executable_path)"],
                          capture_output=True, text=True)
    path = done.stdout.strip()
    return path if done.returncode == 0 and os.access(path, os.X_OK) else None


def ensure_chromium(python: Path) -> str:
    """A Chromium for the browser tests: one already here, else one installed now; stops before any
    other work, with what to do, when the install fails."""
    chromium = find_chromium() or playwright_chromium(python)
    if chromium:
        return chromium
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    for command in chromium_installs(root, shutil.which("apt-get") is not None, python):
        step(f"installing Chromium for the browser tests: {' '.join(command)}")
        if subprocess.run(command, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}).returncode:
            raise BuildError(f"`{' '.join(command)}` failed.\n{CHROMIUM_HELP}")
    chromium = find_chromium() or playwright_chromium(python)
    if chromium is None:
        raise BuildError(f"the install ran, but no Chromium is there.\n{CHROMIUM_HELP}")
    return chromium


def selects_browser_tests(pytest_args: list[str]) -> bool:
    """Whether a test run may include the browser tests: every run but one with -m "not browser"."""
    return not any("not browser" in argument for argument in pytest_args)


def bench_chromium() -> str:
    """Chromium for a browser benchmark over the built dist/; exits with what to do when either is missing."""
    chromium = find_chromium()
    if chromium is None:
        sys.exit(CHROMIUM_HELP)
    if not (DIST / "sw.js").exists():
        sys.exit("dist/ is not built: run python3 build.py first")
    return chromium


def ensure_venv() -> Path:
    """.venv with the pinned test tools; reinstalled only when requirements-test.txt changes."""
    python = VENV / "bin" / "python"
    if not python.exists():
        step("creating .venv")
        run([sys.executable, "-m", "venv", str(VENV)])
    stamp = VENV / "requirements.sha256"
    wanted = sha256_file(TEST_REQUIREMENTS)
    if not stamp.exists() or stamp.read_text() != wanted:
        step("installing the pinned test tools into .venv")
        run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "-r", str(TEST_REQUIREMENTS)])
        stamp.write_text(wanted)
    return python


def in_venv(python: Path, arguments: list[str], chromium: str | None) -> int:
    environment = {**os.environ, **({"CHROMIUM": chromium} if chromium else {})}
    return subprocess.call([str(python), *arguments], cwd=ROOT, env=environment)


# --- command line --------------------------------------------------------------------------------------

def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")
    make = commands.add_parser("build", help="build dist/ (the default)")
    make.add_argument("--out", type=Path, default=DIST, help="where to put the site (default dist/)")
    make.add_argument("--no-pyc", dest="pyc", action="store_false",
                      help="ship the standard library and the engine as source, not bytecode")
    make.add_argument("--no-snapshot", dest="snapshot", action="store_false",
                      help="no memory snapshot of the engine: the page always starts it cold")
    serve = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    commands.add_parser("test", help="build, then run pytest over tests/ (extra arguments go to pytest)")
    bench = commands.add_parser("bench", help="measure start-up in headless Chromium (extra arguments: --runs N)")
    bench.add_argument("--page", action="store_true",
                       help="instead, events of 200, 1,000 and 2,000 players in the page (tools/bench_page.py; "
                            "extra arguments: --sizes N ...; or --sections N [--players P]: one event of N sections, "
                            "tools/bench_sections.py)")
    bench.add_argument("--rating-list", action="store_true",
                       help="instead, FIDE's rating list at a million players in the page (tools/bench_rating_list.py; "
                            "extra arguments: --players N)")
    # test and bench hand every argument they do not know to pytest or to the benchmark.
    args, extra = parser.parse_known_args(argv)
    if extra and args.command not in ("test", "bench"):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")

    try:
        if args.command in (None, "build"):
            build(getattr(args, "out", DIST).resolve(), getattr(args, "pyc", True), getattr(args, "snapshot", True))
        elif args.command == "serve":
            build()
            server = make_server(DIST, args.port)
            print(f"SwissPair is served at http://127.0.0.1:{server.server_port}/  (Ctrl+C stops)", flush=True)
            try:
                server.serve_forever()
            except KeyboardInterrupt:
                pass
        elif args.command == "test":
            python = ensure_venv()
            chromium = ensure_chromium(python) if selects_browser_tests(extra) else None
            build()
            # The slowest tests named at the end of every run, so that CI's time is watched where it goes.
            return in_venv(python, ["-m", "pytest", "--durations=20", *extra], chromium)
        elif args.command == "bench":
            python = ensure_venv()
            # "--page --sections N": an event of N sections (tools/bench_sections.py).
            tool = ("bench_sections.py" if "--sections" in extra else "bench_page.py") if args.page else "bench_rating_list.py" if args.rating_list else "bench_startup.py"
            return in_venv(python, [str(ROOT / "tools" / tool), *extra], ensure_chromium(python))
    except BuildError as exc:
        print(f"\nBUILD FAILED: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
