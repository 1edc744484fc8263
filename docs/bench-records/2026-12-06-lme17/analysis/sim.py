import lzma,json,gzip,sys,re,collections
LME=json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz')); LME={q['question_id']:q for q in LME}
LOCO={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
YES_NO=re.compile(r"^\s*(would|could|might|is|are|does|do|did|has|have|was|were|will|can)\b",re.I)
LIST=re.compile(r"^\s*(what|which)\s+(?:(?:kinds?|types?|sorts?) of\s+)?(\w+)",re.I)
PERFECT=re.compile(r"\b(has|have)\b",re.I)
AUX=set("is are was were does do did has have had will would can could should might".split())
FIRST=re.compile(r"\b(I|I'm|I've|I'd|I'll|(?i:me|my|mine|myself))\b")
COUNT=re.compile(r"\b(how many|how much|how often|how long)\b|\b(average|total|in order|the order|first to last|earliest|latest|most recent(ly)?|between)\b",re.I)
def broad(q):
    if YES_NO.search(q) or PERFECT.search(q): return True
    m=LIST.search(q)
    if not m: return False
    w=m.group(2).lower(); return w not in AUX and w.endswith('s') and not w.endswith('ss')
def lme_info(tid):
    qid,sid,i=tid.rsplit(':',2); q=LME[qid]; k=q['haystack_session_ids'].index(sid)
    return sid, q['haystack_sessions'][k][int(i)]['role']
loco_spk={}
for sid,s in LOCO.items():
    c=s['conversation']
    for k,v in c.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: loco_spk[(sid,t['dia_id'])]=t['speaker']
def load(path,bench):
    out=[]
    for l in gzip.open(path):
        r=json.loads(l)
        if r['split']!='tune': continue
        if bench=='lme':
            if not r['goldTurns']: continue
            gold=set(r['goldTurns']); q=r['question']
            who=('role','user') if FIRST.search(q) else None
            cands=[]
            for t in r['trace']:
                sess,role=lme_info(t[0]); cands.append(dict(id=t[0],tot=t[1],lex=t[2],vec=t[3],adj=t[4],sess=sess,asked=(who is not None and role=='user')))
        else:
            if r['category']==5 and False: pass
            gold=set(r['evidence']); q=r['question']
            if not gold: continue
            spk=LOCO[r['sample']]['conversation']; names={spk['speaker_a'],spk['speaker_b']}
            words=set(re.split(r"[^a-z']+",q.lower()))
            named={n for n in names if n.split()[0].lower() in words or n.split()[0].lower()+"'s" in words}
            cands=[]
            for t in r['trace']:
                sp=loco_spk.get((r['sample'],t[0])); sess=t[0].split(':')[0]
                cands.append(dict(id=t[0],tot=t[1],lex=t[2],vec=t[3],adj=t[4],sess=sess,asked=(sp in named)))
        out.append(dict(id=r['id'],q=q,gold=gold,c=cands,cat=r.get('category',r.get('type'))))
    return out
def recall(rs,k=10):
    s=0
    for r in rs:
        top=[c['id'] for c in r['c'][:k]]
        s+=len(r['gold']&set(top))/len(r['gold'])
    return s/len(rs)
def apply(rs,fn):
    out=[]
    for r in rs:
        c=[dict(x) for x in r['c']]
        fn(r,c)
        c.sort(key=lambda x:-x['tot'])
        out.append(dict(r,c=c))
    return out
