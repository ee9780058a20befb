"""Drills: questions about a hand, their answers and reasons, all from the engine.

Pure Python like the engine (no Qt): the GUI shows what this package
computes and checks answers only through it.
"""
