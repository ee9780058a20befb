"""Dealer Trainer: teaches poker dealers the procedures of stud games."""

__version__ = "0.1.0"
