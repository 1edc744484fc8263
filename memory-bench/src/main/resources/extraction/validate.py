#!/usr/bin/env python3
"""Validate the extraction evaluation dataset (en.jsonl, nl.jsonl) and print counts.

Usage: python3 validate.py [DIR]   (DIR defaults to the directory of this script;
       use `python3 validate.py v2` for the v2 set)
Exit code 0 when there are no errors. Warnings (heuristics) do not fail the run.

Lines with ids `en-NNNN` / `nl-NNNN` follow the v1 format. Lines with ids `en2-NNNN` /
`nl2-NNNN` follow the v2 format (see "v2 set" in README.md): preferences with polarity,
multi-message `turns`, task `status`, `negative` and `class`. Lines with ids `en3-NNNN` /
`nl3-NNNN` (the v3 set, `python3 validate.py v3`) and `en4-NNNN` / `nl4-NNNN` (the v4 set,
`python3 validate.py v4`) and `en5-NNNN` / `nl5-NNNN` (the v5 set,
`python3 validate.py v5`) and `en6-NNNN` / `nl6-NNNN` (the v6 set,
`python3 validate.py v6`) and `en7-NNNN` / `nl7-NNNN` (the v7 set,
`python3 validate.py v7`) and `en8-NNNN` / `nl8-NNNN` (the v8 set,
`python3 validate.py v8`) and `en9-NNNN` / `nl9-NNNN` (the v9 set,
`python3 validate.py v9`) and `en10-NNNN` / `nl10-NNNN` (the v10 set,
`python3 validate.py v10`) and `en11-NNNN` / `nl11-NNNN` (the v11 set,
`python3 validate.py v11`) and `en12-NNNN` / `nl12-NNNN` (the v12 set,
`python3 validate.py v12`) and `en13-NNNN` / `nl13-NNNN` (the v13 set,
`python3 validate.py v13`) and `en14-NNNN` / `nl14-NNNN` (the v14 set,
`python3 validate.py v14`) and `en15-NNNN` / `nl15-NNNN` (the v15 set,
`python3 validate.py v15`) and `en16-NNNN` / `nl16-NNNN` (the v16 set,
`python3 validate.py v16`) and `en17-NNNN` / `nl17-NNNN` (the v17 set,
`python3 validate.py v17`) and `en18-NNNN` / `nl18-NNNN` (the v18 set,
`python3 validate.py v18`) and `en19-NNNN` / `nl19-NNNN` (the v19 set,
`python3 validate.py v19`) follow the v2 rules. A file holds one version only.
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
# v2: single-message lines add class/negative; multi-message lines use turns instead of role/timestamp/text
V2_REQUIRED_SINGLE = REQUIRED + ("class",)
V2_REQUIRED_TURNS = ("id", "split", "lang", "scope", "turns", "expect", "class")
V2_KEYS_SINGLE = set(V2_REQUIRED_SINGLE) | {"context", "negative"}
V2_KEYS_TURNS = set(V2_REQUIRED_TURNS) | {"context", "negative"}
CLASSES = {"nl_word_order", "deadline", "deadline_change", "status_indirect", "polarity", "negation_irony",
           "people_orgs", "owners", "multi_message", "other"}
TASK_STATUSES = {"open", "in_progress", "done", "abandoned"}
POLARITIES = {"like", "dislike"}
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


def check_ts(ts, where, err):
    if not isinstance(ts, str) or not TIMESTAMP.match(ts):
        err(f"{where}: bad timestamp {ts!r}")
        return False
    try:
        datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        err(f"{where}: invalid timestamp {ts!r}")
        return False
    return True


def str_list(v):
    return isinstance(v, list) and all(isinstance(x, str) and x.strip() for x in v)


def line_version(o, lang):
    oid = o.get("id") if isinstance(o.get("id"), str) else ""
    for v in (19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2):
        if oid.startswith(f"{lang}{v}-"):
            return v
    return 1


def check_line(o, lang, lineno, seen_ids, err, warn):
    where = f"{lang}.jsonl:{lineno}"
    version = line_version(o, lang)
    v2 = version >= 2  # v3 lines follow the v2 rules
    multi = v2 and "turns" in o
    if not v2:
        required, allowed = REQUIRED, TOP_KEYS
    elif multi:
        required, allowed = V2_REQUIRED_TURNS, V2_KEYS_TURNS
    else:
        required, allowed = V2_REQUIRED_SINGLE, V2_KEYS_SINGLE
    for k in required:
        if k not in o:
            err(f"{where}: missing field '{k}'")
    for k in o:
        if k not in allowed:
            err(f"{where}: unknown field '{k}'" + (" (a turns line has no role/timestamp/text)" if multi else ""))
    oid = o.get("id")
    m = re.match(rf"^{lang}{version if v2 else ''}-(\d{{4}})$", oid or "")
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
    if o.get("scope") not in ("personal", "reference"):
        err(f"{where}: bad scope {o.get('scope')!r}")
    if v2:
        if o.get("class") not in CLASSES:
            err(f"{where}: bad class {o.get('class')!r}")
        if "negative" in o and not isinstance(o["negative"], bool):
            err(f"{where}: negative must be a boolean")
    if multi:
        turns = o.get("turns")
        if not isinstance(turns, list) or len(turns) < 2:
            err(f"{where}: turns must be a list of at least two messages")
            turns = []
        prev = None
        for i, tn in enumerate(turns, 1):
            if not isinstance(tn, dict) or set(tn) != {"role", "timestamp", "text"}:
                err(f"{where}: turn {i} must have exactly role, timestamp, text")
                continue
            if tn["role"] not in ("user", "assistant"):
                err(f"{where}: turn {i} bad role {tn['role']!r}")
            if not check_ts(tn["timestamp"], f"{where}: turn {i}", err):
                continue
            if prev is not None and tn["timestamp"] < prev:
                err(f"{where}: turn {i} is earlier than the turn before it")
            prev = tn["timestamp"]
            if not isinstance(tn["text"], str) or not tn["text"].strip():
                err(f"{where}: turn {i} empty text")
        if o.get("scope") != "personal":
            err(f"{where}: a turns line must have scope personal")
        all_text = " ".join(tn.get("text", "") for tn in turns if isinstance(tn, dict) and isinstance(tn.get("text"), str))
    else:
        if o.get("role") not in ("user", "assistant"):
            err(f"{where}: bad role {o.get('role')!r}")
        check_ts(o.get("timestamp"), where, err)
        if not isinstance(o.get("text"), str) or not o.get("text", "").strip():
            err(f"{where}: empty text")
        all_text = o.get("text") if isinstance(o.get("text"), str) else ""

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
    str_keys = ("people", "organizations", "goals", "decisions", "dates", "deadlineRemoved")
    if not v2:
        str_keys += ("preferences",)
    for k in str_keys:
        if k in ex and not str_list(ex[k]):
            err(f"{where}: expect.{k} must be a list of non-empty strings")
    for k in ("people", "organizations", "goals", "decisions", "dates") + (() if v2 else ("preferences",)):
        if k in ex and isinstance(ex[k], list) and len(set(ex[k])) != len(ex[k]):
            err(f"{where}: duplicate values in expect.{k}")
    if v2 and "preferences" in ex:
        seen_pref = set()
        if not isinstance(ex["preferences"], list):
            err(f"{where}: expect.preferences must be a list")
        else:
            for pf in ex["preferences"]:
                if not isinstance(pf, dict) or set(pf) != {"object", "polarity"}:
                    err(f"{where}: v2 preference must be {{object, polarity}}: {pf!r}")
                    continue
                if not isinstance(pf["object"], str) or not pf["object"].strip():
                    err(f"{where}: empty preference object")
                if pf["polarity"] not in POLARITIES:
                    err(f"{where}: bad preference polarity {pf['polarity']!r}")
                key = (pf["object"], pf["polarity"])
                if key in seen_pref:
                    err(f"{where}: duplicate preference {pf!r}")
                seen_pref.add(key)
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

    task_status, seen_tasks = {}, set()
    for t in ex.get("tasks", []):
        keys = set(t) if isinstance(t, dict) else set()
        if multi:
            ok = keys == {"label", "owner", "due", "status"}
        elif v2:
            ok = keys in ({"label", "owner", "due"}, {"label", "owner", "due", "status"})
        else:
            ok = keys == {"label", "owner", "due"}
        if not ok:
            err(f"{where}: bad task {t!r}" + (" (turns lines need a status on every task)" if multi else ""))
            continue
        if "status" in t and t["status"] not in TASK_STATUSES:
            err(f"{where}: bad task status {t['status']!r}")
        if (t["label"], t["owner"]) in seen_tasks:
            err(f"{where}: duplicate task {t['label']!r} for owner {t['owner']!r}")
        seen_tasks.add((t["label"], t["owner"]))
        task_status[t["label"]] = t.get("status", "open")
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

    changed = {}
    for s in ex.get("statusChanges", []):
        if not isinstance(s, dict) or set(s) != {"task", "status"}:
            err(f"{where}: bad statusChange {s!r}")
            continue
        if s["status"] not in STATUSES:
            err(f"{where}: bad status {s['status']!r}")
        if multi and s["task"] in task_status:
            changed[s["task"]] = s["status"]
            want = "open" if s["status"] == "pending" else s["status"]
            if task_status[s["task"]] != want:
                err(f"{where}: statusChange {s['task']!r} -> {s['status']} but the task's final status is "
                    f"{task_status[s['task']]}")
        elif s["task"] not in open_tasks:
            err(f"{where}: statusChange task {s['task']!r} not in context.openTasks"
                + (" nor in expect.tasks" if multi else ""))
    if multi:
        for lab, st in task_status.items():
            if st != "open" and lab not in changed:
                err(f"{where}: task {lab!r} has status {st} but no statusChange names it")
    if v2 and o.get("negative") is True:
        if any(st == "open" for st in task_status.values()):
            err(f"{where}: negative line must not expect an open task")

    for v in ex.get("events", []):
        if not isinstance(v, dict) or set(v) != {"label", "date"}:
            err(f"{where}: bad event {v!r}")
            continue
        if not is_date(v["date"]):
            err(f"{where}: bad event date {v['date']!r}")
        elif v["date"] not in dates:
            err(f"{where}: event date {v['date']} missing from dates")

    due_of = {t["label"]: t.get("due") for t in ex.get("tasks", []) if isinstance(t, dict) and "label" in t}
    for t in ex.get("deadlineRemoved", []):
        if multi and t in due_of:
            if due_of[t] is not None:
                err(f"{where}: deadlineRemoved {t!r} but the task still has a due date")
            if task_status.get(t) == "done":
                err(f"{where}: deadlineRemoved {t!r}: removing a deadline does not complete the task")
            continue
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

    if not dates and all_text and DAY_WORDS.search(all_text):
        warn(f"{where}: text looks like it contains a date but expect.dates is empty: {all_text[:70]!r}")


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors, warnings = [], []
    per_lang, per_split, per_cat, per_role, per_scope = Counter(), Counter(), Counter(), Counter(), Counter()
    empty = Counter()
    per_class, negatives, multis = Counter(), Counter(), Counter()
    for lang in LANGS:
        path = os.path.join(base, f"{lang}.jsonl")
        seen = set()
        versions = set()
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
                versions.add(line_version(o, lang))
                if len(versions) > 1:
                    errors.append(f"{lang}.jsonl:{lineno}: lines of different versions mixed in one file")
                    versions = {line_version(o, lang)}
                if "class" in o:
                    per_class[(lang, o["class"], o.get("split"))] += 1
                if o.get("negative") is True:
                    negatives[(lang, o.get("split"))] += 1
                if "turns" in o:
                    multis[lang] += 1
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
    if per_class:
        row("negative", lambda l: negatives[(l, "dev")] + negatives[(l, "test")])
        row("multi-message", lambda l: multis[l])
    row("role user", lambda l: per_role[(l, "user")])
    row("role assistant", lambda l: per_role[(l, "assistant")])
    row("scope personal", lambda l: per_scope[(l, "personal")])
    row("scope reference", lambda l: per_scope[(l, "reference")])
    row("expect {} (empty)", lambda l: empty[l])
    for k in EXPECT_KEYS:
        row(k, lambda l, k=k: per_cat[(l, k)])
    if per_class:
        print()
        print(f"{'class (dev/test)':22}" + "".join(f"{l:>12}" for l in LANGS) + f"{'total':>8}")
        for c in sorted(CLASSES):
            cells = [f"{per_class[(l, c, 'dev')]}/{per_class[(l, c, 'test')]}" for l in LANGS]
            tot = sum(per_class[(l, c, sp)] for l in LANGS for sp in ("dev", "test"))
            print(f"{c:22}" + "".join(f"{x:>12}" for x in cells) + f"{tot:>8}")
    print()
    print(f"{len(errors)} error(s), {len(warnings)} warning(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
