CREATE TABLE "limites_taxa" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"reinicia_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limites_taxa_reinicia_idx" ON "limites_taxa" USING btree ("reinicia_em");