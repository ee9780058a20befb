"""The training layer's one exception family.

Everything the drills refuse on purpose is a :class:`TrainingError`, so the
layers above (packs, records, the GUI, the command line) catch the training
layer's refusals by that one name, and an error of the engine underneath by
:class:`~dealer_trainer.engine.errors.EngineError`:

- :class:`DrillError`: no question of this kind can be asked on this hand
  (or at this point of it), or no game was chosen;
- :class:`FocusError`: a hard case that cannot arise in the chosen game, or
  that no generated hand showed;
- :class:`TopicError`: a rulebook topic that does not apply to the game.

Every message says what to choose instead. ``TrainingError`` is not a
``ValueError`` (``DrillError`` and ``FocusError`` were, until every caller
named the family): a refusal is caught by its name, never as a builtin.

>>> issubclass(DrillError, TrainingError) and issubclass(FocusError, TrainingError)
True
"""

from __future__ import annotations


class TrainingError(Exception):
    """Base of every error the training layer raises on purpose."""


class DrillError(TrainingError):
    """No question of this kind can be made with the chosen games or on this hand."""


class FocusError(TrainingError):
    """A focus that cannot arise in the chosen game (say, a common card in Five-card Stud)."""


class TopicError(TrainingError):
    """A rulebook topic that does not apply to the game under the rule set, or
    a game or rule set the rulebook does not know."""


__all__ = ["DrillError", "FocusError", "TopicError", "TrainingError"]
