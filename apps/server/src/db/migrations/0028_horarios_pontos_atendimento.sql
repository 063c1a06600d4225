ALTER TABLE "prestadores" ADD COLUMN "horarios" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prestadores" ADD COLUMN "pronto_socorro_24h" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prestadores" ADD CONSTRAINT "prestadores_horarios_ck" CHECK (jsonb_typeof("prestadores"."horarios") = 'array');