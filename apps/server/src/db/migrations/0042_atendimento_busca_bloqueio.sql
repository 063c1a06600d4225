-- The console's name search (issue 39, decision 0042): trigram similarity on pessoas.nome_busca.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "atendimentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipe_id" integer NOT NULL,
	"motivo_categoria" text NOT NULL,
	"motivo_texto" text NOT NULL,
	"pessoa_ids" integer[] NOT NULL,
	"criado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contas" ADD COLUMN "bloqueada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (lower(translate(nome_completo || ' ' || coalesce(nome_social, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))) STORED;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atendimentos_equipe_idx" ON "atendimentos" USING btree ("equipe_id","criado_em");--> statement-breakpoint
CREATE INDEX "pessoas_nome_busca_trgm_idx" ON "pessoas" USING gin ("nome_busca" gin_trgm_ops);