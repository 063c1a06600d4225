CREATE TABLE "integracao_clientes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_clientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" varchar(40) NOT NULL,
	"nome" text NOT NULL,
	"escopos" text[] NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "integracao_clientes_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "integracao_clientes_escopos_ck" CHECK ("integracao_clientes"."escopos" <@ array['faturamento:escrita', 'saude:escrita', 'cadastro:escrita', 'solicitacoes:escrita', 'eventos:leitura']::text[] and cardinality("integracao_clientes"."escopos") > 0)
);
--> statement-breakpoint
CREATE TABLE "integracao_segredos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_segredos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "integracao_segredos_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "integracao_tokens" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"segredo_id" integer NOT NULL,
	"escopos" text[] NOT NULL,
	"emitido_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "integracao_tokens_escopos_ck" CHECK ("integracao_tokens"."escopos" <@ array['faturamento:escrita', 'saude:escrita', 'cadastro:escrita', 'solicitacoes:escrita', 'eventos:leitura']::text[] and cardinality("integracao_tokens"."escopos") > 0)
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "integracao_cliente_id" integer;--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD COLUMN "motivo_situacao" text;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "valor_pago_centavos" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "integracao_segredos" ADD CONSTRAINT "integracao_segredos_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_tokens" ADD CONSTRAINT "integracao_tokens_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_tokens" ADD CONSTRAINT "integracao_tokens_segredo_id_integracao_segredos_id_fk" FOREIGN KEY ("segredo_id") REFERENCES "public"."integracao_segredos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_segredos_cliente_idx" ON "integracao_segredos" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "integracao_tokens_cliente_idx" ON "integracao_tokens" USING btree ("cliente_id","expira_em");--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
-- Hand-written (issue 19, decision 0024): until now PAGO meant paid in full, so a paid bill's paid value is
-- its value. A paid bill without its payment day stops the migration rather than getting an invented one.
UPDATE "titulos" SET "valor_pago_centavos" = "valor_centavos" WHERE "situacao" = 'PAGO';--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_pago_ck" CHECK ("titulos"."situacao" <> 'PAGO' or ("titulos"."valor_pago_centavos" is not null and "titulos"."data_pagamento" is not null));