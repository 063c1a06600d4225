CREATE TABLE "equipe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"papeis" text[] DEFAULT '{}'::text[] NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipe_papeis_validos" CHECK ("equipe"."papeis" <@ array['administrador','conteudo','parametros','atendimento','encarregado-lgpd','integracao']::text[])
);
--> statement-breakpoint
CREATE TABLE "equipe_auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"equipe_id" integer,
	"papel" text,
	"acao" text NOT NULL,
	"alvo" text,
	"antes" jsonb,
	"depois" jsonb,
	"ip" text,
	"dispositivo" text
);
--> statement-breakpoint
CREATE TABLE "equipe_codigos_recuperacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_codigos_recuperacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipe_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipe_convites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_convites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipe_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_por" integer,
	CONSTRAINT "equipe_convites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "equipe_desafios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_desafios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"desafio" text NOT NULL,
	"tipo" text NOT NULL,
	"equipe_id" integer,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "equipe_desafios_desafio_unique" UNIQUE("desafio")
);
--> statement-breakpoint
CREATE TABLE "equipe_passkeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipe_id" integer NOT NULL,
	"credencial_id" text NOT NULL,
	"chave_publica" text NOT NULL,
	"contador" bigint DEFAULT 0 NOT NULL,
	"transportes" text[] DEFAULT '{}'::text[] NOT NULL,
	"nome_dispositivo" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	CONSTRAINT "equipe_passkeys_credencial_id_unique" UNIQUE("credencial_id")
);
--> statement-breakpoint
CREATE TABLE "equipe_sessoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipe_sessoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"equipe_id" integer NOT NULL,
	"fator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "equipe_sessoes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "equipe_totp" (
	"equipe_id" integer PRIMARY KEY NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"confirmado" boolean DEFAULT false NOT NULL,
	"ultimo_passo" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipe_codigos_recuperacao" ADD CONSTRAINT "equipe_codigos_recuperacao_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_convites" ADD CONSTRAINT "equipe_convites_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_desafios" ADD CONSTRAINT "equipe_desafios_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_passkeys" ADD CONSTRAINT "equipe_passkeys_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_sessoes" ADD CONSTRAINT "equipe_sessoes_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_totp" ADD CONSTRAINT "equipe_totp_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipe_email_uq" ON "equipe" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "equipe_auditoria_at_idx" ON "equipe_auditoria" USING btree ("at");--> statement-breakpoint
CREATE INDEX "equipe_auditoria_equipe_at_idx" ON "equipe_auditoria" USING btree ("equipe_id","at");--> statement-breakpoint
CREATE INDEX "equipe_auditoria_acao_at_idx" ON "equipe_auditoria" USING btree ("acao","at");--> statement-breakpoint
CREATE UNIQUE INDEX "equipe_codigos_recuperacao_uq" ON "equipe_codigos_recuperacao" USING btree ("equipe_id","codigo_hash");--> statement-breakpoint
CREATE INDEX "equipe_convites_equipe_idx" ON "equipe_convites" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "equipe_desafios_expira_idx" ON "equipe_desafios" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "equipe_passkeys_equipe_idx" ON "equipe_passkeys" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "equipe_sessoes_equipe_idx" ON "equipe_sessoes" USING btree ("equipe_id");--> statement-breakpoint
-- Hand-written (issue 38, decision 0040): the staff audit is append-only in the database, like auditoria
-- (migration 0013): no UPDATE or TRUNCATE ever, and a DELETE only of a row older than 6 months.
CREATE FUNCTION "equipe_auditoria_somente_inclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."at" > now() - interval '6 months' THEN
			RAISE EXCEPTION 'equipe_auditoria: registros com menos de 6 meses não podem ser apagados'
				USING ERRCODE = 'insufficient_privilege';
		END IF;
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'equipe_auditoria: registros não podem ser alterados (%)', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "equipe_auditoria_sem_alteracao" BEFORE UPDATE OR DELETE ON "equipe_auditoria" FOR EACH ROW EXECUTE FUNCTION "equipe_auditoria_somente_inclusao"();--> statement-breakpoint
CREATE TRIGGER "equipe_auditoria_sem_truncate" BEFORE TRUNCATE ON "equipe_auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "equipe_auditoria_somente_inclusao"();--> statement-breakpoint
-- Hand-written (issue 38): the console never loses its last active administrator. A change that takes the
-- role or the activity away from an active administrator (or deletes one) takes one advisory lock shared by
-- all such changes and then looks, with a fresh snapshot, for another active administrator: two
-- administrators removing each other at the same time cannot both succeed.
CREATE FUNCTION "equipe_manter_administrador"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."ativo" AND 'administrador' = ANY(OLD."papeis")
		AND (TG_OP = 'DELETE' OR NOT (NEW."ativo" AND 'administrador' = ANY(NEW."papeis"))) THEN
		PERFORM pg_advisory_xact_lock(hashtext('equipe:administradores'));
		IF NOT EXISTS (
			SELECT 1 FROM "equipe" WHERE "id" <> OLD."id" AND "ativo" AND 'administrador' = ANY("papeis")
		) THEN
			RAISE EXCEPTION 'equipe: o console precisa de ao menos um administrador ativo'
				USING ERRCODE = 'check_violation', CONSTRAINT = 'equipe_um_administrador';
		END IF;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "equipe_manter_administrador" BEFORE UPDATE OR DELETE ON "equipe" FOR EACH ROW EXECUTE FUNCTION "equipe_manter_administrador"();
