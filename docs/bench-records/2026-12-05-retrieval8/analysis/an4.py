import sys; sys.path.insert(0,'/tmp/r8/py')
from loco import *
import numpy as np
R=load(sys.argv[1]); POOL=30
DF=collections.defaultdict(collections.Counter); N=collections.Counter()
for (sid,did),t in TEXT.items():
    N[sid]+=1
    for w in set(stem(x) for x in words(t)): DF[sid][w]+=1
NAMES_F=['tot','lex','vec','adj','stranger','spk','addr','cov','covi','sesscnt','sessbest','rank','lexzero','veczero']
def feats(r):
    sid=r['sample']; q=r['question']
    cw=list(dict.fromkeys(content(q)))
    names=[n for n in NAMES[sid] if n.lower() in q.lower()]
    idf={w:math.log((N[sid]+1)/(DF[sid][w]+0.5)) for w in cw}; ti=sum(idf.values()) or 1
    tr=r['trace'][:POOL]
    sess=collections.defaultdict(list)
    for t in tr: sess[t[0].split(':')[0]].append(t[1])
    X=[];ids=[]
    for i,(tid,tot,lex,vec,adj) in enumerate(tr):
        t=TEXT.get((sid,tid),''); ws=set(stem(x) for x in words(t))
        sp=SPK.get((sid,tid))
        s=sess[tid.split(':')[0]]
        others=sorted(s,reverse=True); others.remove(tot)
        X.append([tot,lex,vec,adj,1.0 if lex==0 and vec==0 else 0, 1.0 if sp in names else 0,
                  1.0 if any(n.lower() in t.lower() for n in names) and sp not in names else 0,
                  sum(1 for w in cw if w in ws)/max(1,len(cw)), sum(idf[w] for w in cw if w in ws)/ti,
                  len(s)-1, others[0] if others else 0, i/POOL, 1.0 if lex==0 else 0, 1.0 if vec==0 else 0])
        ids.append(tid)
    return np.array(X),ids
DATA=[(r,)+feats(r) for r in R if r['split']=='tune']
def r10(r,ids,order):
    top=[ids[j] for j in order[:10]]
    return sum(1 for e in r['evidence'] if e in top)/len(r['evidence'])
def train(rows,cols,l2=1.0,iters=300,lr=0.1):
    # pairwise logistic: gold vs non-gold within question
    P=[]
    for r,X,ids in rows:
        g=[j for j,t in enumerate(ids) if t in r['evidence']]; ng=[j for j in range(len(ids)) if ids[j] not in r['evidence']]
        for a in g:
            for b in ng[:30]: P.append(X[a,cols]-X[b,cols])
    P=np.array(P); w=np.zeros(len(cols)); w[0]=1.0
    for _ in range(iters):
        z=P@w; p=1/(1+np.exp(np.clip(z,-30,30)))
        g=-(P*p[:,None]).mean(0)+l2*1e-3*w
        w-=lr*g*10
    return w
def ev(rows,cols,w):
    out=[];cat=collections.defaultdict(list)
    for r,X,ids in rows:
        order=list(np.argsort(-(X[:,cols]@w),kind='stable'))
        v=r10(r,ids,order); out.append(v); cat[r['category']].append(v)
    return np.mean(out), ' '.join('%.3f'%np.mean(cat[c]) for c in [1,2,3,4,5])
base_cols=[0]
print('base', ev(DATA,[0],np.array([1.0])))
for cols in [[0,5],[0,6],[0,7],[0,8],[0,9,10],[0,4],[0,1,2,3],[0,1,2,3,4,5,6,7,8,9,10,11,12,13]]:
    res=[];tot=[]
    convs=sorted(set(r['sample'] for r,_,_ in DATA))
    allv=[]
    for c in convs:
        tr=[d for d in DATA if d[0]['sample']!=c]; te=[d for d in DATA if d[0]['sample']==c]
        w=train(tr,cols)
        for r,X,ids in te:
            order=list(np.argsort(-(X[:,cols]@w),kind='stable')); allv.append(r10(r,ids,order))
    wall=train(DATA,cols)
    print([NAMES_F[c] for c in cols],'LOCO-CV R@10 %.4f'%np.mean(allv),'fit-all',ev(DATA,cols,wall),np.round(wall/wall[0],3))
