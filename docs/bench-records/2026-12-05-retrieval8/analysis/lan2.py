import sys; sys.path.insert(0,'/tmp/r8/py')
from lme import *
R=[json.loads(l) for l in open(sys.argv[1])]
for r in R:
    o=[]; tr={}
    for t in r['trace']:
        if t[0] not in tr: o.append(t[0]); tr[t[0]]=t
    miss=[g for g in r['goldTurns'] if g not in o[:10]]
    if not miss: continue
    print('\nQ',r['id'],r['type'],r['question'],'gold sessions',r['goldSessions'])
    for g in r['goldTurns']:
        p=o.index(g) if g in o else -1
        print('  GOLD',g.split(':',1)[1],p+1,tr.get(g,[None])[1:], turn(g)['role'],':',turn(g)['content'][:120].replace('\n',' '))
    for t in o[:10]:
        print('   top',t.split(':',1)[1],tr[t][1:],turn(t)['role'],len(turn(t)['content']),':',turn(t)['content'][:90].replace('\n',' '))
