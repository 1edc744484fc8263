import json,gzip,sys,collections
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}; speakers={}
for s in data:
    conv=s['conversation']; speakers[s['sample_id']]=(conv['speaker_a'],conv['speaker_b'])
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: turns[(s['sample_id'],t['dia_id'])]=t['speaker']
import re
YES=re.compile(r"^(Would|Could|Is|Are|Does|Do|Did|Has|Have|Was|Were|Will|Can)\b")
for cat in (1,2,3,4,5):
  c=collections.Counter()
  for r in recs:
    if r['split']!=sys.argv[2] or r['category']!=cat: continue
    a,b=speakers[r['sample']]
    named=[n for n in (a,b) if re.search(r'\b'+n.split()[0]+r'\b', r['question'])]
    if len(named)!=1: c['q named !=1']+=1; continue
    c['q named 1']+=1
    for e in r['evidence']:
      sp=turns.get((r['sample'],e))
      c['gold by named' if sp==named[0] else 'gold by other']+=1
    for t in r['ranked'][:10]:
      sp=turns.get((r['sample'],t))
      c['top10 by named' if sp==named[0] else 'top10 by other']+=1
      if t in r['evidence']: c['top10 gold by '+('named' if sp==named[0] else 'other')]+=1
  print(cat,dict(c))
