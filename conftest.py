"""pytest's settings for the whole repository, before anything is collected.

The suite also collects the doctests of every module in ``dealer_trainer/``
(``testpaths`` in pyproject.toml), and ``tests/conftest.py`` does not apply
there: a run of ``pytest dealer_trainer`` alone never loads it. Importing the
GUI modules for their doctests, and any doctest that makes a widget, needs Qt
without a display, so the offscreen platform is chosen here, for every path.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
