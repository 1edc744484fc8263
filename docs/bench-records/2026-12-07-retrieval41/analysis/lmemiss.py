import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1])
for r in recs:
    if r['split']!='tune': continue
    g=gold(r); ids=[t[0] for t in r['trace']]
    top=set(ids[:10])
    miss=[t for t in g if t not in top]
    if not miss: continue
    print(r['type'], r['id'], r['question'][:90])
    print('   gold ranks', sorted((ids.index(t) if t in ids else 999, t.split(':',1)[1]) for t in g))
    print('   top10', [t.split(':',1)[1] for t in ids[:10]])
