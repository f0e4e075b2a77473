"""swisspair.startup: what the build does once so that a restored worker starts with nothing left to do."""

import random
import sys

from swisspair import bridge, startup


def test_prepare_imports_every_engine_module_but_the_command_lines_and_records_the_build():
    names = startup.prepare("0123456789abcdef")
    assert startup.prepared_for == "0123456789abcdef"
    assert "swisspair.bridge" in names and "swisspair.systems.dutch" in names and "swisspair.startup" in names
    assert not set(startup.COMMAND_LINE_ONLY) & set(names)
    assert all(name in sys.modules for name in names)


def test_a_restored_engine_gets_a_held_event_token_and_random_numbers_of_its_own():
    before = bridge.HELD
    random.seed(1)
    snapshotted = random.random()
    random.seed(1)
    startup.restored()
    assert bridge.HELD is not before and bridge.HELD.token != before.token and bridge.HELD.key is None
    assert random.random() != snapshotted
