import sys,json,re,collections; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import *
LEX={
 'family':'kids kid children child son daughter husband wife fam parents mom dad mother father brother sister siblings grandma grandpa',
 'kids':'son daughter children child kid toddler',
 'children':'son daughter kids kid toddler',
 'pets':'dog dogs cat cats puppy kitten turtle turtles hamster fish bird',
 'pet':'dog cat puppy kitten turtle hamster fish bird',
 'animal':'dog cat puppy kitten turtle horse bird fish',
 'animals':'dog cat puppy kitten turtle horse bird fish',
 'art':'painting paint painted drawing sculpture pottery sketch mural',
 'instruments':'guitar piano violin drums flute clarinet ukulele',
 'instrument':'guitar piano violin drums flute clarinet ukulele',
 'sports':'soccer football basketball tennis baseball hockey swimming running yoga',
 'dessert':'cake pie cookies ice cream brownies pudding mousse',
 'desserts':'cake pie cookies ice cream brownies pudding mousse',
 'outdoor':'hiking camping swimming fishing climbing kayaking biking',
 'activities':'hiking camping swimming painting running yoga dancing cooking baking',
 'hobbies':'painting reading writing hiking cooking baking gardening gaming photography',
}
L={s['sample_id']:s for s in json.load(open('/work/shared/bench/locomo-dev5.json'))}
T={}
for sid,s in L.items():
    for k,v in s['conversation'].items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: T[(sid,t['dia_id'])]=(t['text']+' '+t.get('blip_caption','')).lower()
recs=load('../loco.gz')
c=collections.Counter()
for r in recs:
    if r['split']!='tune': continue
    q=r['question'].lower(); words=re.findall(r"[a-z]+",q)
    exp=set(w for k in words if k in LEX for w in LEX[k].split())
    ids=[t[0] for t in r['trace']]
    c['q']+=1
    if exp: c['q with expansion']+=1
    for g in gold(r):
        rank=ids.index(g) if g in ids else 999
        if rank>=10:
            c['missed']+=1
            if exp:
                c['missed, q expands']+=1
                if exp & set(re.findall(r"[a-z]+",T.get((r['sample'],g),''))): c['missed, gold has expansion word']+=1; c['   rank>30' if rank>=30 else '   rank10-30']+=1
    if exp:
        hits=sum(1 for t in ids[:10] if exp & set(re.findall(r"[a-z]+",T[(r['sample'],t)])))
        c['top10 turns with expansion word (q expanding)']+=hits
print(c)
