ALTER TABLE "protocolos" ADD COLUMN "responsavel_equipe_id" integer;--> statement-breakpoint
ALTER TABLE "protocolos" ADD COLUMN "atribuido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_responsavel_equipe_id_equipe_id_fk" FOREIGN KEY ("responsavel_equipe_id") REFERENCES "public"."equipe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocolos_fila_idx" ON "protocolos" USING btree ("situacao",coalesce("prazo_resposta", "dia"),"protocolo");--> statement-breakpoint
CREATE INDEX "protocolos_fila_tipo_idx" ON "protocolos" USING btree ("tipo","situacao",coalesce("prazo_resposta", "dia"),"protocolo");--> statement-breakpoint
CREATE INDEX "protocolos_responsavel_idx" ON "protocolos" USING btree ("responsavel_equipe_id") WHERE "protocolos"."responsavel_equipe_id" is not null;