-- Learning insights keep their title's and description's English template and values (issue 33), so a page in another
-- language can show them in it; rows written before have none and are rewritten by the next recompute.
ALTER TABLE "learning_insights" ADD COLUMN "title_text" jsonb;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD COLUMN "description_text" jsonb;