"""swisspair.messages: every sentence the engine raises by key is in the table, each raise site gives exactly the
parameters its sentence has, the page's English catalogue of the engine (app/locales/en/engine.json) is the table,
and an error answer carries its key and parameters beside the English sentence."""

import ast
import json
import re
from pathlib import Path

from swisspair import bridge, messages, systems
from swisspair.checks import Checks
from swisspair.limits import MAX_RATING
from swisspair.document.errors import EventError
from swisspair.systems.dutch.errors import PairingError

ENGINE = Path(messages.__file__).parent
ROOT = ENGINE.parent.parent
# The keywords of a raise that say where, not what: they are no parameters of the sentence.
WHERE = {"field", "player", "round", "extra", "rule", "code", "game"}
MAKERS = {"of": 0, "at": 2, "wrapping": 0}  # the methods that name a message, and where their key is
# The TRF reader's error inside a round entry, worded as the reader wraps it; and the explanations that are no
# errors: a round's note (`said`), a tie-break's working (`worked`, `undefined_value`), a clause of one (`clause`),
# a clause after a name (`said_clause`), a roster row's `flag` and a sentence holding a list (`said_list`, which fills
# the place its second argument names), each naming its key.
NAMED_MAKERS = {"_RoundError": 1, "said": 0, "phrase": 0, "worked": 0, "undefined_value": 0, "flag": 0, "clause": 0,
                "said_clause": 0, "said_list": 0}


def engine_calls():
    """(file, the call, the function it is in or None) of every call in the engine."""
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inside = {}
        for function in ast.walk(tree):  # outer functions first, so a nested function's calls end up its own
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inside.update({id(node): function for node in ast.walk(function)})
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                yield path, node, inside.get(id(node))


CALLS = list(engine_calls())


def called_name(call):
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def nested_keys(value, function):
    """The keys a `..._msg` parameter's value can be: a literal, either literal of a conditional, or the literal every
    caller gives the parameter of `function` it names (a nested message chosen by the caller, such as which log entry
    holds a part); None when some cannot be known before it runs."""
    if isinstance(value, ast.Constant):
        return [value.value]
    if isinstance(value, ast.IfExp):
        body, orelse = nested_keys(value.body, function), nested_keys(value.orelse, function)
        return None if body is None or orelse is None else body + orelse
    if not isinstance(value, ast.Name) or function is None:
        return None
    names = [a.arg for a in function.args.args]
    rebound = any(isinstance(node, ast.Name) and node.id == value.id and isinstance(node.ctx, ast.Store)
                  for node in ast.walk(function))
    if value.id not in names or names[0] in ("self", "cls") or rebound:
        return None
    index, keys = names.index(value.id), []
    for _, call, _ in CALLS:
        if called_name(call) != function.name:
            continue
        given = [k.value for k in call.keywords if k.arg == value.id] or call.args[index:index + 1]
        if len(given) != 1 or not isinstance(given[0], ast.Constant):
            return None
        keys.append(given[0].value)
    return keys or None


def nested_places(keywords, function):
    """The places of the nested messages a call's `..._msg` parameters can name, one set per choice of those messages
    (their places are filled from the call's parameters too); None when one cannot be known before it runs."""
    choices = [set()]
    for name, value in keywords.items():
        if not name.endswith("_msg"):
            continue
        keys = nested_keys(value, function)
        if keys is None or any(key not in messages.MESSAGES for key in keys):
            return None
        choices = [places | messages.placeholders(key) for places in choices for key in keys]
    return [set(places) for places in {frozenset(places) for places in choices}]


def raise_sites():
    """(file, line, key, keywords or None when some come from `**`, wraps another, the function it is in) of each
    literal key named."""
    for path, node, function in CALLS:
        if isinstance(node.func, ast.Attribute) and node.func.attr in MAKERS:
            index = MAKERS[node.func.attr]
        elif isinstance(node.func, ast.Name) and node.func.id in NAMED_MAKERS:
            index = NAMED_MAKERS[node.func.id]
        else:
            continue
        if len(node.args) <= index or not isinstance(node.args[index], ast.Constant):
            continue
        key = node.args[index].value
        if not isinstance(key, str) or "." not in key:
            continue
        # A TRF fault's keywords are all parameters (the layer that wraps it says where).
        where = set() if getattr(node.func, "attr", None) == "at" or isinstance(node.func, ast.Name) else WHERE
        keywords = None if any(k.arg is None for k in node.keywords) else {
            k.arg: k.value for k in node.keywords if k.arg not in where}
        if getattr(node.func, "id", None) == "said_list" and keywords is not None:
            keywords[node.args[1].value] = node.args[1]  # the list's place
        yield (f"{path.relative_to(ROOT)}:{node.lineno}", key, keywords,
               isinstance(node.func, ast.Attribute) and node.func.attr == "wrapping", function)


# The keywords of a shared check that are no parameters of its subject: where it is, and how the value is checked.
CHECK_ARGUMENTS = {"player", "round", "empty", "required", "optional", "longest", "low", "high", "choices"}


def subject_checks():
    """(file:line, subject, keywords or None when some come from `**`, the function it is in) of each call of a shared
    check (`check_*`) whose `what`, its third argument, is a literal `subject.*` key."""
    for path, node, function in CALLS:
        name = called_name(node)
        if not name.startswith("check_") or len(node.args) < 3 or not isinstance(node.args[2], ast.Constant):
            continue
        what = node.args[2].value
        if not isinstance(what, str) or not what.startswith("subject."):
            continue
        keywords = {k.arg: k.value for k in node.keywords if k.arg not in CHECK_ARGUMENTS}
        yield f"{path.relative_to(ROOT)}:{node.lineno}", what, None if None in keywords else keywords, function


def test_every_check_naming_its_subject_by_key_gives_exactly_the_subjects_parameters():
    wrong = []
    for site, what, keywords, function in subject_checks():
        nested = [value.value for name, value in (keywords or {}).items()
                  if name.endswith("_msg") and isinstance(value, ast.Constant)]
        unknown = [key for key in (what, *nested) if key not in messages.MESSAGES]
        if unknown:
            wrong.append((site, unknown))
        elif keywords is not None:  # the subject's places and those of the parts its `..._msg` places can name
            for places in nested_places(keywords, function) or []:
                wanted = messages.placeholders(what) | places
                if set(keywords) != wanted:
                    wrong.append((site, what, sorted(keywords), sorted(wanted)))
    assert wrong == []


def test_every_subject_the_engine_names_is_in_the_table():
    # Those chosen as it runs too (a table of subjects, a side of a board): one missing would keep its refusal English.
    named = {key for path in ENGINE.rglob("*.py") if path.name != "messages.py"
             for key in re.findall(r'"(subject\.[a-z0-9_]+)"', path.read_text(encoding="utf-8"))}
    assert len(named) > 300 and sorted(named - set(messages.MESSAGES)) == []


def test_every_key_a_raise_names_is_in_the_table():
    unknown = [(site, key) for site, key, _, _, _ in raise_sites() if key not in messages.MESSAGES]
    assert unknown == []


def test_every_raise_gives_exactly_the_parameters_of_its_sentence():
    wrong = []
    for site, key, keywords, wraps, function in raise_sites():
        if keywords is None or key not in messages.MESSAGES:
            continue
        # A nested message's places are filled from the same parameters; one chosen as it runs (the system's word for
        # leaving) has places that are not known.
        for places in nested_places(keywords, function) or []:
            wanted = messages.placeholders(key) | places
            if wraps:  # the wrapped error brings its own key (cause_msg) and parameters
                if not set(keywords) <= wanted - {"cause_msg"}:
                    wrong.append((site, key, sorted(keywords), sorted(wanted)))
            elif set(keywords) != wanted:
                wrong.append((site, key, sorted(keywords), sorted(wanted)))
    assert wrong == []


def test_no_parameter_of_a_message_has_the_name_of_a_place_an_error_says_apart():
    # A wrapped error's parameters become the wrapper's: one named "player" or "round" would be taken for where.
    clashes = sorted((key, name) for key in messages.MESSAGES for name in messages.placeholders(key) & WHERE)
    assert clashes == []


def test_every_message_of_the_table_is_named_somewhere_in_the_engine():
    source = "\n".join(path.read_text(encoding="utf-8") for path in ENGINE.rglob("*.py") if path.name != "messages.py")
    # messages.py's own code names some (how a text in another language writes a number), its table aside.
    own = (ENGINE / "messages.py").read_text(encoding="utf-8")
    source += own[own.index("\n}\n", own.index("\nMESSAGES: ")):]
    unused = sorted(key for key in messages.MESSAGES if f'"{key}"' not in source)
    assert unused == []


def test_the_pages_english_words_for_the_engine_are_the_table():
    path = ROOT / "app" / "locales" / "en" / "engine.json"
    assert json.loads(path.read_text(encoding="utf-8")) == messages.catalogue(), "run python3 build.py to write it"


def test_a_sentence_nests_another_and_starts_with_a_capital():
    params = {"what_msg": "json.the_request", "cause_msg": "json.number_too_large", "number": "1e999"}
    assert messages.sentence("json.number_refused", params) == (
        "The request cannot be read: it holds the number 1e999, too large for any number SwissPair uses.")


def test_a_count_is_grouped_by_thousands_and_a_name_is_kept_as_it_is():
    assert messages.sentence("request.too_long", {"count": 12345678, "most": 5000000}) == (
        "The request is 12,345,678 characters long; the engine reads at most 5,000,000.")


def test_a_bad_trf_file_answers_the_readers_key_with_its_line_and_column():
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": "012 Open\nXXR 9\n001    1 m    Ann\n"}})
    error = answer["error"]
    assert (error["code"], error["key"]) == ("invalid_trf", "trf.not_valid")
    assert error["message"] == messages.sentence(error["key"], error["params"])
    assert error["params"]["line"] == str(error["line"]) and error["params"]["column"] == str(error["column"])
    assert error["params"]["cause_msg"] in messages.MESSAGES


def test_a_refusal_wrapping_a_worded_cause_answers_both_keys_and_one_without_words_stays_english():
    cause = PairingError.of("pairing.all_played", rule="input", count=9)
    error = EventError.wrapping("pairing.round_cannot", cause, "unused", round=10, number=10).as_error()
    assert error == {"code": "cannot_pair", "message": "Round 10 cannot be paired: all 9 rounds have been played.",
                     "key": "pairing.round_cannot", "round": 10,
                     "params": {"cause_msg": "pairing.all_played", "count": 9, "number": 10}}
    english = EventError.wrapping("pairing.round_cannot", PairingError("no words yet", "input"),
                                  "Round 10 cannot be paired: no words yet.", round=10).as_error()
    assert english == {"code": "cannot_pair", "message": "Round 10 cannot be paired: no words yet.", "round": 10}


def test_a_checked_value_named_by_a_subject_answers_the_checks_key_with_the_subjects_words():
    players = [{"id": 1, "name": "Ann", "rating": 1800}, {"id": 2, "name": "Bo", "rating": -5}]
    error = bridge.handle({"id": 1, "op": "pair_round_one", "args": {"players": players, "initial_colour": "white"}})["error"]
    assert (error["code"], error["key"], error["field"]) == ("out_of_range", "check.not_between", "args.players[1].rating")
    assert error["params"] == {"what_msg": "subject.rating_of_player_n", "number": "2", "name": "Bo", "low": "0",
                               "high": str(MAX_RATING), "value": "-5"}
    assert error["message"] == f"The rating of player 2 (Bo) must be between 0 and {MAX_RATING}, but it is -5."


def test_a_check_whose_value_is_still_described_in_english_answers_no_key():
    error = Checks(EventError).refusal("check.not_boolean", "The flag must be true or false, but it is 1.",
                                       "operation.flag", "the flag", {}, value_msg="value.as_is", value="1").as_error()
    assert error == {"code": "wrong_type", "message": "The flag must be true or false, but it is 1.",
                     "field": "operation.flag"}


def test_a_pairing_systems_own_words_are_messages_of_the_table_without_places():
    # Its options (a subject each), why its rounds cannot change by hand and why it has no wall chart.
    said = [(name, key, option.what, "subject.") for name in systems.names()
            for key, option in systems.get(name).options.items()]
    said += [(name, "fixed_schedule", systems.get(name).fixed_schedule, "manual.") for name in systems.names()]
    said += [(name, "no_wall_chart", systems.get(name).no_wall_chart, "wall_chart.") for name in systems.names()]
    wrong = [(name, part, key) for name, part, key, prefix in said if key is not None and (
        key not in messages.MESSAGES or not key.startswith(prefix) or messages.placeholders(key))]
    assert wrong == []


def test_a_refused_option_of_a_pairing_system_answers_the_checks_key_with_the_options_subject():
    args = {"id": "cup", "system": "knockout", "options": {"third_place": 1}}
    error = bridge.handle({"id": 1, "op": "event_new", "args": args})["error"]
    assert error == {"code": "wrong_type", "message": "The third-place match must be true or false, but it is 1.",
                     "field": "args.options.third_place", "key": "check.not_boolean",
                     "params": {"what_msg": "subject.option_third_place", "value_msg": "value.as_is", "value": "1"}}
    args = {"id": "cup", "system": "magic_swiss", "options": {"top_cut": 6}}
    error = bridge.handle({"id": 1, "op": "event_new", "args": args})["error"]
    assert (error["key"], error["params"]) == ("check.not_one_of", {
        "what_msg": "subject.option_top_cut", "choices": "0, 4, 8", "value_msg": "value.as_is", "value": "6"})
    assert error["message"] == "The top cut must be one of 0, 4, 8, but it is 6."


def test_a_bad_request_names_the_operation_it_asks_for_by_key():
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": {}, "evnet": 1}})["error"]
    assert (error["key"], error["field"]) == ("check.unknown_key", "args.evnet")
    assert error["params"] == {"what_msg": "subject.request_args", "op": "event_validate", "key": "evnet"}
    assert error["message"] == ("The request “event_validate” has a field “evnet” that SwissPair does not know; remove "
                                "it or check its spelling.")
