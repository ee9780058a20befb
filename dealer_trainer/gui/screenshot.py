"""``dealer-trainer --screenshot FILE.png``: render the window offscreen and save it.

Used for the README's pictures and by the installer test; it needs no
display. The window starts from default settings (not the user's), so the
same seed always gives the same picture.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from ..training.kinds import Drill

if TYPE_CHECKING:
    from .mainwindow import MainWindow

#: What ``--drill`` may show: every drill (a new one by itself), the deal-along and the rules reference.
DRILL_NAMES = (*(drill.value for drill in Drill), "deal-along", "learn")


def save_screenshot(
    path: str,
    drill: str = "bring-in",
    seed: int = 1,
    *,
    reveal: bool = False,
    hard: bool = False,
    width: int = 1280,
    height: int = 800,
    language: str | None = None,
) -> int:
    """Render ``drill`` dealt from ``seed`` to ``path`` in ``language`` (a code;
    default: the one chosen, or the system's); return the exit status."""
    if drill not in DRILL_NAMES:
        sys.stderr.write(f"error: --drill: unknown drill {drill!r}; choose one of {', '.join(DRILL_NAMES)}\n")
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from PySide6.QtCore import QSettings

    from ..engine.rules import RuleSetName
    from ..engine.variants import Variant
    from .application import make_app

    app = make_app([sys.argv[0]], language)
    # Neither read nor write the user's settings: the same seed, the same picture.
    scratch = tempfile.mkdtemp(prefix="dealer-trainer-shot-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    from .mainwindow import MainWindow

    window = MainWindow()
    window.resize(width, height)
    window.setSpeed(0)
    window.panel.set_variants(list(Variant))
    window.panel.set_rule_sets([RuleSetName.PA])
    window.action_map["hard"].setChecked(hard)
    window.panel.seed_box.setValue(seed)
    window.panel.reseed(seed)
    window.panel.set_mode("bring-in" if drill == "learn" else drill)
    window.panel.next_hand()
    if drill == "learn":  # after the hand: the reference opens on the game on the table
        window.action_map["learn"].setChecked(True)
    if drill == Drill.SPOT.value:
        _stop_at_the_mistake(window, reveal)
    elif reveal:
        window.panel.reveal()
    window.show()
    app.processEvents()
    image = window.grab().toImage()
    if image.isNull() or not image.save(path):
        sys.stderr.write(f"error: {path}: could not write the picture\n")
        return 2
    window.hide()
    window.deleteLater()
    app.processEvents()
    return 0


def _stop_at_the_mistake(window: MainWindow, reveal: bool) -> None:
    """Spot the error, frozen where a dealer should stop it: at the beat its mistake shows (a
    hand dealt right: at its end). ``reveal`` marks the mistake's place and says the rule broken."""
    from .drillfeedback import reasons_html
    from .marks import mark_answer
    from .spotshow import mistake_snapshot

    question = window.panel.question
    if question is None or question.live is None:
        return
    mistake = question.live.mistake
    window.panel.halt_spot()  # the hand played live stops: the picture is of the moment
    window.panel.table.show_snapshot(mistake_snapshot(question))
    if reveal:  # as the trainee sees it after stopping it right there: the verdict of a catch
        from ..training.drills import check, right_response
        from ..training.spotting import SpotResponse
        from .spotwords import verdict_html

        mark_answer(window.panel.table, question.answer)
        response = right_response(question)
        verdict = check(question, response)
        if verdict.spot is None or not isinstance(response, SpotResponse):
            window.panel.feedback.setHtml(reasons_html(question.reasons))
            return
        window.panel.feedback.setHtml(verdict_html(verdict.spot, mistake, response, None))
