"""swisspair.document.player_record: each field of FIDE's player record read as typed, or refused with why."""

import datetime
import doctest

import pytest

from swisspair.document import player_record
from swisspair.document.player_record import (
    Refused, mistyped_number, read_birth, read_federation, read_fide_id, read_national_id, read_rating, read_sex,
    read_title,
)

TODAY = datetime.date(2026, 12, 5)


def test_doctests():
    assert doctest.testmod(player_record).failed == 0


@pytest.mark.parametrize("typed, kept", [("GM", "GM"), (" wgm ", "WGM"), ("wcm", "WCM"), ("", "")])
def test_the_eight_player_titles_are_kept_in_capitals(typed, kept):
    assert read_title(typed) == kept


@pytest.mark.parametrize("title, whose", [("IA", "an arbiter’s"), ("FA", "an arbiter’s"), ("NA", "an arbiter’s"),
                                          ("IO", "an organiser’s"), ("FST", "a trainer’s"), ("fi", "a trainer’s")])
def test_arbiter_organiser_and_trainer_titles_are_refused_saying_whose_they_are(title, whose):
    refused = read_title(title)
    assert isinstance(refused, Refused)
    assert refused.reason.startswith(f"{title.upper()} is {whose} title, not a player’s")


def test_an_unknown_title_is_refused_listing_the_titles():
    assert read_title("Dr").reason == "“Dr” is not a FIDE title (one of GM, IM, WGM, FM, WIM, CM, WFM, WCM, or empty)"


@pytest.mark.parametrize("typed, kept", [("m", "m"), ("M", "m"), ("male", "m"), ("w", "w"), ("F", "w"),
                                         ("female", "w"), ("", "")])
def test_sex_is_kept_as_the_trf_writes_it(typed, kept):
    assert read_sex(typed) == kept


def test_a_federation_is_three_letters():
    assert read_federation("nor") == "NOR"
    assert "three letters" in read_federation("NORW").reason
    assert isinstance(read_federation("N0R"), Refused)


def test_a_fide_id_is_digits_and_zero_means_none():
    assert read_fide_id("1503014") == "1503014" and read_fide_id("0") == "" and read_fide_id("") == ""
    assert "FIDE ID" in read_fide_id("15O3014").reason
    assert isinstance(read_fide_id("1" * 12), Refused)


@pytest.mark.parametrize("typed, kept", [("1990", "1990"), ("1990/07/14", "1990/07/14"), ("1990-7-4", "1990/07/04"),
                                         ("1990.07.14", "1990/07/14"), ("14.07.1990", "1990/07/14"),
                                         ("0000", ""), ("", "")])
def test_a_birth_date_is_a_year_or_a_date_written_as_the_trf_does(typed, kept):
    assert read_birth(typed, TODAY) == kept


@pytest.mark.parametrize("typed, reason", [
    ("1990/02/30", "the birth date “1990/02/30” is not a date that exists"),
    ("1850", "the birth year 1850 is not from 1900 to 2026"),
    ("2027", "the birth year 2027 is not from 1900 to 2026"),
    ("July 1990", "“July 1990” is not a birth year or date (1990, or 1990/07/14)"),
])
def test_an_impossible_birth_date_is_refused(typed, reason):
    assert read_birth(typed, TODAY).reason == reason


def test_ratings_national_ids_and_lookalike_numbers():
    assert read_rating("2150") == 2150 and read_rating("NR") == 0 and read_rating("") == 0
    assert read_rating("4001").reason == "the rating 4001 is above 4000"
    assert read_rating("x", "subject.national_rating").reason.startswith("the national rating “x”")
    assert read_national_id("ZPS-12345") == "ZPS-12345" and isinstance(read_national_id("12 345"), Refused)
    assert [mistyped_number(t) for t in ("18OO", "2l50", "I900", "1800", "Hugo", "OO", "SBO")] == [
        1800, 2150, 1900, None, None, None, None]


def test_a_refusal_carries_the_key_and_parameters_of_its_reason():
    # The page words the reason in the director's language (swisspair.messages); `reason` is its English.
    assert read_fide_id("12a") == Refused("record.not_a_fide_id", {"text": "12a", "most": 11})
    assert read_title("IO") == Refused("record.organiser_title", {"title": "IO", "titles": "GM, IM, WGM, FM, WIM, CM, WFM, WCM"})
