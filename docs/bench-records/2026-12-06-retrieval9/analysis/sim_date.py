import json,gzip,sys,collections,re,datetime
D=json.load(open('/work/shared/bench/locomo-dev5.json'))
MON={m:i+1 for i,m in enumerate('january february march april may june july august september october november december'.split())}
def ptime(s):
    # '1:56 pm on 8 May, 2023'
    m=re.search(r'on (\d+) (\w+),? (\d{4})',s); return datetime.date(int(m.group(3)),MON[m.group(2).lower()],int(m.group(1)))
SD={}
for s in D:
    c=s['conversation'];sid=s['sample_id']
    for k,v in c.items():
        m=re.match(r'session_(\d+)$',k)
        if m and isinstance(v,list):
            d=ptime(c[f'session_{m.group(1)}_date_time'])
            for t in v: SD[(sid,t['dia_id'])]=d
MP='(january|february|march|april|may|june|july|august|september|october|november|december)'
def qwindow(q):
    m=re.search(r'\b(\d{1,2})(?:st|nd|rd|th)?\s+'+MP+r',?\s+(\d{4})\b',q,re.I) or None
    if m: d=datetime.date(int(m.group(3)),MON[m.group(2).lower()],int(m.group(1))); return d,d
    m=re.search(r'\b'+MP+r'\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b',q,re.I)
    if m: d=datetime.date(int(m.group(3)),MON[m.group(1).lower()],int(m.group(2))); return d,d
    m=re.search(r'\b'+MP+r',?\s+(\d{4})\b',q,re.I)
    if m:
        y=int(m.group(2)); mo=MON[m.group(1).lower()]
        a=datetime.date(y,mo,1); b=(datetime.date(y+mo//12,mo%12+1,1)-datetime.timedelta(days=1)); return a,b
    return None
CAT={1:'mh',2:'temp',3:'open',4:'single',5:'adv'}
def run(path,split,w,after,before,mode):
    R=collections.defaultdict(list); n=0
    for l in gzip.open(path,'rt'):
        r=json.loads(l)
        if r['split']!=split: continue
        rk=r['ranked']; win=qwindow(r['question'])
        if win and w>0:
            n+=1
            a=win[0]-datetime.timedelta(days=before); b=win[1]+datetime.timedelta(days=after)
            top=r['trace'][0][1]
            sc=[]
            for t in r['trace']:
                d=SD.get((r['sample'],t[0])); ins= d is not None and a<=d<=b
                bonus=(w*t[1] if mode=='rel' else w*top) if ins else 0
                sc.append((t[1]+bonus,t[0]))
            sc.sort(key=lambda x:-x[0]); rk=[x[1] for x in sc]
        ev=r['evidence']; rec=sum(e in rk[:10] for e in ev)/len(ev) if ev else 0
        R[CAT[r['category']]].append(rec); R['all'].append(rec)
        if win: R['dated'].append(rec)
    return n,{k:round(sum(v)/len(v),3) for k,v in R.items()}
L=sys.argv[1]
for split in ['tune']:
  print(run(L,split,0,0,0,'rel'))
  for mode in ['rel','abs']:
    for w in [0.2,0.5,1.0]:
      for af,bf in [(0,0),(7,1),(14,3)]:
        print(mode,w,af,bf,run(L,split,w,af,bf,mode))
