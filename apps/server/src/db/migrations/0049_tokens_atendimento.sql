CREATE TABLE "tokens_atendimento_segredos" (
	"beneficiario_id" integer PRIMARY KEY NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"via" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "tokens_atendimento_segredos_ck" CHECK ("tokens_atendimento_segredos"."via" >= 1 and "tokens_atendimento_segredos"."versao" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tokens_atendimento_validacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tokens_atendimento_validacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carteira_id" integer NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"passo" integer NOT NULL,
	"validado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "tokens_atendimento_validacoes_uq" UNIQUE("carteira_id","cliente_id","passo")
);
--> statement-breakpoint
ALTER TABLE "tokens_atendimento_segredos" ADD CONSTRAINT "tokens_atendimento_segredos_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_atendimento_validacoes" ADD CONSTRAINT "tokens_atendimento_validacoes_carteira_id_carteiras_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteiras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_atendimento_validacoes" ADD CONSTRAINT "tokens_atendimento_validacoes_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_atendimento_validacoes" ADD CONSTRAINT "tokens_atendimento_validacoes_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_atendimento_validacoes_beneficiario_idx" ON "tokens_atendimento_validacoes" USING btree ("beneficiario_id","validado_em");