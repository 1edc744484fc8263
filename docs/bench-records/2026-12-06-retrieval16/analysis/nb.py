import json,gzip,sys,collections
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
cats=set(int(c) for c in sys.argv[2].split(','))
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}; order={}
for s in data:
    conv=s['conversation']
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for i,t in enumerate(v):
                turns[(s['sample_id'],t['dia_id'])]=t['speaker']
                order[(s['sample_id'],t['dia_id'])]=(k,i,v)
c=collections.Counter()
def rk(r,t): return r['ranked'].index(t) if t in r['ranked'] else 999
for r in recs:
  if r['split']!='tune' or r['category'] not in cats: continue
  for e in r['evidence']:
    p=rk(r,e)
    if p<10: continue
    k=order.get((r['sample'],e))
    if not k: c[('unknown','')]+=1; continue
    _,i,v=k
    prev=v[i-1]['dia_id'] if i>0 else None
    nxt=v[i+1]['dia_id'] if i+1<len(v) else None
    pp=rk(r,prev) if prev else 999; pn=rk(r,nxt) if nxt else 999
    best=min(pp,pn)
    bucket='gold '+('11-30' if p<30 else '31-100' if p<100 else 'absent')
    nb='nb<10' if best<10 else 'nb10-30' if best<30 else 'nb30-100' if best<100 else 'nb absent'
    c[(bucket,nb)]+=1
for k in sorted(c): print(k,c[k])
