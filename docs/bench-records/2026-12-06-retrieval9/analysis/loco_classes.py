# Where the tune split's gold turns rank under the current default (depth-100 record) and the
# class of each miss: a neighbour (+-1) of the gold turn in the first 10, another turn of its
# session there, or its session absent from the first 10; plus whether the question names a date.
import json,gzip,sys,collections,re
CAT={1:'multi-hop',2:'temporal',3:'open-domain',4:'single-hop',5:'adversarial'}
dated=set(l.split('\t')[0] for l in open(sys.argv[2]) if '\t' in l)
T=collections.defaultdict(collections.Counter)
for l in (gzip.open(sys.argv[1],'rt') if sys.argv[1].endswith('gz') else open(sys.argv[1])):
    r=json.loads(l)
    if r['split']!='tune': continue
    c=CAT[r['category']]; rk=r['ranked']
    for g in r['evidence']:
        T[c]['gold']+=1
        i=rk.index(g)+1 if g in rk else 999
        T[c]['1-10' if i<=10 else '11-20' if i<=20 else '21-100' if i<=100 else '>100']+=1
        if i<=10: continue
        s,n=g.split(':'); n=int(n)
        top=rk[:10]
        if f'{s}:{n-1}' in top or f'{s}:{n+1}' in top: T[c]['miss: neighbour in 10']+=1
        elif any(x.split(':')[0]==s for x in top): T[c]['miss: session in 10']+=1
        else: T[c]['miss: session absent']+=1
        if r['id'] in dated: T[c]['miss: question names a date']+=1
keys=['gold','1-10','11-20','21-100','>100','miss: neighbour in 10','miss: session in 10','miss: session absent','miss: question names a date']
print('| category | '+' | '.join(keys)+' |'); print('|'+' --- |'*(len(keys)+1))
for c in ['multi-hop','temporal','open-domain','single-hop','adversarial']:
    print('| '+c+' | '+' | '.join(str(T[c][k]) for k in keys)+' |')
