CREATE TABLE "notificacoes_entregas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_entregas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evento_id" bigint NOT NULL,
	"canal" varchar(5) NOT NULL,
	"destino" text,
	"mensagem" jsonb NOT NULL,
	"area_saude" varchar(12),
	"situacao" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone NOT NULL,
	"ultimo_erro" text,
	"enviada_em" timestamp with time zone,
	CONSTRAINT "notificacoes_entregas_situacao_ck" CHECK ("notificacoes_entregas"."situacao" in ('PENDENTE', 'ENVIADA', 'FALHOU', 'DESCARTADA')),
	CONSTRAINT "notificacoes_entregas_canal_ck" CHECK ("notificacoes_entregas"."canal" in ('EMAIL', 'SMS', 'PUSH'))
);
--> statement-breakpoint
CREATE TABLE "notificacoes_eventos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" varchar(40) NOT NULL,
	"sobre_pessoa_id" integer,
	"destinatario_pessoa_id" integer,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "notificacoes_eventos_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacao" (
	"pessoa_id" integer NOT NULL,
	"sobre_pessoa_id" integer NOT NULL,
	"evento" varchar(40) NOT NULL,
	"canal" varchar(5) NOT NULL,
	"ativo" boolean NOT NULL,
	"alterado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "preferencias_notificacao_pessoa_id_sobre_pessoa_id_evento_canal_pk" PRIMARY KEY("pessoa_id","sobre_pessoa_id","evento","canal"),
	CONSTRAINT "preferencias_notificacao_canal_ck" CHECK ("preferencias_notificacao"."canal" in ('EMAIL', 'SMS', 'PUSH'))
);
--> statement-breakpoint
ALTER TABLE "notificacoes_entregas" ADD CONSTRAINT "notificacoes_entregas_evento_id_notificacoes_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."notificacoes_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_eventos" ADD CONSTRAINT "notificacoes_eventos_sobre_pessoa_id_pessoas_id_fk" FOREIGN KEY ("sobre_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_eventos" ADD CONSTRAINT "notificacoes_eventos_destinatario_pessoa_id_pessoas_id_fk" FOREIGN KEY ("destinatario_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacao" ADD CONSTRAINT "preferencias_notificacao_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacao" ADD CONSTRAINT "preferencias_notificacao_sobre_pessoa_id_pessoas_id_fk" FOREIGN KEY ("sobre_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacoes_entregas_devidas_idx" ON "notificacoes_entregas" USING btree ("proxima_tentativa") WHERE "notificacoes_entregas"."situacao" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "notificacoes_entregas_evento_idx" ON "notificacoes_entregas" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "notificacoes_eventos_destinatario_idx" ON "notificacoes_eventos" USING btree ("destinatario_pessoa_id","criado_em");--> statement-breakpoint
CREATE INDEX "preferencias_notificacao_sobre_idx" ON "preferencias_notificacao" USING btree ("sobre_pessoa_id","evento");