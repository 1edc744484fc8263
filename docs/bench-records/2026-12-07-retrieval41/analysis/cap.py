import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
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
for k in (2,3,4,5,6):
    for gn,g in (('all',lambda r:True),('broad',lambda r:broad(r['question'])),('fact',lambda r:not broad(r['question']))):
        print('cap',k,gn, score(recs,cap(k,g),splits))
