# ctxprep.py TRACE bench N > tsv : qid \t question \t turn \t text \t previous turn + text (first N trace entries)
import sys,gzip,json,lzma
path,bench,N=sys.argv[1],sys.argv[2],int(sys.argv[3])
PREV=300  # characters of the previous turn kept (its end)
if bench=='lme':
    D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
    def text(r,tid,d=0):
        qid,sid,i=tid.rsplit(':',2); q=D[qid]; k=q['haystack_session_ids'].index(sid); j=int(i)+d
        if j<0: return ''
        return q['haystack_sessions'][k][j]['content']
else:
    L={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
    T={}; ORDER={}
    for sid,s in L.items():
        for k,v in s['conversation'].items():
            if k.startswith('session_') and isinstance(v,list):
                prev=''
                for t in v:
                    x=t['speaker']+': '+t['text']
                    if t.get('blip_caption'): x+=' [image: '+t['blip_caption']+']'
                    T[(sid,t['dia_id'])]=(x,prev); prev=x
    def text(r,tid,d=0):
        x,p=T[(r['sample'],tid)]
        return x if d==0 else p
def clean(x): return x.replace('\t',' ').replace('\n',' ')
for l in gzip.open(path):
    r=json.loads(l)
    for t in r['trace'][:N]:
        x=clean(text(r,t[0])); p=clean(text(r,t[0],-1))[-PREV:]
        print(f"{r['id']}\t{r['question']}\t{t[0]}\t{x}\t{(p+' ' if p else '')+x}")
