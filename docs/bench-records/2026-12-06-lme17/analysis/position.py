# the first message (LongMemEval: the first user turn) of a session among the first N candidates gets w times the session's best score
import sys; sys.path.insert(0,'/tmp/lme17/an')
from sim import *
R='/work/wt-lme17/docs/bench-records/'
lme=load(R+'2026-12-06-retrieval10/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f_coh0.1p20f_speakerb0.8_date1.0p100-depth100-trace.jsonl.gz','lme')
loc=load(R+'2026-12-06-retrieval16/locomo-dev5/service-default-depth100-trace.jsonl.gz','loco')
def first(x,bench):
    return x['id'].rsplit(':',1)[1]==('0' if bench=='lme' else '1')
def pos(rs,bench,w,N=30):
    def fn(r,c):
        best={}
        for x in c[:N]: best.setdefault(x['sess'],x['tot'])
        for x in c[:N]:
            if first(x,bench): x['tot']+=w*best[x['sess']]
    return apply(rs,fn)
print('base',round(recall(lme),4),round(recall(loc),4))
for w in [0.1,0.2,0.4,0.8]:
    print(w,'lme',round(recall(pos(lme,'lme',w)),4),'loco',round(recall(pos(loc,'loco',w)),4))
