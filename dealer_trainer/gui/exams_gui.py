"""Exams in the window, by their old address: the setup dialog, the report view and
its PDF now live in rooms of their own.

- :mod:`.examsetup`: :class:`ExamSetupDialog`, which gives an exam's spec;
- :mod:`.examreport`: :class:`ExamReportView`, a finished exam on screen, saved
  as PDF or CSV;
- :mod:`.exampdf`: :func:`write_exam_pdf`;
- :mod:`.examtext`: the report's words, shared by the view and the PDF.

This module only re-exports them, so ``dealer_trainer.gui.exams_gui`` keeps
working for the main window and the tests that import it; new code imports
from the modules above.
"""

from __future__ import annotations

from .exampdf import write_exam_pdf
from .examreport import ExamReportView
from .examsetup import ExamSetupDialog
from .examtext import review_html

__all__ = ["ExamReportView", "ExamSetupDialog", "review_html", "write_exam_pdf"]
