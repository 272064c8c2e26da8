CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "live_session_attendance" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	"join_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "live_session_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"description" text,
	"session_type" text DEFAULT 'lecture' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"meeting_url" text NOT NULL,
	"recording_url" text,
	"max_participants" integer DEFAULT 20 NOT NULL,
	"conference_provider" text DEFAULT 'custom' NOT NULL,
	"conference_id" text,
	"conference_password" text,
	"conference_host_key" text,
	"is_recorded" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_session_attendance" ADD CONSTRAINT "live_session_attendance_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_attendance_user_idx" ON "live_session_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_sessions_start_idx" ON "live_sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "live_sessions_instructor_idx" ON "live_sessions" USING btree ("instructor_id","start_time");--> statement-breakpoint
CREATE INDEX "live_sessions_course_idx" ON "live_sessions" USING btree ("course_id","start_time");