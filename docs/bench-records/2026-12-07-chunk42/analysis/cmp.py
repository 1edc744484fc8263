import json,gzip,sys
def load(p):
    op=gzip.open if p.endswith('.gz') else open
    out={}
    for l in op(p,'rt'):
        r=json.loads(l)
        if 'id' in r: out[r['id']]=r
    return out
a=load(sys.argv[1]); b=load(sys.argv[2])
def rec(r,k=10):
    g=set(r['goldTurns'])
    if not g: return None
    return len(g & set(r['rankedTurns'][:k]))/len(g)
ids=sorted(set(a)&set(b))
up=down=0; sa=sb=0; n=0
for i in ids:
    ra,rb=rec(a[i]),rec(b[i])
    if ra is None: continue
    n+=1; sa+=ra; sb+=rb
    if ra!=rb:
        print(f"{i:16s} {a[i]['type']:28s} {ra:.2f} -> {rb:.2f}  gold ranks A {[a[i]['rankedTurns'].index(g)+1 if g in a[i]['rankedTurns'] else None for g in a[i]['goldTurns']]} B {[b[i]['rankedTurns'].index(g)+1 if g in b[i]['rankedTurns'] else None for g in b[i]['goldTurns']]}")
        if rb>ra: up+=1
        else: down+=1
print(f"n={n} R@10 A {sa/n:.3f} B {sb/n:.3f} up {up} down {down}")
