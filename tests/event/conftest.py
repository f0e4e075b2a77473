"""The event the event layer's tests share."""

import pytest

from tests.event.helpers import played_event


@pytest.fixture(scope="module")
def played():
    """Five players, round 1 played, round 2 paired; a restriction, a requested bye, a withdrawal."""
    return played_event()
