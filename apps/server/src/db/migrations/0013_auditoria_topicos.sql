CREATE TABLE "topicos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topicos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"corpo_html" text NOT NULL,
	"publicado_em" date NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "dispositivo" text;--> statement-breakpoint
CREATE INDEX "topicos_publicacao_idx" ON "topicos" USING btree ("ativo","publicado_em");--> statement-breakpoint
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
--> statement-breakpoint
-- Hand-written (issue 17, decision 0022): every account, whatever its kind, may see who accessed its data.
-- Accounts created before this release get the two permissions the bundles now hold.
UPDATE "contas" SET "permissoes" = jsonb_set(
	jsonb_set("permissoes", '{tela}', coalesce("permissoes"->'tela', '[]'::jsonb) || '["tela-acessos-meus-dados"]'::jsonb),
	'{menu}', coalesce("permissoes"->'menu', '[]'::jsonb) || '["menu-acessos-meus-dados"]'::jsonb)
WHERE NOT coalesce("permissoes"->'tela', '[]'::jsonb) ? 'tela-acessos-meus-dados';
--> statement-breakpoint
-- Hand-written (issue 17, decision 0022): the same for "Meus Dados em um Arquivo" (every kind of account) …
UPDATE "contas" SET "permissoes" = jsonb_set(
	jsonb_set("permissoes", '{tela}', coalesce("permissoes"->'tela', '[]'::jsonb) || '["tela-exportacao-meus-dados"]'::jsonb),
	'{menu}', coalesce("permissoes"->'menu', '[]'::jsonb) || '["menu-exportacao-meus-dados"]'::jsonb)
WHERE NOT coalesce("permissoes"->'tela', '[]'::jsonb) ? 'tela-exportacao-meus-dados';
--> statement-breakpoint
-- … and for the PA Virtual entry, which only plan holders have: titulars and dependants, the accounts that hold
-- the Meus Dados screen (a contratante's bundle does not).
UPDATE "contas" SET "permissoes" = jsonb_set("permissoes", '{menu}',
	coalesce("permissoes"->'menu', '[]'::jsonb) || '["menu-pa-virtual"]'::jsonb)
WHERE coalesce("permissoes"->'tela', '[]'::jsonb) ? 'tela-meus-dados'
	AND NOT coalesce("permissoes"->'menu', '[]'::jsonb) ? 'menu-pa-virtual';
