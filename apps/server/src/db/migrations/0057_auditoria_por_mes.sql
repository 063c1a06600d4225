-- Hand-written (issue 43, decision 0057): auditoria becomes a table partitioned by month of "at" (UTC), online on a
-- populated database. The rows already written are not copied: the old table is attached whole as the partition of
-- everything before partitioning began (auditoria_anterior); its CHECK constraint, validated beforehand without
-- blocking writes (db/auditoria-particoes.ts on PostgreSQL), lets ATTACH skip the scan, so this transaction holds
-- its ACCESS EXCLUSIVE lock only for catalogue changes. Months ahead are created by auditoria_criar_meses (here, and
-- hourly by `npm run lembretes`); a DEFAULT partition keeps any row no month takes (never a lost audit row).
--
-- Append-only per partition: UPDATE and DELETE are refused by a row trigger the parent gives every partition, and
-- TRUNCATE by a statement trigger each partition carries (statement triggers are not inherited); rows leave only
-- with a whole month, detached and dropped past the operator's retention (auditoria_remover_meses, never < 6 months).
CREATE OR REPLACE FUNCTION "auditoria_somente_inclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'auditoria: registros não podem ser apagados; saem só com a partição de um mês inteiro, passada a retenção'
			USING ERRCODE = 'insufficient_privilege';
	END IF;
	RAISE EXCEPTION 'auditoria: registros não podem ser alterados (%)', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- Every partition with its range ("de" null: from the beginning; both null: the DEFAULT partition), read from the
-- catalogue so retention and creation never trust a table's name.
CREATE FUNCTION "auditoria_particoes"() RETURNS TABLE ("nome" text, "de" timestamptz, "ate" timestamptz, "padrao" boolean)
LANGUAGE sql STABLE AS $$
	SELECT c.relname::text,
		(regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \(''([^'']+)''\)'))[1]::timestamptz,
		(regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz,
		pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT'
	FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
	WHERE i.inhparent = 'auditoria'::regclass
$$;
--> statement-breakpoint
-- What every partition carries besides the parent's indexes and row trigger: its own key (a key on the parent would
-- have to include "at"), the screen visit's one-row rule (issue 37: unique within the month, which a visit of
-- minutes never leaves but at midnight of a month's last day) and the TRUNCATE refusal.
CREATE FUNCTION "auditoria_preparar_particao"("tabela" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY ("id")', tabela);
	EXECUTE format('CREATE UNIQUE INDEX %I ON %I ("visita", "conta_id", "pessoa_id", "acao") WHERE "visita" IS NOT NULL',
		tabela || '_visita_uq', tabela);
	EXECUTE format('CREATE TRIGGER "auditoria_sem_truncate" BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_somente_inclusao"()',
		tabela);
END;
$$;
--> statement-breakpoint
-- Creates every missing month from "desde" (default: this month) to "meses_a_frente" months ahead, each as an empty
-- table attached to the parent (ATTACH takes SHARE UPDATE EXCLUSIVE on it: writes and reads go on). Idempotent;
-- callers serialise on an advisory lock. An empty auditoria_anterior (a fresh database) gives way to months asked
-- for before its bound (a generator writing the past); a month whose rows already fell into the DEFAULT partition
-- is left there (a warning; they stay readable and kept). Returns how many months it created.
CREATE FUNCTION "auditoria_criar_meses"("meses_a_frente" integer DEFAULT 3, "desde" timestamptz DEFAULT NULL)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	inicio timestamp := date_trunc('month', coalesce(least("desde", now()), now()) AT TIME ZONE 'UTC');
	fim timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => "meses_a_frente" + 1);
	mes timestamp;
	mes_de timestamptz;
	mes_ate timestamptz;
	tabela text;
	anterior record;
	criadas integer := 0;
BEGIN
	IF "meses_a_frente" IS NULL OR "meses_a_frente" < 1 OR "meses_a_frente" > 24 THEN
		RAISE EXCEPTION 'auditoria: crie de 1 a 24 meses à frente (pedido: %)', "meses_a_frente" USING ERRCODE = 'check_violation';
	END IF;
	PERFORM pg_advisory_xact_lock(hashtext('auditoria:particoes'));
	-- (Nested: each statement is parsed when reached, and retention may have dropped auditoria_anterior.)
	IF "desde" IS NOT NULL THEN
		SELECT * INTO anterior FROM auditoria_particoes() p WHERE p.nome = 'auditoria_anterior';
		IF FOUND AND anterior.ate > inicio AT TIME ZONE 'UTC' THEN
			IF NOT EXISTS (SELECT 1 FROM "auditoria_anterior") THEN
				ALTER TABLE "auditoria" DETACH PARTITION "auditoria_anterior";
				DROP TABLE "auditoria_anterior";
				CREATE TABLE "auditoria_anterior" (LIKE "auditoria" INCLUDING DEFAULTS);
				PERFORM auditoria_preparar_particao('auditoria_anterior');
				EXECUTE format('ALTER TABLE "auditoria" ATTACH PARTITION "auditoria_anterior" FOR VALUES FROM (MINVALUE) TO (%L)',
					inicio AT TIME ZONE 'UTC');
			END IF;
		END IF;
	END IF;
	mes := inicio;
	WHILE mes < fim LOOP
		mes_de := mes AT TIME ZONE 'UTC';
		mes_ate := (mes + interval '1 month') AT TIME ZONE 'UTC';
		tabela := 'auditoria_' || to_char(mes, 'YYYY_MM');
		IF EXISTS (SELECT 1 FROM auditoria_particoes() p WHERE NOT p.padrao AND coalesce(p.de, '-infinity') < mes_ate AND p.ate > mes_de) THEN
			NULL; -- covered already (this month's partition, or auditoria_anterior)
		ELSIF EXISTS (SELECT 1 FROM "auditoria_padrao" WHERE "at" >= mes_de AND "at" < mes_ate) THEN
			RAISE WARNING 'auditoria: o mês % tem registros na partição padrão (auditoria_padrao) e continua nela', to_char(mes, 'YYYY-MM');
		ELSE
			EXECUTE format('CREATE TABLE %I (LIKE "auditoria" INCLUDING DEFAULTS)', tabela);
			PERFORM auditoria_preparar_particao(tabela);
			EXECUTE format('ALTER TABLE "auditoria" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', tabela, mes_de, mes_ate);
			criadas := criadas + 1;
		END IF;
		mes := mes + interval '1 month';
	END LOOP;
	RETURN criadas;
END;
$$;
--> statement-breakpoint
-- Retention: detaches and drops every partition wholly older than "retencao_meses" months (its upper bound at or
-- before the cut), never the DEFAULT partition, and refuses a retention under the 6 months of Marco Civil da
-- Internet art. 15. DETACH without CONCURRENTLY (not allowed beside a DEFAULT partition) takes ACCESS EXCLUSIVE on
-- the parent for a catalogue change: lock_timeout keeps a long reader from queueing writes behind it (the next
-- hourly run tries again). Returns the dropped partitions' names.
CREATE FUNCTION "auditoria_remover_meses"("retencao_meses" integer) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
	corte timestamptz;
	p record;
BEGIN
	IF "retencao_meses" IS NULL OR "retencao_meses" < 6 THEN
		RAISE EXCEPTION 'auditoria: a retenção mínima é de 6 meses (Marco Civil da Internet, art. 15); pedido: % meses', "retencao_meses"
			USING ERRCODE = 'check_violation';
	END IF;
	-- A partition goes when its range ends at or before the cut: every row in it is older than the retention.
	corte := (now() AT TIME ZONE 'UTC' - make_interval(months => "retencao_meses")) AT TIME ZONE 'UTC';
	PERFORM pg_advisory_xact_lock(hashtext('auditoria:particoes'));
	PERFORM set_config('lock_timeout', '2s', true);
	FOR p IN SELECT * FROM auditoria_particoes() q WHERE NOT q.padrao AND q.ate <= corte ORDER BY q.ate LOOP
		EXECUTE format('ALTER TABLE "auditoria" DETACH PARTITION %I', p.nome);
		EXECUTE format('DROP TABLE %I', p.nome);
		RETURN NEXT p.nome;
	END LOOP;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	limite timestamptz;
	restricao text;
	proximo bigint;
BEGIN
	LOCK TABLE "auditoria" IN ACCESS EXCLUSIVE MODE;
	SELECT c.conname INTO restricao FROM pg_constraint c
		WHERE c.conrelid = '"auditoria"'::regclass AND c.conname LIKE 'auditoria_antes_de_%' AND c.convalidated;
	IF restricao IS NOT NULL THEN
		-- Validated beforehand, outside this transaction (PostgreSQL with rows: prepararParticionamentoAuditoria).
		limite := to_date(right(restricao, 7), 'YYYY_MM')::timestamp AT TIME ZONE 'UTC';
	ELSE
		-- PGlite, or an empty table: the check scans here, under the lock (nothing or one process waits).
		SELECT CASE WHEN max("at") IS NULL THEN date_trunc('month', now() AT TIME ZONE 'UTC')
			ELSE date_trunc('month', greatest(now() + interval '1 day', max("at")) AT TIME ZONE 'UTC') + interval '1 month' END
			AT TIME ZONE 'UTC'
			INTO limite FROM "auditoria";
		restricao := 'auditoria_antes_de_' || to_char(limite AT TIME ZONE 'UTC', 'YYYY_MM');
		EXECUTE format('ALTER TABLE "auditoria" ADD CONSTRAINT %I CHECK ("at" < %L)', restricao, limite);
	END IF;
	-- The identity's sequence, not max(id): no read of the old rows under the lock.
	EXECUTE format('SELECT last_value + 1 FROM %s', pg_get_serial_sequence('"auditoria"', 'id')) INTO proximo;

	ALTER TABLE "auditoria" RENAME TO "auditoria_anterior";
	ALTER TABLE "auditoria_anterior" RENAME CONSTRAINT "auditoria_pkey" TO "auditoria_anterior_pkey";
	ALTER INDEX "audit_log_pessoa_at_idx" RENAME TO "auditoria_anterior_pessoa_at_idx";
	ALTER INDEX "audit_log_conta_at_idx" RENAME TO "auditoria_anterior_conta_at_idx";
	ALTER INDEX "auditoria_visita_uq" RENAME TO "auditoria_anterior_visita_uq";
	-- The parent's row trigger is cloned onto every partition, this one included; its TRUNCATE trigger stays.
	DROP TRIGGER "auditoria_sem_alteracao" ON "auditoria_anterior";
	-- The ids go on from the parent's own identity (a partition's would be bypassed, and dropped with it).
	ALTER TABLE "auditoria_anterior" ALTER COLUMN "id" DROP IDENTITY;

	CREATE TABLE "auditoria" (LIKE "auditoria_anterior" INCLUDING DEFAULTS) PARTITION BY RANGE ("at");
	EXECUTE format('ALTER TABLE "auditoria" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY (START WITH %s)', proximo);
	CREATE INDEX "audit_log_pessoa_at_idx" ON "auditoria" USING btree ("pessoa_id", "at");
	CREATE INDEX "audit_log_conta_at_idx" ON "auditoria" USING btree ("conta_id", "at");
	CREATE TRIGGER "auditoria_sem_alteracao" BEFORE UPDATE OR DELETE ON "auditoria"
		FOR EACH ROW EXECUTE FUNCTION "auditoria_somente_inclusao"();
	CREATE TRIGGER "auditoria_sem_truncate" BEFORE TRUNCATE ON "auditoria"
		FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_somente_inclusao"();
	-- The validated CHECK implies the range: no scan; the two indexes above attach the old table's own.
	EXECUTE format('ALTER TABLE "auditoria" ATTACH PARTITION "auditoria_anterior" FOR VALUES FROM (MINVALUE) TO (%L)', limite);
	EXECUTE format('ALTER TABLE "auditoria_anterior" DROP CONSTRAINT %I', restricao);

	CREATE TABLE "auditoria_padrao" (LIKE "auditoria" INCLUDING DEFAULTS);
	PERFORM auditoria_preparar_particao('auditoria_padrao');
	ALTER TABLE "auditoria" ATTACH PARTITION "auditoria_padrao" DEFAULT;
	PERFORM auditoria_criar_meses(3);
END;
$$;
