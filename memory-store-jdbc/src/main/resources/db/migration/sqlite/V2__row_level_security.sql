-- SQLite has no roles and no row-level security: an embedded file belongs to one process, and the
-- user predicate inside every query is the fence. Kept so both dialects share version numbers.
SELECT 1;
