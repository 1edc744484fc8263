import sys; sys.path.insert(0,'/tmp/lme17/an')
from sim import *
ASSIST=re.compile(r"\byou (said|say|mentioned|recommended|suggested|told|gave|provided|listed|shared|explained|described)\b|\bour (previous |last |earlier )?(conversation|chat|discussion)\b|\bremind me\b",re.I)
R='/work/wt-lme17/docs/bench-records/'
def lme_role(tid):
    qid,sid,i=tid.rsplit(':',2); q=LME[qid]; k=q['haystack_session_ids'].index(sid); return q['haystack_sessions'][k][int(i)]['role']
def loadp(path,bench,gate):
    rs=load(path,bench)
    for r in rs:
        if bench=='lme':
            role='assistant' if ASSIST.search(r['q']) else ('user' if FIRST.search(r['q']) else None)
            for x in r['c']: x['asked']= role is not None and lme_role(x['id'])==role
        else:
            if not gate(r['q']):
                for x in r['c']: x['asked']=False
    return rs
def party(rs,w,P=40):
    out=[]
    for r in rs:
        c=[dict(x) for x in r['c']]; head=c[:P]
        for x in head:
            if x['asked']: x['tot']+=w*(0.6*x['lex']+0.4*x['vec']+x['adj'])
        places=collections.defaultdict(list)
        for i,x in enumerate(head): places[x['sess']].append(i)
        new=list(head)
        for s,at in places.items():
            own=sorted([head[i] for i in at],key=lambda x:-x['tot'])
            for i,x in zip(at,own): new[i]=x
        out.append(dict(r,c=new+c[P:]))
    return out
def bysplit(rs):
    d=collections.defaultdict(list)
    for r in rs: d[r.get('split','tune')].append(r)
    return {k:round(recall(v),4) for k,v in d.items()}
lme=loadp(R+'2026-12-06-retrieval10/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f_coh0.1p20f_speakerb0.8_date1.0p100-depth100-trace.jsonl.gz','lme',None)
for gname,g in [('broad',broad),('all',lambda q:True)]:
    loc=loadp(R+'2026-12-06-retrieval16/locomo-dev5/service-default-depth100-trace.jsonl.gz','loco',g)
    for w in [0,0.2,0.4,0.8,1.6,100]:
        print(gname,w,'lme',round(recall(party(lme,w)),4),'loco tune',round(recall(party(loc,w)),4))
