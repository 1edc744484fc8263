import json,gzip,sys
def load(p):
    op=gzip.open if p.endswith('.gz') else open
    return {r['id']:r for r in map(json.loads, op(p,'rt')) if 'id' in r}
a=load(sys.argv[1]); b=load(sys.argv[2])
better=worse=0; rows=[]
for i in sorted(set(a)&set(b)):
    for g in a[i]['goldTurns']:
        ra=a[i]['rankedTurns'].index(g)+1 if g in a[i]['rankedTurns'] else 999
        rb=b[i]['rankedTurns'].index(g)+1 if g in b[i]['rankedTurns'] else 999
        if ra!=rb:
            rows.append((i,g,ra,rb))
            if rb<ra: better+=1
            else: worse+=1
for r in rows: print(*r)
print("gold turns moved up",better,"down",worse)
for k in (5,10,20,30):
    def rk(d):
        s=n=0
        for i in sorted(set(a)&set(b)):
            g=set(d[i]['goldTurns'])
            if g: n+=1; s+=len(g&set(d[i]['rankedTurns'][:k]))/len(g)
        return s/n
    print(f"R@{k} A {rk(a):.3f} B {rk(b):.3f}")
