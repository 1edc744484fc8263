# lanerecall.py : recall at 10 / 30 / 100 of the fused trace and of each single MiniLM lane over the
# whole conversation (own text "plain", previous turn + text "ctx"), LoCoMo tune; run beside q.vec,
# ctx.vec, plain.vec (EmbedAll.java over ctxall.py's tsv files) with ../loco.gz
import sys,os,collections,numpy as np
here=os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0,here)
sys.argv=['ctxlane.py','../loco.gz','tune']
exec(open(os.path.join(here,'ctxlane.py')).read().split("if len(sys.argv)>3:")[0])
acc=collections.defaultdict(list)
for r in recs:
    if r['split']!='tune' or not r['evidence']: continue
    g=set(r['evidence']); c=cat(r); ids=[t[0] for t in r['trace']]
    for name,lst in [('fused',ids)]+[(kind,None) for kind in lanes]:
        if lst is None:
            k,v,by=lanes[name]; idx=by[r['sample']]; cs=v[idx]@Q[r['id']]; lst=[k[idx[j]][1] for j in np.argsort(-cs)]
        for n in (10,30,100):
            acc[(c,name,n)].append(len(g&set(lst[:n]))/len(g)); acc[('all',name,n)].append(len(g&set(lst[:n]))/len(g))
for c in ('all','multi-hop','open-domain'):
    print(c,' '.join(f"{name}@{n}={np.mean(acc[(c,name,n)]):.3f}" for name in ['fused']+list(lanes) for n in (10,30,100)))
