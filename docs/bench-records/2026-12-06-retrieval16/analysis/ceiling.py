import json,gzip,sys,collections
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
for split in ('tune','held-out'):
  for depth in (10,20,30,50,100):
    by=collections.defaultdict(list)
    for r in recs:
      if r['split']!=split: continue
      pool=r['ranked'][:depth]
      g=[e for e in r['evidence'] if e in pool]
      rec=min(len(g),10)/len(r['evidence'])
      by[r['category']].append(rec); by['all'].append(rec)
    print(split,'gold within first',depth,{c:round(sum(v)/len(v),3) for c,v in sorted(by.items(),key=lambda x:str(x[0]))})
