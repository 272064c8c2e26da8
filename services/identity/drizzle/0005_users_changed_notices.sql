-- Every change to an account, told at commit on 'canopy_identity_users_changed' (payload: the user's id). The
-- service relays it to the gateways (startNoticeRelay), which drop their copy of that user's session data at once.
CREATE OR REPLACE FUNCTION "identity_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('canopy_identity_users_changed', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "identity_users_changed"();
