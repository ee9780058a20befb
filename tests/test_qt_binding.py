"""The pinned Qt binding does not leak references to None.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a
method that returns nothing; a busy table scene then aborts the app with
"Fatal Python error: none_dealloc" after a few thousand calls. We pin a
release without the defect; this test stops an upgrade to one with it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def test_void_qt_calls_keep_none_alive() -> None:
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(10_000):
        point.setX(1.0)
    assert sys.getrefcount(None) >= before - 50
