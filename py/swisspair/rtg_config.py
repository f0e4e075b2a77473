"""The Random Tournament Generator's configuration, as JaVaFo's manual and bbpPairings read it: `Key=value` lines,
`#` comments, and a missing key drawn at random from the seed within bbpPairings' own ranges.

Individual events (`--dutch -g`): PlayersNumber, RoundsNumber, DrawPercentage (games drawn, 0-100), ForfeitRate
(one game in N is forfeited), RetiredRate (one player in N withdraws), HalfPointByeRate (one player in N asks for a
half-point bye), HighestRating, LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB,
PointsForForfeitLoss (a zero-point bye too), PointsForPAB (by default a win's).

Team events (`--team -g`; bbpPairings' generator makes none, so these keys are SwissPair's): TeamsNumber (8-40 when
not given), BoardsNumber (2-6), TeamType (a TRF-2026 192 code such as FIDE_TEAM_TYPEA_MP), and RoundsNumber (when not
given, 5-15 but at most half the teams), DrawPercentage, ForfeitRate (one board in N), RetiredRate (one team in N),
HighestRating, LowestRating as above.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass

from .generate import GeneratorSettings
from .generate_team import TeamGeneratorSettings
from .model import Colour, Scoring
from .trf.records import parse_team_code

# bbpPairings' ranges for what the configuration leaves out (tournament/generator.h).
_RANDOM = {"PlayersNumber": (15, 215), "RoundsNumber": (5, 15), "ForfeitRate": (6, 30), "RetiredRate": (15, 3225),
           "HalfPointByeRate": (15, 3225), "DrawPercentage": (10, 50), "HighestRating": (2400, 2800),
           "LowestRating": (1400, 2300), "TeamsNumber": (8, 40), "BoardsNumber": (2, 6)}
_POINTS = {"PointsForWin": "win", "PointsForDraw": "draw", "PointsForLoss": "loss", "PointsForZPB": "zero_bye",
           "PointsForForfeitLoss": "forfeit_loss", "PointsForPAB": "pairing_bye"}
_INDIVIDUAL = {"PlayersNumber", "RoundsNumber", "DrawPercentage", "ForfeitRate", "RetiredRate", "HalfPointByeRate",
               "HighestRating", "LowestRating", *_POINTS}
_TEAM = {"TeamsNumber", "BoardsNumber", "TeamType", "RoundsNumber", "DrawPercentage", "ForfeitRate", "RetiredRate",
         "HighestRating", "LowestRating"}


class ConfigError(ValueError):
    """A configuration line that cannot be read: its line number and what was expected."""


@dataclass(frozen=True)
class Config:
    values: dict[str, tuple[str, int]]  # key: (text, line number)


def read_config(text: str, team: bool = False) -> Config:
    known = _TEAM if team else _INDIVIDUAL
    values = {}
    for lineno, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep:
            raise ConfigError(f"line {lineno}: expected Key=value, found {line.strip()!r}")
        if key == "HalfPointByteRate":  # JaVaFo's manual spells it so; bbpPairings takes both
            key = "HalfPointByeRate"
        if key not in known:
            raise ConfigError(f"line {lineno}: unexpected parameter {key!r} (known: {', '.join(sorted(known))})")
        values[key] = (value.strip(), lineno)
    return Config(values)


def _number(config: Config, key: str, rng: random.Random, low: float = 0, high: float = 9999) -> float:
    low_default, high_default = _RANDOM[key]
    drawn = rng.randint(low_default, high_default)  # drawn whether used or not: one seed, one sequence of draws
    if key not in config.values:
        return drawn
    text, lineno = config.values[key]
    try:
        value = float(text)
    except ValueError:
        raise ConfigError(f"line {lineno}: {key} must be a number, not {text!r}") from None
    if not low <= value <= high:
        raise ConfigError(f"line {lineno}: {key} must be from {low:g} to {high:g}, not {text}")
    return value


def _whole(config: Config, key: str, rng: random.Random, low: int, high: int) -> int:
    value = _number(config, key, rng, low, high)
    if value != int(value):
        raise ConfigError(f"line {config.values[key][1]}: {key} must be a whole number, not {config.values[key][0]}")
    return int(value)


def _scoring(config: Config) -> Scoring:
    tenths = {}
    for key, name in _POINTS.items():
        if key in config.values:
            text, lineno = config.values[key]
            try:
                tenths[name] = round(float(text) * 10)
            except ValueError:
                raise ConfigError(f"line {lineno}: {key} must be a number of points, not {text!r}") from None
            if not 0 <= tenths[name] <= 999 or abs(float(text) * 10 - tenths[name]) > 1e-6:
                raise ConfigError(f"line {lineno}: {key} must be 0.0 to 99.9 in tenths, not {text}")
    if "zero_bye" not in tenths and "forfeit_loss" in tenths:
        tenths["zero_bye"] = tenths["forfeit_loss"]
    if "pairing_bye" not in tenths and "win" in tenths:
        tenths["pairing_bye"] = tenths["win"]
    return Scoring(**tenths)


@dataclass(frozen=True)
class _Common:
    """What individual and team events' configurations share."""

    forfeit_rate: float
    retired_share: float
    draw_rate: float
    highest_rating: int
    lowest_rating: int


def _common(config: Config, rng: random.Random) -> _Common:
    forfeit = _number(config, "ForfeitRate", rng, 1, 10**9)
    retired = _number(config, "RetiredRate", rng, 2, 10**9)
    draws = _whole(config, "DrawPercentage", rng, 0, 100)
    highest = _whole(config, "HighestRating", rng, 0, 9999)
    lowest = _whole(config, "LowestRating", rng, 0, 9999)
    if lowest > highest:
        raise ConfigError(f"LowestRating ({lowest}) must not be above HighestRating ({highest})")
    return _Common(1 / forfeit, 1 / retired, draws / 100, highest, lowest)


def dutch_settings(config: Config, seed: int) -> GeneratorSettings:
    """The settings of an individual event: every round paired by the Dutch engine."""
    rng = random.Random(seed)
    rounds = _whole(config, "RoundsNumber", rng, 1, 99)
    players = _whole(config, "PlayersNumber", rng, 2, 9999)
    half = _number(config, "HalfPointByeRate", rng, 1, 10**9)
    common = _common(config, rng)
    return GeneratorSettings(
        players=players, completed_rounds=rounds, total_rounds=rounds, seed=seed, **asdict(common),
        half_bye_share=1 / half, engine_limit=players, uniform_ratings=True, scoring=_scoring(config),
        initial_colour=Colour.WHITE if rng.random() < 0.5 else Colour.BLACK)


def team_settings(config: Config, seed: int) -> TeamGeneratorSettings:
    rng = random.Random(seed)
    teams = _whole(config, "TeamsNumber", rng, 2, 999)
    rounds = _whole(config, "RoundsNumber", rng, 1, 99)
    if "RoundsNumber" not in config.values:
        rounds = min(rounds, max(1, teams // 2))  # a drawn number of rounds a Swiss of so few teams can pair
    boards = _whole(config, "BoardsNumber", rng, 1, 20)
    common = _common(config, rng)
    code = rng.choice(("FIDE_TEAM_TYPEA_MP", "FIDE_TEAM_TYPEB_MP", "FIDE_TEAM_MP", "FIDE_TEAM_TYPEA_MP_GP"))
    if "TeamType" in config.values:
        code, lineno = config.values["TeamType"]
        if parse_team_code(code) is None:
            raise ConfigError(f"line {lineno}: TeamType must be a TRF-2026 team code such as FIDE_TEAM_TYPEA_MP, "
                              f"not {code!r}")
    return TeamGeneratorSettings(
        teams=teams, boards=boards, total_rounds=rounds, seed=seed, code=code, **asdict(common),
        initial_colour=Colour.WHITE if rng.random() < 0.5 else Colour.BLACK)
