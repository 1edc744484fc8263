import sys; sys.path.insert(0,'/tmp/r8/py')
from loco import *
R=load(sys.argv[1]); split=sys.argv[2]
# per-conversation document frequency of stems
DF=collections.defaultdict(collections.Counter); N=collections.Counter()
for (sid,did),t in TEXT.items():
    N[sid]+=1
    for w in set(stem(x) for x in words(t)): DF[sid][w]+=1
def feats(r):
    sid=r['sample']; q=r['question']
    cw=list(dict.fromkeys(content(q)))
    names=[n for n in NAMES[sid] if n.lower() in q.lower()]
    out=[]
    for i,(tid,tot,lex,vec,adj) in enumerate(r['trace']):
        t=TEXT.get((sid,tid),''); ws=set(stem(x) for x in words(t))
        idf={w:math.log((N[sid]+1)/(DF[sid][w]+0.5)) for w in cw}
        tot_idf=sum(idf.values()) or 1
        cov=sum(1 for w in cw if w in ws)/max(1,len(cw))
        covi=sum(idf[w] for w in cw if w in ws)/tot_idf
        spk=1 if SPK.get((sid,tid)) in names else 0
        out.append(dict(tid=tid,tot=tot,lex=lex,vec=vec,adj=adj,cov=cov,covi=covi,spk=spk,i=i))
    return out
FE=[(r,feats(r)) for r in R if r['split']==split]
def evaluate(fn, pool=30):
    tot=0; bycat=collections.defaultdict(list)
    for r,fs in FE:
        head=fs[:pool]; tail=fs[pool:]
        head=sorted(head,key=lambda f:(-fn(f), f['i']))
        order=[f['tid'] for f in head+tail]
        v=sum(1 for e in r['evidence'] if e in order[:10])/len(r['evidence'])
        tot+=v; bycat[r['category']].append(v)
    return tot/len(FE), ' '.join('%.3f'%(sum(bycat[c])/len(bycat[c])) for c in [1,2,3,4,5])
print('base',evaluate(lambda f:f['tot']))
for pool in [20,30,50]:
  for a in [0.1,0.2,0.3,0.5]:
    print(pool,'cov',a,evaluate(lambda f:f['tot']+a*f['cov'],pool), 'covi',evaluate(lambda f:f['tot']+a*f['covi'],pool))
  for b in [0.05,0.1,0.2]:
    print(pool,'spk',b,evaluate(lambda f:f['tot']+b*f['spk'],pool))
