import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
import lzma,json
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
def role(t):
    qid,sid,i=t.rsplit(':',2); q=D[qid]; k=q['haystack_session_ids'].index(sid); return q['haystack_sessions'][k][int(i)]['role']
FIRST=re.compile(r"\b(I|my|me|mine|I've|I'm|I'd)\b")
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
def boost(w,N,gate):
    def f(r):
        tr=r['trace']; ids=[t[0] for t in tr]
        if not gate(r): return ids
        head=tr[:N]
        return sorted([t[0] for t in head],key=lambda k:-[t[1] for t in head if t[0]==k][0]*(1+w*(role(k)=='user')))+ids[N:]
    return f
print('base',score(recs,boost(0,30,lambda r:True),splits))
for gn,g in (('first',lambda r:bool(FIRST.search(r['question']))),('first-nonbroad',lambda r:bool(FIRST.search(r['question'])) and not broad(r['question']))):
  for N in (20,30):
    for w in (0.1,0.2,0.4,0.8):
        print(gn,N,w,score(recs,boost(w,N,g),splits))
if len(sys.argv)>3:
    N,w=sys.argv[3].split(':'); g=lambda r:bool(FIRST.search(r['question']))
    print('choice first',N,w,score(recs,boost(float(w),int(N),g),splits))
