ALTER TABLE "segunda_via_solicitacoes" ADD CONSTRAINT "segunda_via_id_situacao_uq" UNIQUE("id","situacao");--> statement-breakpoint
CREATE TABLE "segunda_via_carteiras" (
	"solicitacao_id" integer NOT NULL,
	"situacao" text NOT NULL,
	"carteira" text NOT NULL,
	CONSTRAINT "segunda_via_carteiras_solicitacao_id_carteira_pk" PRIMARY KEY("solicitacao_id","carteira")
);
--> statement-breakpoint
ALTER TABLE "segunda_via_carteiras" ADD CONSTRAINT "segunda_via_carteiras_solicitacao_fk" FOREIGN KEY ("solicitacao_id","situacao") REFERENCES "public"."segunda_via_solicitacoes"("id","situacao") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "segunda_via_cartao_pendente_uq" ON "segunda_via_carteiras" USING btree ("carteira") WHERE "segunda_via_carteiras"."situacao" = 'SOLICITADO';--> statement-breakpoint
-- Existing requests get their card rows; where the old race left two pending requests for one card, the
-- oldest keeps the pending row and the later duplicates keep only the request itself.
INSERT INTO "segunda_via_carteiras" ("solicitacao_id", "situacao", "carteira")
SELECT s."id", s."situacao", c.carteira
FROM "segunda_via_solicitacoes" s, jsonb_array_elements_text(s."carteiras") AS c(carteira)
ORDER BY s."id"
ON CONFLICT DO NOTHING;
