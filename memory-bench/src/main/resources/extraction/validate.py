#!/usr/bin/env python3
"""Validate the extraction evaluation dataset (en.jsonl, nl.jsonl) and print counts.

Usage: python3 validate.py [DIR]   (DIR defaults to the directory of this script)
Exit code 0 when there are no errors. Warnings (heuristics) do not fail the run.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import date, datetime

LANGS = ("en", "nl")
REQUIRED = ("id", "split", "lang", "role", "scope", "timestamp", "text", "expect")
TOP_KEYS = set(REQUIRED) | {"context"}
EXPECT_KEYS = ("people", "organizations", "preferences", "goals", "decisions", "facts", "tasks",
               "statusChanges", "events", "dates", "deadlineRemoved", "metrics")
PREDICATES = {"WORKS_AT", "LOCATED_IN", "HAS_ATTRIBUTE", "AFFILIATED_WITH"}
STATUSES = {"done", "in_progress", "abandoned", "pending"}
METRIC_UNITS = {
    "weight": {"kg", "lb"},
    "distance": {"km", "mi", "m"},
    "pace": {"min/km", "min/mi"},
    "heart_rate": {"bpm"},
    "sleep_duration": {"h"},
    "steps": {"steps"},
    "readiness": {"score"},
}
# categories a reference (book/article) line may carry
REFERENCE_ALLOWED = {"people", "organizations", "dates", "events"}
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")

# heuristic: words that usually denote a specific day (warning only when "dates" is empty)
DAY_WORDS = re.compile(
    r"\b(today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"vandaag|morgen|overmorgen|gisteren|eergisteren|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|"
    r"\d+\s*(days?|dagen)\b|\d{4}-\d{2}-\d{2}|\d{1,2}-\d{1,2}-\d{4})\b", re.I)


def is_date(s):
    if not isinstance(s, str) or not ISO_DATE.match(s):
        return False
    try:
        date.fromisoformat(s)
        return True
    except ValueError:
        return False


def str_list(v):
    return isinstance(v, list) and all(isinstance(x, str) and x.strip() for x in v)


def check_line(o, lang, lineno, seen_ids, err, warn):
    where = f"{lang}.jsonl:{lineno}"
    for k in REQUIRED:
        if k not in o:
            err(f"{where}: missing field '{k}'")
    for k in o:
        if k not in TOP_KEYS:
            err(f"{where}: unknown field '{k}'")
    oid = o.get("id")
    m = re.match(rf"^{lang}-(\d{{4}})$", oid or "")
    if not m:
        err(f"{where}: bad id {oid!r}")
        idx = None
    else:
        idx = int(m.group(1))
        if idx != lineno:
            warn(f"{where}: id {oid} does not match line number")
    if oid in seen_ids:
        err(f"{where}: duplicate id {oid}")
    seen_ids.add(oid)
    where = f"{where} ({oid})"
    if o.get("split") not in ("dev", "test"):
        err(f"{where}: bad split {o.get('split')!r}")
    elif idx is not None and o["split"] != ("test" if idx % 3 == 0 else "dev"):
        err(f"{where}: split should be {'test' if idx % 3 == 0 else 'dev'}")
    if o.get("lang") != lang:
        err(f"{where}: lang {o.get('lang')!r} in {lang}.jsonl")
    if o.get("role") not in ("user", "assistant"):
        err(f"{where}: bad role {o.get('role')!r}")
    if o.get("scope") not in ("personal", "reference"):
        err(f"{where}: bad scope {o.get('scope')!r}")
    ts = o.get("timestamp")
    if not isinstance(ts, str) or not TIMESTAMP.match(ts):
        err(f"{where}: bad timestamp {ts!r}")
    else:
        try:
            datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ")
        except ValueError:
            err(f"{where}: invalid timestamp {ts!r}")
    if not isinstance(o.get("text"), str) or not o.get("text", "").strip():
        err(f"{where}: empty text")

    ctx = o.get("context", {})
    open_tasks, deadlines = [], []
    if not isinstance(ctx, dict):
        err(f"{where}: context must be an object")
        ctx = {}
    for k in ctx:
        if k not in ("openTasks", "deadlines"):
            err(f"{where}: unknown context key {k!r}")
    if "openTasks" in ctx:
        if not str_list(ctx["openTasks"]):
            err(f"{where}: context.openTasks must be a list of strings")
        else:
            open_tasks = ctx["openTasks"]
    if "deadlines" in ctx:
        if not isinstance(ctx["deadlines"], list):
            err(f"{where}: context.deadlines must be a list")
        else:
            for d in ctx["deadlines"]:
                if not isinstance(d, dict) or set(d) != {"task", "date", "setBy"}:
                    err(f"{where}: bad deadline entry {d!r}")
                    continue
                if not is_date(d["date"]):
                    err(f"{where}: bad deadline date {d['date']!r}")
                if d["setBy"] not in ("extraction", "user"):
                    err(f"{where}: bad deadline setBy {d['setBy']!r}")
                deadlines.append(d)

    ex = o.get("expect")
    if not isinstance(ex, dict):
        err(f"{where}: expect must be an object")
        return
    for k in ex:
        if k not in EXPECT_KEYS:
            err(f"{where}: unknown expect key {k!r}")
        elif ex[k] in ([], None, ""):
            err(f"{where}: expect.{k} is empty; omit the key instead")
    for k in ("people", "organizations", "preferences", "goals", "decisions", "dates", "deadlineRemoved"):
        if k in ex and not str_list(ex[k]):
            err(f"{where}: expect.{k} must be a list of non-empty strings")
    for k in ("people", "organizations", "preferences", "goals", "decisions", "dates"):
        if k in ex and isinstance(ex[k], list) and len(set(ex[k])) != len(ex[k]):
            err(f"{where}: duplicate values in expect.{k}")
    dates = ex.get("dates", [])
    for d in dates:
        if not is_date(d):
            err(f"{where}: invalid date {d!r}")
    people = set(ex.get("people", []))

    for f in ex.get("facts", []):
        if not isinstance(f, dict) or set(f) != {"predicate", "subject", "object"}:
            err(f"{where}: bad fact {f!r}")
            continue
        if f["predicate"] not in PREDICATES:
            err(f"{where}: bad predicate {f['predicate']!r}")
        if f["subject"] != "self" and f["subject"] not in people:
            err(f"{where}: fact subject {f['subject']!r} is neither 'self' nor in people")
        if not isinstance(f["object"], str) or not f["object"].strip():
            err(f"{where}: empty fact object")
        if f["predicate"] in ("WORKS_AT", "AFFILIATED_WITH") and f["object"] not in ex.get("organizations", []):
            err(f"{where}: {f['predicate']} object {f['object']!r} missing from organizations")

    for t in ex.get("tasks", []):
        if not isinstance(t, dict) or set(t) != {"label", "owner", "due"}:
            err(f"{where}: bad task {t!r}")
            continue
        if not isinstance(t["label"], str) or not t["label"].strip():
            err(f"{where}: empty task label")
        owner = t["owner"]
        if owner is not None and owner != "self" and owner not in people:
            err(f"{where}: task owner {owner!r} is not 'self', null or a listed person")
        if t["due"] is not None:
            if not is_date(t["due"]):
                err(f"{where}: bad due {t['due']!r}")
            elif t["due"] not in dates:
                err(f"{where}: task due {t['due']} missing from dates")

    for s in ex.get("statusChanges", []):
        if not isinstance(s, dict) or set(s) != {"task", "status"}:
            err(f"{where}: bad statusChange {s!r}")
            continue
        if s["status"] not in STATUSES:
            err(f"{where}: bad status {s['status']!r}")
        if s["task"] not in open_tasks:
            err(f"{where}: statusChange task {s['task']!r} not in context.openTasks")

    for v in ex.get("events", []):
        if not isinstance(v, dict) or set(v) != {"label", "date"}:
            err(f"{where}: bad event {v!r}")
            continue
        if not is_date(v["date"]):
            err(f"{where}: bad event date {v['date']!r}")
        elif v["date"] not in dates:
            err(f"{where}: event date {v['date']} missing from dates")

    for t in ex.get("deadlineRemoved", []):
        match = [d for d in deadlines if d["task"] == t]
        if not match:
            err(f"{where}: deadlineRemoved {t!r} not in context.deadlines")
        elif not any(d["setBy"] == "extraction" for d in match):
            err(f"{where}: deadlineRemoved {t!r} but its deadline was set by the user")

    for mt in ex.get("metrics", []):
        if not isinstance(mt, dict) or set(mt) != {"metric", "value", "unit"}:
            err(f"{where}: bad metric {mt!r}")
            continue
        if mt["metric"] not in METRIC_UNITS:
            err(f"{where}: bad metric name {mt['metric']!r}")
        elif mt["unit"] not in METRIC_UNITS[mt["metric"]]:
            err(f"{where}: unit {mt['unit']!r} not valid for {mt['metric']}")
        if isinstance(mt["value"], bool) or not isinstance(mt["value"], (int, float)):
            err(f"{where}: metric value must be a number")

    if o.get("scope") == "reference":
        for k in ex:
            if k not in REFERENCE_ALLOWED:
                err(f"{where}: reference line must not expect {k!r}")

    if not dates and isinstance(o.get("text"), str) and DAY_WORDS.search(o["text"]):
        warn(f"{where}: text looks like it contains a date but expect.dates is empty: {o['text'][:70]!r}")


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors, warnings = [], []
    per_lang, per_split, per_cat, per_role, per_scope = Counter(), Counter(), Counter(), Counter(), Counter()
    empty = Counter()
    for lang in LANGS:
        path = os.path.join(base, f"{lang}.jsonl")
        seen = set()
        with open(path, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, 1):
                if not line.strip():
                    errors.append(f"{lang}.jsonl:{lineno}: blank line")
                    continue
                try:
                    o = json.loads(line)
                except json.JSONDecodeError as ex:
                    errors.append(f"{lang}.jsonl:{lineno}: invalid JSON: {ex}")
                    continue
                if not isinstance(o, dict):
                    errors.append(f"{lang}.jsonl:{lineno}: not an object")
                    continue
                check_line(o, lang, lineno, seen, errors.append, warnings.append)
                per_lang[lang] += 1
                per_split[(lang, o.get("split"))] += 1
                per_role[(lang, o.get("role"))] += 1
                per_scope[(lang, o.get("scope"))] += 1
                ex = o.get("expect") or {}
                if not ex:
                    empty[lang] += 1
                for k, v in ex.items():
                    if isinstance(v, list):
                        per_cat[(lang, k)] += len(v)
    for w in warnings:
        print("WARN ", w)
    for e in errors:
        print("ERROR", e)
    print()
    print(f"{'':22}" + "".join(f"{l:>8}" for l in LANGS) + f"{'total':>8}")
    def row(name, f):
        vals = [f(l) for l in LANGS]
        print(f"{name:22}" + "".join(f"{v:>8}" for v in vals) + f"{sum(vals):>8}")
    row("lines", lambda l: per_lang[l])
    row("split dev", lambda l: per_split[(l, "dev")])
    row("split test", lambda l: per_split[(l, "test")])
    row("role user", lambda l: per_role[(l, "user")])
    row("role assistant", lambda l: per_role[(l, "assistant")])
    row("scope personal", lambda l: per_scope[(l, "personal")])
    row("scope reference", lambda l: per_scope[(l, "reference")])
    row("expect {} (empty)", lambda l: empty[l])
    for k in EXPECT_KEYS:
        row(k, lambda l, k=k: per_cat[(l, k)])
    print()
    print(f"{len(errors)} error(s), {len(warnings)} warning(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
