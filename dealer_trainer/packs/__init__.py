"""Scenario packs: instructors' collections of hands and the questions on them.

Pure Python (no Qt). A pack file holds hands and where to ask; the answers
always come from the engine when the pack is opened.
"""
