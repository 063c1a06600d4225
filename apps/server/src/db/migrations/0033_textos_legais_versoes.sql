CREATE TABLE "textos_legais_rascunhos" (
	"chave" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text NOT NULL,
	"autor_equipe_id" integer NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textos_legais_versoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "textos_legais_versoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chave" text NOT NULL,
	"versao" integer NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text NOT NULL,
	"publicado_em" timestamp with time zone NOT NULL,
	"autor_equipe_id" integer
);
--> statement-breakpoint
-- Each text as it stood becomes its version 1, published when it was last changed: the acceptances already
-- recorded (aceites_textos_legais.versao = that instant) name it.
INSERT INTO "textos_legais_versoes" ("chave", "versao", "titulo", "conteudo", "publicado_em")
SELECT "chave", 1, "titulo", "conteudo", "atualizado_em" FROM "textos_legais";--> statement-breakpoint
DROP TABLE "textos_legais" CASCADE;--> statement-breakpoint
ALTER TABLE "textos_legais_rascunhos" ADD CONSTRAINT "textos_legais_rascunhos_autor_equipe_id_equipe_id_fk" FOREIGN KEY ("autor_equipe_id") REFERENCES "public"."equipe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textos_legais_versoes" ADD CONSTRAINT "textos_legais_versoes_autor_equipe_id_equipe_id_fk" FOREIGN KEY ("autor_equipe_id") REFERENCES "public"."equipe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "textos_legais_versoes_chave_versao" ON "textos_legais_versoes" USING btree ("chave","versao");--> statement-breakpoint
CREATE UNIQUE INDEX "textos_legais_versoes_chave_publicado" ON "textos_legais_versoes" USING btree ("chave","publicado_em");