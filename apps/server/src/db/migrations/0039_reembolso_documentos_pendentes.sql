CREATE TABLE "reembolso_envios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reembolso_envios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reembolso_id" integer NOT NULL,
	"enviado_por_pessoa_id" integer NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	"chave_idempotencia" uuid NOT NULL,
	"dados_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reembolso_arquivos" ADD COLUMN "envio_id" integer;--> statement-breakpoint
ALTER TABLE "reembolso_envios" ADD CONSTRAINT "reembolso_envios_reembolso_id_reembolsos_id_fk" FOREIGN KEY ("reembolso_id") REFERENCES "public"."reembolsos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolso_envios" ADD CONSTRAINT "reembolso_envios_enviado_por_pessoa_id_pessoas_id_fk" FOREIGN KEY ("enviado_por_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reembolso_envios_idempotencia_uq" ON "reembolso_envios" USING btree ("enviado_por_pessoa_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "reembolso_envios_reembolso_idx" ON "reembolso_envios" USING btree ("reembolso_id");--> statement-breakpoint
ALTER TABLE "reembolso_arquivos" ADD CONSTRAINT "reembolso_arquivos_envio_id_reembolso_envios_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."reembolso_envios"("id") ON DELETE cascade ON UPDATE no action;