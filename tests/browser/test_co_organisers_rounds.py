"""Two organisers, one event, two browsers, round by round: one copy pairs the next round while the other corrects
an earlier result, withdraws a player or adds a late entry (asked: keep the pairing or the changes); a change by
hand on one copy and results on the other; a round paired on one copy only, on both differently (both pairings
side by side) and on both alike. Each organiser opens the other's editable link and merges: what each did, the
questions, the Round view's boards afterwards, and in the end the same event stored on both."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (ARTIFACTS, add_player, apply_change, boards, bye_player, choose, enter_results,
                                   go_to, open_link, result_select, round_table, stored_event, wait_until_stored)
from tests.browser.share_helpers import SEED, call, club_open, links_of, two_copies

pytestmark = pytest.mark.browser

ROUND_ONE = {1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1-0", 5: "0-1", 6: "1-0"}


def with_results(doc: dict, results: dict[int, str]) -> dict:
    """The event with these round-1 results, entered before the copies parted."""
    for board, result in results.items():
        doc = call("event_apply", event=doc, operation={
            "op": "set_result", "copy": SEED, "at": f"2026-12-02T09:02:{board:02d}.000Z",
            "round": 1, "board": board, "result": result})["event"]
    return doc


def pair_round(page: Page, number: int) -> list[tuple[str, str]]:
    """Press "Pair round N" in the Round view; the round's boards (White, Black) as the page shows them."""
    go_to(page, "Round")
    page.get_by_role("button", name=f"Pair round {number}", exact=True).click()
    expect(page.locator(f'table.pairings[data-round="{number}"]')).to_be_visible()
    wait_until_stored(page)
    return round_boards(page, number)


def round_boards(page: Page, number: int) -> list[tuple[str, str]]:
    """A round's boards (White, Black) in the Round view."""
    go_to(page, "Round")
    return boards(page, number)


def receive(page: Page, site, other: Page):
    """Open the other copy's latest editable link in this browser: the panel offering the merge."""
    return open_link(page, site, links_of(other)["edit"], "Club open")


def since(incoming):
    return incoming.locator(".incoming-since")


def question(incoming, text: str):
    return incoming.get_by_role("group", name=re.compile(re.escape(text)))


def merge(page: Page, incoming) -> None:
    """Press Merge, with no question to answer."""
    incoming.get_by_role("button", name="Merge the two copies").click()
    merged_here(page)


def answer(page: Page, incoming, choices: dict[str, str]) -> None:
    """Answer each question on the merge's screen (its legend -> the label of the option kept) and merge."""
    for legend, option in choices.items():
        question(incoming, legend).get_by_label(option, exact=True).check()
    incoming.get_by_role("button", name="Merge with these choices").click()
    merged_here(page)


def merged_here(page: Page) -> None:
    expect(page.locator("#event-message")).to_contain_text("Merged the copy from the link")
    wait_until_stored(page)


def the_same_on_both(ana: Page, ben: Page, seen) -> dict:
    merged = stored_event(ana, "club-open")
    assert stored_event(ben, "club-open") == merged
    assert seen[0]["errors"] == [] and seen[1]["errors"] == []
    return merged


UNSEEN = "Round 2 was paired on Ana without these changes made on Ben."
KEEP_PAIRING = "Keep round 2 as paired on Ana; leave out the changes from Ben"
KEEP_CHANGES = "Keep the changes from Ben; leave out the pairing of round 2 (pair it again after the merge)"


def test_a_correction_kept_over_the_next_round_paired_elsewhere_leaves_the_round_to_pair_again(new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    pair_round(ana, 2)
    enter_results(ben, {4: "1/2-1/2"})

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: paired round 2; You: corrected board 4 of "
                                         "round 1. Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    asked = question(incoming, UNSEEN)
    expect(asked.locator(".conflict-side").nth(0)).to_contain_text("In this browser")
    expect(asked.locator(".conflict-side").nth(0)).to_contain_text(
        "Round 1, board 4 (Player 10 - Player 04) corrected: 1-0 → 1/2-1/2.")
    expect(asked.locator(".conflict-side").nth(1)).to_contain_text("From the link (Ana)")
    expect(asked.locator(".conflict-side").nth(1)).to_contain_text("Round 2 paired: 6 board(s).")
    answer(ben, incoming, {UNSEEN: KEEP_CHANGES})
    expect(ben.locator("#event-message")).to_contain_text(
        f"Left out: Left out in a merge: {UNSEEN} (Round 2 paired: 6 board(s).)")
    go_to(ben, "Round")
    expect(ben.locator('table.pairings[data-round="2"]')).to_have_count(0)
    expect(ben.get_by_role("button", name="Pair round 2", exact=True)).to_be_enabled()
    expect(result_select(ben, 1, 4)).to_have_value("1/2-1/2")

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: corrected board 4 of round 1.")
    merge(ana, incoming)
    go_to(ana, "Round")
    expect(ana.locator('table.pairings[data-round="2"]')).to_have_count(0)
    expect(result_select(ana, 1, 4)).to_have_value("1/2-1/2")
    merged = the_same_on_both(ana, ben, seen)
    assert len(merged["rounds"]) == 1 and merged["rounds"][0]["boards"][3]["result"] == "1/2-1/2"


def test_the_next_round_kept_over_a_correction_made_elsewhere_keeps_the_old_result(new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    paired = pair_round(ana, 2)
    enter_results(ben, {4: "1/2-1/2"})

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: corrected board 4 of round 1; You: paired "
                                         "round 2. Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    answer(ana, incoming, {UNSEEN: KEEP_PAIRING})
    assert round_boards(ana, 2) == paired
    round_table(ana, 1)
    expect(result_select(ana, 1, 4)).to_have_value("1-0")

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: paired round 2.")
    merge(ben, incoming)
    assert round_boards(ben, 2) == paired
    round_table(ben, 1)
    expect(result_select(ben, 1, 4)).to_have_value("1-0")
    merged = the_same_on_both(ana, ben, seen)
    assert len(merged["rounds"]) == 2 and merged["rounds"][0]["boards"][3]["result"] == "1-0"


def roster_row(page: Page, name: str):
    go_to(page, "Players")
    return page.locator("#roster-table tbody tr", has_text=name)


def test_a_withdrawal_kept_over_the_next_round_paired_elsewhere_leaves_the_player_out_when_paired_again(
        new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    first_pairing = pair_round(ana, 2)
    assert any("Player 12" in board for board in first_pairing)
    go_to(ben, "Players")
    ben.get_by_role("button", name="Withdraw Player 12", exact=True).click()
    expect(roster_row(ben, "Player 12")).to_contain_text("withdrawn from round 2")
    wait_until_stored(ben)

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: Player 12 (id 12) withdraws from round 2 on; "
                                         "You: paired round 2. Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    asked = question(incoming, UNSEEN)
    expect(asked.locator(".conflict-side").nth(0)).to_have_text("In this browserRound 2 paired: 6 board(s).")
    expect(asked.locator(".conflict-side").nth(1)).to_have_text(
        "From the link (Ben)Player 12 (id 12) withdraws from round 2 on.")
    answer(ana, incoming, {UNSEEN: KEEP_CHANGES})
    expect(roster_row(ana, "Player 12")).to_contain_text("withdrawn from round 2")
    go_to(ana, "Round")
    expect(ana.locator('table.pairings[data-round="2"]')).to_have_count(0)
    again = pair_round(ana, 2)
    assert len(again) == 5 and not any("Player 12" in board for board in again)

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: paired round 2.")
    merge(ben, incoming)
    assert round_boards(ben, 2) == again
    the_same_on_both(ana, ben, seen)


def test_the_next_round_kept_over_a_late_entry_made_elsewhere_leaves_the_player_out(new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    go_to(ben, "Players")
    add_player(ben, "Late Comer", "1500")
    expect(roster_row(ben, "Late Comer")).to_contain_text("late entry, joins in round 2")
    wait_until_stored(ben)
    paired = pair_round(ana, 2)

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text(
        "Since the copies parted: Ana: paired round 2; You: Late entry: Late Comer (id 13) joins in round 2; "
        "rounds 1-1 count as missed (0 points each). Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    asked = question(incoming, UNSEEN)
    expect(asked.locator(".conflict-side").nth(0)).to_contain_text("Late entry: Late Comer (id 13) joins in round 2")
    answer(ben, incoming, {UNSEEN: KEEP_PAIRING})
    expect(roster_row(ben, "Late Comer")).to_have_count(0)
    assert round_boards(ben, 2) == paired

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Neither copy has a change the other lacks.")
    merge(ana, incoming)
    expect(roster_row(ana, "Late Comer")).to_have_count(0)
    assert round_boards(ana, 2) == paired
    merged = the_same_on_both(ana, ben, seen)
    assert [e["op"] for e in merged["log"] if "left_out" in e] == ["late_entry"]


def test_a_swap_by_hand_on_one_copy_and_results_on_the_other_asks_only_about_the_board_it_moves(new_context, site):
    ana, ben, seen = two_copies(new_context, site, club_open())
    go_to(ana, "Round")
    ana.locator("#manual").get_by_text("Change round 1 by hand").click()
    swap = ana.locator("#manual-swap")
    choose(swap.get_by_label("Player", exact=True), "Player 01")
    choose(swap.get_by_label("changes places with"), "Player 08")
    swap.get_by_role("button", name="Check the swap").click()
    apply_change(ana)
    swapped = round_boards(ana, 1)
    assert swapped[:2] == [("Player 08", "Player 07"), ("Player 01", "Player 02")]
    enter_results(ben, {1: "1-0", 5: "0-1", 6: "1/2-1/2"})

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: Round 1: Player 01 and Player 08 swapped "
                                         "places; You: 3 results in round 1. Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    legend = ("“Round 1: Player 01 and Player 08 swapped places.” moves players whose result was entered on the "
              "other copy.")
    asked = question(incoming, legend)
    expect(asked.locator(".conflict-side").nth(0)).to_have_text(
        "In this browserRound 1, board 1: Player 01 - Player 07 1-0.")
    expect(asked.locator(".conflict-side").nth(1)).to_have_text(
        "From the link (Ana)Round 1: Player 01 and Player 08 swapped places.")
    answer(ben, incoming, {legend: "Keep the change made by hand on Ana; leave out those results"})
    assert round_boards(ben, 1) == swapped
    expect(ben.locator('table.pairings[data-round="1"] tr.manual-note').first).to_have_text(
        "Changed by hand: Player 01 and Player 08 swapped places.")
    for board, result in {1: "", 2: "", 5: "0-1", 6: "1/2-1/2"}.items():
        expect(result_select(ben, 1, board)).to_have_value(result)

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: 2 results in round 1.")
    merge(ana, incoming)
    assert round_boards(ana, 1) == swapped
    for board, result in {1: "", 5: "0-1", 6: "1/2-1/2"}.items():
        expect(result_select(ana, 1, board)).to_have_value(result)
    the_same_on_both(ana, ben, seen)


SAME_SLIPS = {board: ROUND_ONE[board] for board in (4, 5, 6)}


def test_a_round_paired_on_one_copy_only_merges_without_a_question_and_keeps_the_others_results(new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), {b: ROUND_ONE[b] for b in (1, 2, 3)}))
    # Both type the last three slips of round 1; Ben then pairs round 2 and enters two of its results.
    enter_results(ana, SAME_SLIPS)
    enter_results(ben, SAME_SLIPS)
    paired = pair_round(ben, 2)
    enter_results(ben, {1: "1-0", 2: "0-1"}, round_number=2)

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: 3 results in round 1, 2 results in round 2, "
                                         "paired round 2; You: 3 results in round 1.")
    merge(ana, incoming)
    expect(ana.locator("#event-message")).to_contain_text("Left out: The same change was made on both copies.")
    assert round_boards(ana, 2) == paired
    expect(result_select(ana, 2, 1)).to_have_value("1-0")
    expect(result_select(ana, 2, 2)).to_have_value("0-1")
    round_table(ana, 1)
    for board, result in ROUND_ONE.items():
        expect(result_select(ana, 1, board)).to_have_value(result)

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: 3 results in round 1.")
    merge(ben, incoming)
    assert round_boards(ben, 2) == paired
    merged = the_same_on_both(ana, ben, seen)
    # Ana typed the slips first: hers count, Ben's are the repeat, and his pairing still follows them.
    assert [(e["by"], e["args"]["board"]) for e in merged["log"] if e.get("left_out")] == [
        ("ben-phone", 4), ("ben-phone", 5), ("ben-phone", 6)]


def pairing_lines(page: Page, number: int, paired: list[tuple[str, str]], text: str) -> list[str]:
    """How the merge's question shows a copy's pairing: its log line, then board by board and the bye."""
    return [text, *(f"Board {n}: {white} - {black}" for n, (white, black) in enumerate(paired, 1)),
            *([f"Bye: {bye_player(page, number)}"] if round_table(page, number).locator("tr.bye").count() else [])]


TWO_PAIRINGS = "Round 2 was paired on both copies, differently."


def test_a_round_paired_differently_on_both_copies_shows_both_pairings_and_leaves_out_the_others_results(
        new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    go_to(ben, "Players")
    add_player(ben, "Late Comer", "1500")
    expect(roster_row(ben, "Late Comer")).to_contain_text("late entry, joins in round 2")
    bens = pair_round(ben, 2)
    enter_results(ben, {1: "1-0"}, round_number=2)
    anas = pair_round(ana, 2)
    assert anas != bens
    # Ana's results go on her own pairing, board 1's the same as Ben typed on his board 1.
    enter_results(ana, {1: "1-0", 2: "0-1"}, round_number=2)
    bye = bye_player(ben, 2)
    bye_id = next(p["id"] for p in stored_event(ben, "club-open")["players"] if p["name"] == bye)
    ben_lines = pairing_lines(ben, 2, bens, f"Round 2 paired: 6 board(s), bye to {bye} (id {bye_id}).")
    ana_lines = pairing_lines(ana, 2, anas, "Round 2 paired: 6 board(s).")

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text(
        "Since the copies parted: Ben: 1 result in round 2, Late entry: Late Comer (id 13) joins in round 2; "
        "rounds 1-1 count as missed (0 points each), paired round 2; You: 2 results in round 2, paired round 2. "
        "Merging asks 2 questions first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    asked = question(incoming, TWO_PAIRINGS)
    sides = asked.locator(".conflict-side")
    expect(sides.nth(0).locator("h4")).to_have_text("In this browser")
    expect(sides.nth(0).locator("li")).to_have_text(ana_lines)
    expect(sides.nth(1).locator("h4")).to_have_text("From the link (Ben)")
    expect(sides.nth(1).locator("li")).to_have_text(ben_lines)
    expect(question(incoming, UNSEEN)).to_contain_text("Late entry: Late Comer (id 13) joins in round 2")
    ARTIFACTS.mkdir(exist_ok=True)
    ana.screenshot(path=ARTIFACTS / "co-organisers-rounds-two-pairings.png", full_page=True)
    answer(ana, incoming, {TWO_PAIRINGS: "Keep the pairing made on Ben", UNSEEN: KEEP_CHANGES})
    # Her results on her own pairing are left out with it, each named, to be entered again where they belong.
    hers = "; ".join([f"Round 2, board {board}: {white} - {black} {result}"
                      for board, (white, black), result in ((1, anas[0], "1-0"), (2, anas[1], "0-1"))])
    expect(ana.locator("#event-message")).to_contain_text(
        f"Left out in a merge: {TWO_PAIRINGS} (Round 2 paired: 6 board(s); {hers}.)")
    assert round_boards(ana, 2) == bens
    expect(result_select(ana, 2, 1)).to_have_value("1-0")
    expect(result_select(ana, 2, 2)).to_have_value("")
    expect(roster_row(ana, "Late Comer")).to_contain_text("late entry, joins in round 2")

    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Neither copy has a change the other lacks.")
    merge(ben, incoming)
    assert round_boards(ben, 2) == bens
    expect(result_select(ben, 2, 2)).to_have_value("")
    merged = the_same_on_both(ana, ben, seen)
    assert [(e["op"], e["args"].get("board")) for e in merged["log"] if e.get("by") == "ana-laptop"
            and e.get("left_out") == f"Left out in a merge: {TWO_PAIRINGS}"] == [
        ("pair_next", None), ("set_result", 1), ("set_result", 2)]


def test_a_round_paired_alike_on_both_copies_is_one_pairing_with_both_copies_results(new_context, site):
    ana, ben, seen = two_copies(new_context, site, with_results(club_open(), ROUND_ONE))
    paired = pair_round(ana, 2)
    enter_results(ana, {1: "1-0", 2: "0-1", 3: "1/2-1/2"}, round_number=2)
    assert pair_round(ben, 2) == paired
    enter_results(ben, {4: "1-0", 5: "1-0", 6: "0-1"}, round_number=2)

    incoming = receive(ana, site, ben)
    expect(since(incoming)).to_have_text("Since the copies parted: Ben: 3 results in round 2, paired round 2; You: 3 "
                                         "results in round 2, paired round 2.")
    merge(ana, incoming)
    incoming = receive(ben, site, ana)
    expect(since(incoming)).to_have_text("Since the copies parted: Ana: 3 results in round 2, paired round 2.")
    merge(ben, incoming)
    for page in (ana, ben):
        assert round_boards(page, 2) == paired
        for board, result in {1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1-0", 5: "1-0", 6: "0-1"}.items():
            expect(result_select(page, 2, board)).to_have_value(result)
    merged = the_same_on_both(ana, ben, seen)
    assert len(merged["rounds"]) == 2
