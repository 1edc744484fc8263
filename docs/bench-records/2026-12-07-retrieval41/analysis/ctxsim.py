# ctxsim.py TRACE CTXFILE SPLITS [choice kind:N:w]
import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); splits=tuple(sys.argv[3].split(','))
cos=collections.defaultdict(dict)
for l in open(sys.argv[2]):
    q,t,a,b=l.rstrip('\n').split('\t'); cos[q][t]=(float(a),float(b))
def mm(v):
    lo,hi=min(v.values()),max(v.values()); return {k:(x-lo)/(hi-lo+1e-9) for k,x in v.items()}
def blend(kind,N,w):
    def f(r):
        tr=r['trace']; ids=[t[0] for t in tr]
        if w==0: return ids
        head=tr[:N]; m=cos[r['id']]
        if kind=='ctx': c={t[0]:m[t[0]][1] for t in head}
        elif kind=='plain': c={t[0]:m[t[0]][0] for t in head}
        else: c={t[0]:max(m[t[0]][1],m[t[0]][0]) for t in head}
        c=mm(c); tot=mm({t[0]:t[1] for t in head})
        return sorted([t[0] for t in head],key=lambda k:-(tot[k]+w*c[k]))+ids[N:]
    return f
if len(sys.argv)>4:
    k,N,w=sys.argv[4].split(':'); print('base',score(recs,blend('ctx',30,0),splits)); print(sys.argv[4],score(recs,blend(k,int(N),float(w)),splits)); sys.exit()
print('base',score(recs,blend('ctx',30,0),splits))
for kind in ('ctx','plain','max'):
    for N in (20,30):
        for w in (0.1,0.2,0.3,0.5,1.0):
            print(kind,N,w,score(recs,blend(kind,N,w),splits))
