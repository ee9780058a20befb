"""The engine's one boundary exception family.

Everything that reaches the engine from outside (a scenario file, a pack, the
GUI's clicks) is rejected with a :class:`ScenarioError` that names where the
problem is (``seats.3.stack``, ``actions[7]``) and says what to do about it.
Every error the engine raises on purpose is an :class:`EngineError`, so the
layers above catch the engine's refusals by that one name:

- :class:`ScenarioError`: a scenario that is not valid, with the field;
- :class:`IllegalActionError`: an action the hand does not allow now;
- :class:`~dealer_trainer.engine.cards.CardError`: text that is not a card;
- :class:`~dealer_trainer.engine.rules.RulesError`: a rule override or a
  rule-set name the engine does not know.

``EngineError`` is not a ``ValueError`` (it was until every caller named it):
a caller catching ``ValueError`` would also swallow a bug of ours (a bad
``int()``), and could not tell the engine's refusal from the layer's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .jsonerrors import SchemaProblem


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalActionError(EngineError):
    """An action that the hand state does not allow right now.

    Raised by :class:`~dealer_trainer.engine.hand.Hand`; the replay re-raises it
    as a :class:`ScenarioError` located at the action's index.
    """


class ScenarioError(EngineError):
    """An invalid scenario or an illegal action in it.

    ``where`` is the field path (``"stakes.bring_in"``) or the action index
    (``"actions[7]"``); ``message`` says what is wrong in words a user can act on.
    ``str(error)`` is ``"where: message"``, the line the command prints after
    ``error:``. ``schema`` is the typed facts of a break of the scenario schema
    (None for any other refusal), for a layer above that words it.
    """

    def __init__(self, where: str, message: str, *, schema: SchemaProblem | None = None) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message
        self.schema = schema
