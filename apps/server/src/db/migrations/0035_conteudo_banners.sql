CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"texto_html" text NOT NULL,
	"nivel" varchar(10) NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"publico" varchar(10) DEFAULT 'TODOS' NOT NULL,
	"produto" text,
	"atualizado_em" timestamp with time zone,
	CONSTRAINT "banners_nivel_ck" CHECK ("banners"."nivel" in ('INFORMACAO', 'ATENCAO')),
	CONSTRAINT "banners_publico_ck" CHECK ("banners"."publico" in ('TODOS', 'PRODUTO', 'TITULARES')),
	CONSTRAINT "banners_produto_ck" CHECK (("banners"."publico" = 'PRODUTO') = ("banners"."produto" is not null)),
	CONSTRAINT "banners_periodo_ck" CHECK ("banners"."fim" >= "banners"."inicio")
);
--> statement-breakpoint
ALTER TABLE "topicos" ADD COLUMN "retirado_em" date;--> statement-breakpoint
ALTER TABLE "topicos" ADD COLUMN "publico" varchar(10) DEFAULT 'TODOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "topicos" ADD COLUMN "produto" text;--> statement-breakpoint
ALTER TABLE "topicos" ADD COLUMN "atualizado_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "banners_periodo_idx" ON "banners" USING btree ("ativo","inicio","fim");--> statement-breakpoint
ALTER TABLE "topicos" ADD CONSTRAINT "topicos_publico_ck" CHECK ("topicos"."publico" in ('TODOS', 'PRODUTO', 'TITULARES'));--> statement-breakpoint
ALTER TABLE "topicos" ADD CONSTRAINT "topicos_produto_ck" CHECK (("topicos"."publico" = 'PRODUTO') = ("topicos"."produto" is not null));--> statement-breakpoint
ALTER TABLE "topicos" ADD CONSTRAINT "topicos_retirada_ck" CHECK ("topicos"."retirado_em" is null or "topicos"."retirado_em" > "topicos"."publicado_em");