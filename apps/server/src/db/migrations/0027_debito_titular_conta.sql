ALTER TABLE "debitos_conta" ADD COLUMN "titular_nome" text;--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD COLUMN "titular_cpf" varchar(11);