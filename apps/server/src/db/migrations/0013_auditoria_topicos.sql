ALTER TABLE "auditoria" ADD COLUMN "dispositivo" text;--> statement-breakpoint
-- Hand-written (issue 17, decision 0022): the audit trail is append-only in the database. Rows are never
-- changed; they may be purged by the operator only once older than 6 months (Marco Civil da Internet,
-- art. 15: access records kept for at least 6 months). The code has no UPDATE or DELETE of auditoria.
CREATE FUNCTION "auditoria_somente_inclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."at" > now() - interval '6 months' THEN
			RAISE EXCEPTION 'auditoria: registros com menos de 6 meses não podem ser apagados'
				USING ERRCODE = 'insufficient_privilege';
		END IF;
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'auditoria: registros não podem ser alterados (%)', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_sem_alteracao" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_somente_inclusao"();--> statement-breakpoint
CREATE TRIGGER "auditoria_sem_truncate" BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_somente_inclusao"();
