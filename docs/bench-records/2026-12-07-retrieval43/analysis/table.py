"""Pairs the LoCoMo and LME lines of a sim43 grid: lever, params, LoCoMo R@10/H@10 (up/down), LME T-R@10/T-H@10, S-H@1, S-R@5 (up/down)."""
import re, sys
rows = {}
for l in open(sys.argv[1]).read().splitlines():
    m = re.match(r"(\S+)\s+\S+ (\S+) (\{.*?\}) (.*)", l)
    if not m: continue
    b, lev, p, rest = m.groups()
    rows.setdefault((lev, p), {})[b] = rest
for (lev, p), v in rows.items():
    def short(s):
        f = dict(re.findall(r"(\S+)=(\S+)", s)); ud = re.search(r"up (\d+) down (\d+)", s).groups()
        return f, ud
    lo, lud = short(v.get('LoCoMo', 'R@10=- H@10=- up 0 down 0'))
    le, eud = short(v.get('LME', 'R@10=- H@10=- S-H@1=- S-R@5=- up 0 down 0'))
    print(f"{lev:13s} {p:26s} loco {lo['R@10']}/{lo['H@10']} ({lud[0]}/{lud[1]}) mh {lo.get('multi','-')} od {lo.get('open-','-')}"
          f" | lme {le['R@10']}/{le['H@10']} S-H@1 {le.get('S-H@1')} S-R@5 {le.get('S-R@5')} ({eud[0]}/{eud[1]}) ms {le.get('multi','-')}")
