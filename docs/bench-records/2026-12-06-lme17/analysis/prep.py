# prep.py TRACE bench N > tsv : qid \t question \t turn \t text (first N trace entries, every split)
import sys,gzip,json,lzma
path,bench,N=sys.argv[1],sys.argv[2],int(sys.argv[3])
if bench=='lme':
    D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
    def text(r,tid):
        qid,sid,i=tid.rsplit(':',2); q=D[qid]; k=q['haystack_session_ids'].index(sid)
        return q['haystack_sessions'][k][int(i)]['content']
else:
    L={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
    T={}
    for sid,s in L.items():
        for k,v in s['conversation'].items():
            if k.startswith('session_') and isinstance(v,list):
                for t in v:
                    x=t['speaker']+': '+t['text']
                    if t.get('blip_caption'): x+=' [image: '+t['blip_caption']+']'
                    T[(sid,t['dia_id'])]=x
    def text(r,tid): return T[(r['sample'],tid)]
for l in gzip.open(path):
    r=json.loads(l)
    for t in r['trace'][:N]:
        x=text(r,t[0]).replace('\t',' ').replace('\n',' ')
        print(f"{r['id']}\t{r['question']}\t{t[0]}\t{x}")
