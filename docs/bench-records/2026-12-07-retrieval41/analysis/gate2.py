import sys,json,lzma,re,gzip,collections; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from simlib import load,cat
YES_NO=re.compile(r"^\s*(would|could|might|is|are|does|do|did|has|have|was|were|will|can)\b",re.I)
LIST=re.compile(r"^\s*(what|which)\s+(?:(?:kinds?|types?|sorts?) of\s+)?(\w+)",re.I)
PERFECT=re.compile(r"\b(has|have)\b",re.I)
AUX={"is","are","was","were","does","do","did","has","have","had","will","would","can","could","should","might"}
def jbroad(q):
    if YES_NO.search(q) or PERFECT.search(q): return True
    m=LIST.search(q)
    if not m: return False
    w=m.group(2).lower(); return w not in AUX and w.endswith('s') and not w.endswith('ss')
# new: "What are Joanna's hobbies?", "What were the names of ...": a copula after the question word, then
# a noun phrase (determiners, possessives, adjectives) whose head is plural
ARE=re.compile(r"^\s*(what|which)\s+(are|were)\s+((?:[\w']+\s+){0,3}?)([a-z]+s)\b(?!')",re.I)
def newbroad(q):
    if jbroad(q): return True
    m=ARE.search(q)
    return bool(m) and not m.group(4).lower().endswith('ss')
loco=load('../loco.gz')
lme=[json.loads(l) for l in gzip.open('../lmet.gz','rt')]+[json.loads(l) for l in gzip.open('../lmeh.gz','rt')]
c=collections.Counter()
for r in loco:
    if newbroad(r['question'])!=jbroad(r['question']):
        c[r['split']+' '+cat(r)]+=1
        if r['split']=='tune': print('  ',cat(r)[:6],r['question'])
for r in lme:
    if newbroad(r['question'])!=jbroad(r['question']): c['LME '+r['split']]+=1; print('  LME',r['question'])
print(dict(c)); print('LME questions', len(lme), 'broad now', sum(jbroad(r['question']) for r in lme))
