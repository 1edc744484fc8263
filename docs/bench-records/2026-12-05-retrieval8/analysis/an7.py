import sys; sys.path.insert(0,'/tmp/r8/py')
from loco import *
R=[r for r in load('/tmp/r8/locomo-out0/default_collapse_adjchunks1_bm25k0.3b0.75f.jsonl') if r['split']=='tune']
def order(r,wc,ws,pool=30,spkpool=50):
    sid=r['sample']; q=r['question']; b=broad(q)
    names=[n for n in NAMES[sid] if re.search(r'\b'+n.split()[0]+r'\b',q)]
    tr=r['trace']; head=tr[:pool]
    sess=collections.defaultdict(list)
    for t in head: sess[t[0].split(':')[0]].append((t[1],t[0]))
    sc=[]
    for i,(tid,tot,lex,vec,adj) in enumerate(tr):
        s=tot
        if b and ws and i<spkpool and SPK.get((sid,tid)) in names: s+=ws*tot
        if not b and wc and i<pool:
            o=[x[0] for x in sess[tid.split(':')[0]] if x[1]!=tid]; s+=wc*(max(o) if o else 0)
        sc.append((-s,i,tid))
    sc.sort(); return [x[2] for x in sc]
def run(wc,ws):
    v=[];cat=collections.defaultdict(list)
    for r in R:
        o=order(r,wc,ws); x=sum(1 for e in r['evidence'] if e in o[:10])/len(r['evidence']); v.append(x); cat[r['category']].append(x)
    return '%.4f [%s]'%(sum(v)/len(v),' '.join('%.3f'%(sum(cat[c])/len(cat[c])) for c in sorted(cat)))
for wc in [0,0.2]:
    for ws in [0,0.1,0.2,0.4,0.8]:
        print(wc,ws,run(wc,ws))
