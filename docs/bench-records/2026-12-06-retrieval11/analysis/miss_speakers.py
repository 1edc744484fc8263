"""Where LoCoMo tune split's gold turns rank and who speaks the missed ones.

usage: python3 miss_speakers.py RECORD.jsonl[.gz]   (RetrievalHarness record, depth 100)
Per category (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial): gold turns in
the first 10, and the others by band (11-30, 31-100, absent from the 100) and speaker (named: the
question names the turn's speaker by first name; other: it names someone else; noname)."""
import json,gzip,sys,re

d=json.load(open('../../../../../shared/bench/locomo-dev5.json' if len(sys.argv) < 3 else sys.argv[2]))
spk={};sess={}
for s in d:
    c=s['conversation']
    for k,v in c.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v: spk[(s['sample_id'],t['dia_id'])]=t['speaker']
recs=[json.loads(l) for l in gzip.open(sys.argv[1])]
from collections import Counter
for cat in (1,3,4,2,5):
    C=Counter()
    for r in recs:
        if r['split']!='tune' or r['category']!=cat: continue
        names={spk[(r['sample'],x)] for x in r['ranked'] if (r['sample'],x) in spk}
        named=[n for n in names if re.search(r'\b'+n.split()[0]+r'\b',r['question'])]
        for e in r['evidence']:
            if e in r['ranked'][:10]: C['top10']+=1; continue
            rk=r['ranked'].index(e)+1 if e in r['ranked'] else 999
            band='11-30' if rk<=30 else '31-100' if rk<=100 else 'absent'
            sp=spk.get((r['sample'],e))
            who='named' if sp in named else ('other' if named else 'noname')
            C[band+'/'+who]+=1
    print(cat,sorted(C.items()))
