import sys,json,gzip,collections; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
recs=load(sys.argv[1]); want=sys.argv[2].split(',')
L={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
T={}
for sid,s in L.items():
    for k,v in s['conversation'].items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: T[(sid,t['dia_id'])]=t['speaker']+': '+t['text']+(' [img: '+t['blip_caption']+']' if t.get('blip_caption') else '')
import random; random.seed(int(sys.argv[3]))
sel=[r for r in recs if r['split']=='tune' and cat(r) in want and len(gold(r)-set(r['ranked'][:10]))>0]
for r in random.sample(sel,min(12,len(sel))):
    ids=[t[0] for t in r['trace']]
    print('Q',r['id'],cat(r),r['question'], 'broad' if broad(r['question']) else '')
    for g in sorted(gold(r)):
        print('   G',ids.index(g) if g in ids else '-',g,T.get((r['sample'],g),'?')[:150])
    for t in ids[:3]: print('   T',t,T[(r['sample'],t)][:120])
