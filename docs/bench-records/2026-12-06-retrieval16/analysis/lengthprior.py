import json,gzip,sys,collections,re,math
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
split=sys.argv[2]
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}; speakers={}
for s in data:
    conv=s['conversation']; speakers[s['sample_id']]=(conv['speaker_a'],conv['speaker_b'])
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: turns[(s['sample_id'],t['dia_id'])]=(t['speaker'],t['text'])
YES_NO=re.compile(r"^\s*(would|could|is|are|does|do|did|has|have|was|were|will|can|might)\b",re.I)
PERFECT=re.compile(r"\b(has|have)\s+\w+\s+\w+(ed|en)\b",re.I)
LIST=re.compile(r"^\s*(what|which)\s+(\w+)",re.I)
def broad(q):
    if YES_NO.search(q) or PERFECT.search(q): return True
    m=LIST.search(q)
    if not m: return False
    w=m.group(2).lower()
    return w not in ('is','are','was','were','does','do','did','has','have') and w.endswith('s') and not w.endswith('ss')
def nwords(t): return len(re.findall(r"[A-Za-z']+",t))
# gold vs non-gold lengths in top10
gl=[];nl=[]
for r in recs:
  if r['split']!=split: continue
  for t in r['ranked'][:10]:
    n=nwords(turns.get((r['sample'],t),('',''))[1])
    (gl if t in r['evidence'] else nl).append(n)
print('len gold top10 median',sorted(gl)[len(gl)//2],'nongold',sorted(nl)[len(nl)//2])
for th in (5,8,10,12,15):
  print(' share <',th,'gold %.3f nongold %.3f'%(sum(1 for x in gl if x<th)/len(gl), sum(1 for x in nl if x<th)/len(nl)))
def run(fn, gate):
  by=collections.defaultdict(list)
  for r in recs:
    if r['split']!=split: continue
    tr=r['trace']
    if gate(r):
      ranked=[t[0] for t in sorted(tr,key=lambda t:-fn(r,t))]
    else: ranked=[t[0] for t in tr]
    rec=sum(1 for e in r['evidence'] if e in ranked[:10])/len(r['evidence'])
    by[r['category']].append(rec); by['all'].append(rec)
  return {c:round(sum(v)/len(v),3) for c,v in sorted(by.items(),key=lambda x:str(x[0]))}
print('base', run(lambda r,t:t[1], lambda r:False))
for L in (6,8,10,12):
  for p in (0.5,1.0):
    f=lambda r,t,L=L,p=p: t[1]*min(1,(nwords(turns.get((r['sample'],t[0]),('',''))[1])/L))**p
    print('lenprior L',L,'p',p,'all',run(f,lambda r:True),'\n            broad',run(f,lambda r:broad(r['question'])))
