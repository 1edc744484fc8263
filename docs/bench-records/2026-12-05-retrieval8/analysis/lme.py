import lzma,json,collections,sys,re
D={q['question_id']:q for q in json.load(lzma.open('/work/shared/bench/longmemeval-dev60.json.xz'))}
def turn(tid):
    qid,sid,i=tid.rsplit(':',2)[0].split(':')[0],tid.split(':')[1],int(tid.rsplit(':',1)[1])
    q=D[qid]; s=q['haystack_sessions'][q['haystack_session_ids'].index(sid)]
    return s[i]
def metrics(r,order):
    # order: list of turn ids (distinct)
    sess=[]
    for t in order:
        s=t.split(':')[1]
        if s not in sess: sess.append(s)
    gs=r['goldSessions']; gt=r['goldTurns']
    sh1=1.0 if sess and sess[0] in gs else 0.0
    sr5=sum(1 for s in gs if s in sess[:5])/len(gs)
    tr=sum(1 for t in gt if t in order[:10])/len(gt) if gt else None
    return sh1,sr5,tr
def summary(R,fn):
    a=[];b=[];c=[]
    for r in R:
        o=fn(r); x,y,z=metrics(r,o); a.append(x);b.append(y)
        if z is not None: c.append(z)
    return '%.3f %.3f %.3f'%(sum(a)/len(a),sum(b)/len(b),sum(c)/len(c))
