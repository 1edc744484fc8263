import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
import lzma,json
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
def role(t):
    qid,sid,i=t.rsplit(':',2); q=D[qid]; k=q['haystack_session_ids'].index(sid); return q['haystack_sessions'][k][int(i)]['role']
COUNT=re.compile(r"^\s*how\s+(many|much)\b|\b(in total|total)\b|\border of\b",re.I)
recs=load(sys.argv[1]); splits=tuple(sys.argv[2].split(','))
def agg(N,per,gate,useronly=True):
    def f(r):
        tr=r['trace']; ids=[t[0] for t in tr]
        if not gate(r): return ids
        head=ids[:N]; first=[]; n=collections.Counter()
        for t in head:
            if (not useronly or role(t)=='user') and n[sess(t)]<per: first.append(t); n[sess(t)]+=1
        return first+[t for t in ids if t not in first]
    return f
print('base',score(recs,agg(30,1,lambda r:False),splits))
for gn,g in (('count',lambda r:bool(COUNT.search(r['question']))),('multi-type(oracle)',lambda r:r['type']=='multi-session')):
  for N in (10,20,30,50):
    for per in (1,2):
        print(gn,N,per,score(recs,agg(N,per,g),splits))
for r in recs:
    if r['split'] in splits and r['type']=='multi-session': print(bool(COUNT.search(r['question'])), r['question'][:100])
