-- An imported course keeps the report of its import (what came over, what changed to fit, every item that did not
-- come over and why): written in the import's transaction, read by its educator from the course builder, gone with
-- the course.
CREATE TABLE "course_import_reports" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_import_reports" ADD CONSTRAINT "course_import_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
