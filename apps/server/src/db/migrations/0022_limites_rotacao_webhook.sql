ALTER TABLE "integracao_webhooks" ADD COLUMN "segredo_anterior" text;--> statement-breakpoint
ALTER TABLE "integracao_webhooks" ADD COLUMN "anterior_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integracao_clientes" ADD COLUMN "limite_por_minuto" integer;--> statement-breakpoint
ALTER TABLE "integracao_webhooks" ADD CONSTRAINT "integracao_webhooks_anterior_ck" CHECK (("integracao_webhooks"."segredo_anterior" is null) = ("integracao_webhooks"."anterior_expira_em" is null));--> statement-breakpoint
ALTER TABLE "integracao_clientes" ADD CONSTRAINT "integracao_clientes_limite_ck" CHECK ("integracao_clientes"."limite_por_minuto" is null or "integracao_clientes"."limite_por_minuto" between 1 and 100000);