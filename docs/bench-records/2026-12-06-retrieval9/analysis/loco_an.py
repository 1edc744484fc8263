import json,gzip,sys,collections,re
sys.path.insert(0,'/work/main/docs/bench-records/2026-12-05-retrieval8/analysis')
D=json.load(open('/work/shared/bench/locomo-dev5.json'))
TEXT={};SPK={}
for s in D:
    c=s['conversation'];sid=s['sample_id']
    for k,v in c.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: TEXT[(sid,t['dia_id'])]=t['text']; SPK[(sid,t['dia_id'])]=t['speaker']
path=sys.argv[1]; split=sys.argv[2]
recs=[json.loads(l) for l in gzip.open(path,'rt')]
cat=collections.defaultdict(lambda: collections.Counter())
CAT={1:'mh',2:'temp',3:'open',4:'single',5:'adv'}
for r in recs:
    if r['split']!=split: continue
    c=CAT[r['category']]; ranked=r['ranked'][:10]
    for g in r['evidence']:
        if (r['sample'],g) not in TEXT: continue
        found=g in ranked
        cat[c]['gold']+=1
        if found: cat[c]['in10']+=1; continue
        sess=g.split(':')[0]; n=int(g.split(':')[1])
        nb=any(x in ranked for x in (f'{sess}:{n-1}',f'{sess}:{n+1}'))
        samesess=any(x.split(':')[0]==sess for x in ranked)
        rk=r['ranked'].index(g)+1 if g in r['ranked'] else 999
        cat[c]['nb_in10' if nb else ('sess_in10' if samesess else 'sess_absent')]+=1
        cat[c]['r11-20' if rk<=20 else 'r>20']+=1
for c,v in cat.items(): print(c,dict(v))
