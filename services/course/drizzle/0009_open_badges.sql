CREATE SEQUENCE "public"."certificate_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_level" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "competency_level" text DEFAULT 'beginning' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_index" integer DEFAULT nextval('certificate_status_index_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at","id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_index_unique" UNIQUE("status_index");--> statement-breakpoint
ALTER SEQUENCE "public"."certificate_status_index_seq" OWNED BY "certificates"."status_index";--> statement-breakpoint
-- Certificates issued before: their credential describes the course and the learner's competency as they are now
-- (nothing older was kept); from here on both are captured at issue.
UPDATE "certificates" AS c SET "course_description" = coalesce(co."description", ''), "course_level" = co."level"
FROM "courses" AS co WHERE co."id" = c."course_id";--> statement-breakpoint
UPDATE "certificates" AS c SET "competency_level" = e."competency_level"
FROM "enrollments" AS e WHERE e."id" = c."enrollment_id";
