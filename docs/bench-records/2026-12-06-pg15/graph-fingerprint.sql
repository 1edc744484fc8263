-- Counts and order-free fingerprints of what an ingest run wrote (psql -At -f, SCHEMA replaced).
SET search_path = SCHEMA;
SELECT 'sources', count(*), md5(string_agg(user_id||'|'||type||'|'||external_id||'|'||coalesce(content,''), E'\n' ORDER BY user_id||'|'||type||'|'||external_id)) FROM sources;
SELECT 'chunks', count(*), md5(string_agg(user_id||'|'||text, E'\n' ORDER BY user_id||'|'||text)) FROM chunks;
SELECT 'nodes', count(*), md5(string_agg(x, E'\n' ORDER BY x)) FROM (SELECT user_id||'|'||node_type||'|'||label||'|'||coalesce(description,'')||'|'||is_user_self||'|'||(deleted_at IS NULL)||'|'||(merged_into IS NULL) AS x FROM nodes) t;
SELECT 'claims', count(*), md5(string_agg(x, E'\n' ORDER BY x)) FROM (SELECT c.user_id||'|'||s.label||'|'||c.predicate||'|'||coalesce(o.label,'')||'|'||coalesce(c.object_value,'')||'|'||c.statement||'|'||c.status||'|'||c.asserted_by_kind||'|'||c.origin AS x FROM claims c JOIN nodes s ON s.id = c.subject_node_id LEFT JOIN nodes o ON o.id = c.object_node_id) t;
SELECT 'claims by status', string_agg(status||'='||n, ' ' ORDER BY status) FROM (SELECT status, count(*) n FROM claims GROUP BY status) t;
SELECT 'edges (claims with an object node)', count(*) FROM claims WHERE object_node_id IS NOT NULL;
SELECT 'claim_evidence', count(*), md5(string_agg(x, E'\n' ORDER BY x)) FROM (SELECT c.statement||'|'||s.external_id||'|'||coalesce(e.excerpt,'') AS x FROM claim_evidence e JOIN claims c ON c.id = e.claim_id JOIN sources s ON s.id = e.source_id) t;
SELECT 'aliases', count(*), md5(string_agg(user_id||'|'||alias_text, E'\n' ORDER BY user_id||'|'||alias_text)) FROM aliases;
SELECT 'node_words', count(*) FROM node_words;
SELECT 'task_state', count(*), md5(string_agg(x, E'\n' ORDER BY x)) FROM (SELECT user_id||'|'||label||'|'||status||'|'||band||'|'||coalesce(due_on,'') AS x FROM task_state) t;
SELECT 'metric_observations', count(*) FROM metric_observations;
SELECT 'change_log', string_agg(entity_type||'/'||action||'='||n, ' ' ORDER BY entity_type, action) FROM (SELECT entity_type, action, count(*) n FROM change_log GROUP BY 1,2) t;
SELECT 'operations', string_agg(status||'='||n, ' ') FROM (SELECT status, count(*) n FROM operations GROUP BY 1) t;
