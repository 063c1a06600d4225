CREATE TABLE "acessos_saude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acessos_saude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_id" integer NOT NULL,
	"autorizado_pessoa_id" integer NOT NULL,
	"base" varchar(16) NOT NULL,
	"areas" text[] NOT NULL,
	"valido_ate" date,
	"documento_referencia" text,
	"id_erp" varchar(64),
	"origem" varchar(10) NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"alterado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "acessos_saude_pessoas_ck" CHECK ("acessos_saude"."pessoa_id" <> "acessos_saude"."autorizado_pessoa_id"),
	CONSTRAINT "acessos_saude_areas_ck" CHECK (cardinality("acessos_saude"."areas") between 1 and 3 and "acessos_saude"."areas" <@ array['SAUDE', 'AGENDAMENTO', 'REEMBOLSO']::text[]),
	CONSTRAINT "acessos_saude_base_ck" CHECK ("acessos_saude"."base" in ('CONSENTIMENTO', 'CURATELA', 'PROCURACAO', 'GUARDA'))
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "base" text;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "base_id" integer;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD COLUMN "destino" text;--> statement-breakpoint
ALTER TABLE "pessoa_contatos" ADD COLUMN "verificado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "acessos_saude" ADD CONSTRAINT "acessos_saude_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acessos_saude" ADD CONSTRAINT "acessos_saude_autorizado_pessoa_id_pessoas_id_fk" FOREIGN KEY ("autorizado_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acessos_saude_vigente_uq" ON "acessos_saude" USING btree ("pessoa_id","autorizado_pessoa_id","base") WHERE "acessos_saude"."revogado_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "acessos_saude_id_erp_uq" ON "acessos_saude" USING btree ("id_erp");--> statement-breakpoint
CREATE INDEX "acessos_saude_autorizado_idx" ON "acessos_saude" USING btree ("autorizado_pessoa_id");--> statement-breakpoint
-- Issue 33: everyone who holds a plan (the accounts with Meus Dados) may say who sees their health data.
UPDATE "contas" SET "permissoes" = jsonb_set(
	jsonb_set("permissoes", '{tela}', coalesce("permissoes"->'tela', '[]'::jsonb) || '["tela-acessos-dados-saude"]'::jsonb),
	'{menu}', coalesce("permissoes"->'menu', '[]'::jsonb) || '["menu-acessos-dados-saude"]'::jsonb)
WHERE coalesce("permissoes"->'tela', '[]'::jsonb) ? 'tela-meus-dados'
	AND NOT coalesce("permissoes"->'tela', '[]'::jsonb) ? 'tela-acessos-dados-saude';
