"""Writes standalone JSON schemas for one Kubernetes version out of the kubernetes-validate wheel (PyPI).

The wheel's "-local-strict" schemas point at a shared `/api/_definitions.json`, which kubeconform cannot follow;
each schema written here carries the definitions it refers to under its own `$defs`, so kubeconform reads it
alone, named as kubeconform's path template expects (`deployment-apps-v1.json`).

usage: python3 standalone-schemas.py <wheel> <kubernetes version, e.g. 1.34.0> <output folder>
"""

import json
import re
import sys
import zipfile

wheel, version, out = sys.argv[1:4]
prefix = f"kubernetes_validate/kubernetes-json-schema/v{version}-local-strict/"
REF = re.compile(r'"(?:/api/)?_definitions\.json#/\$defs/([^"]+)"')

with zipfile.ZipFile(wheel) as archive:
    names = [name for name in archive.namelist() if name.startswith(prefix) and name.endswith(".json")]
    if not names:
        sys.exit(f"no schemas for Kubernetes {version} in {wheel}")
    definitions = json.loads(REF.sub(r'"#/$defs/\1"', archive.read(prefix + "_definitions.json").decode()))["$defs"]

    def referenced(text):
        """The definitions a schema needs, followed through the definitions themselves."""
        seen, todo = set(), REF.findall(text) + re.findall(r'"#/\$defs/([^"]+)"', text)
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            todo.extend(re.findall(r'"#/\$defs/([^"]+)"', json.dumps(definitions[name])))
        return seen

    for name in names:
        base = name[len(prefix):]
        if base.startswith("_") or base == "all.json":
            continue
        text = archive.read(name).decode()
        schema = json.loads(REF.sub(r'"#/$defs/\1"', text))
        schema["$defs"] = {key: definitions[key] for key in sorted(referenced(text))}
        with open(f"{out}/{base}", "w") as file:
            json.dump(schema, file)
