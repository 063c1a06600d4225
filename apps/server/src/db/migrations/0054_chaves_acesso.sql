CREATE TABLE "chaves_acesso" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chaves_acesso_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"credencial_id" text NOT NULL,
	"chave_publica" text NOT NULL,
	"contador" bigint DEFAULT 0 NOT NULL,
	"transportes" text[] DEFAULT '{}'::text[] NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	CONSTRAINT "chaves_acesso_credencial_id_unique" UNIQUE("credencial_id")
);
--> statement-breakpoint
CREATE TABLE "chaves_acesso_desafios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chaves_acesso_desafios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"desafio" text NOT NULL,
	"tipo" text NOT NULL,
	"conta_id" integer,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "chaves_acesso_desafios_desafio_unique" UNIQUE("desafio")
);
--> statement-breakpoint
ALTER TABLE "chaves_acesso" ADD CONSTRAINT "chaves_acesso_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaves_acesso_desafios" ADD CONSTRAINT "chaves_acesso_desafios_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaves_acesso_conta_idx" ON "chaves_acesso" USING btree ("conta_id");--> statement-breakpoint
CREATE INDEX "chaves_acesso_desafios_expira_idx" ON "chaves_acesso_desafios" USING btree ("expira_em");