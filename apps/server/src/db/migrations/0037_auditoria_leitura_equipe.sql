ALTER TABLE "auditoria" ADD COLUMN "equipe_id" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "motivo_categoria" text;