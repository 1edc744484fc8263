import json,gzip,sys,collections,re
sys.argv+=['']
exec(open(__import__('os').path.join(__import__('os').path.dirname(__file__),'sim.py')).read().split('def score')[0].replace("recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]","recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]"))
def run(a, adjw, only_broad, stagesw=1.0):
  by=collections.defaultdict(list)
  for r in recs:
    if r['split']!=split: continue
    tr=r['trace']
    if only_broad and not broad(r['question']):
      ranked=[t[0] for t in tr]
    else:
      def f(t):
        turn,tot,lex,vec,adj=t
        stages=tot-(0.6*lex+0.4*vec)-adj
        return a*lex+(1-a)*vec+adjw*adj+stagesw*stages
      ranked=[t[0] for t in sorted(tr,key=lambda t:-f(t))]
    rec=sum(1 for e in r['evidence'] if e in ranked[:10])/len(r['evidence'])
    by[r['category']].append(rec); by['all'].append(rec)
  return {c:round(sum(v)/len(v),3) for c,v in sorted(by.items(),key=lambda x:str(x[0]))}
print('orig', run(0.6,1,True,1))
for a in (0.6,0.5,0.4,0.3,0.2):
  for adjw in (1,0.5):
    print(a,adjw,'broad',run(a,adjw,True))
