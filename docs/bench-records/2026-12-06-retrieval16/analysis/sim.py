import json,gzip,sys,collections,re
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
split=sys.argv[2]
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}; speakers={}
for s in data:
    conv=s['conversation']; speakers[s['sample_id']]=(conv['speaker_a'],conv['speaker_b'])
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: turns[(s['sample_id'],t['dia_id'])]=t['speaker']
YES_NO=re.compile(r"^\s*(would|could|is|are|does|do|did|has|have|was|were|will|can|might)\b",re.I)
PERFECT=re.compile(r"\b(has|have)\s+\w+\s+\w+(ed|en)\b",re.I)
LIST=re.compile(r"^\s*(what|which)\s+(\w+)",re.I)
def broad(q):
    if YES_NO.search(q) or PERFECT.search(q): return True
    m=LIST.search(q)
    if not m: return False
    w=m.group(2).lower()
    return w not in ('is','are','was','were','does','do','did','has','have') and w.endswith('s') and not w.endswith('ss')
def score(policy,k):
  by=collections.defaultdict(list)
  for r in recs:
    if r['split']!=split: continue
    a,b=speakers[r['sample']]
    named=[n for n in (a,b) if re.search(r'\b'+n.split()[0]+r'\b', r['question'])]
    ranked=r['ranked']
    if len(named)==1 and policy(r):
      mine=[t for t in ranked if turns.get((r['sample'],t))==named[0]]
      other=[t for t in ranked if turns.get((r['sample'],t))!=named[0]]
      ranked=mine[:k]+[t for t in ranked if t not in mine[:k]]
    rec=sum(1 for e in r['evidence'] if e in ranked[:10])/len(r['evidence'])
    by[r['category']].append(rec); by['all'].append(rec)
  return {c:round(sum(v)/len(v),3) for c,v in sorted(by.items(),key=lambda x:str(x[0]))}
print('base      ',score(lambda r:False,10))
for k in (5,7,10):
  print('all    k%d'%k,score(lambda r:True,k))
  print('broad  k%d'%k,score(lambda r:broad(r['question']),k))
  print('nonadv k%d'%k,score(lambda r:r['category']!=5,k), '(oracle)')
