import json,gzip,sys,collections,re
D=json.load(open('/work/shared/bench/locomo-dev5.json'))
TEXT={};SPK={}
for s in D:
    c=s['conversation'];sid=s['sample_id']
    for k,v in c.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: TEXT[(sid,t['dia_id'])]=t['text']; SPK[(sid,t['dia_id'])]=t['speaker']
CAT={1:'mh',2:'temp',3:'open',4:'single',5:'adv'}
path=sys.argv[1]; want=sys.argv[2]; n=int(sys.argv[3])
k=0
for l in gzip.open(path,'rt'):
    r=json.loads(l)
    if r['split']!='tune' or CAT[r['category']]!=want: continue
    if all(e in r['ranked'][:10] for e in r['evidence']): continue
    k+=1
    if k>n: break
    print('==',r['id'],r['question'])
    for e in r['evidence']:
        rk=r['ranked'].index(e)+1 if e in r['ranked'] else None
        print('   G',e,rk,SPK.get((r['sample'],e)),'|',TEXT.get((r['sample'],e),'?')[:160])
    for x in r['ranked'][:3]: print('     top',x,SPK.get((r['sample'],x)),'|',TEXT.get((r['sample'],x),'?')[:100])
