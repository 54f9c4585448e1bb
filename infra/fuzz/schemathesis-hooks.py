"""Loaded by Schemathesis (`hooks` in the run's schemathesis.toml) before it generates anything.

GTM_FUZZ_REFUSED_ONLY=1 (the phase whose data is compared before and after) keeps only cases that the API
must refuse.

CPython 3.11 (3.11.7 here) can fail `ast.parse` with "SystemError: AST constructor recursion depth
mismatch" when two threads parse at once (python/cpython#106905). Hypothesis parses lambdas' source to
describe strategies, and Schemathesis generates in several worker threads, so a run would now and then
end in that error instead of a result. Parsing one at a time avoids it; it is rare and cheap.
"""

import ast
import os
import threading

import schemathesis
from schemathesis.generation.modes import GenerationMode

_parse = ast.parse
_lock = threading.Lock()


def _serialized_parse(*args, **kwargs):
    with _lock:
        return _parse(*args, **kwargs)


ast.parse = _serialized_parse


if os.environ.get("GTM_FUZZ_REFUSED_ONLY") == "1":

    @schemathesis.hook
    def filter_case(context, case):
        """The refused-only phase sends only requests the API must refuse, so that none may change data.

        Negative mode also makes cases that break nothing (a fallback to a schema-valid case, or a malformed
        Content-Type on an operation that has no body to declare): those are left to the positive phase.
        """
        meta = case.meta
        if meta is None:
            return True
        scenario = getattr(meta.phase.data, "scenario", None)
        if scenario == "unspecified_http_method":
            return True
        if scenario == "malformed_content_type" and len(case.operation.body) == 0:
            return False
        return any(component.mode == GenerationMode.NEGATIVE for component in meta.components.values())
