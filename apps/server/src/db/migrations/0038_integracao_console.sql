CREATE TABLE "integracao_cargas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_cargas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arquivo" text NOT NULL,
	"iniciada_em" timestamp with time zone NOT NULL,
	"atualizada_em" timestamp with time zone NOT NULL,
	"terminada_em" timestamp with time zone,
	"linhas" integer DEFAULT 0 NOT NULL,
	"criados" integer DEFAULT 0 NOT NULL,
	"atualizados" integer DEFAULT 0 NOT NULL,
	"inalterados" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integracao_cargas_erros" (
	"carga_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"tipo" varchar(40),
	"id_erp" text,
	"mensagem" text NOT NULL,
	CONSTRAINT "integracao_cargas_erros_carga_id_linha_pk" PRIMARY KEY("carga_id","linha")
);
--> statement-breakpoint
CREATE TABLE "integracao_uso_horario" (
	"cliente_id" integer NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"chamadas" integer DEFAULT 0 NOT NULL,
	"recusas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "integracao_uso_horario_cliente_id_hora_pk" PRIMARY KEY("cliente_id","hora"),
	CONSTRAINT "integracao_uso_horario_ck" CHECK ("integracao_uso_horario"."recusas" between 0 and "integracao_uso_horario"."chamadas")
);
--> statement-breakpoint
ALTER TABLE "integracao_webhooks" ADD COLUMN "pausado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integracao_cargas_erros" ADD CONSTRAINT "integracao_cargas_erros_carga_id_integracao_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."integracao_cargas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_uso_horario" ADD CONSTRAINT "integracao_uso_horario_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;