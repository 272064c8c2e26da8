CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"role" text DEFAULT 'student' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"biometric_enabled" boolean DEFAULT false NOT NULL,
	"biometric_id" text,
	"reset_token" text,
	"reset_token_expiry" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'educator', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'pending', 'suspended', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_biometric_id_key" ON "users" USING btree ("biometric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_token_key" ON "users" USING btree ("reset_token");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");