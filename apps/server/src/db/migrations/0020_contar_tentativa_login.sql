-- Hand-written (issue 18, decision 0023 §12): counting a login attempt — the per-CPF advisory
-- lock, the count of failures in the window since the last success, and the attempt's row recorded as a
-- failure — was five round trips (BEGIN, lock, count, insert, COMMIT) on every login. As one function call
-- it is one. The function is VOLATILE, so the count after the lock takes a fresh snapshot and sees every
-- attempt committed before the lock was granted (READ COMMITTED), exactly as the separate statements did;
-- the transaction-scoped lock is released when the caller's statement (its implicit transaction) commits.
-- The lock key is the one db/locks.ts lockKey() takes (hashtext of the same text), so a password change
-- counting the same CPF still queues with it. Refused (past the limit without the visible bot-check):
-- id is null and nothing is recorded.
CREATE FUNCTION "portal_contar_tentativa_login"(
	p_cpf_hash text, p_ip text, p_at timestamptz, p_inicio_janela timestamptz, p_limite integer, p_desafio boolean
) RETURNS TABLE ("id" integer, "falhas" integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_falhas integer;
	v_id integer;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext(p_cpf_hash));
	SELECT count(*)::integer INTO v_falhas FROM "tentativas_login" t
	WHERE t."cpf_hash" = p_cpf_hash AND NOT t."sucesso" AND t."at" > p_inicio_janela
		AND t."at" > coalesce((SELECT max(s."at") FROM "tentativas_login" s
			WHERE s."cpf_hash" = p_cpf_hash AND s."sucesso"), '-infinity'::timestamptz);
	IF v_falhas >= p_limite AND NOT p_desafio THEN
		RETURN QUERY SELECT NULL::integer, v_falhas;
		RETURN;
	END IF;
	INSERT INTO "tentativas_login" ("cpf_hash", "ip", "at", "sucesso")
	VALUES (p_cpf_hash, p_ip, p_at, false) RETURNING "tentativas_login"."id" INTO v_id;
	RETURN QUERY SELECT v_id, v_falhas;
END;
$$;
