CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_text" text NOT NULL,
	"question_type" text NOT NULL,
	"category" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lineage_id" integer,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"selected_option" text,
	"response_value" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer,
	"insight_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"actionable_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_content_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence_level" text DEFAULT 'medium' NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rule_key" text NOT NULL,
	"dismissed_finding" text,
	"finding" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_style_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"visual_score" integer DEFAULT 0 NOT NULL,
	"auditory_score" integer DEFAULT 0 NOT NULL,
	"kinesthetic_score" integer DEFAULT 0 NOT NULL,
	"reading_writing_score" integer DEFAULT 0 NOT NULL,
	"confidence_score" integer DEFAULT 0 NOT NULL,
	"primary_style" text,
	"secondary_style" text,
	"personalized_insights" text,
	"learning_recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_content_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"assessment_version" text DEFAULT '1.0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_lineage_id_assessment_questions_id_fk" FOREIGN KEY ("lineage_id") REFERENCES "public"."assessment_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_assessment_id_learning_style_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."learning_style_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD CONSTRAINT "learning_insights_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_questions_active_idx" ON "assessment_questions" USING btree ("is_active","order_index","id");--> statement-breakpoint
CREATE INDEX "assessment_questions_lineage_idx" ON "assessment_questions" USING btree ("lineage_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_question_uq" ON "assessment_responses" USING btree ("assessment_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_insights_rule_uq" ON "learning_insights" USING btree ("user_id","rule_key");--> statement-breakpoint
CREATE INDEX "learning_insights_course_idx" ON "learning_insights" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_style_assessments_open_uq" ON "learning_style_assessments" USING btree ("user_id") WHERE "learning_style_assessments"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "learning_style_assessments_user_idx" ON "learning_style_assessments" USING btree ("user_id","completed_at");--> statement-breakpoint
-- The questionnaire every installation starts with: 20 questions, four per category, interleaved (the order a
-- learner meets them). Administrators edit them as new versions; these rows stay as version 1.0.
INSERT INTO "assessment_questions" ("question_text", "question_type", "category", "options", "order_index") VALUES
  ('A diagram or chart helps me understand an idea faster than a paragraph describing it.', 'agreement', 'visual', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 1),
  ('I understand a topic better after someone has explained it to me out loud.', 'agreement', 'auditory', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 2),
  ('I learn best when I can try something out with my own hands.', 'agreement', 'kinesthetic', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 3),
  ('I understand a topic best when I can read about it in detail.', 'agreement', 'reading_writing', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 4),
  ('I can plan my own study time and keep to the plan.', 'agreement', 'confidence', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 5),
  ('When I recall something I learned, I can picture where it was on the page or screen.', 'agreement', 'visual', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 6),
  ('Talking an idea through with other people helps me make sense of it.', 'agreement', 'auditory', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 7),
  ('I would rather start a practical task and learn as I go than read all the instructions first.', 'agreement', 'kinesthetic', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 8),
  ('Writing a summary in my own words helps me remember what I learned.', 'agreement', 'reading_writing', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 9),
  ('When I do not understand something, I know how to find help or another explanation.', 'agreement', 'confidence', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 10),
  ('If a video and a text explain the same thing, I choose the video.', 'agreement', 'visual', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 11),
  ('I read difficult passages aloud or repeat key points to myself.', 'frequency', 'auditory', '["Never","Rarely","Sometimes","Often","Always"]'::jsonb, 12),
  ('Trying an idea at home, in a garden or in my community helps me remember it.', 'agreement', 'kinesthetic', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 13),
  ('I make lists, notes or outlines while I study.', 'frequency', 'reading_writing', '["Never","Rarely","Sometimes","Often","Always"]'::jsonb, 14),
  ('I test myself on what I have learned before moving on.', 'frequency', 'confidence', '["Never","Rarely","Sometimes","Often","Always"]'::jsonb, 15),
  ('I draw sketches, mind maps or arrows to organise my notes.', 'frequency', 'visual', '["Never","Rarely","Sometimes","Often","Always"]'::jsonb, 16),
  ('I enjoy learning from podcasts, talks or recorded lectures.', 'agreement', 'auditory', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 17),
  ('While studying, I stop to do something practical with what I have just learned.', 'frequency', 'kinesthetic', '["Never","Rarely","Sometimes","Often","Always"]'::jsonb, 18),
  ('I prefer written instructions to a demonstration.', 'agreement', 'reading_writing', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 19),
  ('I feel confident taking a quiz on a topic I have just studied.', 'agreement', 'confidence', '["Strongly disagree","Disagree","Neither agree nor disagree","Agree","Strongly agree"]'::jsonb, 20);
--> statement-breakpoint
UPDATE "assessment_questions" SET "lineage_id" = "id" WHERE "lineage_id" IS NULL;
