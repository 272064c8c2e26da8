// How people are named on screen. Plain functions of a few fields, kept apart from the user and forum schemas so
// that a header or a list of names does not build those schemas (nor load zod) to show one.

/** A user's first name, else the username (the header, greetings). */
export function displayName(user: { firstName?: string | null; username: string }): string {
  return user.firstName?.trim() || user.username;
}

/** A person's full name, else the username (a course's instructor, a forum post's author). */
export function fullName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}): string {
  return (
    [person.firstName, person.lastName]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || person.username
  );
}

/** The name to show for a forum author: their full name, else the username. */
export const forumAuthorName = fullName;
