import json,gzip,sys,collections
recs=[json.loads(l) for l in gzip.open(sys.argv[1],'rt')]
cats=set(int(c) for c in sys.argv[2].split(','))
limit=int(sys.argv[3]) if len(sys.argv)>3 else 40
data=json.load(open('/work/shared/bench/locomo-dev5.json'))
turns={}
for s in data:
    conv=s['conversation']
    for k,v in conv.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v:
                turns[(s['sample_id'],t['dia_id'])]=(t['speaker'],t['text'][:150], k)
n=0
for r in recs:
    if r['split']!='tune' or r['category'] not in cats or r['recallAt10']==1.0: continue
    n+=1
    if n>limit: continue
    print('\n#',r['id'],r['category'],r['question'], 'R@10=%.2f'%r['recallAt10'])
    for e in r['evidence']:
        pos=r['ranked'].index(e) if e in r['ranked'] else -1
        sp,tx,_=turns.get((r['sample'],e),('?','?',''))
        print('  gold',e,'rank',pos,sp+':',tx)
    for t in r['ranked'][:5]:
        sp,tx,_=turns.get((r['sample'],t),('?','?',''))
        print('    top',t,sp+':',tx[:100])
print('total misses',n)
