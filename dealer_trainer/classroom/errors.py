"""The classroom's one exception family: every error it raises on purpose is a :class:`ClassroomError`.

- :class:`ProtocolError`: a message that is not one (not JSON, too long, a field
  missing or of the wrong kind). The host and the trainee's app drop it with a
  log line and go on: a bad message never ends a session.
- :class:`SessionFileError`: a saved session that cannot be written or read back.
- :class:`ListenError`: the host cannot open its port (in use, not allowed).
- :class:`LessonError`: a pack or a choice of drills that gives no question a
  class can answer together.

Each message is worded (:class:`~dealer_trainer.wording.Worded`, marked in the
``ClassroomErrors`` context) so the window shows it in the user's language;
``str()`` is its English.

>>> str(ProtocolError(Worded("no {field}", (("field", "type"),))))
'no type'
"""

from __future__ import annotations

from typing import ClassVar

from ..wording import Worded


class ClassroomError(Exception):
    """Base of every error the classroom raises on purpose.

    ``words`` is the message marked for translation (``None`` for a plain text
    from elsewhere, shown as it is); ``str()`` is its English.
    """

    #: The translation context of every classroom error's words.
    words_context: ClassVar[str] = "ClassroomErrors"

    def __init__(self, message: Worded | str) -> None:
        self.words = message if isinstance(message, Worded) else None
        super().__init__(message.english() if isinstance(message, Worded) else message)


class ProtocolError(ClassroomError):
    pass


class SessionFileError(ClassroomError):
    pass


class ListenError(ClassroomError):
    pass


class LessonError(ClassroomError):
    pass
