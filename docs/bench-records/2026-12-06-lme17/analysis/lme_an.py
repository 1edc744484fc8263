import lzma,json,gzip,sys,collections
d={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
def turn(tid):
    qid,sid,i=tid.rsplit(':',2); q=d[qid]
    s=q['haystack_sessions'][q['haystack_session_ids'].index(sid)]
    return s[int(i)], len(s), q['haystack_dates'][q['haystack_session_ids'].index(sid)]
recs=[json.loads(l) for l in gzip.open(sys.argv[1])]
split=sys.argv[2] if len(sys.argv)>2 else 'tune'
st=collections.Counter()
for r in recs:
    if r['split']!=split or not r['goldTurns']: continue
    rt=r['rankedTurns']; 
    for g in r['goldTurns']:
        t,n,date=turn(g)
        rank=rt.index(g)+1 if g in rt else 999
        sess_rank = r['rankedSessions'].index(g.split(':')[1])+1 if g.split(':')[1] in r['rankedSessions'] else 99
        st[(t['role'], 'top10' if rank<=10 else 'top30' if rank<=30 else 'top100' if rank<=100 else 'none')]+=1
        if rank>10:
            print(r['type'][:8], r['id'], 'rank',rank,'sessrank',sess_rank, t['role'], g.split(':')[2]+'/'+str(n), '|', r['question'][:80], '|', t['content'][:150].replace('\n',' '))
print(st)
