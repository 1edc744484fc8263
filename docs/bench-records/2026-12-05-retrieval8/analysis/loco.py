import json, re, sys, math, collections
D=json.load(open('/work/shared/bench/locomo-dev5.json'))
TEXT={}; SPK={}; NAMES={}
for s in D:
    c=s['conversation']; sid=s['sample_id']
    NAMES[sid]=(c['speaker_a'],c['speaker_b'])
    for k,v in c.items():
        if k.startswith('session_') and isinstance(v,list):
            for t in v:
                TEXT[(sid,t['dia_id'])]=t['text']+((' [shares an image: '+t['blip_caption']+']') if 'blip_caption' in t else ''); SPK[(sid,t['dia_id'])]=t['speaker']
STOP=set("""a an the of to in on at for with and or but is are was were be been being do does did what when where who whom which why how has have had i you he she it we they his her their its my your our me him them this that these those there here as by from about into over after before than then so if not no yes would could should can will may might must any some all more most much many very just also s t don't doesn't didn't ever""".split())
def words(t):
    return [w for w in re.findall(r"[a-z0-9']+", t.lower())]
def stem(w):
    w=w.replace("'s","").strip("'")
    for suf in ('ing','ed','es','s'):
        if len(w)>4 and w.endswith(suf): return w[:-len(suf)]
    return w
def content(q):
    return [stem(w) for w in words(q) if w not in STOP and len(w)>1]
def load(path):
    return [json.loads(l) for l in open(path)]
AUX=set("is are was were does do did has have had will would can could should might".split())
def broad(q):
    if re.search(r"^\s*(would|could|might|is|are|does|do|did|has|have|was|were|will|can)\b",q,re.I) or re.search(r"\b(has|have)\b",q,re.I): return True
    m=re.search(r"^\s*(what|which)\s+(?:(?:kinds?|types?|sorts?) of\s+)?(\w+)",q,re.I)
    if not m: return False
    w=m.group(2).lower(); return w not in AUX and w.endswith('s') and not w.endswith('ss')
