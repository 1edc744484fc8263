"""Per-question turn recall@10 of two LongMemEvalHarness (or RetrievalHarness) record files:
questions up / down and their ids. Usage: updown.py BASE.jsonl[.gz] OTHER.jsonl[.gz]"""
import gzip, json, sys

def load(p):
    f = gzip.open(p, 'rt') if p.endswith('.gz') else open(p)
    return {r['id']: r for r in map(json.loads, f)}

a, b = load(sys.argv[1]), load(sys.argv[2])
key = 'turnRecallAt10' if 'turnRecallAt10' in next(iter(a.values())) else 'recallAt10'
up, down, same_lists = [], [], 0
for k, r in a.items():
    x, y = r.get(key), b[k].get(key)
    if x is None or y is None:
        continue
    lists = 'rankedTurns' if 'rankedTurns' in r else 'ranked'
    same_lists += r[lists] == b[k][lists]
    if y > x + 1e-9:
        up.append((k, r.get('type', r.get('category')), round(x, 3), round(y, 3)))
    elif y < x - 1e-9:
        down.append((k, r.get('type', r.get('category')), round(x, 3), round(y, 3)))
print(f'{len(a)} questions, {same_lists} with the same ranked list; up {len(up)}, down {len(down)}')
for t in up:
    print('  up  ', *t)
for t in down:
    print('  down', *t)
