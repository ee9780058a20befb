"""Small widget makers the editor's tabs share."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QSpinBox, QWidget


def spin(low: int, high: int, name: str) -> QSpinBox:
    """A spin box that makes one edit per value entered, not one per digit typed."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setKeyboardTracking(False)
    box.setAccelerated(True)
    box.setAccessibleName(name)
    return box


def scrolled(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area (a tab taller than a small screen)."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area
