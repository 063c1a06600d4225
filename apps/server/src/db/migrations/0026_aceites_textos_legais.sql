CREATE TABLE "aceites_textos_legais" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aceites_textos_legais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"chave" text NOT NULL,
	"versao" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "aceites_textos_legais" ADD CONSTRAINT "aceites_textos_legais_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aceites_textos_legais_conta_chave_versao" ON "aceites_textos_legais" USING btree ("conta_id","chave","versao");