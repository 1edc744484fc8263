import gzip,json,collections,re
def load(path): return [json.loads(l) for l in gzip.open(path,'rt')]
def bench_of(r): return 'lme' if 'goldTurns' in r else 'loco'
def gold(r): return set(r['goldTurns']) if 'goldTurns' in r else set(r['evidence'])
CATS={1:'multi-hop',2:'temporal',3:'open-domain',4:'single-hop',5:'adversarial'}
def cat(r): return r['type'] if 'type' in r else CATS[r['category']]
def sess(t):
    p=t.split(':')
    return p[1] if len(p)==3 else p[0]
def turnno(t): return int(t.split(':')[-1])
YES_NO=re.compile(r"^\s*(would|could|is|are|does|do|did|has|have|was|were|will|can|might)\b",re.I)
PERFECT=re.compile(r"\b(has|have)\s+\w+\s+\w+(ed|en)\b",re.I)
LIST=re.compile(r"^\s*(what|which)\s+(\w+)",re.I)
def broad(q):
    if YES_NO.search(q) or PERFECT.search(q): return True
    m=LIST.search(q)
    if not m: return False
    w=m.group(2).lower()
    return w not in ('is','are','was','were','does','do','did','has','have') and w.endswith('s') and not w.endswith('ss')
def sessions(ids):
    d=[]
    for t in ids:
        s=sess(t)
        if s not in d: d.append(s)
    return d
def score(recs,fn,splits=('tune',),K=10):
    acc=collections.defaultdict(list); ch=collections.Counter()
    for r in recs:
        if r['split'] not in splits: continue
        g=gold(r)
        if not g: continue
        base=[t[0] for t in r['trace']]
        ids=fn(r)
        rec=len(g&set(ids[:K]))/len(g); b=len(g&set(base[:K]))/len(g)
        sp=r['split']
        acc[(sp,'R@10')].append(rec); acc[(sp,'H@10')].append(1.0 if g&set(ids[:K]) else 0.0)
        if 'goldSessions' in r:
            gs=set(r['goldSessions']); ss=sessions(ids)
            acc[(sp,'S-H@1')].append(1.0 if gs&set(ss[:1]) else 0.0); acc[(sp,'S-R@5')].append(len(gs&set(ss[:5]))/len(gs))
        acc[(sp,cat(r)[:5])].append(rec)
        if rec>b+1e-9: ch[sp+' up']+=1
        if rec<b-1e-9: ch[sp+' down']+=1
    return ' '.join(f'{k[0][:4]}:{k[1]}={sum(v)/len(v):.3f}' for k,v in sorted(acc.items())) + ' '+str(dict(ch))
