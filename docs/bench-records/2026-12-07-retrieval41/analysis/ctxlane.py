# ctxlane.py TRACE SPLITS [kind:K:w] : a third lane over every turn of the conversation, fused into the
# traced totals: total (0 when past the trace) + w * minmax over the lane's first K of cos(question, turn)
import sys,os,numpy as np; sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
def readvec(p):
    keys=[];vs=[]
    for l in open(p):
        f=l.rstrip('\n').split('\t'); keys.append((f[0],f[1])); vs.append([float(x) for x in f[2:]])
    return keys,np.array(vs,dtype=np.float32)
qk,qv=readvec('q.vec'); Q={k[0]:qv[i] for i,k in enumerate(qk)}
lanes={}
for kind in ('ctx','plain'):
    if not os.path.exists(kind+'.vec'): continue
    k,v=readvec(kind+'.vec'); by=collections.defaultdict(list)
    for i,(s,d) in enumerate(k): by[s].append(i)
    lanes[kind]=(k,v,by)
def lane(kind,K,w):
    k,v,by=lanes[kind]
    def f(r):
        ids=[t[0] for t in r['trace']]
        if w==0: return ids
        tot={t[0]:t[1] for t in r['trace']}
        idx=by[r['sample']]; c=v[idx]@Q[r['id']]
        order=np.argsort(-c)[:K]; top={k[idx[j]][1]:float(c[j]) for j in order}
        lo,hi=min(top.values()),max(top.values())
        sc=dict(tot)
        for d,x in top.items(): sc[d]=sc.get(d,0)+w*(x-lo)/(hi-lo+1e-9)
        return sorted(sc,key=lambda d:-sc[d])
    return f
if len(sys.argv)>3:
    kind,K,w=sys.argv[3].split(':'); print('base',score(recs,lane('ctx',100,0),splits)); print(sys.argv[3],score(recs,lane(kind,int(K),float(w)),splits)); sys.exit()
print('base',score(recs,lane('ctx',100,0),splits))
for kind in lanes:
    for K in (50,100):
        for w in (0.05,0.1,0.2,0.3,0.5):
            print(kind,K,w,score(recs,lane(kind,K,w),splits))
