import json,lzma,gzip,sys,ast,collections
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
path=sys.argv[1]
recs=[json.loads(l) for l in (gzip.open(path,'rt') if path.endswith('gz') else open(path))]
bytype=collections.defaultdict(list)
for r in recs:
    if r['split']!=(sys.argv[2] if len(sys.argv)>2 else 'tune'): continue
    q=D[r['id']]; sess=dict(zip(ast.literal_eval(q['haystack_session_ids']) if isinstance(q['haystack_session_ids'],str) else q['haystack_session_ids'], q['haystack_sessions']))
    gold=r['goldTurns']; rt=r['rankedTurns']
    if r['turnRecallAt10']>=1: continue
    print('==',r['id'],r['type'],'TR10=%.2f'%r['turnRecallAt10'],'SH1',r['sessionHitAt1'],'SR5',r['sessionRecallAt5'])
    print('  Q:',r['question'],'| A:',str(q['answer'])[:80], '| date', r.get('questionDate'))
    print('  sessions:',r['rankedSessions'][:6],' gold',r['goldSessions'])
    for g in gold:
        _,s,i=g.rsplit(':',2); i=int(i)
        t=sess[s][i]
        rank=rt.index(g)+1 if g in rt else None
        print('   gold',s,i,t['role'],'rank',rank,'len',len(t['content']),'|',t['content'][:150].replace('\n',' '))
    for x in rt[:10]:
        _,s,i=x.rsplit(':',2); t=sess[s][int(i)]
        print('     top',s,i,t['role'],'G' if x in gold else ' ', t['content'][:90].replace('\n',' '))
