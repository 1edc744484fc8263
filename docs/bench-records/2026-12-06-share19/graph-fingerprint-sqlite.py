import sqlite3, hashlib, sys
# Counts and order-free md5s of what an ingest run wrote to a SQLite store (vectors included, no ids): python3 graph-fingerprint-sqlite.py D/memory.db
db=sqlite3.connect(sys.argv[1])
def fp(name, sql):
    rows=sorted('|'.join('' if v is None else (v.hex() if isinstance(v,bytes) else str(v)) for v in r) for r in db.execute(sql))
    print(f"{name:22s} {len(rows):7d} {hashlib.md5(chr(10).join(rows).encode()).hexdigest()}")
fp('sources',"select user_id,type,external_id,content from sources")
fp('chunks',"select user_id,text,embedding from chunks")
fp('nodes',"select user_id,partition_key,scope,node_type,label,description,is_user_self,deleted_at is null,merged_into is null from nodes")
fp('node vectors',"select user_id,node_type,label,embedding from nodes")
fp('claims',"select c.user_id,s.label,c.predicate,o.label,c.object_value,c.statement,c.status,c.asserted_by_kind,c.origin,(select count(*) from claim_evidence e where e.claim_id=c.id) from claims c join nodes s on s.id=c.subject_node_id left join nodes o on o.id=c.object_node_id")
fp('claim vectors',"select c.user_id,c.statement,c.status,c.embedding from claims c")
fp('claim_evidence',"select c.statement,s.external_id,e.excerpt from claim_evidence e join claims c on c.id=e.claim_id join sources s on s.id=e.source_id")
fp('aliases',"select user_id,alias_text from aliases")
fp('node_words',"select n.user_id,n.label,w.word from node_words w join nodes n on n.id=w.node_id")
fp('task_state',"select user_id,label,status,band,due_on from task_state")
fp('metric_observations',"select * from metric_observations") if False else None
fp('metric obs (no ids)',"select user_id, value, occurred_at, note from metric_observations")
fp('change_log',"select entity_type,action from change_log")
fp('operations',"select status from operations")
