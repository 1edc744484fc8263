"""Within-session turn levers simulated on depth-100 traces (re-order of the first N by the trace's
totals plus a lever). Usage: sim44.py SPLIT LEVER PARAMS... ; prints LoCoMo and LongMemEval figures."""
import gzip, json, lzma, ast, math, re, sys, collections
R = '/work/main/docs/bench-records/'
LOCO = R + '2026-12-07-retrieval41/locomo-dev5/live-service-default-depth100-trace.jsonl.gz'
LME = {'tune': R + '2026-12-07-chunk42/longmemeval-dev60/tune-main-depth100-trace.jsonl.gz',
       'held-out': R + '2026-12-07-chunk42/longmemeval-dev60/held-out-main-depth100-trace.jsonl.gz'}
STOP = set("""a an the i me my we our you your he she it they them his her its their is are was were be been
being do does did have has had of in on at to for from by with about as into over after before and or but
not no what which who whom when where why how many much that this these those there here any some
than then so if up out down off again once all can could would should will shall may might did done ever
since past last first one two ago long""".split())

FIRST = re.compile(r"\b(I|I'm|I've|I'd|I'll|(?i:me|my|mine|myself))\b")
ASSISTANT = re.compile(r"\byou (said|say|mentioned|recommended|suggested|told|gave|provided|listed|shared|explained|described)\b|\bour (previous |last |earlier )?(conversation|chat|discussion)\b|\bremind me\b", re.I)

def stem(w):
    for suf in ('ies', 'es', 's', 'ing', 'ed'):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[:-len(suf)]
    return w

def words(t):
    return [stem(w) for w in re.findall(r"[a-z0-9']+", t.lower()) if w not in STOP and len(w) > 2]

_lme = None
def lme_texts():
    global _lme
    if _lme is None:
        _lme = {}
        for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz', 'rt')):
            ids = q['haystack_session_ids']
            ids = ast.literal_eval(ids) if isinstance(ids, str) else ids
            _lme[q['question_id']] = dict(zip(ids, q['haystack_sessions']))
    return _lme

_loco = None
def loco_texts():
    global _loco
    if _loco is None:
        _loco = {}
        for x in json.load(open('/work/shared/bench/locomo-dev5.json')):
            c = x['conversation']
            for k, v in c.items():
                if k.startswith('session_') and isinstance(v, list):
                    for m in v:
                        _loco[(x['sample_id'], m['dia_id'])] = m
    return _loco

def info(r, tid):
    """(session, turn index 0-based, role, text)"""
    if 'goldTurns' in r:
        _, s, i = tid.split(':')
        m = lme_texts()[r['id']][s][int(i)]
        return s, int(i), m['role'], m['content']
    s, i = tid[1:].split(':')
    m = loco_texts().get((r['sample'], tid))
    return s, int(i) - 1, m['speaker'] if m else '?', (m['text'] if m else '')

def gold(r):
    return set(r['goldTurns']) if 'goldTurns' in r else set(r['evidence'])

def cat(r):
    return r['type'] if 'type' in r else {1: 'multi-hop', 2: 'temporal', 3: 'open-domain', 4: 'single-hop', 5: 'adversarial'}[r['category']]

_cos = None
def cosines():
    global _cos
    if _cos is None:
        _cos = collections.defaultdict(dict)
        R41 = R + '2026-12-07-retrieval41/'
        for f in ('locomo-dev5/minilm-top30.ctx.gz', 'longmemeval-dev60/tune-minilm-top30.ctx.gz', 'longmemeval-dev60/held-out-minilm-top30.ctx.gz'):
            for l in gzip.open(R41 + f, 'rt'):
                q, t, plain, ctx = l.rstrip('\n').split('\t'); _cos[q][t] = float(plain)
    return _cos

def rerank(r, lever, p):
    tr = r['trace']
    N = int(p.get('N', 30))
    head, tail = tr[:N], tr[N:]
    qw = set(words(r['question']))
    rows = []
    infos = [info(r, t[0]) for t in head]
    # per-session: best total, earliest turn index among candidates
    best = collections.defaultdict(float); first = {}
    for t, (s, i, ro, tx) in zip(head, infos):
        best[s] = max(best[s], t[1])
        first[s] = min(first.get(s, 10**9), i)
    top = max([t[1] for t in head] or [1.0]) or 1.0
    srank = {}
    for t in tr:
        srank.setdefault(t[0].split(':')[1] if 'goldTurns' in r else t[0].split(':')[0], len(srank))
    a = float(p.get('a', 0.1))
    global COS
    if lever == "minilm":
        cosf = cosines()[r['id']]
        v = {t[0]: cosf[t[0]] for t in head if t[0] in cosf}
        lo, hi = (min(v.values()), max(v.values())) if v else (0, 1)
        COS = {k: (c - lo) / (hi - lo + 1e-9) for k, c in v.items()}
    for t, (s, i, ro, tx) in zip(head, infos):
        x = t[1]
        if lever == 'opener':
            x += a * top * (i == 0)
        elif lever == 'opener1p':   # the user's opening message, for a question in the first person (the service's askedRole)
            asked = None if ASSISTANT.search(r['question']) else ('user' if FIRST.search(r['question']) else None)
            x += a * top * (i == 0 and asked == 'user' and ro == 'user')
        elif lever in ('user1p', 'opuser1p'):   # retrieval44: every user turn (opuser1p: openers first), question in the first person
            asked = None if ASSISTANT.search(r['question']) else ('user' if FIRST.search(r['question']) else None)
            on = asked == 'user' and ro == 'user'
            x += a * top * on + (a * top * (i == 0) if lever == 'opuser1p' and on else 0)
        elif lever == 'opplususer1p':   # retrieval44: opener1p (inf) plus b x top for the other user turns, first person
            asked = None if ASSISTANT.search(r['question']) else ('user' if FIRST.search(r['question']) else None)
            on = asked == 'user' and ro == 'user'
            x += (100 * top if i == 0 else float(p.get('b', 0.1)) * top) * on
            if on and i == 0:
                x += 1e-3 * top   # openers first among those capped
        elif lever == 'short1p':   # retrieval44: a turn no longer than L chars, question in the first person
            asked = None if ASSISTANT.search(r['question']) else ('user' if FIRST.search(r['question']) else None)
            x += a * top * (asked == 'user' and len(tx) <= int(p.get('L', 600)))
        elif lever in ('openerspk', 'spkfirst'):   # retrieval44: LME as opener1p; LoCoMo: the named speaker's opening (spkfirst: first own turn) of the session
            if 'goldTurns' in r:
                asked = None if ASSISTANT.search(r['question']) else ('user' if FIRST.search(r['question']) else None)
                x += a * top * (i == 0 and asked == 'user' and ro == 'user')
            else:
                named = ro != '?' and re.search(r'\b' + re.escape(ro) + r'\b', r['question']) is not None
                own_first = min([j for (s2, j, ro2, _) in infos if s2 == s and ro2 == ro] or [i]) == i
                x += a * top * named * ((i == 0) if lever == 'openerspk' else (i <= 1 and own_first))
        elif lever == 'firstmention':
            x += a * top * (i == first[s])
        elif lever == 'sessfeed':
            x += a * best[s]
        elif lever == 'draws':
            n = max(1, math.ceil(len(tx) / 1000))
            x -= a * top * math.log(n)
        elif lever == 'cover':
            tw = set(words(tx))
            cov = len(qw & tw) / len(qw) if qw else 0
            x += a * top * cov
        elif lever == 'coveruser':   # coverage, only for turns no longer than L chars
            tw = set(words(tx))
            cov = len(qw & tw) / len(qw) if qw else 0
            x += a * top * cov * (len(tx) <= int(p.get('L', 800)))
        elif lever in ('fp', 'fpnum', 'num'):
            from feat43 import FP, NUM
            on = {'fp': bool(FP.search(tx)), 'num': bool(NUM.search(tx)),
                  'fpnum': bool(FP.search(tx)) or bool(NUM.search(tx))}[lever]
            x += a * top * on
        if p.get('cap') == '1':   # never above its session's best turn: the session order is kept
            x = min(x, best[s] - 1e-6) if x > t[1] else x
        if p.get('sess') and x > t[1] and srank.get(s, 99) >= int(p['sess']):
            x = t[1]              # only inside the first `sess` sessions
        elif lever == 'minilm':   # retrieval41's MiniLM cosine of question and turn (plain text), min-max over the head
            c = COS.get(t[0])
            x += a * top * (c if c is not None else 0)
        rows.append((x, t[0]))
    rows.sort(key=lambda z: -z[0])
    return [z[1] for z in rows] + [t[0] for t in tail]

def run(path, splits, lever, p):
    recs = [json.loads(l) for l in gzip.open(path, 'rt')]
    acc = collections.defaultdict(list); up = dn = 0
    for r in recs:
        if r['split'] not in splits: continue
        g = gold(r)
        if not g: continue
        base = [t[0] for t in r['trace']]
        ids = rerank(r, lever, p) if lever != 'base' else base
        rec = len(g & set(ids[:10])) / len(g); b = len(g & set(base[:10])) / len(g)
        up += rec > b + 1e-9; dn += rec < b - 1e-9
        acc['R@10'].append(rec); acc['H@10'].append(1.0 if g & set(ids[:10]) else 0.0)
        acc[cat(r)[:5]].append(rec)
        if 'goldSessions' in r:
            ss = []
            for t in ids:
                s = t.split(':')[1]
                if s not in ss: ss.append(s)
            gs = set(r['goldSessions'])
            acc['S-H@1'].append(1.0 if ss[0] in gs else 0.0); acc['S-R@5'].append(len(gs & set(ss[:5])) / len(gs))
    keys = ['R@10', 'H@10', 'S-H@1', 'S-R@5']
    out = ' '.join(f'{k}={sum(acc[k])/len(acc[k]):.3f}' for k in keys if acc[k])
    out += ' | ' + ' '.join(f'{k}={sum(v)/len(v):.3f}' for k, v in sorted(acc.items()) if k not in keys)
    return out + f' | up {up} down {dn}'

if __name__ == '__main__':
    split = sys.argv[1]; lever = sys.argv[2]
    p = dict(kv.split('=') for kv in sys.argv[3:])
    which = p.pop('bench', 'both')
    if which in ('both', 'loco'):
        print('LoCoMo', split, lever, p, run(LOCO, (split,), lever, p))
    if which in ('both', 'lme'):
        print('LME   ', split, lever, p, run(LME[split], (split,), lever, p))
