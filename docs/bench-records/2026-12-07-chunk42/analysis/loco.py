import json,gzip,sys
def load(p):
    op=gzip.open if p.endswith('.gz') else open
    return {r['id']:r for r in map(json.loads, op(p,'rt')) if 'id' in r}
a=load(sys.argv[1]); b=load(sys.argv[2])
same10=same30=0; up=down=0; n=0
for i in sorted(set(a)&set(b)):
    ra,rb=a[i]['ranked'],b[i]['ranked']
    n+=1
    same10+= ra[:10]==rb[:10]; same30+= ra[:30]==rb[:30]
    ev=set(a[i]['evidence'])
    if ev:
        x=len(ev&set(ra[:10])); y=len(ev&set(rb[:10]))
        if y>x: up+=1
        if y<x: down+=1
print(f"{n} questions: same first 10 {same10}, same first 30 {same30}; R@10 up {up} down {down}")
