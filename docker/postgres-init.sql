-- An ordinary role for the service: it owns the schema it migrates but is no superuser, so the
-- row-level security policies (FORCE'd on every user table) apply to it.
CREATE ROLE memory_app LOGIN PASSWORD 'memory_app' NOSUPERUSER NOBYPASSRLS;
CREATE SCHEMA memory AUTHORIZATION memory_app;
ALTER ROLE memory_app SET search_path = memory;
