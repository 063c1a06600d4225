CREATE TABLE "cartoes_compartilhados" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cartoes_compartilhados_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"carteira_id" integer NOT NULL,
	"emitido_por_conta_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "cartoes_compartilhados_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cartoes_compartilhados" ADD CONSTRAINT "cartoes_compartilhados_carteira_id_carteiras_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteiras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes_compartilhados" ADD CONSTRAINT "cartoes_compartilhados_emitido_por_conta_id_contas_id_fk" FOREIGN KEY ("emitido_por_conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cartoes_compartilhados_conta_idx" ON "cartoes_compartilhados" USING btree ("emitido_por_conta_id","expira_em");