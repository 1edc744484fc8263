import ast,sys
bench=sys.argv[2]; sp=sys.argv[3] if len(sys.argv)>3 else 'tune'
for l in open(sys.argv[1]):
    i=l.index(' {'); head=l[:i]; rest=l[i+1:].strip()
    j=rest.find('} {')
    if j>=0: s=ast.literal_eval(rest[:j+1]); c=ast.literal_eval(rest[j+2:])
    else: s=ast.literal_eval(rest); c={}
    for p in ([sp] if sp!='all' else ['tune','held-out']):
        g=lambda k: s.get(p+' '+k,float('nan'))
        if bench=='loco':
            print(f"{head:28s} {p:8s} R@1 {g('R@1'):.3f} R@5 {g('R@5'):.3f} R@10 {g('R@10'):.4f} H@10 {g('H@10'):.3f} | mh {g('multi-hop'):.3f} tmp {g('temporal'):.3f} od {g('open-domain'):.3f} sh {g('single-hop'):.3f} adv {g('adversarial'):.3f} | up {c.get(p+' up',0)} down {c.get(p+' down',0)}")
        else:
            print(f"{head:28s} {p:8s} S-H@1 {g('S-H@1'):.3f} S-R@5 {g('S-R@5'):.3f} R@10 {g('R@10'):.4f} H@10 {g('H@10'):.3f} | ku {g('knowledge-update'):.3f} ms {g('multi-session'):.3f} ssa {g('single-session-assistant'):.3f} ssp {g('single-session-preference'):.3f} ssu {g('single-session-user'):.3f} tr {g('temporal-reasoning'):.3f} | up {c.get(p+' up',0)} down {c.get(p+' down',0)}")
