"""Where LongMemEval's gold turns are lost at turn recall@10 (depth-100 traces): per split, each gold
turn missed from the first 10 by its session's place among the ranked sessions, its own rank, its
rank among its session's candidates, its role (even turn = user) and whether it opens the session.
Also the first 10's mix. Reads ids and ranks only (no text)."""
import gzip, json, collections, sys
sys.path.insert(0, '.')
from sim43 import LME
for split in ('tune', 'held-out'):
    recs = [json.loads(l) for l in gzip.open(LME[split], 'rt')]
    c = collections.Counter(); n = 0; slots = collections.Counter()
    for r in recs:
        g = r['goldTurns']
        if not g: continue
        ids = [t[0] for t in r['trace']]
        top = ids[:10]
        ss = []
        for t in ids:
            s = t.split(':')[1]
            if s not in ss: ss.append(s)
        for t in top:
            s = t.split(':')[1]; i = int(t.split(':')[2])
            slots['gold' if t in g else ('gold session, other turn' if s in r['goldSessions'] else 'other session')] += 1
        for t in g:
            n += 1
            if t in top: c['found'] += 1; continue
            s = t.split(':')[1]; i = int(t.split(':')[2])
            sr = ss.index(s) if s in ss else 99
            rk = ids.index(t) if t in ids else 999
            c['missed'] += 1
            c['missed: session in first 5 sessions' if sr < 5 else 'missed: session past 5th'] += 1
            c['missed: rank 11-30' if rk < 30 else ('missed: rank 31-100' if rk < 100 else 'missed: past depth 100')] += 1
            c['missed: user turn' if i % 2 == 0 else 'missed: assistant turn'] += 1
            c['missed: session opener (turn 0)'] += i == 0
            ins = [x for x in ids if x.split(':')[1] == s]
            c['missed: behind >=3 turns of its own session'] += (ins.index(t) >= 3) if t in ins else 1
    print(split, 'gold turns', n, dict(c))
    print(split, 'first-10 slots', dict(slots))
