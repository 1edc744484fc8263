# updown.py BASE.jsonl NEW.jsonl : questions whose R@10 / H@10 changed, by split
import json,sys,collections
def load(p): return {r['id']:r for r in map(json.loads,open(p))}
a,b=load(sys.argv[1]),load(sys.argv[2])
CATS={1:'multi-hop',2:'temporal',3:'open-domain',4:'single-hop',5:'adversarial'}
c=collections.Counter()
for k,r in a.items():
    s=b[k]; g=set(r['evidence'])
    if not g: continue
    ra=len(g&set(r['ranked'][:10]))/len(g); rb=len(g&set(s['ranked'][:10]))/len(g)
    if ra!=rb or r['ranked'][:10]!=s['ranked'][:10]:
        c[r['split']+' top10 changed']+=1
    if rb>ra: c[r['split']+' up']+=1; print('UP  ',r['split'],CATS[r['category']],f'{ra:.2f}->{rb:.2f}',r['question'])
    if rb<ra: c[r['split']+' down']+=1; print('DOWN',r['split'],CATS[r['category']],f'{ra:.2f}->{rb:.2f}',r['question'])
print(dict(c))
