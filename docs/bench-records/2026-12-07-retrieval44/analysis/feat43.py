"""Tune split only: features of gold turns against the other candidate turns of the gold sessions
(first 50 of the trace), LongMemEval and LoCoMo."""
import gzip, json, collections, re, sys
sys.path.insert(0, '.')
from sim43 import LME, LOCO, info, gold
NUM = re.compile(r"\$\d|\b\d+(st|nd|rd|th)?\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|last (week|month|year|weekend))\b", re.I)
FP = re.compile(r"\b(i|we)('ve| have| had| just| recently| finally| also| actually| already)*\s+(\w+ed|went|got|took|saw|made|bought|met|ran|began|started|did|had|was|been|found|gave|won|lost|left|came|spent|paid|sold|wrote|read|flew|drove|tried)\b", re.I)
BTW = re.compile(r"\b(by the way|btw|speaking of|i forgot to mention|actually)\b", re.I)
def feats(r, t):
    s, i, ro, tx = info(r, t)
    return {'opener': i == 0, 'num/date': bool(NUM.search(tx)), 'fp-past': bool(FP.search(tx)), 'by-the-way': bool(BTW.search(tx)),
            'short<600': len(tx) < 600, 'user': (i % 2 == 0) if 'goldTurns' in r else True}
def main():
  for name, path in (('LME', LME['tune']), ('LoCoMo', LOCO)):
      recs = [json.loads(l) for l in gzip.open(path, 'rt')]
      G = collections.Counter(); O = collections.Counter(); ng = no = 0
      for r in recs:
          if r['split'] != 'tune': continue
          g = gold(r)
          if not g: continue
          gs = {t.split(':')[1] if 'goldTurns' in r else t.split(':')[0] for t in g}
          for t in r['trace'][:50]:
              s = t[0].split(':')[1] if 'goldTurns' in r else t[0].split(':')[0]
              if s not in gs: continue
              f = feats(r, t[0])
              if t[0] in g: ng += 1; G.update(k for k, v in f.items() if v)
              else: no += 1; O.update(k for k, v in f.items() if v)
      print(name, f'gold {ng}, other turns of gold sessions {no}')
      for k in ('opener', 'num/date', 'fp-past', 'by-the-way', 'short<600', 'user'):
          print(f'  {k:12s} gold {G[k]/ng:.2f}  other {O[k]/no:.2f}')

if __name__ == '__main__':
    main()
