# every LoCoMo turn: sample \t dia_id \t text \t previous turn (last 300 chars) + text ; and the questions
import json
L=json.load(open('/work/shared/bench/locomo-dev5.json'))
def clean(x): return x.replace('\t',' ').replace('\n',' ')
with open('loco-turns.tsv','w') as f, open('loco-questions.tsv','w') as g:
    for s in L:
        for k,v in s['conversation'].items():
            if k.startswith('session_') and isinstance(v,list):
                prev=''
                for t in v:
                    x=t['speaker']+': '+t['text']
                    if t.get('blip_caption'): x+=' [image: '+t['blip_caption']+']'
                    x=clean(x); f.write(f"{s['sample_id']}\t{t['dia_id']}\t{x}\t{(prev[-300:]+' ' if prev else '')+x}\n"); prev=x
        for i,q in enumerate(s['qa']): g.write(f"{s['sample_id']}#q{i}\t{clean(q['question'])}\n")
