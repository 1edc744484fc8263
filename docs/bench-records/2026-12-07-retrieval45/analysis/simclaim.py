"""retrieval45: claim-to-evidence by the turn (a turn that extraction cited as evidence for a claim:
a message that states a fact), simulated on depth-100 traces. Levers over the first N candidates:
  bonus: x += a * top for a cited turn
  behind: a cited turn moves to just behind its session's best candidate (as the opener stage)
Usage: simclaim.py loco|lme TRACE STORE_DB SPLIT lever N a [firstperson=1] [L=10]"""
import gzip, json, sqlite3, sys, collections
sys.path.insert(0, __import__('os').path.dirname(__file__))
from sim45 import stage, metrics as lme_metrics, first_person, sess as lsess

def cited(db, prefix_of):
    c = sqlite3.connect(f'file:{db}?mode=ro', uri=True)
    out = collections.defaultdict(set)
    for ext, uid in c.execute("SELECT s.external_id, s.user_id FROM claim_evidence e JOIN sources s ON s.id = e.source_id JOIN claims c ON c.id = e.claim_id WHERE c.status = 'active' OR c.status IS NULL"):
        if ext: out[uid].add(ext)
    return out

def main():
    bench, trace, db, split, lever, N, a = sys.argv[1:8]
    N = int(N); a = float(a)
    opt = dict(x.split('=') for x in sys.argv[8:])
    fp = opt.get('firstperson') == '1'
    cits = cited(db, None)
    recs = [json.loads(l) for l in gzip.open(trace, 'rt')]
    acc = collections.defaultdict(list); up = dn = 0; ch = []
    for r in recs:
        if r['split'] != split: continue
        if bench == 'loco':
            if not r['evidence']: continue
            ids = [t[0] for t in r['trace']]; sc = {t[0]: t[1] for t in r['trace']}
            cs = cits.get(r['sample'], set()); key = lambda t: r['sample'] + ':' + t
            sess = lambda t: t.split(':')[0]; apply = not fp
        else:
            if not r['goldTurns']: continue
            ids = stage(r, [t[0] for t in r['trace']], cap='keep')
            sc = {t[0]: t[1] for t in r['trace']}
            cs = cits.get('lme-' + r['id'], set()); key = lambda t: t
            sess = lsess; apply = (not fp) or bool(first_person(r['question']))
        new = list(ids)
        if apply:
            head, tail = ids[:N], ids[N:]
            if lever == 'bonus':
                top = max(sc[t] for t in head)
                head = sorted(head, key=lambda t: -(sc[t] + a * top * (key(t) in cs)))
            elif lever == 'behind':
                first = {}; moved = collections.defaultdict(list); rest = []
                for t in head:
                    s = sess(t)
                    if s in first and key(t) in cs:
                        moved[s].append(t); continue
                    first.setdefault(s, len(rest)); rest.append(t)
                head = []
                for t in rest:
                    head.append(t)
                    if rest[first[sess(t)]] == t: head += moved.get(sess(t), [])
            new = head + tail
        if bench == 'loco':
            g = set(r['evidence'])
            b = len(g & set(ids[:10])) / len(g); m = len(g & set(new[:10])) / len(g)
            acc['R@10'].append(m); acc['H@10'].append(1.0 if g & set(new[:10]) else 0.0)
            acc['c%d' % r['category']].append(m)
        else:
            bm = lme_metrics(r, ids, 10); mm = lme_metrics(r, new, 10)
            b, m = bm['T-R@10'], mm['T-R@10']
            for k, v in mm.items(): acc[k].append(v)
            acc[r['type'][:6]].append(m)
        up += m > b + 1e-9; dn += m < b - 1e-9
        if abs(m - b) > 1e-9: ch.append(f"{r['id']} {b:.2f}->{m:.2f}")
    print(bench, split, lever, N, a, opt, ' '.join(f'{k}={sum(v)/len(v):.3f}' for k, v in sorted(acc.items())), f'up {up} down {dn}')
    if opt.get('v'): print('  ', '; '.join(ch))
main()
