import json,gzip,sys,collections,re
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
split=sys.argv[2] if len(sys.argv)>2 else 'tune'
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}; speakers={}
for s in data:
    conv=s['conversation']; speakers[s['sample_id']]=(conv['speaker_a'],conv['speaker_b'])
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: turns[(s['sample_id'],t['dia_id'])]=(t['speaker'],t['text'])
STOP=set("what when where who why how does did do is are was were the a an of to in on for and has have her his their she he they it with about be been would could might any some kind kinds type types".split())
def words(t): return set(w for w in re.findall(r"[a-z]+",t.lower()) if w not in STOP and len(w)>2)
for cat in (1,3,4,2,5):
  c=collections.Counter(); top=collections.Counter()
  for r in recs:
    if r['split']!=split or r['category']!=cat: continue
    a,b=speakers[r['sample']]
    named=[n for n in (a,b) if n.split()[0] in r['question']]
    qw=words(r['question'])-set(n.split()[0].lower() for n in (a,b))
    top10=r['ranked'][:10]
    sess_top=set(t.split(':')[0] for t in top10)
    for t in top10:
      sp,_=turns.get((r['sample'],t),('?',''))
      top['top10 slots']+=1
      if len(named)==1: top['slot other speaker (1 named)']+= sp!=named[0]
      if t in r['evidence']: top['slot gold']+=1
    for e in r['evidence']:
      c['gold']+=1
      pos=r['ranked'].index(e) if e in r['ranked'] else 99
      if pos<10: c['in top10']+=1; continue
      c['missed']+=1
      sp,tx=turns.get((r['sample'],e),('?',''))
      c['missed, rank 11-20' if pos<20 else 'missed, >20']+=1
      if e.split(':')[0] in sess_top: c['missed, session in top10']+=1
      if len(named)==1 and sp==named[0]: c['missed, spoken by the named one']+=1
      ov=len(qw & words(tx))
      c['missed, shares 0 content words' if ov==0 else 'missed, shares >=1']+=1
  print(cat, dict(c)); print('  ',dict(top))
