"""The event details (set_details), a player's K factor (edit_player's k) and the rating-change switch of the
standings (update_settings' rating_changes): what each keeps and what each refuses."""

from swisspair.document.details import empty

from ..helpers import fails, make, outcome, run


def test_set_details_keeps_what_it_is_given_and_the_rest_as_it_was():
    doc = run(make(mode="fide"), {"op": "set_details", "city": " Oslo ", "start_date": "2026-03-01"})
    assert doc["details"] == {**empty(), "city": "Oslo", "start_date": "2026-03-01"}
    done = outcome(doc, op="set_details", deputy_arbiters=["Berg, Ola"], round_dates=["2026-03-01", "2026-03-02"])
    assert done.event["details"]["city"] == "Oslo" and done.event["details"]["deputy_arbiters"] == ["Berg, Ola"]
    assert done.event["log"][-1]["text"] == "Event details: deputy arbiters, round dates changed."


def test_an_event_without_details_has_no_details_part():
    assert "details" not in make()


def test_dates_are_iso_and_the_federation_three_letters():
    doc = make(mode="fide")
    assert "YYYY-MM-DD" in fails(doc, "wrong_value", op="set_details", start_date="01.03.2026").message
    assert fails(doc, "wrong_value", op="set_details", round_dates=["2026-3-1"]).field == "operation.round_dates[0]"
    assert "three-letter" in fails(doc, "wrong_value", op="set_details", federation="Norway").message
    fails(doc, "unknown_field", op="set_details", arbiter="X")


def test_the_rating_an_event_is_rated_for_is_a_detail_kept_only_when_given():
    doc = run(make(mode="fide"), {"op": "set_details", "time_control": "15 minutes plus 10 seconds a move",
                                  "rating_kind": "rapid"})
    assert doc["details"]["rating_kind"] == "rapid" and doc["details"]["time_control"] == "15 minutes plus 10 seconds a move"
    assert doc["log"][-1]["text"] == "Event details: time control, rating changed."
    doc = run(doc, {"op": "set_details", "rating_kind": ""})
    assert "rating_kind" not in doc["details"]
    assert "“blitz”" in fails(doc, "wrong_value", op="set_details", rating_kind="classical").message


def test_a_players_k_factor_is_one_of_fides_or_none():
    doc = run(make(mode="fide"), {"op": "edit_player", "player": 1, "changes": {"k": 40}})
    assert doc["players"][0]["k"] == 40
    doc = run(doc, {"op": "edit_player", "player": 1, "changes": {"k": None}})
    assert doc["players"][0]["k"] is None
    assert "10, 20, 40" in fails(doc, "wrong_value", op="edit_player", player=1, changes={"k": 30}).message


def test_a_k_read_from_fides_list_keeps_its_source_until_the_director_sets_k_by_hand():
    source = "FIDE's standard list of December 2026"
    doc = run(make(mode="fide"), {"op": "edit_player", "player": 1, "changes": {"k": 40, "k_source": source}})
    assert (doc["players"][0]["k"], doc["players"][0]["k_source"]) == (40, source)
    # the same K again from a newer list: only the source changes
    doc = run(doc, {"op": "edit_player", "player": 1, "changes": {"k_source": "FIDE's standard list of January 2027"}})
    assert (doc["players"][0]["k"], doc["players"][0]["k_source"]) == (40, "FIDE's standard list of January 2027")
    doc = run(doc, {"op": "edit_player", "player": 1, "changes": {"k": 20}})
    assert doc["players"][0]["k"] == 20 and "k_source" not in doc["players"][0]
    added = run(doc, {"op": "add_player", "player": {"name": "New, One", "rating": 1500, "k": 40, "k_source": ""}})
    assert "k_source" not in added["players"][-1]
    assert "no K" in fails(make(mode="fide"), "wrong_value", op="edit_player", player=1,
                           changes={"k_source": source}).message


def test_the_rating_change_column_is_a_setting_of_the_event():
    doc = run(make(mode="fide"), {"op": "update_settings", "rating_changes": True})
    assert doc["settings"]["rating_changes"] is True
    assert doc["log"][-1]["text"] == "Settings changed: rating changes shown."
    fails(doc, "wrong_type", op="update_settings", rating_changes="yes")


def test_the_events_language_is_a_detail_one_of_the_pages_and_a_wrong_one_is_named_by_its_field():
    doc = run(make(mode="fide"), {"op": "set_details", "language": "fr"})
    assert doc["details"]["language"] == "fr" and doc["log"][-1]["text"] == "Event details: language changed."
    doc = run(doc, {"op": "set_details", "city": "Lyon"})
    assert doc["details"]["language"] == "fr"
    refused = fails(doc, "wrong_value", op="set_details", language="pt")
    assert refused.field == "operation.language" and "The event's language must be one of" in refused.message
