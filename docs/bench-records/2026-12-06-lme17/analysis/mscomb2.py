# mscomb2.py TRACE bench MSFILE [N] : R@10 by split with the first N re-scored: minmax(total) + w * minmax(maxsim)
import sys,gzip,json,collections,re
path,bench,msf=sys.argv[1:4]; N=int(sys.argv[4]) if len(sys.argv)>4 else 30
# tune only, unless a choice is given: CHOSEN=kind:w prints every split for it and the baseline
CHOSEN=sys.argv[5] if len(sys.argv)>5 else None
QW=set(open('/tmp/lme17/an/qwords.txt').read().split())
ms=collections.defaultdict(dict)
# MSFILE: MaxSim.java's output (question, turn, maxsim, query tokens, per-token maxima), or the
# committed compact form (maxsim-top30.tsv.gz: question, turn, maxsim_all, maxsim_content)
for l in (gzip.open(msf,'rt') if msf.endswith('.gz') else open(msf)):
    f=l.rstrip('\n').split('\t')
    if f[0]=='question': continue
    if len(f)==4: ms[f[0]][f[1]]=(float(f[2]),None,float(f[3])); continue
    if len(f)<5: continue
    toks=f[3].split(' '); per=[float(x) for x in f[4].split(' ')]
    ms[f[0]][f[1]]=(float(f[2]),toks,per)
def variant(entry,kind):
    s,toks,per=entry
    if kind=='all': return s
    if toks is None: return per
    keep=[p for t,p in zip(toks,per) if re.match(r"^[a-z0-9#]",t) and t not in QW]
    if kind=='content': return sum(keep)/len(keep) if keep else s
op=lambda p: gzip.open(p) if p.endswith('gz') else open(p)
recs=[json.loads(l) for l in op(path)]
def gold(r): return set(r['goldTurns']) if bench=='lme' else set(r['evidence'])
def cat(r): return r['type'][:4] if bench=='lme' else r['category']
OUT=[]
def score(w,kind):
    OUT.clear()
    acc=collections.defaultdict(list); bc=collections.defaultdict(list); ch=collections.Counter()
    for r in recs:
        g=gold(r)
        if not g or r['id'] not in ms: continue
        tr=r['trace']; ids=[t[0] for t in tr]; head=tr[:N]; m=ms[r['id']]
        if w>0 and all(t[0] in m for t in head):
            vals={t[0]:variant(m[t[0]],kind) for t in head}
            lo,hi=min(vals.values()),max(vals.values()); tl,th=min(t[1] for t in head),max(t[1] for t in head)
            new=sorted(head,key=lambda t:-((t[1]-tl)/(th-tl+1e-9)+w*(vals[t[0]]-lo)/(hi-lo+1e-9)))
            ids=[t[0] for t in new]+ids[N:]
        OUT.append({'id':r['id'],'split':r['split'],'gold':sorted(g),'ranked':ids[:30],'recallAt10':len(g&set(ids[:10]))/len(g)})
        rec=len(g&set(ids[:10]))/len(g); acc[r['split']].append(rec); acc[r['split']+' H@10'].append(1.0 if g&set(ids[:10]) else 0.0); bc[(r['split'],cat(r))].append(rec)
        base=len(g&set([t[0] for t in tr][:10]))/len(g)
        if rec>base: ch[(r['split'],'up')]+=1
        if rec<base: ch[(r['split'],'down')]+=1
    return {k:round(sum(v)/len(v),4) for k,v in acc.items()}, {f'{k[0]}:{k[1]}':round(sum(v)/len(v),3) for k,v in sorted(bc.items(),key=str)}, dict(ch)
def tune(x): return {k:v for k,v in x.items() if (k if isinstance(k,str) else k[0]).startswith('tune')}
if CHOSEN:
    kind,w=CHOSEN.split(':')
    for name,(kk,ww) in [('base',('all',0)),(CHOSEN,(kind,float(w)))]:
        s,c,ch=score(ww,kk); print(name,N,s,c,ch)
        if len(sys.argv)>6:
            with gzip.open(sys.argv[6]+'-'+name.replace(':','')+'.jsonl.gz','wt') as f:
                for o in OUT: f.write(json.dumps(o)+'\n')
else:
    s,c,ch=score(0,'all'); print('base',tune(s),tune(c))
    for kind in ['all','content']:
        for w in [0.1,0.2,0.3,0.5,0.75,1.0,1.5,2.0,100]:
            s,c,ch=score(w,kind); print(kind,N,w,tune(s),tune(c),tune(ch))
