import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
def key(t):
    p=t.rsplit(':',1); return p[0],int(p[1])
def nb(a,col,which,N):
    def f(r):
        tr=r['trace'][:N]; rest=[t[0] for t in r['trace'][N:]]
        m={key(t[0]):t for t in tr}
        def s(t):
            k,i=key(t[0]); v=0
            for d in which:
                u=m.get((k,i+d))
                if u: v=max(v,u[col])
            return t[1]+a*v
        return [t[0] for t in sorted(tr,key=lambda t:-s(t))]+rest
    return f
print('base', score(recs,nb(0,1,(-1,),30),splits))
for N in (30,):
  for col,cn in ((1,'total'),(3,'vec'),(2,'lex')):
    for which in ((-1,),(1,),(-1,1)):
        for a in (0.1,0.2,0.4):
            print(N,cn,which,a, score(recs,nb(a,col,which,N),splits))
