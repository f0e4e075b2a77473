"""The Random Tournament Generator's configuration, as JaVaFo's manual and bbpPairings read it: `Key=value` lines,
`#` comments, and a missing key drawn at random from the seed within bbpPairings' own ranges.

Individual events (`--dutch -g`): PlayersNumber, RoundsNumber, DrawPercentage (games drawn, 0-100), ForfeitRate
(one game in N is forfeited), RetiredRate (one player in N withdraws), HalfPointByeRate (one player in N asks for a
half-point bye), HighestRating, LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB,
PointsForForfeitLoss (a zero-point bye too), PointsForPAB (by default a win's).

Team events (`--team -g`; bbpPairings' generator makes none, so these keys are SwissPair's): TeamsNumber (8-40 when
not given), BoardsNumber (2-6), TeamType (a TRF-2026 192 code such as FIDE_TEAM_TYPEA_MP), and RoundsNumber (when not
given, 5-15 but at most half the teams), DrawPercentage, ForfeitRate (one board in N), RetiredRate (one team in N),
HighestRating, LowestRating as above. Besides, for a team event: HalfPointByeRate, FullPointByeRate and
ZeroPointByeRate (one team in N asks for such a bye, 240 H / F / Z, in a random round but the last) and their Counts
(exactly N teams); MatchForfeitRate (one match in N is forfeited whole by a side drawn at random, 330) and
MatchForfeitCount (exactly N such matches in each round); any of these, DrawPercentage and ForfeitRate for one round
as `Key@R` below (a round's byes are asked by teams present in it).

What FIDE's endorsement check-list (Q24) asks besides, SwissPair's own keys (not set: none of it):
- requested byes: FullPointByeRate and ZeroPointByeRate (one player in N asks for one such bye, in a random round but
  the last, as HalfPointByeRate); HalfPointByeCount, FullPointByeCount, ZeroPointByeCount (exactly N players do);
- unusual results, one board in N: DoubleForfeitRate (0-0 by forfeit, -/-), HalfZeroRate (a game scored ½-0 or 0-½,
  =/0), ZeroZeroRate (a game scored 0-0, 0/0); ForfeitCount, DoubleForfeitCount, HalfZeroCount, ZeroZeroCount: exactly
  N such boards in the event, each in a random round;
- any of these, DrawPercentage and ForfeitRate for one round only, written `Key@R=value` (R the round): a rate then
  applies to that round's boards or to the players present in it (a round's byes are asked in that round), a count
  is exactly N there, and the round's value replaces the event's; a rate may be a percentage (`ForfeitRate@3=10%`);
- Acceleration=Baku: Baku acceleration (C.04.7), its virtual points written as 250 records (which bbpPairings reads
  as given), the 192 type FIDE_DUTCH_BAKU; the standard 1 / ½ / 0 scoring only;
- Tiebreaks=BH/C1,BH,SB: the tie-breaks the file declares (202) and ranks by (team events too).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass

from .generate import GeneratorSettings
from .generate_rounds import Amount, Outcome, RoundSettings
from .generate_team import TeamGeneratorSettings, TeamRoundSettings
from .limits import MAX_PLAYER_ROUNDS, MAX_PLAYERS
from .model import Colour, Result, Scoring
from .systems.dutch.acceleration import standard_scoring
from .tiebreaks.registry import UnknownTiebreak, lookup, lookup_team
from .trf.records import parse_team_code

# bbpPairings' ranges for what the configuration leaves out (tournament/generator.h).
_RANDOM = {"PlayersNumber": (15, 215), "RoundsNumber": (5, 15), "ForfeitRate": (6, 30), "RetiredRate": (15, 3225),
           "HalfPointByeRate": (15, 3225), "DrawPercentage": (10, 50), "HighestRating": (2400, 2800),
           "LowestRating": (1400, 2300), "TeamsNumber": (8, 40), "BoardsNumber": (2, 6)}
_POINTS = {"PointsForWin": "win", "PointsForDraw": "draw", "PointsForLoss": "loss", "PointsForZPB": "zero_bye",
           "PointsForForfeitLoss": "forfeit_loss", "PointsForPAB": "pairing_bye"}
_BYES = {"HalfPointBye": Result.HALF_BYE, "FullPointBye": Result.FULL_BYE, "ZeroPointBye": Result.ZERO_BYE}
_OUTCOMES = {"Forfeit": Outcome.FORFEIT, "DoubleForfeit": Outcome.DOUBLE_FORFEIT, "HalfZero": Outcome.HALF_ZERO,
             "ZeroZero": Outcome.ZERO_ZERO}
_AMOUNTS = ("Rate", "Count")
# Keys that may also be given for one round (`Key@R`), by kind of event.
_PER_ROUND = {"DrawPercentage", *(f"{k}{kind}" for k in (*_BYES, *_OUTCOMES) for kind in _AMOUNTS)}
_TEAM_PER_ROUND = {"DrawPercentage", "ForfeitRate", *(f"{k}{kind}" for k in (*_BYES, "MatchForfeit") for kind in _AMOUNTS)}
_INDIVIDUAL = {"PlayersNumber", "RoundsNumber", "DrawPercentage", "ForfeitRate", "RetiredRate", "HalfPointByeRate",
               "HighestRating", "LowestRating", *_POINTS, *_PER_ROUND, "Acceleration", "Tiebreaks"}
_TEAM = {"TeamsNumber", "BoardsNumber", "TeamType", "RoundsNumber", "DrawPercentage", "ForfeitRate", "RetiredRate",
         "HighestRating", "LowestRating", "Tiebreaks", *_TEAM_PER_ROUND}


class ConfigError(ValueError):
    """A configuration line that cannot be read: its line number and what was expected."""


class BeyondLimits(ConfigError):
    """An event larger than SwissPair pairs (limits.py), refused before anything is generated."""


def _check_size(config: Config, key: str, players: int, rounds: int) -> None:
    where = f"line {config.values[key][1]}: " if key in config.values else ""
    if players > MAX_PLAYERS:
        raise BeyondLimits(f"{where}{players:,} players: SwissPair pairs at most {MAX_PLAYERS:,} in one event")
    if players * rounds > MAX_PLAYER_ROUNDS:
        raise BeyondLimits(f"{where}{players:,} players and {rounds} rounds: {players * rounds:,} player-rounds; "
                           f"SwissPair handles at most {MAX_PLAYER_ROUNDS:,}")


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
        base, at, round_text = key.partition("@")
        if base not in known:
            raise ConfigError(f"line {lineno}: unexpected parameter {base!r} (known: {', '.join(sorted(known))})")
        per_round = _TEAM_PER_ROUND if team else _PER_ROUND
        if at and (base not in per_round or not round_text.isdigit() or int(round_text) < 1):
            raise ConfigError(f"line {lineno}: {key!r}: only {', '.join(sorted(per_round))} may be given for one "
                              "round, as Key@R with R a round number" + (" (team events)" if team else ""))
        values[f"{base}@{int(round_text)}" if at else key] = (value.strip(), lineno)
    return Config(values)


def _number(config: Config, key: str, rng: random.Random, low: float = 0, high: float = 9999) -> float:
    low_default, high_default = _RANDOM[key]
    drawn = rng.randint(low_default, high_default)  # drawn whether used or not: one seed, one sequence of draws
    if key not in config.values:
        return drawn
    return _given(config, key, low, high)


def _given(config: Config, key: str, low: float, high: float) -> float:
    text, lineno = config.values[key]
    try:
        value = float(text)
    except ValueError:
        raise ConfigError(f"line {lineno}: {key} must be a number, not {text!r}") from None
    if not low <= value <= high:
        raise ConfigError(f"line {lineno}: {key} must be from {low:g} to {high:g}, not {text}")
    return value


def _share(config: Config, key: str) -> float:
    """A rate's share: `N` is one in N (bbpPairings' reading), `P%` is P percent; 0 when not given."""
    if key not in config.values:
        return 0.0
    text, lineno = config.values[key]
    if text.endswith("%"):
        percent = _given(Config({key: (text[:-1].strip(), lineno)}), key, 0, 100)
        return percent / 100
    return 1 / _given(config, key, 1, 10**9)


def _count(config: Config, key: str) -> int:
    if key not in config.values:
        return 0
    value = _given(config, key, 0, 9999)
    if value != int(value):
        raise ConfigError(f"line {config.values[key][1]}: {key} must be a whole number, not {config.values[key][0]}")
    return int(value)


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
    _check_size(config, "PlayersNumber", players, rounds)
    half = _number(config, "HalfPointByeRate", rng, 1, 10**9)
    common = _common(config, rng)
    initial = Colour.WHITE if rng.random() < 0.5 else Colour.BLACK
    # HalfPointByeRate is bbpPairings' key, read above; the other rates and the counts are SwissPair's.
    byes = {kind: Amount(0.0 if key == "HalfPointBye" else _share(config, f"{key}Rate"), _count(config, f"{key}Count"))
            for key, kind in _BYES.items()}
    outcomes = {kind: Amount(_share(config, f"{key}Rate"), 0) for key, kind in _OUTCOMES.items() if key != "Forfeit"}
    scoring = _scoring(config)
    return GeneratorSettings(
        players=players, completed_rounds=rounds, total_rounds=rounds, seed=seed, **asdict(common),
        half_bye_share=1 / half, engine_limit=players, uniform_ratings=True, scoring=scoring, initial_colour=initial,
        byes={k: a for k, a in byes.items() if a}, outcomes={k: a for k, a in outcomes.items() if a},
        rounds=_rounds(config, rounds, common.forfeit_rate, outcomes, random.Random(seed)),
        baku=_baku(config, scoring))


def _rounds(config: Config, rounds: int, forfeit_rate: float, outcomes: dict[Outcome, Amount], rng: random.Random
            ) -> dict[int, RoundSettings]:
    """Each round's own settings: its `Key@R` lines, and the event's counts of unusual results spread over random
    rounds (each round's amount keeps the event's rate beside its count)."""
    _check_rounds(config, rounds)
    event = {**outcomes, Outcome.FORFEIT: Amount(forfeit_rate, 0)}
    spread = {(r, kind): 0 for r in range(1, rounds + 1) for kind in Outcome}
    for key, kind in _OUTCOMES.items():
        for _ in range(_count(config, f"{key}Count")):
            spread[rng.randint(1, rounds), kind] += 1
    settings = {}
    for r in range(1, rounds + 1):
        own = {}
        for key, kind in _OUTCOMES.items():
            given = f"{key}Rate@{r}" in config.values or f"{key}Count@{r}" in config.values
            count = _count(config, f"{key}Count@{r}") + spread[r, kind]
            if given or count:
                share = _share(config, f"{key}Rate@{r}") if f"{key}Rate@{r}" in config.values else event.get(
                    kind, Amount()).share
                own[kind] = Amount(share, count)
        byes = {kind: _amount(config, f"{key}@{r}") for key, kind in _BYES.items()}
        draws = f"DrawPercentage@{r}" in config.values
        if own or any(byes.values()) or draws:
            draw_rate = _given(config, f"DrawPercentage@{r}", 0, 100) / 100 if draws else None
            settings[r] = RoundSettings(draw_rate, own, {k: a for k, a in byes.items() if a})
    return settings


def _check_rounds(config: Config, rounds: int) -> None:
    for key in config.values:
        base, _, r = key.partition("@")
        if r and int(r) > rounds:
            raise ConfigError(f"line {config.values[key][1]}: {key}: the event has {rounds} rounds")


def _amount(config: Config, key: str) -> Amount:
    """A `KeyRate` and a `KeyCount` line together (`key` without its ending; `@R` after it for one round)."""
    base, at, r = key.partition("@")
    return Amount(_share(config, f"{base}Rate{at}{r}"), _count(config, f"{base}Count{at}{r}"))


def _team_rounds(config: Config, rounds: int) -> dict[int, TeamRoundSettings]:
    """Each round's own settings of a team event: its `Key@R` lines, each replacing the event's value there."""
    _check_rounds(config, rounds)
    settings = {}
    for r in range(1, rounds + 1):
        given = {key for key in _TEAM_PER_ROUND if f"{key}@{r}" in config.values}
        if not given:
            continue
        draws = _given(config, f"DrawPercentage@{r}", 0, 100) / 100 if "DrawPercentage" in given else None
        forfeits = _share(config, f"ForfeitRate@{r}") if "ForfeitRate" in given else None
        matches = _amount(config, f"MatchForfeit@{r}") if given & {"MatchForfeitRate", "MatchForfeitCount"} else None
        byes = {kind: _amount(config, f"{key}@{r}") for key, kind in _BYES.items()}
        settings[r] = TeamRoundSettings(draws, forfeits, matches, {k: a for k, a in byes.items() if a})
    return settings


def _baku(config: Config, scoring: Scoring) -> bool:
    text, lineno = config.values.get("Acceleration", ("None", 0))
    if text.lower() not in ("baku", "none"):
        raise ConfigError(f"line {lineno}: Acceleration must be Baku or None, not {text!r}")
    if text.lower() == "baku" and not standard_scoring(scoring):
        raise ConfigError(f"line {lineno}: Baku acceleration (C.04.7) needs the standard 1 / ½ / 0 scoring")
    return text.lower() == "baku"


def declared_tiebreaks(config: Config, team: bool, default: str) -> str:
    """The tie-break list a generated file declares (202): the configuration's Tiebreaks, each code known."""
    if "Tiebreaks" not in config.values:
        return default
    text, lineno = config.values["Tiebreaks"]
    codes = [c for c in text.replace(" ", ",").split(",") if c]
    if not codes:
        raise ConfigError(f"line {lineno}: Tiebreaks must name at least one tie-break, such as BH/C1,BH,SB")
    try:
        for code in codes:
            (lookup_team if team else lookup)(code)
    except UnknownTiebreak as exc:
        raise ConfigError(f"line {lineno}: Tiebreaks: {exc}") from None
    return ",".join(codes)


def team_settings(config: Config, seed: int) -> TeamGeneratorSettings:
    rng = random.Random(seed)
    teams = _whole(config, "TeamsNumber", rng, 2, 999)
    rounds = _whole(config, "RoundsNumber", rng, 1, 99)
    if "RoundsNumber" not in config.values:
        rounds = min(rounds, max(1, teams // 2))  # a drawn number of rounds a Swiss of so few teams can pair
    boards = _whole(config, "BoardsNumber", rng, 1, 20)
    _check_size(config, "TeamsNumber" if "TeamsNumber" in config.values else "BoardsNumber", teams * boards, rounds)
    common = _common(config, rng)
    code = rng.choice(("FIDE_TEAM_TYPEA_MP", "FIDE_TEAM_TYPEB_MP", "FIDE_TEAM_MP", "FIDE_TEAM_TYPEA_MP_GP"))
    if "TeamType" in config.values:
        code, lineno = config.values["TeamType"]
        if parse_team_code(code) is None:
            raise ConfigError(f"line {lineno}: TeamType must be a TRF-2026 team code such as FIDE_TEAM_TYPEA_MP, "
                              f"not {code!r}")
    byes = {kind: _amount(config, key) for key, kind in _BYES.items()}
    return TeamGeneratorSettings(
        teams=teams, boards=boards, total_rounds=rounds, seed=seed, code=code, **asdict(common),
        initial_colour=Colour.WHITE if rng.random() < 0.5 else Colour.BLACK,
        byes={k: a for k, a in byes.items() if a}, match_forfeits=_amount(config, "MatchForfeit"),
        round_settings=_team_rounds(config, rounds))
