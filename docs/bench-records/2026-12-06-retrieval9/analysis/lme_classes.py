# LongMemEval tune: where the default's missed gold turns are, by question type.
import json,gzip,lzma,sys,collections,ast
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
T=collections.defaultdict(collections.Counter)
for l in (gzip.open(sys.argv[1],'rt') if sys.argv[1].endswith('gz') else open(sys.argv[1])):
    r=json.loads(l)
    if r['split']!=sys.argv[2]: continue
    q=D[r['id']]; ids=q['haystack_session_ids']; ids=ast.literal_eval(ids) if isinstance(ids,str) else ids
    sess=dict(zip(ids,q['haystack_sessions'])); t=r['type']; rt=r['rankedTurns']
    for g in r['goldTurns']:
        T[t]['gold']+=1
        i=rt.index(g)+1 if g in rt else 999
        if i<=10: T[t]['1-10']+=1; continue
        T[t]['11-20' if i<=20 else 'beyond 20']+=1
        _,s,n=g.rsplit(':',2); turn=sess[s][int(n)]
        T[t]['miss: session in first 5' if s in r['rankedSessions'][:5] else 'miss: session not in first 5']+=1
        T[t]['miss: user turn' if turn['role']=='user' else 'miss: assistant turn']+=1
        if int(n)==0: T[t]['miss: session opener']+=1
        if sum(1 for x in rt[:10] if x.rsplit(':',1)[0].endswith(s))>0: T[t]['miss: other turns of its session in 10']+=1
keys=['gold','1-10','11-20','beyond 20','miss: session in first 5','miss: other turns of its session in 10','miss: user turn','miss: session opener']
print('| type | '+' | '.join(keys)+' |'); print('|'+' --- |'*(len(keys)+1))
for t in sorted(T): print('| '+t+' | '+' | '.join(str(T[t][k]) for k in keys)+' |')
