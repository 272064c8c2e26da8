CREATE TABLE "course_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"transition" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"feedback_type" text NOT NULL,
	"content" text NOT NULL,
	"related_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "type" text DEFAULT 'single_choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "correct_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD COLUMN "passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_feedback" ADD CONSTRAINT "instructor_feedback_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "instructor_feedback_student_idx" ON "instructor_feedback" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_status_submitted_idx" ON "courses" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "quiz_answers_submission_idx" ON "quiz_answers" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "quiz_submissions_quiz_idx" ON "quiz_submissions" USING btree ("quiz_id","submitted_at");--> statement-breakpoint
-- Written by hand: existing rows get the new facts they imply. A course waiting for review has waited since it was
-- created; a course's last change is at least its creation; an existing question's one correct answer is its set.
UPDATE "courses" SET "updated_at" = "created_at", "submitted_at" = CASE WHEN "status" = 'pending' THEN "created_at" END;--> statement-breakpoint
UPDATE "quiz_questions" SET "correct_answers" = jsonb_build_array("correct_answer") WHERE "correct_answers" = '[]'::jsonb;
