CREATE TABLE "parametros_historico" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parametros_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"antes" text,
	"depois" text,
	"versao" integer NOT NULL,
	"origem" text NOT NULL,
	"equipe_id" integer,
	"autor" text,
	"motivo" text,
	"revertido_de" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parametros_operadora" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parametros_historico" ADD CONSTRAINT "parametros_historico_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parametros_historico_nome_versao_uq" ON "parametros_historico" USING btree ("nome","versao");--> statement-breakpoint
-- Hand-written (issue 38): the history of every parameter change, written by the database in the change's
-- transaction whoever writes (console, integration API, seed, SQL by hand). The console says who and why in
-- the transaction-local setting portal.alteracao_parametro (JSON: origem, equipeId, motivo, revertidoDe, at);
-- without it the origin is 'banco'. The version is one more than the parameter's last entry, so the history's
-- unique (nome, versao) turns any fork of the chain into an error, and each entry's "antes" is the previous
-- one's "depois" (racing changes queue on the row's lock).
CREATE FUNCTION "parametros_versao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW."valor" IS DISTINCT FROM OLD."valor" THEN
			NEW."versao" := OLD."versao" + 1;
		ELSE
			NEW."versao" := OLD."versao";
		END IF;
	ELSE
		NEW."versao" := coalesce((SELECT max("versao") FROM "parametros_historico" WHERE "nome" = NEW."nome"), 0) + 1;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "parametros_historico_registrar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	autor jsonb := nullif(current_setting('portal.alteracao_parametro', true), '')::jsonb;
	equipe_id integer := (autor->>'equipeId')::integer;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."valor" IS NOT DISTINCT FROM OLD."valor" THEN
		RETURN NULL;
	END IF;
	INSERT INTO "parametros_historico" ("nome", "antes", "depois", "versao", "origem", "equipe_id", "autor", "motivo", "revertido_de", "at")
	VALUES (
		CASE WHEN TG_OP = 'DELETE' THEN OLD."nome" ELSE NEW."nome" END,
		CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."valor" END,
		CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."valor" END,
		CASE WHEN TG_OP = 'DELETE' THEN OLD."versao" + 1 ELSE NEW."versao" END,
		coalesce(autor->>'origem', 'banco'),
		equipe_id,
		(SELECT "nome" FROM "equipe" WHERE "id" = equipe_id),
		nullif(autor->>'motivo', ''),
		(autor->>'revertidoDe')::integer,
		coalesce((autor->>'at')::timestamptz, now())
	);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "parametros_versao" BEFORE INSERT OR UPDATE ON "parametros_operadora" FOR EACH ROW EXECUTE FUNCTION "parametros_versao"();--> statement-breakpoint
CREATE TRIGGER "parametros_historico_registrar" AFTER INSERT OR UPDATE OR DELETE ON "parametros_operadora" FOR EACH ROW EXECUTE FUNCTION "parametros_historico_registrar"();--> statement-breakpoint
-- The history is append-only, like the audit trails.
CREATE FUNCTION "parametros_historico_somente_inclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'parametros_historico: registros não podem ser alterados (%)', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "parametros_historico_sem_alteracao" BEFORE UPDATE OR DELETE ON "parametros_historico" FOR EACH ROW EXECUTE FUNCTION "parametros_historico_somente_inclusao"();--> statement-breakpoint
-- The rows already there: their value today as their first entry (no one knows who set it).
INSERT INTO "parametros_historico" ("nome", "antes", "depois", "versao", "origem", "at")
SELECT "nome", NULL, "valor", "versao", 'banco', now() FROM "parametros_operadora";
