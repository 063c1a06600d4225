CREATE TABLE "integracao_entregas" (
	"evento_id" bigint NOT NULL,
	"cliente_id" integer NOT NULL,
	"pessoa_id" integer NOT NULL,
	"situacao" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone NOT NULL,
	"ultimo_erro" text,
	"entregue_em" timestamp with time zone,
	CONSTRAINT "integracao_entregas_evento_id_cliente_id_pk" PRIMARY KEY("evento_id","cliente_id"),
	CONSTRAINT "integracao_entregas_situacao_ck" CHECK ("integracao_entregas"."situacao" in ('PENDENTE', 'ENTREGUE', 'MORTA'))
);
--> statement-breakpoint
CREATE TABLE "integracao_eventos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"evento_id" uuid NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"pessoa_id" integer NOT NULL,
	"beneficiarios_id_erp" text[] NOT NULL,
	"dados" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "integracao_eventos_evento_id_unique" UNIQUE("evento_id")
);
--> statement-breakpoint
CREATE TABLE "integracao_webhooks" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"segredo" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integracao_entregas" ADD CONSTRAINT "integracao_entregas_evento_id_integracao_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."integracao_eventos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_entregas" ADD CONSTRAINT "integracao_entregas_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_webhooks" ADD CONSTRAINT "integracao_webhooks_cliente_id_integracao_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."integracao_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_entregas_devidas_idx" ON "integracao_entregas" USING btree ("proxima_tentativa") WHERE "integracao_entregas"."situacao" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "integracao_entregas_ordem_idx" ON "integracao_entregas" USING btree ("cliente_id","pessoa_id","evento_id") WHERE "integracao_entregas"."situacao" <> 'ENTREGUE';--> statement-breakpoint
CREATE INDEX "integracao_eventos_pessoa_idx" ON "integracao_eventos" USING btree ("pessoa_id","id");