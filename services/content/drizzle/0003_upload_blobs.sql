CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Images arrive compressed: stored out of line without another compression attempt.
ALTER TABLE "blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;