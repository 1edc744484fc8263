import json,sys,gzip
def load(p):
  op=gzip.open if p.endswith('.gz') else open
  return {json.loads(l)['id']:json.loads(l) for l in op(p,'rt')}
a=load(sys.argv[1]); b=load(sys.argv[2])
for split in ('tune','held-out'):
  up=down=0; cats={}
  for k,r in a.items():
    if r['split']!=split or k not in b: continue
    d=b[k]['recallAt10']-r['recallAt10']
    if d>1e-9: up+=1; cats.setdefault(r['category'],[0,0])[0]+=1
    elif d<-1e-9: down+=1; cats.setdefault(r['category'],[0,0])[1]+=1
  print(split,'up',up,'down',down,'by cat (up,down)',dict(sorted(cats.items())))
