import json,gzip,sys,collections,re
sys.path.insert(0,'/work/main/docs/bench-records/2026-12-05-retrieval8/analysis')
from loco import broad
CAT={1:'mh',2:'temp',3:'open',4:'single',5:'adv'}
def div(trace,d,picks=20,sess=lambda x:x.split(':')[0]):
    pool=[(t[0],t[1]) for t in trace]; out=[]; placed=collections.Counter()
    while pool and len(out)<picks:
        bi=0;bs=-1e9
        for i,(cid,s) in enumerate(pool):
            v=s*(1-d)**placed[sess(cid)]
            if v>bs: bs=v;bi=i
        cid,s=pool.pop(bi); out.append(cid); placed[sess(cid)]+=1
    return out+[c for c,_ in pool]
def loco(path,split,d,gate):
    R=collections.defaultdict(list)
    for l in gzip.open(path,'rt'):
        r=json.loads(l)
        if r['split']!=split: continue
        rk=r['ranked']
        if d>0 and (not gate or broad(r['question'])): rk=div(r['trace'],d)
        ev=[e for e in r['evidence']]
        rec=sum(e in rk[:10] for e in ev)/len(ev) if ev else 0
        R[CAT[r['category']]].append(rec); R['all'].append(rec)
    return {k:round(sum(v)/len(v),3) for k,v in R.items()}
def lme(path,split,d,gate):
    R=collections.defaultdict(list)
    for l in gzip.open(path,'rt'):
        r=json.loads(l)
        if r['split']!=split: continue
        rk=r['rankedTurns']
        if d>0 and (not gate or broad(r['question'])): rk=div(r['trace'],d,sess=lambda x:x.rsplit(':',1)[0])
        g=r['goldTurns']
        if not g: continue
        rec=sum(e in rk[:10] for e in g)/len(g)
        R[r['type'][:12]].append(rec); R['all'].append(rec)
    return {k:round(sum(v)/len(v),3) for k,v in R.items()}
L='/work/main/docs/bench-records/2026-12-05-retrieval8/locomo-dev5/default_collapse_adjchunks1_bm25k0.3b0.75f-depth100-trace.jsonl.gz'
M='/work/main/docs/bench-records/2026-12-05-retrieval8/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f-depth100-trace.jsonl.gz'
for d in [0,0.1,0.2,0.3,0.5]:
    for gate in [False,True]:
        print(d,gate,'LOCO',loco(L,'tune',d,gate)); print('    LME',lme(M,'tune',d,gate))
