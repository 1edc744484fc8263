import sys,gzip,json,lzma,re,collections
sys.path.insert(0,'/tmp/lme17/an')
R='/work/wt-lme17/docs/bench-records/'
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
L={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
T={}
for sid,s in L.items():
    for k,v in s['conversation'].items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: T[(sid,t['dia_id'])]=t['text']
def lt(r,tid):
    qid,sid,i=tid.rsplit(':',2); q=D[qid]; k=q['haystack_session_ids'].index(sid); x=q['haystack_sessions'][k][int(i)]; return x['content'],x['role']
SENT=re.compile(r'(?<=[.!?])\s+')
def feats(text):
    ss=[s for s in SENT.split(text.strip()) if s]
    q=sum(s.rstrip().endswith('?') for s in ss)
    return dict(allq=(q==len(ss)), anyq=q>0, short=len(text)<60, nsent=len(ss), excl=text.count('!')>0 and q==0 and len(text)<120)
def run(path,bench):
    c=collections.Counter()
    for l in gzip.open(path):
        r=json.loads(l)
        if r['split']!='tune': continue
        g=set(r['goldTurns']) if bench=='lme' else set(r['evidence'])
        if not g: continue
        for t in r['trace'][:30]:
            if bench=='lme':
                text,role=lt(r,t[0])
                if role!='user': continue
            else: text=T[(r['sample'],t[0])]
            f=feats(text); isg=t[0] in g
            for k,v in f.items():
                if v is True: c[(k,isg)]+=1
            c[('all',isg)]+=1
    for k in ['all','allq','anyq','short','excl']:
        print(bench,k,'gold',c[(k,True)],'non',c[(k,False)], 'gold share %.3f'%(c[(k,True)]/max(1,c[(k,True)]+c[(k,False)])))
run(R+'2026-12-06-retrieval10/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f_coh0.1p20f_speakerb0.8_date1.0p100-depth100-trace.jsonl.gz','lme')
run(R+'2026-12-06-retrieval16/locomo-dev5/service-default-depth100-trace.jsonl.gz','loco')

def sim(path,bench,p_all,p_any,N=30):
    acc=collections.defaultdict(list)
    for l in gzip.open(path):
        r=json.loads(l)
        g=set(r['goldTurns']) if bench=='lme' else set(r['evidence'])
        if not g: continue
        tr=r['trace']; head=[]
        for t in tr[:N]:
            text=lt(r,t[0])[0] if bench=='lme' else T[(r['sample'],t[0])]
            f=feats(text); s=t[1]
            if f['allq']: s*=1-p_all
            elif f['anyq']: s*=1-p_any
            head.append((s,t[0]))
        head.sort(key=lambda x:-x[0])
        ids=[x[1] for x in head]+[t[0] for t in tr[N:]]
        acc[r['split']].append(len(g&set(ids[:10]))/len(g))
    return {k:round(sum(v)/len(v),4) for k,v in acc.items()}
for pa,pn in [(0,0),(0.2,0),(0.4,0),(0.6,0),(0.3,0.1),(0.5,0.2)]:
    print(pa,pn,'lme',sim(R+'2026-12-06-retrieval10/longmemeval-dev60/tune/default_collapse_adjchunks1_bm25k0.3b0.75f_coh0.1p20f_speakerb0.8_date1.0p100-depth100-trace.jsonl.gz','lme',pa,pn),'loco',sim(R+'2026-12-06-retrieval16/locomo-dev5/service-default-depth100-trace.jsonl.gz','loco',pa,pn))
