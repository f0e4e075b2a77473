"""Settings shared by every test under tests/."""

from hypothesis import settings

# CI has two slow cores: a property test must fail on a wrong answer, not on a slow example.
settings.register_profile("swisspair", deadline=None)
settings.load_profile("swisspair")
