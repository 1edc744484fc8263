import json,gzip,lzma,sys
d=json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))
role={}; ln={}
for q in d:
    for sid,s in zip(q['haystack_session_ids'],q['haystack_sessions']):
        for i,t in enumerate(s):
            k=f"{q['question_id']}:{sid}:{i}"; role[k]=t['role']; ln[k]=len(t['content'])
def load(p):
    op=gzip.open if p.endswith('.gz') else open
    return {r['id']:r for r in map(json.loads, op(p,'rt')) if 'id' in r}
for p in sys.argv[1:]:
    a=load(p); g_user=g_asst=0; top_user=top_asst=0; top_long=0
    for r in a.values():
        for g in r['goldTurns']:
            if role.get(g)=='user': g_user+=1
            else: g_asst+=1
        for t in r['rankedTurns'][:10]:
            if role.get(t)=='user': top_user+=1
            else: top_asst+=1
            if ln.get(t,0)>1000: top_long+=1
    print(p.split('/')[-1][:40], f"gold user {g_user} assistant {g_asst}; first 10: user {top_user} assistant {top_asst}, messages over 1,000 chars {top_long}")
