"""``python -m dealer_trainer.gui.editor [PACK]``: the pack editor on its own."""

from __future__ import annotations

import sys

from .window import main

raise SystemExit(main(sys.argv))
