import sys; sys.path.insert(0,'/tmp/lme17/an')
from sim import *
R='/work/wt-lme17/docs/bench-records/'
lme=load(R+'2026-12-06-retrieval10/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f_coh0.1p20f_speakerb0.8_date1.0p100-depth100-trace.jsonl.gz','lme')
loc=load(R+'2026-12-06-retrieval16/locomo-dev5/service-default-depth100-trace.jsonl.gz','loco')
print('n',len(lme),len(loc),'base',round(recall(lme),4),round(recall(loc),4))
print('lme broad',sum(broad(r['q']) for r in lme),'count',sum(bool(COUNT.search(r['q'])) for r in lme),'loco broad',sum(broad(r['q']) for r in loc),'count',sum(bool(COUNT.search(r['q'])) for r in loc))
def speaker_ext(w,gate,top=30):
    def fn(r,c):
        if not gate(r['q']) : return
        for x in c[:top]:
            if x['asked']: x['tot']+=w*(0.6*x['lex']+0.4*x['vec']+x['adj'])
    return fn
for w in [0.4,0.8]:
    for name,g in [('count-notbroad',lambda q: bool(COUNT.search(q)) and not broad(q))]:
        print('spk',w,name, round(recall(apply(lme,speaker_ext(w,g))),4), round(recall(apply(loc,speaker_ext(w,g))),4))
def sesslift(w,S,gate,top=100):
    def fn(r,c):
        if not gate(r['q']): return
        best={}
        for x in c:
            best.setdefault(x['sess'],x['tot'])
        g=max(best.values()) if best else 1
        order=list(best)[:S]
        for x in c[:top]:
            if x['asked'] and x['sess'] in order: x['tot']+=w*best[x['sess']]/g
    return fn
for gname,g in [('all',lambda q:True),('broad',broad),('count',lambda q:bool(COUNT.search(q))),('broad|count',lambda q:broad(q) or bool(COUNT.search(q)))]:
    for S in [1,3,5]:
        for w in [0.1,0.2,0.4]:
            print('sess',gname,S,w, round(recall(apply(lme,sesslift(w,S,g))),4), round(recall(apply(loc,sesslift(w,S,g))),4))
