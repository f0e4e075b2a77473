"""Running the page's own ES modules under Node.js, for the tests of its codecs: a script given JSON on its standard
input prints JSON back; the damaged links and the random JSON values those tests give them."""

import json
import random
import shutil
import subprocess
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
NODE = shutil.which("node")


def node(script: str, value) -> list:
    """What `script` (an ES module) prints, as JSON, given `value` as JSON on its standard input."""
    done = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(value), check=True,
                          capture_output=True, text=True, timeout=300)
    return json.loads(done.stdout)


def uri(name: str) -> str:
    """The page's module `name` as a quoted file URL, for an import in a script."""
    return json.dumps((APP / name).as_uri())


def damaged(fragment: str, rng: random.Random, others: list[str]) -> str:
    """The link's fragment ("r1.…", "e3.…") changed as copying breaks it: a character changed, cut short, a character
    no link has put in, or another version or kind in front (one of `others`)."""
    head, body = fragment[:3], fragment[3:]
    kind = rng.randrange(4)
    if kind == 0:
        spot = rng.randrange(len(body))
        return head + body[:spot] + rng.choice("ABCabc019-_") + body[spot + 1:]
    if kind == 1:
        return head + body[:rng.randrange(len(body))]
    if kind == 2:
        spot = rng.randrange(len(body))
        return head + body[:spot] + rng.choice(["%", "<", " ", "é", "="]) + body[spot:]
    return rng.choice(others) + body


def random_value(rng, depth=0):
    """A random JSON value, nested at most four deep, with keys and strings that often meet."""
    kind = rng.choice(["int", "str", "null", "bool", "list", "object"] if depth < 4 else ["int", "str", "null"])
    if kind == "int":
        return rng.randint(-5, 5)
    if kind == "str":
        return rng.choice(["", "a", "b", "~x", "é"])
    if kind == "null":
        return None
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "list":
        return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    return {rng.choice("abcdef"): random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def in_language(language: str, imports: str, expression: str, value, area: str = "engine"):
    """What `expression` (of the modules `imports` imports, and `value`, given as JSON) gives with the page's words
    in `language` (the area's catalogue, English beneath it), as JSON. The catalogues go on Node's standard input:
    they would not fit on its command line."""
    words = lambda lang: json.loads((APP / "locales" / lang / f"{area}.json").read_text(encoding="utf-8"))  # noqa: E731
    script = (f"import {{ readFileSync }} from 'node:fs'; import * as i18n from {uri('i18n.js')}; {imports};"
              "const [own, fallback, value] = JSON.parse(readFileSync(0, 'utf8'));"
              f"i18n.useLanguage({json.dumps(language)}, own, fallback);"
              f"console.log(JSON.stringify({expression}));")
    return node(script, [words(language), words("en"), value])
