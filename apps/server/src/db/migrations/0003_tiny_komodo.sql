CREATE TABLE "textos_legais" (
	"chave" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"canal" text NOT NULL,
	"destino" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"finalidade" text NOT NULL,
	"cpf_hash" text NOT NULL,
	"pessoa_id" integer,
	"code_hash" text NOT NULL,
	"canal" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_cpf_created_idx" ON "one_time_codes" USING btree ("cpf_hash","created_at");