"""Questions whose recall@10 rose or fell against the baseline, by category, on one split.

usage: python3 updown.py BASELINE.jsonl[.gz] VARIANT.jsonl[.gz]... [--split tune]
(LoCoMo records of RetrievalHarness; category 1 multi-hop, 2 temporal, 3 open-domain,
4 single-hop, 5 adversarial)."""
import gzip, json, sys

def load(f):
    op = gzip.open if f.endswith('.gz') else open
    with op(f, 'rt') as fh:
        return {r['id']: r for r in map(json.loads, fh)}

args = [a for a in sys.argv[1:] if not a.startswith('--')]
split = 'tune'
if '--split' in sys.argv:
    split = sys.argv[sys.argv.index('--split') + 1]
    args.remove(split)
base = load(args[0])
cat = {1: 'mh', 2: 'temp', 3: 'open', 4: 'single', 5: 'adv'}
for f in args[1:]:
    v = load(f)
    ups, dns = {}, {}
    for i, r in v.items():
        if r['split'] != split:
            continue
        d = r['recallAt10'] - base[i]['recallAt10']
        c = cat.get(r['category'], r['category'])
        if d > 0:
            ups[c] = ups.get(c, 0) + 1
        if d < 0:
            dns[c] = dns.get(c, 0) + 1
    print(f, 'up', sum(ups.values()), ups, 'down', sum(dns.values()), dns)
