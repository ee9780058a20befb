"""The live classroom: one instructor's app deals, every trainee's app answers.

A layer of its own between the GUI and the records (see ``docs/architecture.md``
and ``docs/classroom-protocol.md``): :mod:`.protocol` is the messages on the
wire, :mod:`.codes` the session code and the trainees' tokens, :mod:`.lesson`
the questions a session deals, :mod:`.sessionstate` the session itself (who
joined, what was asked, every answer, the points) with :mod:`.store` keeping it
on disk as it goes, and :mod:`.hosting` / :mod:`.joining` carry it over TCP on
Qt's event loop (QtCore and QtNetwork only: a headless host needs no display).
"""
