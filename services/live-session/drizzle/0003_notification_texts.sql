ALTER TABLE "notifications" ADD COLUMN "title_text" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_text" jsonb;