ALTER TABLE "ebooks" ADD COLUMN "course_id" integer;--> statement-breakpoint
CREATE INDEX "ebooks_course_idx" ON "ebooks" USING btree ("course_id");