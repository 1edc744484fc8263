# bgecomb.py TRACE bench BGEFILE [CHOSEN OUTPREFIX]
#   grid (tune split only): the first N re-ordered by
#     mm:  minmax(total) + w * minmax(bge cos)      (over the first N)
#     raw: total + w * bge cos
#   for kind in instr (query with bge's instruction) / plain, N in 20/30/40 (where the trace has N)
#   CHOSEN=form:kind:N:w prints every split for the choice and the baseline, and writes records.
import sys,gzip,json,collections,os
path,bench,bf=sys.argv[1:4]
CHOSEN=sys.argv[4] if len(sys.argv)>4 else None
cos=collections.defaultdict(dict)
for l in open(bf):
    q,t,a,b=l.rstrip('\n').split('\t'); cos[q][t]=(float(a),float(b))
recs=[json.loads(l) for l in gzip.open(path)]
def gold(r): return set(r['goldTurns']) if bench=='lme' else set(r['evidence'])
def cat(r): return r['type'] if bench=='lme' else {1:'multi-hop',2:'temporal',3:'open-domain',4:'single-hop',5:'adversarial'}[r['category']]
def sessions(ids):
    d=[]
    for t in ids:
        s=t.split(':')[1]
        if s not in d: d.append(s)
    return d
def rerank(r,form,kind,N,w):
    tr=r['trace']; ids=[t[0] for t in tr]
    if w==0: return ids
    head=tr[:N]; m=cos[r['id']]
    if not all(t[0] in m for t in head): raise SystemExit('missing '+r['id'])
    k=0 if kind=='instr' else 1
    c={t[0]:m[t[0]][k] for t in head}
    if form=='mm':
        lo,hi=min(c.values()),max(c.values()); tl,th=min(t[1] for t in head),max(t[1] for t in head)
        key=lambda t:-((t[1]-tl)/(th-tl+1e-9)+w*(c[t[0]]-lo)/(hi-lo+1e-9))
    else:
        key=lambda t:-(t[1]+w*c[t[0]])
    return [t[0] for t in sorted(head,key=key)]+ids[N:]
OUT=[]
def score(form,kind,N,w,splits=('tune',)):
    OUT.clear()
    acc=collections.defaultdict(list); ch=collections.Counter()
    for r in recs:
        if r['split'] not in splits: continue
        g=gold(r)
        if not g: continue
        # a trace shorter than N: its whole length is re-ordered
        ids=rerank(r,form,kind,N,w); base=[t[0] for t in r['trace']]
        rec=len(g&set(ids[:10]))/len(g); b=len(g&set(base[:10]))/len(g)
        sp=r['split']
        acc[(sp,'R@1')].append(len(g&set(ids[:1]))/len(g)); acc[(sp,'R@5')].append(len(g&set(ids[:5]))/len(g))
        acc[(sp,'R@10')].append(rec); acc[(sp,'H@10')].append(1.0 if g&set(ids[:10]) else 0.0)
        if bench=='lme':
            gs=set(r['goldSessions']); ss=sessions(ids)
            acc[(sp,'S-H@1')].append(1.0 if gs&set(ss[:1]) else 0.0); acc[(sp,'S-R@5')].append(len(gs&set(ss[:5]))/len(gs))
        acc[(sp,cat(r))].append(rec)
        if rec>b: ch[sp+' up']+=1
        if rec<b: ch[sp+' down']+=1
        o={'id':r['id'],'split':sp,'category' if bench!='lme' else 'type':cat(r),'gold':sorted(g),'ranked':ids[:30],'baselineRanked':base[:30],'recallAt10':rec,'baselineRecallAt10':b}
        OUT.append(o)
    return {f'{k[0]} {k[1]}':round(sum(v)/len(v),4) for k,v in acc.items()}, dict(ch)
if __name__!="__main__": pass
elif CHOSEN:
    form,kind,N,w=CHOSEN.split(':'); N=int(N); w=float(w)
    for name,args in [('base',(form,kind,N,0)),(CHOSEN,(form,kind,N,w))]:
        s,ch=score(*args,splits=('tune','held-out')); print(name,s,ch)
        if len(sys.argv)>5:
            with gzip.open(sys.argv[5]+'-'+name.replace(':','_')+'.jsonl.gz','wt') as f:
                for o in OUT: f.write(json.dumps(o)+'\n')
else:
    maxN=int(os.environ.get('MAXN','40'))
    s,ch=score('mm','instr',30,0); print('base',s)
    for form in ['mm','raw']:
        for kind in ['instr','plain']:
            for N in [20,30,40]:
                if N>maxN: continue
                for w in ([0.1,0.2,0.3,0.5,0.75,1.0,1.5,2.0,100] if form=='mm' else [0.5,1,2,3,5,10,100]):
                    s,ch=score(form,kind,N,w); print(form,kind,N,w,s,ch)
