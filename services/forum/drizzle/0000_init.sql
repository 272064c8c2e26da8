CREATE TABLE "course_contributions" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"discussion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_contributions_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_id" integer,
	"lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"answer_reply_id" integer,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("discussions"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("discussions"."tags", '')), 'B') || setweight(to_tsvector('english', coalesce("discussions"."content", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "forum_authors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text,
	"account_created_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" integer,
	"description" text,
	"course_id" integer,
	"discussion_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" text NOT NULL,
	"post_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"moderator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_type" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discussion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_type_post_id_user_id_pk" PRIMARY KEY("post_type","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" text NOT NULL,
	"post_id" integer NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"tags" text,
	"edited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"user_id" integer NOT NULL,
	"discussion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text
);
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussions_topic_created_idx" ON "discussions" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_status_created_idx" ON "discussions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "discussions_status_activity_idx" ON "discussions" USING btree ("status","last_activity_at");--> statement-breakpoint
CREATE INDEX "discussions_user_created_idx" ON "discussions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_course_idx" ON "discussions" USING btree ("course_id","lesson_id");--> statement-breakpoint
CREATE INDEX "discussions_tags_idx" ON "discussions" USING gin ("tag_list");--> statement-breakpoint
CREATE INDEX "discussions_search_idx" ON "discussions" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_topics_course_uq" ON "forum_topics" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "moderation_log_post_idx" ON "moderation_log" USING btree ("post_type","post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_flags_once_uq" ON "post_flags" USING btree ("post_type","post_id","user_id");--> statement-breakpoint
CREATE INDEX "post_flags_open_idx" ON "post_flags" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "post_likes_discussion_created_idx" ON "post_likes" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_type","post_id","created_at");--> statement-breakpoint
CREATE INDEX "replies_discussion_created_idx" ON "replies" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "replies_user_created_idx" ON "replies" USING btree ("user_id","created_at");