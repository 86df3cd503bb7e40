"""Traces: the one trace format, the RecordTrace wrapper, reference replay and task validation."""
from igg.replay.record import RecordTrace

__all__ = ["RecordTrace"]
