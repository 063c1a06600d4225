CREATE TABLE "marca_arquivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marca_arquivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"equipe_id" integer
);
--> statement-breakpoint
CREATE TABLE "marca_publicacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marca_publicacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"nome_abreviado" text NOT NULL,
	"paleta" jsonb NOT NULL,
	"logo_id" integer,
	"favicon_id" integer,
	"publicada_em" timestamp with time zone NOT NULL,
	"publicada_por" integer
);
--> statement-breakpoint
CREATE TABLE "marca_rascunho" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"nome_abreviado" text NOT NULL,
	"paleta" jsonb NOT NULL,
	"logo_id" integer,
	"favicon_id" integer,
	"revisao" integer NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	"atualizado_por" integer,
	CONSTRAINT "marca_rascunho_unico" CHECK ("marca_rascunho"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "marca_arquivos" ADD CONSTRAINT "marca_arquivos_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_publicacoes" ADD CONSTRAINT "marca_publicacoes_logo_id_marca_arquivos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."marca_arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_publicacoes" ADD CONSTRAINT "marca_publicacoes_favicon_id_marca_arquivos_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."marca_arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_publicacoes" ADD CONSTRAINT "marca_publicacoes_publicada_por_equipe_id_fk" FOREIGN KEY ("publicada_por") REFERENCES "public"."equipe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_rascunho" ADD CONSTRAINT "marca_rascunho_logo_id_marca_arquivos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."marca_arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_rascunho" ADD CONSTRAINT "marca_rascunho_favicon_id_marca_arquivos_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."marca_arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca_rascunho" ADD CONSTRAINT "marca_rascunho_atualizado_por_equipe_id_fk" FOREIGN KEY ("atualizado_por") REFERENCES "public"."equipe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 38, brand): a published brand and an accepted image are never changed — the member page's
-- URLs carry their version and are cached for a year, so changed bytes behind one would never reach a browser.
CREATE FUNCTION "marca_sem_alteracao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '%: registros publicados não podem ser alterados', TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "marca_publicacoes_sem_alteracao" BEFORE UPDATE ON "marca_publicacoes" FOR EACH ROW EXECUTE FUNCTION "marca_sem_alteracao"();--> statement-breakpoint
CREATE TRIGGER "marca_arquivos_sem_alteracao" BEFORE UPDATE ON "marca_arquivos" FOR EACH ROW EXECUTE FUNCTION "marca_sem_alteracao"();
