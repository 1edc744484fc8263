import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
COUNT=re.compile(r"^\s*how\s+(many|much)\b|\b(in total|total)\b|\border of\b",re.I)
def cap(k,gate):
    def f(r):
        ids=[t[0] for t in r['trace']]
        if not gate(r): return ids
        top=[];rest=[];n=collections.Counter()
        for t in ids:
            if len(top)<10 and n[sess(t)]<k: top.append(t); n[sess(t)]+=1
            else: rest.append(t)
        return top+rest
    return f
print('base', score(recs,cap(99,lambda r:True),splits))
print('n count q', sum(1 for r in recs if r['split'] in splits and COUNT.search(r['question'])))
for k in (1,2,3,4):
    print('cap',k,'count', score(recs,cap(k,lambda r:bool(COUNT.search(r['question']))),splits))
