"""retrieval45: the opener stage (RankingStages.openersBehindBest) replayed on depth-100 traces, with
caps on its lifts; figures for a page of 10 (first 10 of the list) and for depth 100.
Usage: sim45.py BASE.jsonl.gz [OPENER.jsonl.gz to check the replay] [cap=keep|sess:c|none] [L=10]"""
import gzip, json, lzma, ast, re, sys, collections
FIRST = re.compile(r"\b(I|I'm|I've|I'd|I'll|(?i:me|my|mine|myself))\b")
ASSISTANT = re.compile(r"\byou (said|say|mentioned|recommended|suggested|told|gave|provided|listed|shared|explained|described)\b|\bour (previous |last |earlier )?(conversation|chat|discussion)\b|\bremind me\b", re.I)
_lme = None
def lme():
    global _lme
    if _lme is None:
        _lme = {}
        for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz', 'rt')):
            ids = q['haystack_session_ids']; ids = ast.literal_eval(ids) if isinstance(ids, str) else ids
            _lme[q['question_id']] = dict(zip(ids, q['haystack_sessions']))
    return _lme
def sess(t): return t.split(':')[1]
def opener(r, t):
    _, s, i = t.split(':')
    return int(i) == 0 and lme()[r['id']][s][0]['role'] == 'user'
def first_person(q):
    return not ASSISTANT.search(q) and FIRST.search(q)

def stage(r, ids, pool=30, cap='none', L=10):
    if not first_person(r['question']): return list(ids)
    head, tail = list(ids[:pool]), list(ids[pool:])
    first = {}; moved = collections.defaultdict(list); rest = []
    for i, t in enumerate(head):
        g = sess(t)
        if g in first and opener(r, t):
            moved[g].append(t); continue
        first.setdefault(g, i); rest.append(t)
    if not moved: return list(ids)
    if cap == 'none':
        out = []
        for t in rest:
            out.append(t)
            if head[first[sess(t)]] == t: out += moved.get(sess(t), [])
        return out + tail
    if cap == 'keep':
        # lifts accepted in the order they land; one that pushes a session of the page before the
        # stage off the page is not made (the opener stays where it was)
        page_sessions = set(sess(t) for t in head[:L])
        cur = list(head)
        for t in [x for x in rest if head[first[sess(x)]] == x]:
            for m in moved.get(sess(t), []):
                trial = [x for x in cur if x != m]
                trial.insert(trial.index(t) + 1 + sum(1 for y in moved[sess(t)] if y != m and y in trial[trial.index(t)+1:trial.index(t)+2]), m)
                if page_sessions <= set(sess(x) for x in trial[:L]): cur = trial
        return cur + tail
    if cap.startswith('sess'):
        c = int(cap.split(':')[1])
        cur = list(head)
        for t in [x for x in rest if head[first[sess(x)]] == x]:
            for m in moved.get(sess(t), []):
                trial = [x for x in cur if x != m]; trial.insert(trial.index(t) + 1, m)
                pos = trial.index(m)
                if pos >= L or sum(1 for x in trial[:L] if sess(x) == sess(m)) <= c: cur = trial
        return cur + tail
    raise ValueError(cap)

def metrics(r, ids, depth):
    ids = ids[:depth]; g = set(r['goldTurns']); gs = set(r['goldSessions'])
    ss = []
    for t in ids:
        if sess(t) not in ss: ss.append(sess(t))
    m = {'S-H@1': 1.0 if ss and ss[0] in gs else 0.0, 'S-R@5': len(gs & set(ss[:5])) / len(gs)}
    if g:
        k = len(g & set(ids[:10])); m['T-R@10'] = k / len(g); m['T-H@10'] = 1.0 if k else 0.0
    return m

if __name__ == '__main__':
    base = sys.argv[1]
    opt = dict(a.split('=') for a in sys.argv[2:] if '=' in a)
    check = [a for a in sys.argv[2:] if '=' not in a]
    recs = [json.loads(l) for l in gzip.open(base, 'rt')]
    if check:
        live = {json.loads(l)['id']: json.loads(l) for l in gzip.open(check[0], 'rt')}
        bad = [r['id'] for r in recs if r['id'] in live and stage(r, [t[0] for t in r['trace']])[:30] != [t[0] for t in live[r['id']]['trace']][:30]]
        print('replay differs from live on', len(bad), bad)
    L = int(opt.get('L', 10)); caps = opt.get('cap', 'none,keep,sess:2,sess:3,sess:4').split(',')
    for depth in (L, 100):
        bm = {r['id']: metrics(r, [t[0] for t in r['trace']], depth) for r in recs}
        print(f'-- depth {depth} --  n={len(recs)}')
        for cap in ['base'] + caps:
            acc = collections.defaultdict(list); ch = []
            for r in recs:
                ids = [t[0] for t in r['trace']] if cap == 'base' else stage(r, [t[0] for t in r['trace']], cap=cap, L=L)
                m = metrics(r, ids, depth)
                for k, v in m.items(): acc[k].append(v)
                for k in ('S-R@5', 'T-R@10'):
                    if k in m and abs(m[k] - bm[r['id']][k]) > 1e-9: ch.append(f"{r['id']}({r['type'][:5]}) {k} {bm[r['id']][k]:.2f}->{m[k]:.2f}")
            print(f'{cap:8s}', ' '.join(f'{k}={sum(v)/len(v):.3f}' for k, v in acc.items()), '|', '; '.join(ch))
