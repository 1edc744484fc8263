import sys; sys.path.insert(0,'/tmp/r8/py')
from loco import *
R=[r for r in load(sys.argv[1]) if r['split']==sys.argv[2]]
print('broad by cat', {c:(sum(1 for r in R if r['category']==c and broad(r['question'])),sum(1 for r in R if r['category']==c)) for c in [1,2,3,4,5]})
def sim(r,w,pool,mode,wb):
    tr=r['trace']; head=tr[:pool]
    if broad(r['question']): w=wb
    sess=collections.defaultdict(list)
    for t in head: sess[t[0].split(':')[0]].append((t[1],t[0]))
    sc=[]
    for i,(tid,tot,lex,vec,adj) in enumerate(tr):
        if i<pool:
            s=sorted(sess[tid.split(':')[0]],reverse=True)
            others=[x for x in s if x[1]!=tid]
            if mode=='best': b=others[0][0] if others else 0
            elif mode=='sum2': b=sum(x[0] for x in others[:2])
            sc.append((-(tot+w*b),i,tid))
        else: sc.append((0,i,tid))
    sc.sort()
    return [t[2] for t in sc]
def run(w,pool,mode,wb=0):
    v=[];cat=collections.defaultdict(list)
    for r in R:
        o=sim(r,w,pool,mode,wb); x=sum(1 for e in r['evidence'] if e in o[:10])/len(r['evidence']); v.append(x); cat[r['category']].append(x)
    return '%.4f'%(sum(v)/len(v)), ' '.join('%.3f'%(sum(cat[c])/len(cat[c])) for c in sorted(cat))
print('base',run(0,30,'best'))
for mode in ['best','sum2']:
  for pool in [20,30,50]:
    for wb in [0,-0.05,-0.1]:
      print(mode,pool,wb,[ (w,run(w,pool,mode,wb)) for w in [0.1,0.2,0.3]])
