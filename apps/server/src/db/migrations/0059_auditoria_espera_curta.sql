-- Hand-written (issue 43, decision 0057 §6–7): the audit trail's maintenance waits at most 2 s for a lock. A new
-- month's ATTACH takes ACCESS EXCLUSIVE on the DEFAULT partition, and retention's DETACH on the parent: a long
-- reader holding them would otherwise queue every later statement that needs them behind the wait. Set on the
-- functions, the limit is restored when they return (the migration that calls one keeps its own); a run that
-- times out fails with lock_not_available and the next hourly run tries again (db/auditoria-particoes.ts).
ALTER FUNCTION "auditoria_criar_meses"(integer, timestamptz) SET lock_timeout = '2s';--> statement-breakpoint
ALTER FUNCTION "auditoria_remover_meses"(integer) SET lock_timeout = '2s';
