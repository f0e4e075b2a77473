"""The engine in the page's own worker (Pyodide) given JSON nested far deeper than any SwissPair data: refused with
a sentence, and the same worker answers the next request. Pyodide's JSON parser recursed on the worker's stack, so
a file or link nested 20,000 deep ended the whole engine (CPython only raises RecursionError, which is why this
runs in the page)."""

import pytest

from tests.browser.helpers import wait_for_engine

pytestmark = pytest.mark.browser


def test_json_nested_100000_deep_is_refused_and_the_worker_keeps_answering(new_context, site):
    page = new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    answer = page.evaluate("""async () => {
        const { Engine } = await import("./app/engine.js");
        const engine = new Engine();
        await engine.ready;
        let refusal = null;
        try {
          await engine.call("read_json", { text: "[".repeat(100000) + "]".repeat(100000) });
        } catch (error) {
          refusal = { code: error.code, message: error.message };
        }
        const version = await engine.call("version");
        return { refusal, engine: version.engine };
    }""")
    assert answer["refusal"]["code"] == "bad_json", answer
    assert "nests arrays or objects too deeply to be SwissPair data (more than 40 levels)" in answer["refusal"]["message"]
    assert answer["engine"]
