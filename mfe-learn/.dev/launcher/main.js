// src/main.ts
import path7 from "node:path";
import { pino as pino3 } from "pino";

// ../../libs/service-kit/src/errors.ts
var HttpError = class extends Error {
  constructor(status, message, issues, headers) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.headers = headers;
    this.name = new.target.name;
  }
  toBody() {
    return this.issues?.length ? { message: this.message, issues: this.issues } : { message: this.message };
  }
};
var ValidationError = class extends HttpError {
  constructor(message, issues) {
    super(400, message, issues);
  }
};
var UnauthenticatedError = class extends HttpError {
  constructor(message = "Authentication required") {
    super(401, message);
  }
};
var ForbiddenError = class extends HttpError {
  constructor(message = "You do not have permission to perform this action") {
    super(403, message);
  }
};
var NotFoundError = class extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
};
var ConflictError = class extends HttpError {
  constructor(message) {
    super(409, message);
  }
};
var PayloadTooLargeError = class extends HttpError {
  constructor(message = "Request body is too large") {
    super(413, message);
  }
};
var UnsupportedMediaTypeError = class extends HttpError {
  constructor(message = "Content-Type must be application/json") {
    super(415, message);
  }
};
var UnavailableError = class extends HttpError {
  constructor(message = "Service temporarily unavailable. Please try again shortly.", retryAfterSeconds = 5) {
    super(503, message, void 0, { "Retry-After": String(retryAfterSeconds) });
  }
};

// ../../libs/service-kit/src/validate.ts
function validate(schema2, input) {
  const result = schema2.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  throw new ValidationError(issues[0]?.message ?? "Invalid request", issues);
}
var MAX_ID = 2147483647;
function idParam(value, name = "id") {
  const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) throw new ValidationError(`Invalid ${name}`);
  return n;
}

// ../../libs/service-kit/src/config.ts
import { z } from "zod";
var baseConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  IDENTITY_TOKEN_SECRET: z.string().min(32, "IDENTITY_TOKEN_SECRET must be at least 32 characters"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT: z.string().default("100kb"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(1e4)
});
var ConfigError = class extends Error {
  constructor(service, problems) {
    super(`${service}: invalid configuration
${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.service = service;
    this.problems = problems;
  }
};
function loadConfig(service, schema2, env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== void 0 && v !== ""));
  const result = schema2.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    service,
    result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
  );
}

// ../../libs/service-kit/src/database.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
function advisoryKey(service) {
  let h = 1469598103934665603n;
  for (const ch of `canopy-migrate:${service}`) h = BigInt.asIntN(64, (h ^ BigInt(ch.charCodeAt(0))) * 1099511628211n);
  return h;
}
async function openDatabase(opts) {
  return opts.url ? openPostgres(opts) : openPglite(opts);
}
async function openPostgres(opts) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: 10,
    connectionTimeoutMillis: 5e3,
    idleTimeoutMillis: 3e4,
    application_name: `canopy-${opts.service}`
  });
  pool.on("error", (err) => opts.logger.warn({ err }, "idle database client error"));
  if (opts.migrationsFolder) {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = await pool.connect();
    try {
      const key2 = advisoryKey(opts.service).toString();
      await client.query("SELECT pg_advisory_lock($1::bigint)", [key2]);
      try {
        await migrate(drizzle(client), { migrationsFolder: opts.migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1::bigint)", [key2]);
      }
    } finally {
      client.release();
    }
  }
  const db = drizzle(pool, { schema: opts.schema });
  return {
    db,
    engine: "postgres",
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: () => pool.end()
  };
}
async function openPglite(opts) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = path.resolve(opts.dataDir, opts.service);
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema: opts.schema });
  if (opts.migrationsFolder) {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await db.execute(sql`SELECT pg_advisory_lock(${advisoryKey(opts.service).toString()}::bigint)`);
    try {
      await migrate(drizzle(client), { migrationsFolder: opts.migrationsFolder });
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${advisoryKey(opts.service).toString()}::bigint)`);
    }
  }
  return {
    db,
    engine: "pglite",
    ping: async () => {
      await client.query("SELECT 1");
    },
    close: () => client.close()
  };
}

// ../../libs/service-kit/src/identity-token.ts
import { SignJWT, jwtVerify } from "jose";

// ../../libs/contracts/src/error-body.ts
import { z as z2 } from "zod";
var errorBodySchema = z2.object({
  message: z2.string(),
  issues: z2.array(z2.object({ path: z2.string(), message: z2.string() })).optional()
});

// ../../libs/contracts/src/user.ts
import { z as z3 } from "zod";
var roles = ["student", "educator", "admin"];
var roleSchema = z3.enum(roles);
var userStatuses = ["active", "pending", "suspended", "rejected"];
var userStatusSchema = z3.enum(userStatuses);
var userSchema = z3.object({
  id: z3.number().int(),
  username: z3.string(),
  firstName: z3.string().nullable(),
  lastName: z3.string().nullable(),
  email: z3.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  approvedBy: z3.number().int().nullable(),
  biometricEnabled: z3.boolean(),
  createdAt: z3.string()
});
var publicUserSchema = userSchema.pick({ id: true, username: true, firstName: true, lastName: true, role: true });

// ../../libs/contracts/src/auth.ts
import { z as z4 } from "zod";
var messages = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be at most 50 characters",
  usernameChars: "Username may only contain letters, numbers, dots, dashes and underscores",
  passwordMin: "Password must be at least 8 characters long",
  passwordMax: "Password must be at most 128 characters long",
  passwordLetter: "Password must contain at least one letter",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  confirmRequired: "Password confirmation is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  invalidEmail: "Invalid email address",
  passwordsMismatch: "Passwords do not match",
  termsRequired: "You must accept the terms and conditions",
  adminRestricted: "Administrator accounts can only be created by existing administrators or during initial system setup.",
  educatorNotice: "Educator accounts require admin approval. After registration, your account will be pending until reviewed by an administrator.",
  pendingApproval: "Your educator account is still pending approval by an administrator.",
  registrationPending: "Registration successful. Your educator account is pending approval by an administrator.",
  invalidCredentials: "Invalid username or password",
  usernameTaken: "Username already taken",
  suspended: "Your account has been suspended. Please contact support.",
  rejected: "Your educator application was not approved. Please contact support.",
  passwordHint: "Password must be at least 8 characters"
};
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 128;
var passwordSchema = z4.string({ error: messages.passwordRequired }).min(PASSWORD_MIN, messages.passwordMin).max(PASSWORD_MAX, messages.passwordMax).regex(/[A-Za-z]/, messages.passwordLetter).regex(/[0-9]/, messages.passwordNumber).regex(/[^A-Za-z0-9]/, messages.passwordSpecial);
var loginSchema = z4.object({
  username: z4.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(200),
  password: z4.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(PASSWORD_MAX * 4)
});
var nameField = (required) => z4.string({ error: required }).trim().min(1, required).max(100);
var registrationSchema = z4.object({
  username: z4.string({ error: messages.usernameMin }).trim().min(3, messages.usernameMin).max(50, messages.usernameMax).regex(/^[A-Za-z0-9._-]+$/, messages.usernameChars),
  password: passwordSchema,
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  email: z4.string({ error: messages.invalidEmail }).trim().max(254, messages.invalidEmail).email(messages.invalidEmail),
  role: roleSchema.default("student"),
  biometricEnabled: z4.boolean().default(false)
});
var registrationFormSchema = registrationSchema.extend({
  confirmPassword: z4.string({ error: messages.confirmRequired }).min(1, messages.confirmRequired),
  acceptTerms: z4.boolean()
}).refine((v) => v.password === v.confirmPassword, { message: messages.passwordsMismatch, path: ["confirmPassword"] });
var registrationResultSchema = z4.object({
  user: z4.unknown().optional(),
  message: z4.string().optional()
});
var userUpdateSchema = z4.object({
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  email: z4.string({ error: messages.invalidEmail }).trim().max(254, messages.invalidEmail).email(messages.invalidEmail)
}).partial().refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });

// ../../libs/contracts/src/identity-claims.ts
import { z as z5 } from "zod";
var identityClaimsSchema = z5.object({
  user: z5.object({
    id: z5.number().int(),
    username: z5.string(),
    role: roleSchema,
    status: userStatusSchema,
    firstName: z5.string().nullable(),
    lastName: z5.string().nullable()
  }).nullable(),
  service: z5.string().optional(),
  requestId: z5.string().optional()
});
var IDENTITY_HEADER = "x-canopy-identity";
var REQUEST_ID_HEADER = "x-request-id";

// ../../libs/contracts/src/course.ts
import { z as z6 } from "zod";
var courseMessages = {
  // Course wizard (second document, section 5)
  courseTitleMin: "Course title must be at least 5 characters",
  descriptionMin: "Description must be at least 20 characters",
  categoriesMin: "Please select at least one category",
  categoriesMax: "Maximum 3 categories allowed",
  youtubeUrlInvalid: "Please enter a valid YouTube video URL",
  // Educator quick course dialog
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  categoryRequired: "Category is required",
  // Module and lesson dialogs
  moduleTitleRequired: "Module title is required",
  moduleDescriptionRequired: "Module description is required",
  lessonTitleRequired: "Lesson title is required",
  lessonContentRequired: "Lesson content is required",
  // Bounds and formats the specification leaves open
  titleMax: "Title must be at most 200 characters",
  descriptionMax: "Description must be at most 10000 characters",
  contentMax: "Lesson content must be at most 100000 characters",
  textMax: "Text must be at most 10000 characters",
  levelInvalid: "Level must be beginner, intermediate or advanced",
  levelFilterInvalid: "Level must be all, beginner, intermediate, advanced or all-levels",
  statusFilterInvalid: "Status must be all, pending, approved or rejected",
  urlInvalid: "Links must start with http://, https:// or /",
  courseRequired: "Course is required",
  moduleRequired: "Module is required",
  lessonRequired: "Lesson is required",
  orderIndexInvalid: "Order must be a whole number from 0",
  durationInvalid: "Duration must be between 1 and 600 minutes",
  competencyInvalid: "Competency level must be beginning, developing, proficient or advanced",
  weeklyHoursRange: "Weekly hours must be between 1 and 80",
  targetDateInvalid: "Target completion date must be a valid date",
  targetDatePast: "Target completion date cannot be in the past",
  nothingToUpdate: "Nothing to update",
  rejectionReasonRequired: "Please give a reason for the rejection",
  storyTemplateInvalid: "Unknown story template",
  // Answers of the service
  courseNotFound: "Course not found",
  moduleNotFound: "Module not found",
  lessonNotFound: "Lesson not found",
  enrollmentNotFound: "Enrollment not found",
  certificateNotFound: "Certificate not found",
  categoryNotFound: "Category not found",
  courseNotOpen: "This course is not open for enrollment",
  notEnrolled: "You must be enrolled in this course to complete its lessons",
  notCourseOwner: "You can only change your own courses",
  notEnrollmentOwner: "You can only change your own enrollment",
  onlyPendingCanBeRejected: "Only a pending course can be rejected",
  alreadyApproved: "This course is already approved"
};
var creatableCourseLevels = ["beginner", "intermediate", "advanced"];
var courseLevels = ["beginner", "intermediate", "advanced", "all-levels"];
var courseLevelSchema = z6.enum(courseLevels);
var courseLevelFilters = ["all", ...courseLevels];
var courseStatuses = ["pending", "approved", "rejected"];
var courseStatusSchema = z6.enum(courseStatuses);
var competencyLevels = ["beginning", "developing", "proficient", "advanced"];
var competencyLevelSchema = z6.enum(competencyLevels, { error: courseMessages.competencyInvalid });
var competencyLevelInfo = {
  beginning: { label: "Beginning", description: "Just starting and needing guidance" },
  developing: { label: "Developing", description: "Understanding the basics" },
  proficient: { label: "Proficient", description: "Applying concepts independently and helping others" },
  advanced: { label: "Advanced", description: "Mastery and creating new applications" }
};
function competencyRank(level) {
  return competencyLevels.indexOf(level);
}
var storyTemplates = ["sustainability", "cooking", "gardening", "spiritual", "traditional"];
var storyTemplateSchema = z6.enum(storyTemplates, { error: courseMessages.storyTemplateInvalid });
var milestoneTypes = [
  "lesson_completion",
  "competency_achievement",
  "feedback_received",
  "course_completion",
  "discussion_contribution",
  "reflection"
];
var milestoneTypeSchema = z6.enum(milestoneTypes);
var milestoneIcons = {
  lesson_completion: "check_circle",
  competency_achievement: "trending_up",
  feedback_received: "rate_review",
  course_completion: "emoji_events",
  discussion_contribution: "forum",
  reflection: "edit_note"
};
var COURSE_TITLE_MIN = 5;
var COURSE_DESCRIPTION_MIN = 20;
var MAX_COURSE_CATEGORIES = 3;
var WEEKLY_HOURS_MIN = 1;
var WEEKLY_HOURS_MAX = 80;
var DEFAULT_LESSON_DURATION = 5;
var id = z6.number().int().positive();
var isoDateTime = z6.string();
var categorySchema = z6.object({
  id,
  name: z6.string(),
  description: z6.string().nullable(),
  /** One of categoryIcons, or anything else (show DEFAULT_CATEGORY_ICON then). */
  icon: z6.string().nullable(),
  /** Number of approved courses in the category. */
  courseCount: z6.number().int()
});
var courseSchema = z6.object({
  id,
  title: z6.string(),
  description: z6.string().nullable(),
  imageUrl: z6.string().nullable(),
  level: courseLevelSchema,
  /** Average rating out of 5, as text ('0' when unrated). */
  rating: z6.string(),
  instructorId: id,
  /** Primary category (the first one chosen). */
  categoryId: id.nullable(),
  /** All categories of the course (1 to 3), primary first. */
  categoryIds: z6.array(id),
  status: courseStatusSchema,
  createdAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  approvedBy: id.nullable(),
  rejectionReason: z6.string().nullable(),
  youtubeUrl: z6.string().nullable(),
  storyTemplate: storyTemplateSchema.nullable(),
  transformationJourney: z6.string().nullable(),
  characterDevelopment: z6.string().nullable(),
  practicalSkills: z6.string().nullable(),
  awakeningPhase: z6.string().nullable(),
  explorationPhase: z6.string().nullable(),
  challengePhase: z6.string().nullable(),
  breakthroughPhase: z6.string().nullable(),
  integrationPhase: z6.string().nullable(),
  legacyPhase: z6.string().nullable()
});
var courseSummarySchema = courseSchema.extend({
  moduleCount: z6.number().int(),
  lessonCount: z6.number().int(),
  enrolledCount: z6.number().int(),
  /** Sum of lesson durations in minutes. */
  durationMinutes: z6.number().int()
});
var courseInstructorSchema = z6.object({
  id,
  /** Full name from the identity service; null when it cannot be reached. */
  name: z6.string().nullable(),
  /** Approved courses this instructor teaches. */
  courseCount: z6.number().int(),
  /** Distinct learners enrolled in those courses. */
  learnerCount: z6.number().int()
});
var courseDetailSchema = courseSummarySchema.extend({
  category: z6.object({ id, name: z6.string(), icon: z6.string().nullable() }).nullable(),
  instructor: courseInstructorSchema
});
var moduleSchema = z6.object({
  id,
  courseId: id,
  title: z6.string(),
  description: z6.string().nullable(),
  orderIndex: z6.number().int(),
  displayName: z6.string(),
  storyPhase: z6.string().nullable(),
  lessonCount: z6.number().int(),
  createdAt: isoDateTime
});
var moduleDetailSchema = moduleSchema.extend({
  course: z6.object({ id, title: z6.string(), status: courseStatusSchema, instructorId: id })
});
var lessonSchema = z6.object({
  id,
  moduleId: id,
  title: z6.string(),
  orderIndex: z6.number().int(),
  displayName: z6.string(),
  /** Minutes. */
  duration: z6.number().int(),
  hasDiscussion: z6.boolean(),
  isShortForm: z6.boolean(),
  locked: z6.boolean(),
  /** Markdown. */
  content: z6.string().nullable(),
  videoUrl: z6.string().nullable(),
  documentUrl: z6.string().nullable(),
  practicalApplication: z6.string().nullable(),
  caseStudy: z6.string().nullable(),
  actionSteps: z6.string().nullable(),
  reflectionPrompts: z6.string().nullable(),
  createdAt: isoDateTime
});
var lessonDetailSchema = lessonSchema.extend({
  module: z6.object({ id, title: z6.string(), orderIndex: z6.number().int() }),
  course: z6.object({ id, title: z6.string(), instructorId: id, status: courseStatusSchema }),
  /** Neighbours in course order (module order, then lesson order); null at either end. */
  previousLessonId: id.nullable(),
  nextLessonId: id.nullable(),
  /** Whether the caller has completed this lesson (false for visitors). */
  completed: z6.boolean(),
  /** Whether the caller is enrolled in the course. */
  enrolled: z6.boolean()
});
var enrollmentSchema = z6.object({
  id,
  userId: id,
  courseId: id,
  /** 0 to 100: completed lessons of the course over all its lessons, computed by the server. */
  progress: z6.number().int().min(0).max(100),
  /** True once the learner reached 100; stays true even if lessons are added later. */
  completed: z6.boolean(),
  completedAt: isoDateTime.nullable(),
  competencyLevel: competencyLevelSchema,
  reflection: z6.string().nullable(),
  personalGoal: z6.string().nullable(),
  selfPaced: z6.boolean(),
  /** YYYY-MM-DD or null. */
  targetCompletionDate: z6.string().nullable(),
  weeklyHoursTarget: z6.number().int().nullable(),
  lastActiveAt: isoDateTime,
  enrolledAt: isoDateTime,
  completedLessons: z6.number().int(),
  totalLessons: z6.number().int(),
  /** Where to continue: the first lesson, in course order, not yet completed; null when none is left. */
  nextLessonId: id.nullable(),
  course: courseSchema
});
var lessonCompletionSchema = z6.object({
  id,
  userId: id,
  lessonId: id,
  courseId: id,
  completed: z6.boolean(),
  completedAt: isoDateTime
});
var milestoneMetadataSchema = z6.object({
  level: competencyLevelSchema.optional(),
  previousLevel: competencyLevelSchema.optional(),
  fromInstructor: z6.boolean().optional(),
  lessonId: id.optional(),
  lessonTitle: z6.string().optional(),
  moduleId: id.optional(),
  moduleTitle: z6.string().optional(),
  certificateCode: z6.string().optional()
}).catchall(z6.unknown());
var milestoneSchema = z6.object({
  id,
  enrollmentId: id,
  courseId: id,
  userId: id,
  type: milestoneTypeSchema,
  title: z6.string(),
  description: z6.string().nullable(),
  achievedAt: isoDateTime,
  metadata: milestoneMetadataSchema,
  icon: z6.string()
});
var certificateSchema = z6.object({
  id,
  /** Unguessable verification code; the public page is /certificates/{code}. */
  code: z6.string(),
  userId: id,
  courseId: id,
  enrollmentId: id,
  learnerName: z6.string(),
  courseTitle: z6.string(),
  issuedAt: isoDateTime
});
var certificateVerificationSchema = certificateSchema.pick({
  code: true,
  learnerName: true,
  courseTitle: true,
  courseId: true,
  issuedAt: true
});
var moduleProgressSchema = z6.object({
  moduleId: id,
  title: z6.string(),
  totalLessons: z6.number().int(),
  completedLessons: z6.number().int(),
  completed: z6.boolean()
});
var courseProgressSchema = z6.object({
  courseId: id,
  enrolled: z6.boolean(),
  enrollmentId: id.nullable(),
  progress: z6.number().int().min(0).max(100),
  completed: z6.boolean(),
  completedLessons: z6.number().int(),
  totalLessons: z6.number().int(),
  completedLessonIds: z6.array(id),
  nextLesson: z6.object({ id, title: z6.string(), moduleId: id }).nullable(),
  modules: z6.array(moduleProgressSchema),
  certificate: certificateSchema.nullable()
});
var lessonCompletionResultSchema = z6.object({
  completion: lessonCompletionSchema,
  enrollment: enrollmentSchema,
  /** Milestones this completion recorded (empty on a repeat). */
  milestones: z6.array(milestoneSchema),
  /** Issued when this completion finished the course; null otherwise. */
  certificate: certificateSchema.nullable()
});
function idField(message) {
  return z6.union([z6.number(), z6.string().trim().regex(/^\d{1,10}$/, message)], { error: message }).transform(Number).pipe(z6.number().int(message).min(1, message).max(2147483647, message));
}
function optionalText(max, message = courseMessages.textMax) {
  return z6.string({ error: message }).trim().max(max, message).optional().nullable().transform((v) => v ? v : void 0);
}
function optionalLink(message = courseMessages.urlInvalid) {
  return z6.string({ error: message }).trim().max(2048, message).optional().nullable().transform((v) => v ? v : void 0).refine((v) => v === void 0 || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v), message);
}
var youtubePattern = /^https?:\/\/(?:(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}/i;
function isYoutubeUrl(url) {
  return youtubePattern.test(url.trim());
}
var orderIndexField = z6.number({ error: courseMessages.orderIndexInvalid }).int(courseMessages.orderIndexInvalid).min(0, courseMessages.orderIndexInvalid).max(1e5, courseMessages.orderIndexInvalid).optional();
var creatableLevelSchema = z6.enum(creatableCourseLevels, { error: courseMessages.levelInvalid });
var quickCourseSchema = z6.object({
  title: z6.string({ error: courseMessages.titleRequired }).trim().min(1, courseMessages.titleRequired).max(200, courseMessages.titleMax),
  description: z6.string({ error: courseMessages.descriptionRequired }).trim().min(1, courseMessages.descriptionRequired).max(1e4, courseMessages.descriptionMax),
  categoryId: idField(courseMessages.categoryRequired),
  level: creatableLevelSchema.default("beginner"),
  imageUrl: optionalLink()
});
var phaseText = optionalText(1e4);
var wizardCourseSchema = z6.object({
  title: z6.string({ error: courseMessages.courseTitleMin }).trim().min(COURSE_TITLE_MIN, courseMessages.courseTitleMin).max(200, courseMessages.titleMax),
  description: z6.string({ error: courseMessages.descriptionMin }).trim().min(COURSE_DESCRIPTION_MIN, courseMessages.descriptionMin).max(1e4, courseMessages.descriptionMax),
  level: creatableLevelSchema.default("beginner"),
  categoryIds: z6.array(idField(courseMessages.categoriesMin), { error: courseMessages.categoriesMin }).min(1, courseMessages.categoriesMin).max(MAX_COURSE_CATEGORIES, courseMessages.categoriesMax),
  categoryId: idField(courseMessages.categoryRequired).optional().nullable(),
  imageUrl: optionalLink(),
  youtubeUrl: optionalLink(courseMessages.youtubeUrlInvalid).refine(
    (v) => v === void 0 || isYoutubeUrl(v),
    courseMessages.youtubeUrlInvalid
  ),
  storyTemplate: storyTemplateSchema.optional().nullable(),
  transformationJourney: phaseText,
  characterDevelopment: phaseText,
  practicalSkills: phaseText,
  awakeningPhase: phaseText,
  explorationPhase: phaseText,
  challengePhase: phaseText,
  breakthroughPhase: phaseText,
  integrationPhase: phaseText,
  legacyPhase: phaseText
}).transform(({ categoryId, categoryIds, ...rest }) => {
  const ids = [...new Set(categoryId ? [categoryId, ...categoryIds] : categoryIds)];
  return { ...rest, categoryId: ids[0], categoryIds: ids };
}).refine((v) => v.categoryIds.length <= MAX_COURSE_CATEGORIES, {
  message: courseMessages.categoriesMax,
  path: ["categoryIds"]
});
var courseRejectionSchema = z6.object({
  reason: z6.string({ error: courseMessages.rejectionReasonRequired }).trim().min(1, courseMessages.rejectionReasonRequired).max(2e3, courseMessages.textMax)
});
var moduleCreateSchema = z6.object({
  title: z6.string({ error: courseMessages.moduleTitleRequired }).trim().min(1, courseMessages.moduleTitleRequired).max(200, courseMessages.titleMax),
  description: z6.string({ error: courseMessages.moduleDescriptionRequired }).trim().min(1, courseMessages.moduleDescriptionRequired).max(1e4, courseMessages.descriptionMax),
  courseId: idField(courseMessages.courseRequired),
  orderIndex: orderIndexField,
  displayName: optionalText(50),
  storyPhase: optionalText(200)
});
var lessonCreateSchema = z6.object({
  title: z6.string({ error: courseMessages.lessonTitleRequired }).trim().min(1, courseMessages.lessonTitleRequired).max(200, courseMessages.titleMax),
  content: z6.string({ error: courseMessages.lessonContentRequired }).min(1, courseMessages.lessonContentRequired).max(1e5, courseMessages.contentMax).refine((v) => v.trim().length > 0, courseMessages.lessonContentRequired),
  moduleId: idField(courseMessages.moduleRequired),
  orderIndex: orderIndexField,
  videoUrl: optionalLink(),
  documentUrl: optionalLink(),
  duration: z6.number({ error: courseMessages.durationInvalid }).int(courseMessages.durationInvalid).min(1, courseMessages.durationInvalid).max(600, courseMessages.durationInvalid).default(DEFAULT_LESSON_DURATION),
  hasDiscussion: z6.boolean().default(true),
  isShortForm: z6.boolean().default(true),
  displayName: optionalText(50),
  practicalApplication: optionalText(1e4),
  caseStudy: optionalText(1e4),
  actionSteps: optionalText(1e4),
  reflectionPrompts: optionalText(1e4)
});
var enrollmentCreateSchema = z6.object({ courseId: idField(courseMessages.courseRequired) });
var lessonCompletionCreateSchema = z6.object({ lessonId: idField(courseMessages.lessonRequired) });
var ONE_DAY_MS = 24 * 60 * 60 * 1e3;
var targetDateField = z6.union([z6.string(), z6.null()], { error: courseMessages.targetDateInvalid }).optional().transform((v, ctx) => {
  if (v === void 0 || typeof v === "string" && v.trim() === "") return void 0;
  if (v === null) return null;
  const s = v.trim();
  const day = /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : "";
  const parsed = day ? /* @__PURE__ */ new Date(`${day}T00:00:00Z`) : /* @__PURE__ */ new Date(NaN);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    ctx.addIssue({ code: "custom", message: courseMessages.targetDateInvalid });
    return z6.NEVER;
  }
  if (parsed.getTime() < Date.now() - 2 * ONE_DAY_MS) {
    ctx.addIssue({ code: "custom", message: courseMessages.targetDatePast });
    return z6.NEVER;
  }
  return day;
});
var weeklyHoursField = z6.union([z6.number(), z6.string().trim(), z6.null()], { error: courseMessages.weeklyHoursRange }).optional().transform((v, ctx) => {
  if (v === void 0 || v === "") return void 0;
  if (v === null) return null;
  const n = typeof v === "number" ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < WEEKLY_HOURS_MIN || n > WEEKLY_HOURS_MAX) {
    ctx.addIssue({ code: "custom", message: courseMessages.weeklyHoursRange });
    return z6.NEVER;
  }
  return n;
});
var enrollmentUpdateSchema = z6.object({
  reflection: z6.string({ error: courseMessages.textMax }).max(1e4, courseMessages.textMax).nullable().optional(),
  competencyLevel: competencyLevelSchema.optional(),
  personalGoal: z6.string({ error: courseMessages.textMax }).max(2e3, courseMessages.textMax).nullable().optional(),
  selfPaced: z6.boolean().optional(),
  targetCompletionDate: targetDateField,
  weeklyHoursTarget: weeklyHoursField
}).refine((v) => Object.values(v).some((x) => x !== void 0), { message: courseMessages.nothingToUpdate });
var courseListQuerySchema = z6.object({
  search: z6.string().trim().max(200).optional(),
  level: z6.enum(courseLevelFilters, { error: courseMessages.levelFilterInvalid }).optional(),
  categoryId: z6.preprocess(
    (v) => v === "" || v === "all" ? void 0 : v,
    idField(courseMessages.categoryNotFound).optional()
  ),
  status: z6.enum(["all", ...courseStatuses], { error: courseMessages.statusFilterInvalid }).optional()
});

// ../../libs/service-kit/src/identity-token.ts
var ISSUER = "canopy-gateway";
var AUDIENCE = "canopy-services";
var LIFETIME_SECONDS = 60;
var keyCache = /* @__PURE__ */ new Map();
function key(secret) {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}
async function signIdentityToken(claims, secret) {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256" }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime(`${LIFETIME_SECONDS}s`).sign(key(secret));
}
async function verifyIdentityToken(token, secret) {
  const { payload } = await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ["HS256"]
  });
  return identityClaimsSchema.parse(payload);
}

// ../../libs/service-kit/src/identity-middleware.ts
function identityMiddleware(secret) {
  return async (req, _res, next) => {
    const token = req.get(IDENTITY_HEADER);
    if (!token) return next(new UnauthenticatedError("Missing identity token"));
    let claims;
    try {
      claims = await verifyIdentityToken(token, secret);
    } catch {
      return next(new UnauthenticatedError("Invalid identity token"));
    }
    req.identity = claims.user;
    req.callerService = claims.service;
    next();
  };
}
function currentUser(req) {
  if (!req.identity) throw new UnauthenticatedError();
  return req.identity;
}
function requireRole(...roles2) {
  return (req, _res, next) => {
    if (!req.identity) return next(new UnauthenticatedError());
    if (!roles2.includes(req.identity.role)) return next(new ForbiddenError());
    if (req.identity.status !== "active") return next(new ForbiddenError("Your account is not active yet."));
    next();
  };
}
var requireService = (req, _res, next) => {
  if (!req.callerService) return next(new ForbiddenError());
  next();
};

// ../../libs/service-kit/src/http-app.ts
import { randomUUID } from "node:crypto";
import express from "express";
import { pinoHttp } from "pino-http";
function requestLogger(logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id2 = typeof incoming === "string" && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id2);
      return id2;
    },
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "debug";
      return "info";
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" }
  });
}
var BODY_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function requireJsonBodies() {
  return (req, _res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== void 0;
    if (!hasBody) return next();
    if (req.is("application/json") || req.is("multipart/form-data")) return next();
    next(new UnsupportedMediaTypeError());
  };
}
function jsonBodyParser(limit) {
  return express.json({ limit, strict: true, type: "application/json" });
}
var notFoundHandler = (req, _res, next) => {
  next(new NotFoundError(`No route for ${req.method} ${req.path}`));
};
function errorHandler() {
  return (err, req, res, _next) => {
    let httpError;
    if (err instanceof HttpError) httpError = err;
    else if (isBodyParserError(err)) httpError = fromBodyParser(err);
    else {
      req.log?.error({ err }, "unhandled error");
      httpError = new HttpError(500, "Something went wrong on our side. Please try again.");
    }
    if (res.headersSent) return res.end();
    for (const [k, v] of Object.entries(httpError.headers ?? {})) res.setHeader(k, v);
    res.status(httpError.status).json(httpError.toBody());
  };
}
function isBodyParserError(err) {
  return err instanceof Error && typeof err.type === "string";
}
function fromBodyParser(err) {
  switch (err.type) {
    case "entity.parse.failed":
      return new ValidationError("Malformed JSON in request body");
    case "entity.too.large":
      return new PayloadTooLargeError();
    case "encoding.unsupported":
    case "charset.unsupported":
      return new UnsupportedMediaTypeError("Unsupported request encoding");
    default:
      return new HttpError(err.status && err.status < 500 ? err.status : 400, "Invalid request body");
  }
}
function baseApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.set("query parser", "simple");
  return app;
}

// ../../libs/service-kit/src/create-service.ts
import { Router } from "express";
import { pino } from "pino";
async function createService(def, opts = {}) {
  const env = { PORT: String(def.defaultPort), ...opts.env ?? process.env };
  const schema2 = def.config ? baseConfigSchema.extend(def.config.shape) : baseConfigSchema;
  const config = loadConfig(def.name, schema2, env);
  const logger = (opts.logger ?? pino({ level: config.LOG_LEVEL })).child({ service: def.name });
  const database = await openDatabase({
    service: def.name,
    schema: def.schema,
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrationsFolder: def.migrations,
    logger
  });
  const ctx = {
    name: def.name,
    config,
    logger,
    db: database.db,
    database
  };
  let draining = false;
  const app = baseApp();
  app.use((_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(requestLogger(logger));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", service: def.name });
  });
  app.get("/readyz", async (_req, res) => {
    if (draining) throw new UnavailableError("Shutting down");
    try {
      await database.ping();
    } catch {
      throw new UnavailableError("Database unreachable");
    }
    res.json({ status: "ready", service: def.name, database: database.engine });
  });
  app.use(requireJsonBodies());
  app.use(jsonBodyParser(config.BODY_LIMIT));
  app.use(identityMiddleware(config.IDENTITY_TOKEN_SECRET));
  const router = Router();
  await def.routes(router, ctx);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());
  try {
    await def.onReady?.(ctx);
  } catch (err) {
    await database.close();
    throw err;
  }
  let server;
  let stopping;
  return {
    app,
    ctx,
    start(port = config.PORT) {
      return new Promise((resolve, reject) => {
        const s = app.listen(port, config.HOST);
        s.once("error", reject);
        s.once("listening", () => {
          server = s;
          const actual = s.address().port;
          logger.info({ port: actual, database: database.engine }, `${def.name} service listening`);
          resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
        });
      });
    },
    stop() {
      stopping ??= drain();
      return stopping;
    }
  };
  async function drain() {
    draining = true;
    if (server) {
      const s = server;
      const closed = new Promise((resolve) => s.close(() => resolve()));
      s.closeIdleConnections();
      const sweep = setInterval(() => s.closeIdleConnections(), 50);
      sweep.unref();
      const timer = setTimeout(() => s.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      timer.unref();
      await closed;
      clearInterval(sweep);
      clearTimeout(timer);
      server = void 0;
    }
    await database.close();
  }
}

// ../../libs/service-kit/src/service-client.ts
function createServiceClient(opts) {
  const timeoutMs = opts.timeoutMs ?? 3e3;
  async function request(method, path8, body, requestId2) {
    const token = await signIdentityToken({ user: null, service: opts.caller }, opts.secret);
    let res;
    try {
      res = await fetch(new URL(path8, opts.baseUrl), {
        method,
        headers: {
          [IDENTITY_HEADER]: token,
          ...requestId2 ? { [REQUEST_ID_HEADER]: requestId2 } : {},
          ...body === void 0 ? {} : { "content-type": "application/json" }
        },
        body: body === void 0 ? void 0 : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs)
      });
    } catch {
      throw new UnavailableError(`The ${opts.target} service is unavailable. Please try again shortly.`);
    }
    const text3 = await res.text();
    const data = text3 ? safeJson(text3) : void 0;
    if (!res.ok) {
      const message = data?.message ?? `${opts.target} answered ${res.status}`;
      throw new HttpError(res.status, message);
    }
    return data;
  }
  return {
    get: (path8, requestId2) => request("GET", path8, void 0, requestId2),
    post: (path8, body, requestId2) => request("POST", path8, body, requestId2)
  };
}
function safeJson(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return { message: text3 };
  }
}

// ../../libs/service-kit/src/ttl-cache.ts
var TtlCache = class {
  constructor(ttlMs, maxEntries = 1e3) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }
  entries = /* @__PURE__ */ new Map();
  get(key2) {
    const hit = this.entries.get(key2);
    if (!hit) return void 0;
    if (hit.expires < Date.now()) {
      this.entries.delete(key2);
      return void 0;
    }
    return hit.value;
  }
  set(key2, value) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value);
    this.entries.set(key2, { value, expires: Date.now() + this.ttlMs });
  }
  async getOrLoad(key2, load) {
    const hit = this.get(key2);
    if (hit !== void 0) return hit;
    const value = await load();
    this.set(key2, value);
    return value;
  }
};

// ../../services/identity/src/config.ts
import { z as z7 } from "zod";
var identityConfigSchema = z7.object({
  /** Answers POST /internal/auth/test-login with the demo educator. Never enable in production. */
  ENABLE_TEST_LOGIN: z7.stringbool().default(false),
  /** Creates the documented demo accounts once (see README). */
  DEMO: z7.stringbool().default(false)
});

// ../../services/identity/src/db/migrations-folder.ts
import { createRequire } from "node:module";
import path2 from "node:path";
function migrationsFolder() {
  const require2 = createRequire(import.meta.url);
  return path2.join(path2.dirname(require2.resolve("@canopy/identity-service/package.json")), "drizzle");
}

// ../../services/identity/src/db/schema.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex
} from "drizzle-orm/pg-core";
var users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    role: text("role", { enum: roles }).notNull().default("student"),
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    // The administrator who approved an educator; kept null if that administrator is later deleted.
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    biometricEnabled: boolean("biometric_enabled").notNull().default(false),
    biometricId: text("biometric_id"),
    resetToken: text("reset_token"),
    resetTokenExpiry: timestamp("reset_token_expiry", { withTimezone: true, mode: "date" })
  },
  (t) => [
    // "Bob" and "bob" are the same account: uniqueness is enforced by the database, so concurrent sign-ups race safely.
    uniqueIndex("users_username_lower_key").on(sql2`lower(${t.username})`),
    uniqueIndex("users_biometric_id_key").on(t.biometricId),
    uniqueIndex("users_reset_token_key").on(t.resetToken),
    index("users_role_status_idx").on(t.role, t.status),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", sql2`${t.role} in ('student', 'educator', 'admin')`),
    check("users_status_check", sql2`${t.status} in ('active', 'pending', 'suspended', 'rejected')`)
  ]
);
var identitySchema = { users };

// ../../services/identity/src/demo/demo-accounts.ts
var TEST_LOGIN_USERNAME = "educator";
var demoAccounts = [
  {
    username: "admin",
    password: "Canopy!admin1",
    role: "admin",
    status: "active",
    firstName: "Avery",
    lastName: "Stone",
    email: "admin@canopy.example"
  },
  {
    username: TEST_LOGIN_USERNAME,
    password: "Canopy!teach1",
    role: "educator",
    status: "active",
    firstName: "Elena",
    lastName: "Rivers",
    email: "educator@canopy.example"
  },
  {
    username: "pending-educator",
    password: "Canopy!teach2",
    role: "educator",
    status: "pending",
    firstName: "Noah",
    lastName: "Fields",
    email: "pending-educator@canopy.example"
  },
  {
    username: "student",
    password: "Canopy!learn1",
    role: "student",
    status: "active",
    firstName: "Sam",
    lastName: "Leaf",
    email: "student@canopy.example"
  },
  {
    username: "student2",
    password: "Canopy!learn2",
    role: "student",
    status: "active",
    firstName: "Maya",
    lastName: "Brook",
    email: "student2@canopy.example"
  }
];

// ../../services/identity/src/auth/password-hasher.ts
import { hash, verify } from "@node-rs/argon2";
var OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function createArgon2Hasher() {
  const dummy = hash("canopy-dummy-password-for-timing", OPTIONS);
  dummy.catch(() => void 0);
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyAgainstDummy(password) {
      await verify(await dummy, password).catch(() => false);
    }
  };
}

// ../../services/identity/src/users/drizzle-user-store.ts
import { and, desc, eq, inArray, sql as sql3 } from "drizzle-orm";

// ../../services/identity/src/users/user-store.ts
var UsernameTakenError = class extends Error {
  constructor(username) {
    super(`Username already taken: ${username}`);
    this.username = username;
    this.name = "UsernameTakenError";
  }
};

// ../../services/identity/src/users/drizzle-user-store.ts
var USERNAME_KEY = "users_username_lower_key";
function createDrizzleUserStore(db) {
  return {
    async findById(id2) {
      const [row] = await db.select().from(users).where(eq(users.id, id2)).limit(1);
      return row;
    },
    async findByUsername(username) {
      const [row] = await db.select().from(users).where(sql3`lower(${users.username}) = lower(${username})`).limit(1);
      return row;
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, [...ids])).orderBy(users.id);
    },
    async list(filter = {}) {
      const conditions = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.status) conditions.push(eq(users.status, filter.status));
      return db.select().from(users).where(and(...conditions)).orderBy(desc(users.createdAt), desc(users.id));
    },
    async create(user) {
      try {
        const [row] = await db.insert(users).values(user).returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err, USERNAME_KEY)) throw new UsernameTakenError(user.username);
        throw err;
      }
    },
    async changeStatus(id2, { from, to }) {
      const [row] = await db.update(users).set({ status: to.status, ...to.approvedBy === void 0 ? {} : { approvedBy: to.approvedBy } }).where(
        and(
          eq(users.id, id2),
          eq(users.status, from.status),
          from.role ? eq(users.role, from.role) : void 0
        )
      ).returning();
      return row;
    },
    async updateProfile(id2, changes) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id2)).returning();
      return row;
    },
    async delete(id2) {
      const rows = await db.delete(users).where(eq(users.id, id2)).returning({ id: users.id });
      return rows.length > 0;
    }
  };
}
function isUniqueViolation(err, constraint) {
  for (let e = err, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (e.code === "23505") return e.constraint === void 0 || e.constraint === constraint;
  }
  return false;
}

// ../../services/identity/src/identity-deps.ts
function createIdentityDeps(db) {
  return { users: createDrizzleUserStore(db), passwords: createArgon2Hasher() };
}

// ../../services/identity/src/demo/seed-demo-accounts.ts
async function seedDemoAccounts(target, accounts = demoAccounts) {
  const deps = createIdentityDeps(target.db);
  const seeded = [];
  let adminId = null;
  for (const account of accounts) {
    const { record, created } = await ensureAccount(deps, account, adminId);
    if (account.role === "admin" && adminId === null) adminId = record.id;
    seeded.push({ ...account, created });
  }
  return seeded;
}
async function ensureAccount(deps, account, adminId) {
  const existing = await deps.users.findByUsername(account.username);
  if (existing) return { record: existing, created: false };
  try {
    const record = await deps.users.create({
      username: account.username,
      passwordHash: await deps.passwords.hash(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      status: account.status,
      biometricEnabled: false,
      // An active demo educator was approved by the demo administrator, as a real one would be.
      approvedBy: account.role === "educator" && account.status === "active" ? adminId : null
    });
    return { record, created: true };
  } catch (err) {
    if (!(err instanceof UsernameTakenError)) throw err;
    const raced = await deps.users.findByUsername(account.username);
    if (!raced) throw err;
    return { record: raced, created: false };
  }
}

// ../../services/identity/src/users/user-views.ts
function toUser(record) {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: record.role,
    status: record.status,
    approvedBy: record.approvedBy,
    biometricEnabled: record.biometricEnabled,
    createdAt: record.createdAt.toISOString()
  };
}
function toPublicUser(record) {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role
  };
}

// ../../services/identity/src/auth/assert-may-sign-in.ts
function assertMaySignIn(user) {
  if (user.status === "suspended") throw new ForbiddenError(messages.suspended);
  if (user.status === "rejected") throw new ForbiddenError(messages.rejected);
}

// ../../services/identity/src/auth/login.ts
async function login(deps, { username, password }) {
  const user = await deps.users.findByUsername(username);
  if (!user) {
    await deps.passwords.verifyAgainstDummy(password);
    throw new UnauthenticatedError(messages.invalidCredentials);
  }
  if (!await deps.passwords.verify(user.passwordHash, password)) {
    throw new UnauthenticatedError(messages.invalidCredentials);
  }
  assertMaySignIn(user);
  return toUser(user);
}

// ../../services/identity/src/auth/register.ts
async function register(deps, payload) {
  if (payload.role === "admin") throw new ForbiddenError(messages.adminRestricted);
  if (await deps.users.findByUsername(payload.username)) throw new ConflictError(messages.usernameTaken);
  const educator = payload.role === "educator";
  const user = await createUser(deps, {
    username: payload.username,
    passwordHash: await deps.passwords.hash(payload.password),
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    role: payload.role,
    status: educator ? "pending" : "active",
    biometricEnabled: payload.biometricEnabled
  });
  return educator ? { user: toUser(user), message: messages.registrationPending } : { user: toUser(user) };
}
async function createUser(deps, user) {
  try {
    return await deps.users.create(user);
  } catch (err) {
    if (err instanceof UsernameTakenError) throw new ConflictError(messages.usernameTaken);
    throw err;
  }
}

// ../../services/identity/src/auth/test-login.ts
async function testLogin(deps) {
  const user = await deps.users.findByUsername(TEST_LOGIN_USERNAME);
  if (!user) throw new NotFoundError("Test login is not available");
  assertMaySignIn(user);
  return toUser(user);
}

// ../../services/identity/src/identity-messages.ts
var identityMessages = {
  userNotFound: "User not found",
  userDeleted: "User deleted",
  notPendingEducatorApprove: "Only pending educator accounts can be approved.",
  notPendingEducatorReject: "Only pending educator accounts can be rejected.",
  notActiveSuspend: "Only active accounts can be suspended.",
  notSuspendedReactivate: "Only suspended accounts can be reactivated.",
  cannotSuspendSelf: "You cannot suspend your own account.",
  cannotDeleteSelf: "You cannot delete your own account.",
  adminRequired: "Only an active administrator can do this.",
  testLoginUnavailable: "Test login is not available"
};

// ../../services/identity/src/users/lookup-users.ts
async function getUser(deps, id2) {
  const user = await deps.users.findById(id2);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return toUser(user);
}
async function getPublicUser(deps, id2) {
  const user = await deps.users.findById(id2);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return toPublicUser(user);
}
async function getPublicUsers(deps, ids) {
  return (await deps.users.findByIds(ids)).map(toPublicUser);
}

// ../../services/identity/src/routes/internal-routes.ts
var MAX_BATCH_IDS = 100;
function internalRoutes(router, deps, opts) {
  router.post("/internal/auth/login", requireService, async (req, res) => {
    res.json(await login(deps, validate(loginSchema, req.body)));
  });
  router.post("/internal/auth/register", requireService, async (req, res) => {
    res.status(201).json(await register(deps, validate(registrationSchema, req.body)));
  });
  if (opts.enableTestLogin) {
    router.post("/internal/auth/test-login", requireService, async (_req, res) => {
      res.json(await testLogin(deps));
    });
  }
  router.get("/internal/users", requireService, async (req, res) => {
    res.json(await getPublicUsers(deps, parseIdList(req.query.ids)));
  });
  router.get("/internal/users/:id", requireService, async (req, res) => {
    res.json(await getUser(deps, idParam(req.params.id)));
  });
  router.get("/internal/users/:id/public", requireService, async (req, res) => {
    res.json(await getPublicUser(deps, idParam(req.params.id)));
  });
}
function parseIdList(raw) {
  const parts = (Array.isArray(raw) ? raw : [raw]).filter((v) => typeof v === "string").flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "");
  if (parts.length === 0) throw new ValidationError("ids is required, e.g. ?ids=1,2,3");
  const ids = [...new Set(parts.map((p) => idParam(p, "ids")))];
  if (ids.length > MAX_BATCH_IDS) throw new ValidationError(`At most ${MAX_BATCH_IDS} ids per request`);
  return ids;
}

// ../../services/identity/src/users/user-administration.ts
async function actingAdmin(deps, identity) {
  const actor = await deps.users.findById(identity.id);
  if (!actor || actor.role !== "admin" || actor.status !== "active")
    throw new ForbiddenError(identityMessages.adminRequired);
  return actor;
}
async function transition(deps, id2, change, conflict) {
  const updated = await deps.users.changeStatus(id2, change);
  if (updated) return toUser(updated);
  if (!await deps.users.findById(id2)) throw new NotFoundError(identityMessages.userNotFound);
  throw new ConflictError(conflict);
}
async function listUsers(deps, identity) {
  await actingAdmin(deps, identity);
  return (await deps.users.list()).map(toUser);
}
async function listPendingEducators(deps, identity) {
  await actingAdmin(deps, identity);
  return (await deps.users.list({ role: "educator", status: "pending" })).map(toUser);
}
async function approveEducator(deps, identity, id2) {
  const admin = await actingAdmin(deps, identity);
  return transition(
    deps,
    id2,
    { from: { role: "educator", status: "pending" }, to: { status: "active", approvedBy: admin.id } },
    identityMessages.notPendingEducatorApprove
  );
}
async function rejectEducator(deps, identity, id2) {
  await actingAdmin(deps, identity);
  return transition(
    deps,
    id2,
    { from: { role: "educator", status: "pending" }, to: { status: "rejected" } },
    identityMessages.notPendingEducatorReject
  );
}
async function suspendUser(deps, identity, id2) {
  const admin = await actingAdmin(deps, identity);
  if (admin.id === id2) throw new ConflictError(identityMessages.cannotSuspendSelf);
  return transition(
    deps,
    id2,
    { from: { status: "active" }, to: { status: "suspended" } },
    identityMessages.notActiveSuspend
  );
}
async function reactivateUser(deps, identity, id2) {
  await actingAdmin(deps, identity);
  return transition(
    deps,
    id2,
    { from: { status: "suspended" }, to: { status: "active" } },
    identityMessages.notSuspendedReactivate
  );
}
async function updateUser(deps, identity, id2, changes) {
  await actingAdmin(deps, identity);
  const updated = await deps.users.updateProfile(id2, changes);
  if (!updated) throw new NotFoundError(identityMessages.userNotFound);
  return toUser(updated);
}
async function deleteUser(deps, identity, id2) {
  const admin = await actingAdmin(deps, identity);
  if (admin.id === id2) throw new ConflictError(identityMessages.cannotDeleteSelf);
  if (!await deps.users.delete(id2)) throw new NotFoundError(identityMessages.userNotFound);
  return { message: identityMessages.userDeleted };
}

// ../../services/identity/src/routes/user-admin-routes.ts
function userAdminRoutes(router, deps) {
  const admin = requireRole("admin");
  router.get("/api/users", admin, async (req, res) => {
    res.json(await listUsers(deps, currentUser(req)));
  });
  router.get("/api/users/pending-educators", admin, async (req, res) => {
    res.json(await listPendingEducators(deps, currentUser(req)));
  });
  router.post("/api/users/:id/approve", admin, async (req, res) => {
    res.json(await approveEducator(deps, currentUser(req), idParam(req.params.id)));
  });
  router.post("/api/users/:id/reject", admin, async (req, res) => {
    res.json(await rejectEducator(deps, currentUser(req), idParam(req.params.id)));
  });
  router.post("/api/users/:id/suspend", admin, async (req, res) => {
    res.json(await suspendUser(deps, currentUser(req), idParam(req.params.id)));
  });
  router.post("/api/users/:id/reactivate", admin, async (req, res) => {
    res.json(await reactivateUser(deps, currentUser(req), idParam(req.params.id)));
  });
  router.patch("/api/users/:id", admin, async (req, res) => {
    const id2 = idParam(req.params.id);
    res.json(await updateUser(deps, currentUser(req), id2, validate(userUpdateSchema, req.body)));
  });
  router.delete("/api/users/:id", admin, async (req, res) => {
    res.json(await deleteUser(deps, currentUser(req), idParam(req.params.id)));
  });
}

// ../../services/identity/src/create-identity-service.ts
var IDENTITY_DEFAULT_PORT = 4001;
function createIdentityService(opts = {}) {
  return createService(
    {
      name: "identity",
      defaultPort: IDENTITY_DEFAULT_PORT,
      config: identityConfigSchema,
      schema: identitySchema,
      migrations: migrationsFolder(),
      routes(router, ctx) {
        const deps = createIdentityDeps(ctx.db);
        internalRoutes(router, deps, { enableTestLogin: ctx.config.ENABLE_TEST_LOGIN });
        userAdminRoutes(router, deps);
      },
      async onReady(ctx) {
        if (ctx.config.DEMO) {
          const seeded = await seedDemoAccounts(ctx);
          ctx.logger.info(
            { created: seeded.filter((a) => a.created).map((a) => a.username) },
            "demo accounts ready"
          );
        } else if (ctx.config.ENABLE_TEST_LOGIN) {
          await seedDemoAccounts(
            ctx,
            demoAccounts.filter((a) => a.username === TEST_LOGIN_USERNAME)
          );
        }
        if (ctx.config.ENABLE_TEST_LOGIN) {
          ctx.logger.warn(
            "ENABLE_TEST_LOGIN is on: anyone reaching the gateway can sign in as the demo educator"
          );
        }
      }
    },
    opts
  );
}

// ../../services/course/src/config.ts
import { z as z8 } from "zod";
var flag = z8.enum(["true", "false", "1", "0", "yes", "no"]).default("false").transform((v) => v === "true" || v === "1" || v === "yes");
var courseConfigSchema = z8.object({
  /** The identity service, for instructor names. Unset: names are null and nothing fails. */
  IDENTITY_URL: z8.url({ protocol: /^https?$/ }).optional(),
  /** Seed the demo categories, courses and a learner's progress at start (idempotent). */
  DEMO: flag,
  DEMO_INSTRUCTOR_ID: z8.coerce.number().int().positive().default(2),
  DEMO_LEARNER_ID: z8.coerce.number().int().positive().default(3),
  /** Public address of the platform, printed on certificate PDFs as the verification link. */
  PUBLIC_URL: z8.url({ protocol: /^https?$/ }).optional()
});

// ../../services/course/src/db/schema.ts
import { sql as sql4 } from "drizzle-orm";
import {
  boolean as boolean2,
  date,
  index as index2,
  integer as integer2,
  jsonb,
  pgTable as pgTable2,
  serial,
  text as text2,
  timestamp as timestamp2,
  uniqueIndex as uniqueIndex2
} from "drizzle-orm/pg-core";
var createdAt = () => timestamp2("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
var categories = pgTable2("categories", {
  id: serial("id").primaryKey(),
  name: text2("name").notNull().unique(),
  description: text2("description"),
  icon: text2("icon"),
  createdAt: createdAt()
});
var courses = pgTable2(
  "courses",
  {
    id: serial("id").primaryKey(),
    title: text2("title").notNull(),
    description: text2("description"),
    imageUrl: text2("image_url"),
    level: text2("level").notNull().default("beginner"),
    categoryId: integer2("category_id").references(() => categories.id, { onDelete: "set null" }),
    // All categories (1 to 3, primary first); the catalogue filters and counts on this.
    categoryIds: integer2("category_ids").array().notNull().default(sql4`'{}'::integer[]`),
    instructorId: integer2("instructor_id").notNull(),
    rating: text2("rating").notNull().default("0"),
    createdAt: createdAt(),
    status: text2("status").notNull().default("pending"),
    approvedBy: integer2("approved_by"),
    approvedAt: timestamp2("approved_at", { withTimezone: true, mode: "date" }),
    rejectionReason: text2("rejection_reason"),
    youtubeUrl: text2("youtube_url"),
    storyTemplate: text2("story_template"),
    transformationJourney: text2("transformation_journey"),
    characterDevelopment: text2("character_development"),
    practicalSkills: text2("practical_skills"),
    awakeningPhase: text2("awakening_phase"),
    explorationPhase: text2("exploration_phase"),
    challengePhase: text2("challenge_phase"),
    breakthroughPhase: text2("breakthrough_phase"),
    integrationPhase: text2("integration_phase"),
    legacyPhase: text2("legacy_phase")
  },
  (t) => [
    index2("courses_status_idx").on(t.status, t.createdAt),
    index2("courses_instructor_idx").on(t.instructorId),
    index2("courses_category_ids_idx").using("gin", t.categoryIds)
  ]
);
var modules = pgTable2(
  "modules",
  {
    id: serial("id").primaryKey(),
    courseId: integer2("course_id").notNull().references(() => courses.id, { onDelete: "cascade" }),
    title: text2("title").notNull(),
    description: text2("description"),
    orderIndex: integer2("order_index").notNull(),
    displayName: text2("display_name").notNull().default("Module"),
    storyPhase: text2("story_phase"),
    createdAt: createdAt()
  },
  (t) => [index2("modules_course_order_idx").on(t.courseId, t.orderIndex, t.id)]
);
var lessons = pgTable2(
  "lessons",
  {
    id: serial("id").primaryKey(),
    moduleId: integer2("module_id").notNull().references(() => modules.id, { onDelete: "cascade" }),
    title: text2("title").notNull(),
    content: text2("content"),
    videoUrl: text2("video_url"),
    documentUrl: text2("document_url"),
    orderIndex: integer2("order_index").notNull(),
    displayName: text2("display_name").notNull().default("Lesson"),
    practicalApplication: text2("practical_application"),
    caseStudy: text2("case_study"),
    actionSteps: text2("action_steps"),
    reflectionPrompts: text2("reflection_prompts"),
    duration: integer2("duration").notNull().default(5),
    hasDiscussion: boolean2("has_discussion").notNull().default(true),
    isShortForm: boolean2("is_short_form").notNull().default(true),
    createdAt: createdAt()
  },
  (t) => [index2("lessons_module_order_idx").on(t.moduleId, t.orderIndex, t.id)]
);
var enrollments = pgTable2(
  "enrollments",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull(),
    courseId: integer2("course_id").notNull().references(() => courses.id, { onDelete: "cascade" }),
    progress: integer2("progress").notNull().default(0),
    competencyLevel: text2("competency_level").notNull().default("beginning"),
    selfPaced: boolean2("self_paced").notNull().default(true),
    lastActiveAt: timestamp2("last_active_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    personalGoal: text2("personal_goal"),
    reflection: text2("reflection"),
    targetCompletionDate: date("target_completion_date", { mode: "string" }),
    weeklyHoursTarget: integer2("weekly_hours_target"),
    completed: boolean2("completed").notNull().default(false),
    completedAt: timestamp2("completed_at", { withTimezone: true, mode: "date" }),
    enrolledAt: timestamp2("enrolled_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    // One enrolment per learner and course, also under concurrent requests (INSERT ... ON CONFLICT).
    uniqueIndex2("enrollments_user_course_uq").on(t.userId, t.courseId),
    index2("enrollments_course_idx").on(t.courseId)
  ]
);
var lessonCompletions = pgTable2(
  "lesson_completions",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull(),
    lessonId: integer2("lesson_id").notNull().references(() => lessons.id, { onDelete: "cascade" }),
    completed: boolean2("completed").notNull().default(true),
    completedAt: timestamp2("completed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex2("lesson_completions_user_lesson_uq").on(t.userId, t.lessonId),
    index2("lesson_completions_lesson_idx").on(t.lessonId)
  ]
);
var milestones = pgTable2(
  "milestones",
  {
    id: serial("id").primaryKey(),
    enrollmentId: integer2("enrollment_id").notNull().references(() => enrollments.id, { onDelete: "cascade" }),
    userId: integer2("user_id").notNull(),
    courseId: integer2("course_id").notNull(),
    type: text2("type").notNull(),
    title: text2("title").notNull(),
    description: text2("description"),
    icon: text2("icon").notNull(),
    metadata: jsonb("metadata").$type().notNull().default({}),
    // Milestones that may happen once per enrolment (first lesson, a module, the course) carry a key;
    // the unique index makes recording them idempotent. Repeatable ones (reflections) leave it null.
    onceKey: text2("once_key"),
    achievedAt: timestamp2("achieved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex2("milestones_enrollment_once_uq").on(t.enrollmentId, t.onceKey),
    index2("milestones_enrollment_idx").on(t.enrollmentId, t.achievedAt)
  ]
);
var certificates = pgTable2(
  "certificates",
  {
    id: serial("id").primaryKey(),
    code: text2("code").notNull().unique(),
    userId: integer2("user_id").notNull(),
    courseId: integer2("course_id").notNull().references(() => courses.id, { onDelete: "cascade" }),
    enrollmentId: integer2("enrollment_id").notNull().unique().references(() => enrollments.id, { onDelete: "cascade" }),
    // Captured at issue so the certificate reads the same later, whatever the account becomes.
    learnerName: text2("learner_name").notNull(),
    courseTitle: text2("course_title").notNull(),
    issuedAt: timestamp2("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [index2("certificates_user_idx").on(t.userId)]
);
var quizzes = pgTable2("quizzes", {
  id: serial("id").primaryKey(),
  title: text2("title").notNull(),
  description: text2("description"),
  lessonId: integer2("lesson_id").references(() => lessons.id, { onDelete: "cascade" }),
  passingScore: integer2("passing_score"),
  createdAt: createdAt()
});
var quizQuestions = pgTable2(
  "quiz_questions",
  {
    id: serial("id").primaryKey(),
    quizId: integer2("quiz_id").notNull().references(() => quizzes.id, { onDelete: "cascade" }),
    question: text2("question").notNull(),
    correctAnswer: text2("correct_answer").notNull(),
    options: jsonb("options").$type().notNull().default([]),
    explanation: text2("explanation"),
    orderIndex: integer2("order_index").notNull().default(0)
  },
  (t) => [index2("quiz_questions_quiz_idx").on(t.quizId, t.orderIndex)]
);
var quizSubmissions = pgTable2(
  "quiz_submissions",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull(),
    quizId: integer2("quiz_id").notNull().references(() => quizzes.id, { onDelete: "cascade" }),
    score: integer2("score"),
    completed: boolean2("completed").notNull().default(false),
    submittedAt: timestamp2("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    instructorFeedback: text2("instructor_feedback"),
    feedbackProvidedAt: timestamp2("feedback_provided_at", { withTimezone: true, mode: "date" }),
    answers: jsonb("answers").$type(),
    autoGraded: boolean2("auto_graded").notNull().default(false)
  },
  (t) => [index2("quiz_submissions_user_quiz_idx").on(t.userId, t.quizId)]
);
var quizAnswers = pgTable2("quiz_answers", {
  id: serial("id").primaryKey(),
  submissionId: integer2("submission_id").notNull().references(() => quizSubmissions.id, { onDelete: "cascade" }),
  questionId: integer2("question_id").notNull().references(() => quizQuestions.id, { onDelete: "cascade" }),
  userAnswer: text2("user_answer").notNull(),
  isCorrect: boolean2("is_correct"),
  partialCredit: integer2("partial_credit"),
  feedback: text2("feedback")
});
var schema = {
  categories,
  courses,
  modules,
  lessons,
  enrollments,
  lessonCompletions,
  milestones,
  certificates,
  quizzes,
  quizQuestions,
  quizSubmissions,
  quizAnswers
};

// ../../services/course/src/certificates/certificate-code.ts
import { randomBytes } from "node:crypto";
var ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function newCertificateCode() {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = value << 8 | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[value >>> bits - 5 & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g).join("-");
}
function normaliseCertificateCode(input) {
  const raw = input.toUpperCase().replace(/[\s-]/g, "");
  if (!/^[A-Z2-7]{24}$/.test(raw)) return null;
  return raw.match(/.{4}/g).join("-");
}

// ../../services/course/src/use-cases/access.ts
function isAdmin(viewer2) {
  return viewer2?.role === "admin" && viewer2.status === "active";
}
function isCourseOwner(viewer2, course) {
  return viewer2 !== null && viewer2.id === course.instructorId;
}
function canSeeCourse(viewer2, course) {
  return course.status === "approved" || isAdmin(viewer2) || isCourseOwner(viewer2, course);
}
function canManageCourse(viewer2, course) {
  if (!viewer2 || viewer2.status !== "active") return false;
  if (viewer2.role === "admin") return true;
  return viewer2.role === "educator" && viewer2.id === course.instructorId;
}
function learnerName(identity) {
  return [identity.firstName, identity.lastName].map((p) => p?.trim()).filter(Boolean).join(" ") || identity.username;
}

// ../../services/course/src/use-cases/catalog.ts
function listCategories(deps) {
  return deps.stores.categories.list();
}
function listCourses(deps, viewer2, query) {
  return deps.stores.courses.list({
    visibility: isAdmin(viewer2) ? { all: true } : { all: false, viewerId: viewer2?.id ?? null },
    search: query.search || void 0,
    level: query.level && query.level !== "all" ? query.level : void 0,
    categoryId: query.categoryId,
    status: query.status && query.status !== "all" ? query.status : void 0,
    // Administrators reviewing pending courses see the longest-waiting first; the catalogue keeps its order.
    order: "oldest"
  });
}
async function visibleCourse(stores, viewer2, courseId) {
  const course = await stores.courses.find(courseId);
  if (!course || !canSeeCourse(viewer2, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return course;
}
async function getCourseDetail(deps, viewer2, courseId, requestId2) {
  const summary = await deps.stores.courses.summary(courseId);
  if (!summary || !canSeeCourse(viewer2, summary)) throw new NotFoundError(courseMessages.courseNotFound);
  const [category, stats, name] = await Promise.all([
    summary.categoryId ? deps.stores.categories.find(summary.categoryId) : Promise.resolve(null),
    deps.stores.courses.instructorStats(summary.instructorId),
    deps.instructors.name(summary.instructorId, requestId2)
  ]);
  return {
    ...summary,
    category: category ? { id: category.id, name: category.name, icon: category.icon } : null,
    instructor: { id: summary.instructorId, name, ...stats }
  };
}
async function listCourseModules(deps, viewer2, courseId) {
  await visibleCourse(deps.stores, viewer2, courseId);
  return deps.stores.curriculum.listModules(courseId);
}
async function getModule(deps, viewer2, moduleId) {
  const found = await deps.stores.curriculum.findModule(moduleId);
  if (!found || !canSeeCourse(viewer2, found.course)) throw new NotFoundError(courseMessages.moduleNotFound);
  const { course } = found;
  return {
    ...found.module,
    course: { id: course.id, title: course.title, status: course.status, instructorId: course.instructorId }
  };
}
async function mayReadLessonBodies(stores, viewer2, course) {
  if (!viewer2) return false;
  if (isAdmin(viewer2) || isCourseOwner(viewer2, course)) return true;
  return await stores.enrollments.findFor(viewer2.id, course.id) !== null;
}
function withAccess(lesson, readable) {
  if (readable) return { ...lesson, locked: false };
  return {
    ...lesson,
    locked: true,
    content: null,
    videoUrl: null,
    documentUrl: null,
    practicalApplication: null,
    caseStudy: null,
    actionSteps: null,
    reflectionPrompts: null
  };
}
async function listModuleLessons(deps, viewer2, moduleId) {
  const found = await deps.stores.curriculum.findModule(moduleId);
  if (!found || !canSeeCourse(viewer2, found.course)) throw new NotFoundError(courseMessages.moduleNotFound);
  const [lessons2, readable] = await Promise.all([
    deps.stores.curriculum.listLessons(moduleId),
    mayReadLessonBodies(deps.stores, viewer2, found.course)
  ]);
  return lessons2.map((l) => withAccess(l, readable));
}
async function getLesson(deps, viewer2, lessonId) {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (!found || !canSeeCourse(viewer2, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const { lesson, module, course } = found;
  const [readable, order, enrollment] = await Promise.all([
    mayReadLessonBodies(deps.stores, viewer2, course),
    deps.stores.curriculum.lessonOrder([course.id]),
    viewer2 ? deps.stores.enrollments.findFor(viewer2.id, course.id) : Promise.resolve(null)
  ]);
  const sequence = order.get(course.id) ?? [];
  const at = sequence.findIndex((l) => l.id === lesson.id);
  let completed = false;
  if (enrollment && viewer2) {
    const done = await deps.stores.enrollments.completedLessonIds(viewer2.id, [course.id]);
    completed = done.get(course.id)?.has(lesson.id) ?? false;
  }
  return {
    ...withAccess(lesson, readable),
    module: { id: module.id, title: module.title, orderIndex: module.orderIndex },
    course: { id: course.id, title: course.title, instructorId: course.instructorId, status: course.status },
    previousLessonId: at > 0 ? sequence[at - 1].id : null,
    nextLessonId: at >= 0 && at < sequence.length - 1 ? sequence[at + 1].id : null,
    completed,
    enrolled: enrollment !== null
  };
}

// ../../services/course/src/use-cases/progress.ts
function computeProgress(order, completed) {
  const totalLessons = order.length;
  const completedLessons = order.filter((l) => completed.has(l.id)).length;
  let progress = totalLessons === 0 ? 0 : Math.round(completedLessons / totalLessons * 100);
  if (completedLessons < totalLessons) progress = Math.min(progress, 99);
  progress = Math.max(0, Math.min(100, progress));
  return {
    progress,
    completedLessons,
    totalLessons,
    nextLesson: order.find((l) => !completed.has(l.id)) ?? null
  };
}

// ../../services/course/src/use-cases/enrollment-view.ts
async function enrollmentViews(stores, userId, items) {
  if (items.length === 0) return [];
  const courseIds = [...new Set(items.map((i) => i.course.id))];
  const [order, done] = await Promise.all([
    stores.curriculum.lessonOrder(courseIds),
    stores.enrollments.completedLessonIds(userId, courseIds)
  ]);
  const views = [];
  for (const { enrollment, course } of items) {
    const facts = computeProgress(order.get(course.id) ?? [], done.get(course.id) ?? /* @__PURE__ */ new Set());
    if (facts.progress !== enrollment.progress) {
      await stores.enrollments.syncProgress(enrollment.id, enrollment.progress, facts.progress);
    }
    views.push({
      ...enrollment,
      progress: facts.progress,
      completedLessons: facts.completedLessons,
      totalLessons: facts.totalLessons,
      nextLessonId: facts.nextLesson?.id ?? null,
      course
    });
  }
  return views;
}
async function enrollmentView(stores, enrollment, course) {
  const [view] = await enrollmentViews(stores, enrollment.userId, [{ enrollment, course }]);
  return view;
}

// ../../services/course/src/use-cases/learning.ts
async function enrol(deps, actor, courseId) {
  const course = await visibleCourse(deps.stores, actor, courseId);
  if (course.status !== "approved") throw new ConflictError(courseMessages.courseNotOpen);
  const { enrollment, created } = await deps.stores.enrollments.enrol(actor.id, courseId);
  const current = created ? enrollment : await deps.stores.enrollments.update(enrollment.id, { lastActiveAt: /* @__PURE__ */ new Date() });
  if (created) deps.logger.info({ courseId, userId: actor.id }, "learner enrolled");
  return { enrollment: await enrollmentView(deps.stores, current, course), created };
}
async function listEnrollments(deps, actor) {
  const items = await deps.stores.enrollments.listForUser(actor.id);
  return enrollmentViews(deps.stores, actor.id, items);
}
async function findEnrollment(deps, actor, courseId, userId) {
  if (actor.id !== userId && !isAdmin(actor)) throw new ForbiddenError();
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  const enrollment = await deps.stores.enrollments.findFor(userId, courseId);
  return enrollment ? enrollmentView(deps.stores, enrollment, course) : null;
}
async function ownEnrollment(deps, actor, enrollmentId) {
  const enrollment = await deps.stores.enrollments.find(enrollmentId);
  if (!enrollment) throw new NotFoundError(courseMessages.enrollmentNotFound);
  if (enrollment.userId !== actor.id) throw new ForbiddenError(courseMessages.notEnrollmentOwner);
  return enrollment;
}
function excerpt(text3, max = 160) {
  const flat = text3.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
async function updateEnrollment(deps, actor, enrollmentId, input) {
  await ownEnrollment(deps, actor, enrollmentId);
  return deps.stores.transaction(async (tx) => {
    const before = await tx.enrollments.lock(enrollmentId);
    const changes = { lastActiveAt: /* @__PURE__ */ new Date() };
    if (input.competencyLevel !== void 0) changes.competencyLevel = input.competencyLevel;
    if (input.reflection !== void 0) changes.reflection = input.reflection?.trim() ? input.reflection : null;
    if (input.personalGoal !== void 0) changes.personalGoal = input.personalGoal?.trim() ? input.personalGoal : null;
    if (input.selfPaced !== void 0) changes.selfPaced = input.selfPaced;
    if (input.targetCompletionDate !== void 0) changes.targetCompletionDate = input.targetCompletionDate;
    if (input.weeklyHoursTarget !== void 0) changes.weeklyHoursTarget = input.weeklyHoursTarget;
    const after = await tx.enrollments.update(enrollmentId, changes);
    const base = { enrollmentId, userId: actor.id, courseId: before.courseId };
    if (competencyRank(after.competencyLevel) > competencyRank(before.competencyLevel)) {
      const info = competencyLevelInfo[after.competencyLevel];
      await tx.milestones.record({
        ...base,
        type: "competency_achievement",
        title: `Competency raised to ${info.label}`,
        description: info.description,
        metadata: { level: after.competencyLevel, previousLevel: before.competencyLevel }
      });
    }
    if (after.reflection && after.reflection !== before.reflection) {
      await tx.milestones.record({
        ...base,
        type: "reflection",
        title: "Reflection submitted",
        description: excerpt(after.reflection),
        metadata: { level: after.competencyLevel }
      });
    }
    const course = await tx.courses.find(after.courseId);
    return enrollmentView(tx, after, course);
  });
}
async function completeLesson(deps, actor, lessonId) {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (!found || !canSeeCourse(actor, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const { lesson, module, course } = found;
  const enrolled = await deps.stores.enrollments.findFor(actor.id, course.id);
  if (!enrolled) throw new ForbiddenError(courseMessages.notEnrolled);
  return deps.stores.transaction(async (tx) => {
    const before = await tx.enrollments.lock(enrolled.id);
    const { completion, created } = await tx.enrollments.complete(actor.id, lesson.id, course.id);
    const order = (await tx.curriculum.lessonOrder([course.id])).get(course.id) ?? [];
    const done = (await tx.enrollments.completedLessonIds(actor.id, [course.id])).get(course.id) ?? /* @__PURE__ */ new Set();
    const facts = computeProgress(order, done);
    const now = /* @__PURE__ */ new Date();
    const finishing = facts.progress === 100 && !before.completed;
    const after = await tx.enrollments.update(before.id, {
      progress: facts.progress,
      lastActiveAt: now,
      ...finishing ? { completed: true, completedAt: now } : {}
    });
    const milestones2 = [];
    let certificate = null;
    if (created) {
      const base = { enrollmentId: before.id, userId: actor.id, courseId: course.id };
      const record = async (m) => {
        const saved = await tx.milestones.record(m);
        if (saved) milestones2.push(saved);
      };
      await record({
        ...base,
        type: "lesson_completion",
        title: "First lesson completed",
        description: `You completed "${lesson.title}" and started ${course.title}.`,
        metadata: { lessonId: lesson.id, lessonTitle: lesson.title },
        onceKey: "first-lesson"
      });
      const moduleLessons = order.filter((l) => l.moduleId === module.id);
      if (moduleLessons.length > 0 && moduleLessons.every((l) => done.has(l.id))) {
        await record({
          ...base,
          type: "lesson_completion",
          title: `Module completed: ${module.title}`,
          description: `You completed all ${moduleLessons.length} lessons of "${module.title}".`,
          metadata: { moduleId: module.id, moduleTitle: module.title, lessonId: lesson.id, lessonTitle: lesson.title },
          onceKey: `module:${module.id}`
        });
      }
      if (finishing) {
        certificate = (await tx.certificates.issue({
          code: newCertificateCode(),
          userId: actor.id,
          courseId: course.id,
          enrollmentId: before.id,
          learnerName: learnerName(actor),
          courseTitle: course.title
        })).certificate;
        await record({
          ...base,
          type: "course_completion",
          title: `Course completed: ${course.title}`,
          description: "You completed every lesson of the course and earned your certificate.",
          metadata: { certificateCode: certificate.code },
          onceKey: "course"
        });
      }
    }
    const enrollment = await enrollmentView(tx, after, course);
    return { completion, enrollment, milestones: milestones2, certificate, created };
  });
}
function listCompletions(deps, actor, courseId) {
  return deps.stores.enrollments.listCompletions(actor.id, courseId);
}
async function courseProgress(deps, actor, courseId) {
  const course = await visibleCourse(deps.stores, actor, courseId);
  const [enrollment, modules2, order, done] = await Promise.all([
    deps.stores.enrollments.findFor(actor.id, courseId),
    deps.stores.curriculum.listModules(courseId),
    deps.stores.curriculum.lessonOrder([courseId]),
    deps.stores.enrollments.completedLessonIds(actor.id, [courseId])
  ]);
  const sequence = order.get(courseId) ?? [];
  const completed = enrollment ? done.get(courseId) ?? /* @__PURE__ */ new Set() : /* @__PURE__ */ new Set();
  const facts = computeProgress(sequence, completed);
  const certificate = enrollment ? await deps.stores.certificates.findForEnrollment(enrollment.id) : null;
  return {
    courseId: course.id,
    enrolled: enrollment !== null,
    enrollmentId: enrollment?.id ?? null,
    progress: facts.progress,
    completed: enrollment?.completed ?? false,
    completedLessons: facts.completedLessons,
    totalLessons: facts.totalLessons,
    completedLessonIds: sequence.filter((l) => completed.has(l.id)).map((l) => l.id),
    nextLesson: enrollment && facts.nextLesson ? { id: facts.nextLesson.id, title: facts.nextLesson.title, moduleId: facts.nextLesson.moduleId } : null,
    modules: modules2.map((m) => {
      const lessons2 = sequence.filter((l) => l.moduleId === m.id);
      const completedLessons = lessons2.filter((l) => completed.has(l.id)).length;
      return {
        moduleId: m.id,
        title: m.title,
        totalLessons: lessons2.length,
        completedLessons,
        completed: lessons2.length > 0 && completedLessons === lessons2.length
      };
    }),
    certificate
  };
}
async function enrollmentMilestones(deps, actor, enrollmentId) {
  const enrollment = await deps.stores.enrollments.find(enrollmentId);
  if (!enrollment) throw new NotFoundError(courseMessages.enrollmentNotFound);
  if (enrollment.userId !== actor.id && !isAdmin(actor)) throw new ForbiddenError();
  return deps.stores.milestones.listForEnrollment(enrollmentId);
}
async function courseMilestones(deps, actor, courseId) {
  await visibleCourse(deps.stores, actor, courseId);
  return deps.stores.milestones.listForUserCourse(actor.id, courseId);
}

// ../../services/course/src/demo/courses/circular-economy.ts
var circularEconomy = {
  title: "Circular Economy and Zero Waste",
  description: "Move from take-make-waste to an economy that keeps products and materials in use. Learn the principles of circular design, the truth about plastics and recycling, and practical zero-waste steps for households, workplaces and communities.",
  level: "intermediate",
  categories: ["Sustainability", "Cooking"],
  storyTemplate: "sustainability",
  practicalSkills: "Waste audits, the waste hierarchy, reading recycling labels, repair and reuse planning.",
  modules: [
    {
      title: "From Linear to Circular",
      description: "The principles of a circular economy and why recycling alone is not enough.",
      lessons: [
        {
          title: "Rethinking progress: the circular economy",
          duration: 12,
          videoUrl: "https://www.youtube.com/watch?v=zCRKvDyyHmI",
          content: `
## Take, make, waste

The linear economy extracts resources, turns them into products and throws them away. It depends on cheap materials and energy and treats waste as someone else's problem. Analyses such as the *Circularity Gap Report* estimate that only a small fraction \u2014 well under a tenth \u2014 of the materials entering the global economy are cycled back.

## Three principles

The Ellen MacArthur Foundation, whose short film accompanies this lesson, describes a circular economy built on three principles:

1. **Eliminate waste and pollution** \u2014 by design, not as an afterthought.
2. **Circulate products and materials at their highest value** \u2014 maintain, reuse, refurbish and remanufacture before recycling.
3. **Regenerate nature** \u2014 return biological nutrients safely to the soil and support ecosystems.

## Technical and biological cycles

Materials that can safely return to nature (food, wood, natural fibres) flow in a *biological cycle*: composted, digested, regrown. Metals, plastics and other synthetic materials belong in a *technical cycle*, where they are kept in use as products, components and finally as materials.

## Inner loops are worth most

The smaller the loop, the more value and energy is preserved. Repairing a laptop keeps far more value than shredding it to recover metals.
`
        },
        {
          title: "The waste hierarchy",
          duration: 9,
          content: `
## Order of preference

The waste hierarchy, written into European and many other countries' laws, ranks options from best to worst:

1. **Prevent** \u2014 do not create the waste (buy less, choose durable, avoid packaging).
2. **Prepare for reuse** \u2014 repair, refill, resell, donate.
3. **Recycle** \u2014 reprocess materials into new products.
4. **Recover** \u2014 for example, energy from waste.
5. **Dispose** \u2014 landfill, the last resort.

## Why prevention wins

Every product carries the energy, water and emissions of its manufacture. Recycling recovers some materials but loses much of this embodied impact. Preventing the product from being needed in the first place avoids all of it.

## Business models that help

- **Product as a service**: leasing lighting, tools or clothing so the maker benefits from durability.
- **Repair and refurbishment** services and guaranteed spare parts.
- **Sharing platforms**: libraries of things, tool libraries, car clubs.
- **Take-back schemes** that return products to the manufacturer.
`,
          reflectionPrompts: "Think of the last three things you threw away. Where could each have been stopped higher up the hierarchy?"
        }
      ]
    },
    {
      title: "Plastics and Recycling",
      description: "What really happens to plastic, and how to make recycling work better.",
      lessons: [
        {
          title: "What happens to the plastic you throw away",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=_6xlNyWPpB8",
          content: `
## A material built to last

Plastic is durable, light and cheap \u2014 the qualities that make it useful also make it persistent in the environment. The OECD estimated that in 2019 only about 9% of plastic waste worldwide was ultimately recycled; the rest was incinerated, landfilled or leaked into the environment.

## Three fates

As the TED-Ed video with this lesson explains, a discarded plastic item is landfilled, incinerated, recycled or escapes into the environment, where it can fragment into microplastics that now turn up from mountain tops to the deep sea.

## Why recycling rates are low

- Many products combine several plastic types or materials that are hard to separate.
- Food contamination lowers the value of collected plastic.
- Virgin plastic made from oil and gas is often cheaper than recycled.
- Most plastics degrade each time they are mechanically recycled, so they are often "downcycled" into lower-grade products.

## Beyond recycling

Policies such as bans on certain single-use items, deposit-return schemes for bottles and cans, and extended producer responsibility (making producers pay for the end of life of their packaging) tackle plastic higher up the waste hierarchy. Negotiations on a global plastics treaty began under the UN in 2022.
`
        },
        {
          title: "Recycling right",
          duration: 8,
          content: `
## Local rules rule

What can be recycled depends on your local collection and sorting facilities. Check your council's or hauler's guidance rather than relying on symbols alone: the numbered triangle on plastics identifies the resin type, not whether it is recyclable where you live.

## Common mistakes ("wish-cycling")

- Putting in items you hope are recyclable \u2014 they can contaminate whole loads.
- Leaving food residue: give containers a quick rinse.
- Bagging recyclables in plastic bags, which jam sorting machines (unless your scheme asks for it).
- Including small items like bottle caps or shredded paper where they are not accepted.

## Worth the effort

Metals, glass, paper and card and common plastic bottles (PET and HDPE) are widely recycled with real environmental benefits: recycled aluminium, for example, needs a small fraction of the energy required to make it from ore.
`,
          practicalApplication: "Find your local recycling guidance and compare it with what is in your bin today. Fix one habit that causes contamination."
        }
      ]
    },
    {
      title: "Zero Waste in Practice",
      description: "Waste audits, food waste, and zero-waste habits that last.",
      lessons: [
        {
          title: "Doing a waste audit",
          duration: 12,
          content: `
## Know what you throw

A waste audit shows what actually leaves your home or workplace. For one week, keep everything you would normally throw away or recycle, sorted into a few categories: food, packaging (by material), paper, textiles, other.

## Measure and rank

At the end of the week, weigh or estimate the volume of each category. Most households find that **food waste** and **packaging** dominate. Rank the categories and choose the largest to work on first.

## Ask why

For each big category ask: why was it bought, and why was it wasted? Common answers \u2014 "we bought too much", "it went off before we used it", "it only came in plastic" \u2014 point to concrete fixes.

## Repeat

Audit again after a month. Seeing a measurable drop is one of the best motivators for keeping new habits.
`,
          practicalApplication: "Run a one-week waste audit at home or at work and record the top three categories."
        },
        {
          title: "Zero-waste kitchen and beyond",
          duration: 11,
          content: `
## The zero-waste kitchen

- **Plan meals** and shop with a list; buy loose produce in the amounts you need.
- **Store food well**: learn which fruits and vegetables keep best in the fridge and which on the counter.
- **Understand date labels**: "use by" is about safety; "best before" is about quality \u2014 many foods are fine after it.
- **Cook with leftovers**: soups, stir-fries, frittatas and stocks turn odds and ends into meals.
- **Compost what remains**, or use a food waste collection.

## Refill and reuse

Reusable bottles, cups, containers and bags pay off only when used many times \u2014 keep them, use them, and avoid collecting more than you need. Refill shops and deposit schemes make reuse easier.

## Clothing and electronics

Buy fewer, better-made items; repair, swap and buy second-hand. Repair caf\xE9s, where volunteers help fix items for free, now operate in thousands of communities around the world.

## Progress over perfection

"Zero waste" is a direction, not a test. A household that halves its waste and talks about it with friends does more good than one that aims for a single jar and gives up.
`,
          reflectionPrompts: "Which zero-waste habit would be easiest for you to start this week, and which would make the biggest difference?"
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/courses/climate-literacy.ts
var climateLiteracy = {
  title: "Climate Literacy: Science, Impacts and Solutions",
  description: "Understand how we know the climate is changing, what it means for people and ecosystems, and which solutions matter most. Built on the assessments of the Intergovernmental Panel on Climate Change, with guidance on reading climate news and talking about climate with the people around you.",
  level: "all-levels",
  categories: ["Sustainability", "Personal Growth"],
  storyTemplate: "traditional",
  practicalSkills: "Reading climate graphs, judging sources, explaining the greenhouse effect, climate conversations.",
  modules: [
    {
      title: "The Science of a Changing Climate",
      description: "Weather versus climate, the evidence for warming and how scientists attribute it.",
      lessons: [
        {
          title: "Climate change 101",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=EtW2rrLHs08",
          content: `
## Weather and climate

**Weather** is what happens over hours and days; **climate** is the long-term pattern of weather, usually averaged over 30 years. A cold week does not disprove warming any more than one good day makes a summer.

## Lines of evidence

Scientists see warming in many independent records:

- Thermometer records over land and sea since the mid-1800s.
- Rising ocean heat content \u2014 the oceans have absorbed around 90% of the extra heat.
- Shrinking glaciers and Arctic sea ice, and ice sheets losing mass in Greenland and Antarctica.
- Sea level rise, from melting ice and the expansion of warming water.
- Earlier springs, and plant and animal ranges shifting towards the poles and uphill.

## How we know it is us

The extra CO\u2082 in the atmosphere carries the chemical fingerprint of fossil carbon. Satellites show less heat escaping at exactly the wavelengths CO\u2082 absorbs. And the pattern of warming \u2014 a warming lower atmosphere with a cooling stratosphere \u2014 matches greenhouse gases, not a brighter sun. The IPCC's Sixth Assessment Report (2021) concluded that it is **unequivocal** that human influence has warmed the atmosphere, ocean and land.
`
        },
        {
          title: "Reading climate data",
          duration: 11,
          content: `
## Anomalies and baselines

Climate graphs usually show **anomalies**: the difference from an average over a baseline period, such as 1850\u20131900 or 1951\u20131980. Always check the baseline before comparing numbers from different sources \u2014 a "1.2 \xB0C" and a "0.9 \xB0C" may describe the same year against different baselines.

## Trends and variability

Natural variability \u2014 El Ni\xF1o and La Ni\xF1a, volcanic eruptions, the solar cycle \u2014 makes individual years bounce around a rising trend. Look at decades, not single years. Cherry-picking an unusually warm starting year is a classic way to create a misleading "pause".

## Scenarios and projections

Future projections depend on emissions. The IPCC uses scenarios from very low to very high emissions. Projections are not predictions of one certain future but a map of consequences for the choices we make.

## Judging sources

Prefer primary sources (national meteorological agencies, NASA, NOAA, the Copernicus Climate Change Service, the IPCC) and reputable science journalism. Be cautious with claims that rely on a single study, a single year or a source with a clear financial stake.
`,
          practicalApplication: "Find a global temperature anomaly graph from a national agency. Identify its baseline and describe the trend since 1980 in one sentence."
        }
      ]
    },
    {
      title: "Impacts and Adaptation",
      description: "What warming means for people, ecosystems and places, and how communities adapt.",
      lessons: [
        {
          title: "Impacts on people and ecosystems",
          duration: 12,
          content: `
## Every increment matters

The IPCC finds that risks rise with every increment of warming. Compared with 1.5 \xB0C, a world at 2 \xB0C would see more extreme heat, heavier rainfall in many regions, more severe droughts in others, greater sea level rise and the loss of virtually all warm-water coral reefs.

## Extremes

Heatwaves have become more frequent and intense across most land regions. Attribution science can now estimate how much climate change made a specific event more likely or more intense \u2014 for several recent heatwaves, scientists found they would have been virtually impossible without human-caused warming.

## Uneven burdens

The people who contributed least to emissions are often the most exposed: low-income countries, small island states, outdoor workers, older people and those without cooling or secure housing. Climate justice asks how the costs of impacts and of the transition are shared.

## Ecosystems

Species are shifting their ranges, breeding and flowering times. Where they cannot move or adapt fast enough \u2014 on mountain tops, in isolated habitats, in coral reefs \u2014 local extinctions follow. Healthy, connected ecosystems are more resilient.
`,
          reflectionPrompts: "Which climate impact is most relevant where you live? Who in your community is most exposed to it?"
        },
        {
          title: "Adapting to a changing climate",
          duration: 10,
          content: `
## Adaptation and mitigation

**Mitigation** reduces emissions to limit warming. **Adaptation** prepares for the changes already under way. Both are necessary; neither replaces the other.

## Examples of adaptation

- Early-warning systems for heatwaves, floods and storms \u2014 which have greatly reduced deaths from cyclones in countries such as Bangladesh.
- Urban trees, green roofs and cool surfaces to lower city temperatures.
- Restoring wetlands, mangroves and floodplains that absorb storm surges and floodwater.
- Drought-tolerant crops, better water storage and more efficient irrigation.
- Updated building codes and planning that keep new homes out of the highest-risk areas.

## Avoiding maladaptation

Some responses shift risk elsewhere or lock in emissions \u2014 for example, sea walls that worsen erosion down the coast, or air conditioning powered by fossil fuels without efficiency measures. Good adaptation is planned with the people affected and checked against its side effects.
`
        }
      ]
    },
    {
      title: "Solutions and Conversations",
      description: "The most important climate solutions and how to talk about climate constructively.",
      lessons: [
        {
          title: "The solutions that matter most",
          duration: 13,
          content: `
## Reaching net zero

To stop warming, global CO\u2082 emissions must fall to net zero, with deep cuts in other greenhouse gases. Pathways assessed by the IPCC that limit warming to 1.5 \xB0C with no or limited overshoot involve roughly halving global CO\u2082 emissions by around 2030 compared with 2019 levels.

## The big levers

- **Clean electricity**: wind, solar, hydro, nuclear and storage replacing coal and gas.
- **Electrify everything**: heat pumps, electric vehicles and electrified industry.
- **Efficiency**: buildings, appliances and industrial processes that need less energy.
- **Food and land**: halting deforestation, restoring ecosystems, reducing food waste and shifting diets.
- **Methane**: fixing leaks in oil and gas systems, capturing landfill gas, improving livestock and rice farming.
- **Industry**: new processes for steel, cement and chemicals.
- **Carbon removal**: forests and soils, and engineered removals for the hardest residual emissions.

## Many solutions are ready

According to the IPCC, options costing less than USD 100 per tonne of CO\u2082-equivalent could reduce global emissions by at least half by 2030 \u2014 and many of them save money. The main barriers are policy, finance and the pace of deployment, not a lack of technology.
`
        },
        {
          title: "Talking about climate",
          duration: 10,
          content: `
## Why conversation matters

Surveys in many countries find that most people are concerned about climate change but rarely talk about it, and underestimate how many others share their concern. Conversation spreads norms, builds support for action and helps people move from worry to agency.

## Principles for good conversations

- **Start from shared values**: health, family, faith, local landscapes, fairness, security.
- **Listen first**: ask what the other person cares about and what they have noticed.
- **Tell your own story**: why it matters to you is more persuasive than a list of statistics.
- **Be accurate and hopeful**: acknowledge the seriousness, then point to solutions and what people are already doing.
- **Invite, do not lecture**: suggest one concrete step you could take together.

## Handling misinformation

Correct myths by leading with the fact, briefly naming the myth, explaining why it is wrong and repeating the fact. Avoid repeating the myth more than the truth.

## Keep going

Climate action is a long project. Look after yourself and others; find a community \u2014 perhaps in the Canopy forum \u2014 to share progress and setbacks.
`,
          practicalApplication: "Have one conversation about climate this week with someone you have not discussed it with before. Note what you learned about their view.",
          reflectionPrompts: "What value or experience connects you most strongly to climate action?"
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/courses/foundations-of-sustainability.ts
var foundationsOfSustainability = {
  title: "Foundations of Sustainability",
  description: "A clear, practical introduction to sustainability: what it means, how natural and human systems interact, the limits of our one planet, and how energy, materials, food and water connect to everyday choices. You finish with a personal action plan grounded in evidence rather than guilt.",
  level: "beginner",
  categories: ["Sustainability", "Personal Growth"],
  storyTemplate: "sustainability",
  practicalSkills: "Systems thinking, reading environmental data, estimating a personal footprint, planning realistic change.",
  modules: [
    {
      title: "What Sustainability Really Means",
      description: "Where the idea comes from, the three dimensions, and thinking in systems rather than parts.",
      lessons: [
        {
          title: "Defining sustainability",
          duration: 12,
          content: `
## Meeting needs, now and later

The most quoted definition comes from the 1987 report *Our Common Future* by the World Commission on Environment and Development (the Brundtland Commission): sustainable development is development that **"meets the needs of the present without compromising the ability of future generations to meet their own needs."**

Two ideas sit inside that sentence. The first is *needs* \u2014 in particular the essential needs of the world's poor, to which the report gave overriding priority. The second is *limits* \u2014 the capacity of the environment to meet present and future needs is constrained by the state of technology and social organisation.

## Three dimensions, one system

Sustainability is often drawn as three overlapping circles: **environmental**, **social** and **economic**. A more accurate picture nests them. The economy exists inside society, and society exists inside the biosphere. An economy cannot be healthy for long on a degraded planet, and a society with deep injustice struggles to make the long-term choices sustainability requires.

## Weak and strong sustainability

Economists distinguish *weak* sustainability, where natural capital (forests, fish stocks, a stable climate) may be replaced by human-made capital as long as total wealth grows, from *strong* sustainability, which holds that some natural capital is critical and cannot be substituted. You cannot manufacture a replacement for a stable climate or pollinating insects at any price we could pay.

Throughout this course we lean towards the strong view: protect the critical foundations first, then optimise everything else.
`,
          reflectionPrompts: "Which of your daily needs depend most directly on healthy ecosystems? Which would be hardest to replace?"
        },
        {
          title: "Thinking in systems",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=ysa5OBhXz-Q",
          content: `
## Parts, connections and purpose

A system is a set of parts connected so that together they do something none of them does alone. A forest, a city and a household budget are all systems. Systems thinking means paying attention to the **connections** and **feedback loops**, not only to the parts.

## Feedback loops

- A **reinforcing loop** amplifies change: warming melts reflective sea ice, darker ocean absorbs more heat, which melts more ice.
- A **balancing loop** pushes back towards a goal: a thermostat, or predators keeping prey numbers in check.

The video in this lesson tells the story of wolves returning to Yellowstone National Park in 1995. Fewer, more watchful elk changed how valleys were grazed; vegetation recovered in places; and the wider ecosystem responded. Ecologists still debate how large and widespread these effects were, which is itself a lesson: real systems are complex, and confident single-cause stories deserve scrutiny.

## Leverage points

Donella Meadows, a pioneer of systems thinking, described *leverage points* \u2014 places where a small shift produces a big change. Changing a number (a tax rate) is usually weak leverage; changing the rules, the information flows or the goals of a system is much stronger. When you look at any sustainability problem in this course, ask: *what is the goal of this system, and who sets the rules?*
`,
          practicalApplication: "Draw a simple loop diagram of one habit, for example commuting: time, cost, comfort, emissions. Mark which links reinforce and which balance."
        }
      ]
    },
    {
      title: "Living Within Planetary Boundaries",
      description: "The science of Earth-system limits and why carbon is one boundary among nine.",
      lessons: [
        {
          title: "The nine planetary boundaries",
          duration: 14,
          content: `
## A safe operating space

In 2009 a group of Earth-system scientists led by Johan Rockstr\xF6m proposed **nine planetary boundaries**: processes that regulate the stability of the planet. Staying within them keeps us in conditions similar to the Holocene \u2014 the unusually stable climate of the last ~10,000 years in which agriculture and civilisation developed.

The nine are:

1. Climate change
2. Change in biosphere integrity (biodiversity loss)
3. Land-system change
4. Freshwater change
5. Biogeochemical flows (nitrogen and phosphorus)
6. Ocean acidification
7. Atmospheric aerosol loading
8. Stratospheric ozone depletion
9. Novel entities (synthetic chemicals, plastics and other new substances)

## Where we stand

The 2023 update of the framework concluded that **six of the nine boundaries have been transgressed**. The ozone layer is the encouraging exception: after the 1987 Montreal Protocol phased out ozone-depleting substances, the ozone layer is on a path to recovery. International cooperation on an environmental limit has worked before.

## Why this matters for you

The framework reminds us that sustainability is not only about carbon. A "low-carbon" product that drives deforestation or pollutes rivers with fertiliser can still push us over other limits. Good decisions look across several boundaries at once.
`,
          reflectionPrompts: "Which boundary had you heard least about before this lesson? Why do you think that is?"
        },
        {
          title: "Carbon, climate and the carbon budget",
          duration: 12,
          content: `
## The greenhouse effect in one paragraph

Sunlight warms the Earth's surface, which radiates heat back as infrared. Greenhouse gases \u2014 mainly carbon dioxide, methane, nitrous oxide and water vapour \u2014 absorb some of that infrared and re-emit it, keeping the planet far warmer than it would otherwise be. Adding more of these gases thickens that blanket.

## What has changed

Atmospheric CO\u2082 was about 280 parts per million before industrialisation and passed 420 ppm in the 2020s \u2014 higher than at any time in at least hundreds of thousands of years. The IPCC's Sixth Assessment Report found global surface temperature in 2011\u20132020 was about **1.1 \xB0C above 1850\u20131900**, and that it is *unequivocal* that human influence has warmed the climate.

## The budget idea

Because CO\u2082 accumulates, warming tracks **cumulative** emissions. That gives us a *carbon budget*: the total amount we can still emit for a given chance of staying below a temperature limit. Every year of high emissions spends the budget faster, which is why the pace of cuts this decade matters so much.

## Beyond CO\u2082

Methane is far more potent per tonne than CO\u2082 over 20 years but stays in the atmosphere for only about a decade. Cutting methane \u2014 from leaking gas infrastructure, landfills and livestock \u2014 is one of the fastest ways to slow near-term warming.
`
        }
      ]
    },
    {
      title: "Resources, Consumption and Waste",
      description: "Following the life of the things we buy, and measuring our demand on nature.",
      lessons: [
        {
          title: "The life of stuff",
          duration: 15,
          videoUrl: "https://www.youtube.com/watch?v=9GorqroigqM",
          content: `
## Extraction to disposal

Most products follow a **linear** path: extract raw materials, make, distribute, consume, dispose. Annie Leonard's short film *The Story of Stuff* (2007) walks through this chain and asks who pays the costs that never appear on the price tag \u2014 from mining communities to the air around incinerators.

## Hidden flows

Much of a product's footprint happens before you ever see it. A smartphone weighing under 200 grams relies on dozens of elements, many mined far away, and on energy-intensive chip fabrication. For many electronics, most lifetime emissions come from **manufacturing**, not use. That makes *keeping things longer* one of the most effective choices a consumer has.

## Watch with a critical eye

The film is deliberately simple and persuasive. As you watch, note which claims are explained with evidence and which are framed as opinion. A sustainability practitioner needs both passion and precision.
`,
          practicalApplication: "Pick one object you use daily. List where its main materials probably came from, how it was shipped, and what will happen to it when it breaks.",
          reflectionPrompts: "Which hidden cost in the film surprised you most, and who bears it?"
        },
        {
          title: "Footprints and overshoot",
          duration: 10,
          content: `
## Ecological footprint

The **ecological footprint**, developed by Mathis Wackernagel and William Rees in the 1990s, estimates how much biologically productive land and sea area is needed to provide what a population consumes and to absorb its carbon emissions. It is compared with **biocapacity** \u2014 what ecosystems can actually regenerate.

## Overshoot

By the Global Footprint Network's accounts, humanity has been using more than the planet regenerates each year since the early 1970s. *Earth Overshoot Day* marks the date each year when our demand exceeds what Earth can renew in that year; in recent years it has fallen in late July or early August.

## Using footprints well

Footprint numbers rest on many assumptions and should be read as indicators, not precise measurements. Their value is in **comparison**: between countries, between lifestyles, and between the choices available to you. Averages also hide inequality \u2014 the wealthiest tenth of the world's people account for a large share of consumption emissions, so responsibility and opportunity for change are not evenly spread.

Online footprint calculators are a good way to see which parts of your life carry the most weight. For many people in high-income countries, the big four are **home energy, transport (especially flying), diet and purchases**.
`,
          practicalApplication: "Use any reputable footprint calculator and note your top two categories. Keep the result; you will use it in the final module."
        }
      ]
    },
    {
      title: "Energy: The Engine of Everything",
      description: "Where our energy comes from, why efficiency comes first, and how the energy transition works.",
      lessons: [
        {
          title: "Where our energy comes from",
          duration: 12,
          content: `
## The global mix

Fossil fuels \u2014 oil, coal and natural gas \u2014 still supply roughly four fifths of the world's primary energy. Their combustion is the largest source of greenhouse gas emissions. Low-carbon sources (hydropower, nuclear, wind, solar and others) make up the rest, and wind and solar are the fastest-growing electricity sources in the world.

## Electricity is only part of the story

Electricity is about a fifth of final energy use. The rest is heat for buildings and industry and fuel for transport. That is why **electrification** \u2014 heat pumps instead of gas boilers, electric vehicles instead of petrol cars, electric furnaces in industry \u2014 is central to decarbonisation: it lets clean power reach the parts of the economy that fuels serve today.

## Primary energy and losses

Burning fuel to make electricity wastes a large share of the energy as heat. A petrol car turns only a minority of its fuel energy into motion. When clean electricity replaces these processes, total energy needs fall, because less is lost along the way. Comparing energy systems by *useful* energy delivered, not by fuel burned, avoids a common misunderstanding.
`
        },
        {
          title: "Efficiency first",
          duration: 10,
          content: `
## The cheapest energy is the energy you do not need

The International Energy Agency has called efficiency the "first fuel". Insulation, efficient appliances, LED lighting and smarter controls deliver the same comfort and service with less energy, usually at a lower lifetime cost.

## Everyday examples

- **LED bulbs** use a fraction of the electricity of incandescent bulbs for the same light and last many times longer.
- **Draught-proofing and insulation** keep heat where you want it; in many homes, heating is the largest energy use.
- **Heat pumps** move heat rather than creating it and typically deliver three or more units of heat for each unit of electricity.
- **Washing at lower temperatures** and air-drying clothes save a surprising amount over a year.

## The rebound effect

When something becomes more efficient it gets cheaper to use, and sometimes we use more of it: a more efficient car driven further. This *rebound effect* rarely cancels all the savings, but it is a reminder that efficiency works best alongside **sufficiency** \u2014 asking how much we really need.
`,
          practicalApplication: "Read your energy meter or bill for one week. Identify the single biggest use and one change you could make to it."
        }
      ]
    },
    {
      title: "Food, Water and Land",
      description: "How what we eat shapes land, water and climate, and where the biggest gains are.",
      lessons: [
        {
          title: "Food systems and the plate",
          duration: 12,
          content: `
## Food is a climate issue

Food systems \u2014 farming, land-use change, processing, transport, retail and waste \u2014 account for roughly a quarter to a third of global greenhouse gas emissions. Agriculture is also the leading driver of habitat loss and uses most of the world's withdrawn freshwater.

## What matters most

Large studies of farm-level data (for example Poore and Nemecek, *Science*, 2018) found that **what** we eat matters far more for emissions than **how far** it travelled. Transport is usually a small share of a food's footprint. Beef and lamb have by far the highest emissions and land use per gram of protein; legumes, grains and most plant foods have the lowest.

## Waste

Roughly a third of the food produced is lost or wasted along the chain. In high-income countries much of the waste happens in households: buying too much, poor storage, confusion over date labels. Reducing waste saves money and every resource that went into growing the food.

## A balanced approach

You do not have to become fully vegetarian to make a big difference. Eating less red meat, more legumes and seasonal produce, and wasting less food together form one of the most powerful personal climate actions available.
`,
          reflectionPrompts: "What is one meal you eat often that could be adapted to be lower impact without losing what you love about it?"
        },
        {
          title: "Water and land: limits we can see",
          duration: 10,
          content: `
## Freshwater is scarce and unevenly spread

Only about 2.5% of the planet's water is fresh, and most of that is locked in ice and deep groundwater. Agriculture accounts for around 70% of global freshwater withdrawals. Many aquifers that feed major farming regions are being pumped faster than they refill.

## Virtual water

Products carry the water used to make them \u2014 their *virtual water*. A cotton T-shirt or a kilogram of beef embodies thousands of litres, usually in the region where it was produced. Trade moves this hidden water around the world, sometimes out of water-stressed places.

## Land use

Half of the world's habitable land is used for agriculture, and most of that for grazing livestock and growing their feed. Converting forests and grasslands to farmland is the largest driver of biodiversity loss. Producing more food on less land \u2014 and shifting diets \u2014 frees space for nature to recover.

## Connecting the dots

Water, land, food, climate and biodiversity are one system. Restoring wetlands stores carbon, filters water and shelters wildlife at the same time. Look for such *co-benefits*: they are where sustainability work is most rewarding.
`
        }
      ]
    },
    {
      title: "From Knowledge to Action",
      description: "Individual and collective change, and a realistic personal sustainability plan.",
      lessons: [
        {
          title: "Personal and collective action",
          duration: 11,
          videoUrl: "https://www.youtube.com/watch?v=jbkSRLYSojo",
          content: `
## Both, not either

Debates often set individual action against systemic change. In practice they feed each other. Individual choices shift markets and social norms; people who change their own behaviour are more likely to speak up, vote and organise for wider change; and policies make sustainable choices easier for everyone.

## Progress is possible

Hans Rosling's four-minute tour of 200 years of health and wealth (the video in this lesson) shows how dramatically human lives have improved. It is a useful antidote to despair: large, measurable change has happened before. The sustainability challenge is to continue improving lives while bringing our demand on the planet back within its limits.

## Where your influence is largest

Think in circles of influence:

- **Home**: energy, food, purchases, travel.
- **Work or study**: procurement, commuting policies, what your organisation makes or teaches.
- **Community**: local groups, schools, councils, faith and cultural organisations.
- **Citizenship**: voting, consultations, contacting representatives.

Many people find their largest impact is not in their own footprint but in the decisions they influence at work and in their community.
`
        },
        {
          title: "Your sustainability action plan",
          duration: 15,
          content: `
## From intention to habit

Good intentions fade; plans with specifics stick. Use the footprint results from Module 3 and what you noticed in the energy and food modules to build a short plan.

## A simple structure

1. **Pick two or three actions** with real impact \u2014 for most people, something in home energy, travel and diet.
2. **Make each one specific**: not "eat less meat" but "vegetarian dinners on weekdays".
3. **Set a time frame** and a check-in date.
4. **Plan for obstacles**: what will you do when you are tired, busy or eating out?
5. **Add one action beyond yourself**: a conversation at work, a community project, a letter to a decision-maker.

## Track and reflect

Use your learning goals and reflection on this course's dashboard to record what you commit to and how it goes. Progress is rarely a straight line; noticing what got in the way is as valuable as ticking something off.

## Keep learning

This course is a foundation. The other courses on Canopy go deeper into renewable energy, water stewardship, regenerative gardening, the circular economy and climate literacy. Choose the one closest to the actions in your plan.
`,
          practicalApplication: "Write your plan in your learning goals: two personal actions, one collective action, and a date to review them.",
          reflectionPrompts: "What support would make your plan easier to keep \u2014 from people, tools or your surroundings?"
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/courses/regenerative-gardening.ts
var regenerativeGardening = {
  title: "Regenerative Gardening: Soil, Compost and Biodiversity",
  description: "Grow food and flowers in a way that builds living soil, stores carbon, saves water and invites wildlife back. From understanding soil life to making compost, planting for pollinators and designing with permaculture principles \u2014 for balconies, back gardens and community plots alike.",
  level: "beginner",
  categories: ["Gardening", "Growing", "Sustainability"],
  storyTemplate: "gardening",
  practicalSkills: "Soil assessment, hot and cold composting, mulching, companion planting, water-wise garden design.",
  modules: [
    {
      title: "Living Soil",
      description: "What soil is, the life within it, and how to tell whether yours is healthy.",
      lessons: [
        {
          title: "Soil is alive",
          duration: 11,
          content: `
## More than dirt

Healthy soil is a mix of minerals (sand, silt and clay), organic matter, water, air \u2014 and an astonishing amount of life. A single teaspoon of healthy soil can hold more microorganisms than there are people on Earth: bacteria, fungi, protozoa and nematodes, plus earthworms, mites and springtails you can see.

## The soil food web

Plants release sugars through their roots to feed microbes; in return, microbes make nutrients available and build soil structure. **Mycorrhizal fungi** extend the reach of roots with fine threads, trading water and phosphorus for carbon. Earthworms mix organic matter into the soil and leave channels for air and water.

## Soil and carbon

Soils hold more carbon than the atmosphere and all plant life combined. Practices that keep the ground covered and roots growing \u2014 mulching, compost, cover crops, less digging \u2014 can increase soil organic matter over time, improving fertility and water-holding capacity. How much extra carbon soils can store, and for how long, is an active research question, but the benefits for soil health are well established.

## The regenerative principles

1. Disturb the soil as little as possible.
2. Keep the soil covered.
3. Keep living roots in the ground as much of the year as possible.
4. Grow diversity.
5. Integrate animals where it makes sense \u2014 even if only worms and insects.
`
        },
        {
          title: "Reading your soil",
          duration: 12,
          content: `
## The squeeze test

Take a handful of moist soil and squeeze. **Sandy** soil feels gritty and falls apart; it drains fast and holds few nutrients. **Clay** soil feels sticky, holds its shape and can be rolled into a ribbon; it holds nutrients but drains slowly and compacts easily. **Loam**, a balanced mix, feels crumbly and is the gardener's ideal. Organic matter improves every type.

## The jar test

Fill a jar one third with soil, top up with water and a pinch of salt or dish soap, shake well and leave it for a day. Sand settles first, then silt, then clay. The layers show your soil's texture.

## Signs of health

- Dark, crumbly structure that smells earthy.
- Earthworms: dig a spade-sized hole; several worms is a good sign.
- Water soaks in rather than pooling or running off.
- Roots grow deep without hitting a hard pan.

## pH

Most vegetables prefer slightly acidic to neutral soil (pH around 6\u20137). Inexpensive test kits give a useful reading. Adding compost tends to buffer extremes; change pH gradually and only if tests show a real problem.
`,
          practicalApplication: "Do the squeeze test, the jar test and a worm count in two spots of your garden or a local green space. Record what you find."
        }
      ]
    },
    {
      title: "Composting",
      description: "Turning kitchen and garden waste into the best soil food there is.",
      lessons: [
        {
          title: "Compost basics: greens, browns, air and water",
          duration: 12,
          content: `
## Why compost

Food and garden waste sent to landfill breaks down without oxygen and releases methane, a potent greenhouse gas. Composting the same material with air produces a rich soil amendment instead and closes the nutrient loop in your own garden.

## The recipe

- **Greens** (nitrogen-rich): vegetable scraps, fruit peels, coffee grounds, fresh grass clippings, plant trimmings.
- **Browns** (carbon-rich): dry leaves, straw, shredded cardboard and paper, woody prunings.

A rough guide is two to three parts browns to one part greens by volume. Too many greens and the heap turns slimy and smelly; too many browns and it barely breaks down.

## Air and water

Compost microbes need oxygen and moisture. The heap should feel like a wrung-out sponge. Turning it every week or two adds air and speeds decomposition.

## What to leave out

Meat, fish, dairy and cooked foods can attract pests in an open heap (a sealed system such as bokashi can handle them). Avoid diseased plants, perennial weed roots and seeds, and pet waste from carnivores.
`
        },
        {
          title: "Hot, cold and worm composting",
          duration: 10,
          content: `
## Cold composting

Add material as it comes and let time do the work. It is simple and needs little effort but can take a year or more, and weed seeds may survive.

## Hot composting

Build a heap of at least one cubic metre at once with a good balance of greens and browns. Microbial activity can heat the centre to 55\u201365 \xB0C within days, killing many weed seeds and pathogens. Turn it when the temperature drops; finished compost can be ready in two to three months.

## Worm composting (vermicomposting)

Composting worms (such as *Eisenia fetida*, the red wiggler) live in a bin of moist bedding and eat kitchen scraps. They are perfect for flats and small spaces and produce worm castings \u2014 an excellent, gentle fertiliser.

## Using compost

Spread finished compost a few centimetres thick on beds as a top dressing; worms and soil life will draw it down. There is no need to dig it in. Compost also makes a good part of potting mixes when blended with other materials.
`,
          practicalApplication: "Start a compost system that fits your space: a heap, a bin, a worm farm or a community scheme. Keep a log of what you add for two weeks."
        }
      ]
    },
    {
      title: "Planting for Biodiversity",
      description: "Pollinators, companion planting and gardens that support wildlife.",
      lessons: [
        {
          title: "Gardens for pollinators and wildlife",
          duration: 11,
          content: `
## Why it matters

Pollinating insects are in decline in many parts of the world because of habitat loss, pesticides, disease and climate change. Gardens, balconies and verges together cover a large area and can form valuable stepping stones for wildlife.

## Plant for a long season

Choose a variety of flowers so that something is in bloom from early spring to late autumn. Single, open flowers are easier for bees to feed from than heavily doubled varieties. Native plants support the most insects, but many non-native garden plants are also valuable nectar sources.

## Food, water and shelter

- **Food**: flowers for nectar and pollen, and plants that caterpillars eat.
- **Water**: a shallow dish with stones for insects to land on, or a small pond.
- **Shelter**: leave some stems standing over winter, a log pile, a patch of long grass, bare ground for mining bees.

## Go easy on chemicals

Insecticides do not distinguish pests from pollinators and predators. Encouraging natural predators \u2014 ladybirds, lacewings, hoverflies, birds \u2014 gives longer-lasting control.
`,
          reflectionPrompts: "What do you already see visiting your garden or local park? What might be missing?"
        },
        {
          title: "Companion planting and polycultures",
          duration: 10,
          content: `
## Diversity as design

Monocultures \u2014 one crop in rows \u2014 invite pests that specialise in that crop. **Polycultures** mix plants so that they support each other and confuse pests.

## Classic partnerships

- **The Three Sisters**: maize, beans and squash, grown together by many Indigenous peoples of the Americas. The maize gives the beans a pole to climb, the beans host nitrogen-fixing bacteria in root nodules, and the squash's broad leaves shade the soil.
- **Carrots and onions** or leeks: their strong scents may help mask each other from carrot fly and onion fly.
- **Marigolds and nasturtiums** near vegetables can attract beneficial insects or lure pests such as aphids away.

Evidence for some companion pairings is stronger than for others; treat them as experiments and observe what happens in your garden.

## Cover crops and green manures

Sowing clover, phacelia, field beans or winter rye on empty beds keeps soil covered and alive over winter, adds organic matter, and in the case of legumes, fixes nitrogen. Cut them before they set seed and leave them on the surface as mulch.
`
        }
      ]
    },
    {
      title: "Water-Wise Design and Permaculture",
      description: "Designing gardens that work with water, sun and slope \u2014 and with people.",
      lessons: [
        {
          title: "Mulch, shade and water-wise planting",
          duration: 9,
          content: `
## Mulch is the gardener's best friend

A layer of organic mulch \u2014 wood chips, straw, leaf mould or compost \u2014 reduces evaporation, suppresses weeds, moderates soil temperature and feeds soil life as it breaks down. Keep mulch a few centimetres away from stems and trunks to prevent rot.

## Water deeply, less often

Frequent shallow watering encourages shallow roots. Deep, infrequent watering at the base of plants encourages roots to grow down where moisture lasts longer. Drip irrigation and soaker hoses put water exactly where it is needed.

## Right plant, right place

Group plants with similar water needs. Use drought-tolerant plants in the driest, sunniest spots, and save thirstier crops for areas near your water butt or that stay moist naturally.
`
        },
        {
          title: "Permaculture design principles",
          duration: 14,
          videoUrl: "https://www.youtube.com/watch?v=sohI6vnWZmk",
          content: `
## Design with nature

Permaculture, developed by Bill Mollison and David Holmgren in Australia in the 1970s, is a design approach for productive landscapes modelled on natural ecosystems. Its ethics are **earth care, people care and fair share**.

## Observe and interact

Before planting, spend time watching: where the sun falls in each season, where water flows and pools, where frost settles, where people walk. Good design follows these patterns rather than fighting them.

## Zones

Place elements by how often you visit them. Herbs and salad near the kitchen door (zone 1); vegetable beds and compost a little further (zone 2); fruit trees and larger plantings beyond. Less walking means more care where it counts.

## Catch and store energy

Harvest rainwater, build soil organic matter, use slopes and swales to slow water so it soaks in. The video with this lesson shows Geoff Lawton's "Greening the Desert" project in Jordan, where swales, mulch and careful planting established a productive garden on salty, arid land.

## Each element, many functions

A pond provides water, habitat, a microclimate and reflected light. A hedge gives shelter, food for wildlife, privacy and prunings for mulch. Designing for multiple functions is what makes permaculture gardens resilient.
`,
          practicalApplication: "Draw a simple zone map of your garden, balcony or a community plot. Note sun, water flow and paths, and choose one change that serves several functions.",
          reflectionPrompts: "Which of the three permaculture ethics feels most relevant to your life right now?"
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/courses/renewable-energy.ts
var renewableEnergy = {
  title: "Renewable Energy Essentials",
  description: "How solar panels, wind turbines and batteries actually work, how a grid balances supply and demand with variable sources, and how to judge renewable options for a home or community \u2014 explained with real numbers and no jargon left unexplained.",
  level: "intermediate",
  categories: ["Sustainability"],
  storyTemplate: "traditional",
  practicalSkills: "Reading kW and kWh, estimating solar output, comparing technologies by capacity factor and cost.",
  modules: [
    {
      title: "Energy Literacy",
      description: "Units, power versus energy, and how to compare technologies fairly.",
      lessons: [
        {
          title: "Power, energy and the units that confuse everyone",
          duration: 10,
          content: `
## Power is a rate; energy is an amount

**Power** is how fast energy is used or produced, measured in watts (W) and kilowatts (kW). **Energy** is power over time, measured in kilowatt-hours (kWh). A 2 kW kettle running for half an hour uses 1 kWh.

An analogy: power is the speed of a car, energy is the distance travelled. Your electricity bill charges for energy (kWh); a connection or an inverter is sized for power (kW).

## Rough numbers worth remembering

- An LED bulb: around 5\u201310 W.
- A laptop: tens of watts.
- An electric oven or kettle: 2\u20133 kW while heating.
- A typical home rooftop solar system: 3\u201310 kW of peak capacity.
- A modern onshore wind turbine: several megawatts (MW); offshore turbines are larger still.

## Scale prefixes

kilo (k) = thousand, mega (M) = million, giga (G) = billion, tera (T) = trillion. National electricity use is measured in terawatt-hours per year.
`,
          practicalApplication: "Find the power rating (W) on three appliances at home and estimate how many kWh each uses in a week."
        },
        {
          title: "Capacity factor and levelised cost",
          duration: 12,
          content: `
## Nameplate is not output

A 1 MW solar farm does not produce 1 MW all the time \u2014 the sun sets, clouds pass, seasons change. The **capacity factor** is actual output over a year divided by what the plant would produce at full power all year.

Typical ranges: utility solar around 10\u201325% depending on location; onshore wind roughly 25\u201340%; offshore wind often 40\u201350%; nuclear and geothermal frequently above 80%. These are not grades of quality \u2014 they are facts engineers design around.

## Levelised cost of electricity (LCOE)

LCOE spreads the lifetime cost of building and running a plant over all the electricity it produces. Over the 2010s the LCOE of solar photovoltaics fell by roughly 90% and onshore wind by around 70%, according to IRENA and other analysts, making them the cheapest new sources of electricity in most of the world.

## What LCOE leaves out

LCOE does not capture *when* electricity is produced or the cost of keeping the grid balanced. A kWh at 7 pm on a winter evening is worth more than one at noon on a sunny spring day. That is why storage, flexible demand and grid connections matter as much as generation.
`
        }
      ]
    },
    {
      title: "Solar Power",
      description: "The photovoltaic effect, panels and inverters, and estimating what a roof can produce.",
      lessons: [
        {
          title: "How solar panels work",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=xKxrkht7CpY",
          content: `
## The photovoltaic effect

Solar cells are made mostly of silicon treated so that one layer has extra electrons (n-type) and the other has "holes" where electrons are missing (p-type). Where the layers meet, an electric field forms. When sunlight's photons knock electrons loose, the field pushes them in one direction, and connecting the two sides through a circuit lets them flow as direct current (DC).

## From cell to system

Cells are wired into **modules** (panels); panels into **strings**; an **inverter** converts DC into the alternating current (AC) your home and the grid use. Modern commercial silicon panels convert around 20\u201323% of incoming sunlight into electricity.

## Why efficiency is not everything

A more efficient panel needs less roof area for the same output, but the sunlight available, orientation, tilt and shading often matter more. Even partial shade on one panel can reduce the output of a whole string unless the system uses optimisers or microinverters.
`
        },
        {
          title: "Sizing a rooftop system",
          duration: 14,
          content: `
## Start with your demand

Look at a year of electricity bills. Your annual consumption in kWh is the target you are trying to offset, but matching it exactly is rarely the best goal \u2014 what you can use when the sun shines matters more.

## Estimating output

A useful rule: annual output (kWh) \u2248 system size (kW) \xD7 **specific yield** (kWh per kW per year). Specific yield depends on location \u2014 roughly 800\u20131,000 in cloudy northern Europe, 1,200\u20131,600 in sunnier mid-latitudes and more in deserts. Free tools such as the EU's PVGIS or NREL's PVWatts calculate it for your exact location, tilt and orientation.

Example: a 4 kW system with a specific yield of 1,000 kWh/kW produces about 4,000 kWh a year.

## Self-consumption

Solar output peaks at midday. Running dishwashers, washing machines, water heating or EV charging in daylight increases the share you use directly, which is usually worth more than exporting. A battery can shift some of the surplus into the evening.

## Checklist before you buy

- Roof condition and remaining life.
- Shading across the day and seasons.
- Local permissions and export tariffs.
- Installer certification, warranties (panels often 25 years), and inverter replacement over the system's life.
`,
          practicalApplication: "Use PVGIS or PVWatts for your home or school. Record the estimated yearly output for a 4 kW system facing your best roof direction."
        }
      ]
    },
    {
      title: "Wind Power",
      description: "How turbines extract energy from moving air and where they work best.",
      lessons: [
        {
          title: "How wind turbines work",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=xy9nj94xvKA",
          content: `
## Lift, not push

Turbine blades are shaped like aircraft wings. Moving air creates **lift**, which turns the rotor. The rotor drives a generator, either through a gearbox or directly, and power electronics condition the output for the grid.

## The cube law

The power in the wind grows with the **cube of wind speed**: double the speed and the available power rises eightfold. That is why turbines are tall (wind is stronger and steadier higher up) and why siting is everything \u2014 a small difference in average wind speed makes a large difference in output.

## The Betz limit

No turbine can capture all the energy in the wind; if it did, the air would stop behind it. The theoretical maximum, the **Betz limit**, is about 59%. Modern large turbines achieve a substantial part of that in good conditions.

## Onshore and offshore

Offshore winds are stronger and steadier, allowing very large turbines with high capacity factors, but foundations, cables and maintenance at sea cost more. Floating offshore turbines are opening deeper waters to wind power.
`
        },
        {
          title: "Wind in the landscape",
          duration: 9,
          content: `
## Living with turbines

Wind farms raise real questions: visual impact, noise near homes, and effects on birds and bats. Careful siting, curtailing turbines at high-risk times for bats and community involvement in planning all reduce these impacts. Studies generally find that bird deaths from turbines are small compared with those from buildings, cats and vehicles, but specific sites on migration routes need special care.

## Community ownership

In Denmark and Germany, community and cooperative ownership helped build public support: when local people share the income, acceptance rises. Community energy schemes now exist in many countries and are a practical way to take part in the energy transition without owning a suitable roof.

## Small wind

Small rooftop turbines in towns rarely perform well \u2014 wind near buildings is slow and turbulent. Small wind makes sense mainly on exposed rural sites with good measured wind speeds.
`,
          reflectionPrompts: "What would make a wind project in your area fair to the people who live near it?"
        }
      ]
    },
    {
      title: "Storage and the Grid",
      description: "Balancing a grid with variable sources: batteries, flexibility and networks.",
      lessons: [
        {
          title: "Balancing supply and demand",
          duration: 12,
          content: `
## The grid must balance every second

Electricity supply and demand must match continuously. Historically, controllable power stations followed demand. With more wind and solar, the system needs more **flexibility** from other places:

- **Storage**: batteries for hours, pumped hydro for longer, and emerging long-duration options.
- **Interconnection**: larger grids smooth out local weather; it is usually windy somewhere.
- **Demand flexibility**: shifting EV charging, heating and industrial loads to times of plentiful supply.
- **Dispatchable low-carbon generation**: hydro, geothermal, nuclear, and bioenergy where sustainable.

## Batteries

Lithium-ion battery pack prices fell by roughly 90% between 2010 and the early 2020s. Grid batteries now respond in fractions of a second, keeping frequency stable, and shift solar energy into the evening peak.

## Seasonal gaps

Batteries are economical for hours, not months. Covering long, dark, windless winter spells is the hardest part of a fully renewable grid; a mix of technologies, strong interconnections and some long-duration storage are the likely answers.
`
        },
        {
          title: "Your role in a flexible grid",
          duration: 8,
          content: `
## Time-of-use tariffs

Many suppliers now charge different prices at different times. Moving flexible use \u2014 laundry, dishwashers, EV charging, hot water \u2014 to cheaper, greener hours saves money and helps the grid.

## Smart devices

Smart thermostats, heat pumps with thermal storage and EV chargers can respond automatically to price or carbon signals. Some grid operators pay households to reduce use at peak times.

## Carbon intensity varies

The carbon intensity of electricity (grams of CO\u2082 per kWh) changes hour by hour as the generation mix changes. Several grid operators and independent services publish live and forecast carbon intensity \u2014 check which is available where you live.
`,
          practicalApplication: "Find out whether a time-of-use tariff or carbon-intensity forecast exists where you live and identify two loads you could shift."
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/courses/water-stewardship.ts
var waterStewardship = {
  title: "Water Stewardship at Home and in Your Community",
  description: "Understand where your water comes from and where it goes, cut waste at home without sacrificing comfort, and take care of your local watershed through rainwater harvesting, green infrastructure and community action.",
  level: "beginner",
  categories: ["Sustainability", "Gardening"],
  storyTemplate: "traditional",
  practicalSkills: "Reading a water meter, finding leaks, planning a rain garden or water butt, watershed mapping.",
  modules: [
    {
      title: "Water on Our Planet",
      description: "Freshwater, the water cycle and the pressures on the water we depend on.",
      lessons: [
        {
          title: "Where our fresh water comes from",
          duration: 10,
          videoUrl: "https://www.youtube.com/watch?v=Pz6AQXQGupQ",
          content: `
## A small share of a blue planet

About 97.5% of Earth's water is salty. Of the 2.5% that is fresh, most is frozen in ice sheets and glaciers or stored deep underground. The rivers and lakes we see hold well under one percent of the freshwater total.

## The water cycle is powered by the sun

Evaporation from oceans and land, transpiration from plants, condensation into clouds, precipitation, runoff and infiltration into groundwater \u2014 this cycle continuously renews freshwater. But renewal happens at a certain rate and in certain places. Pumping an aquifer faster than rain recharges it is like spending savings faster than income.

## Surface water and groundwater

Your tap water comes from rivers, reservoirs, lakes or groundwater wells \u2014 often a mix. Groundwater supplies drinking water to a large share of the world's people and much of its irrigated farmland. Because it is out of sight, its depletion and pollution often go unnoticed until wells run dry or become contaminated.
`,
          practicalApplication: "Look up your water supplier's published information: which rivers, reservoirs or aquifers supply your home?"
        },
        {
          title: "Pressures on water",
          duration: 11,
          content: `
## Demand

Globally, agriculture uses around 70% of freshwater withdrawals, industry (including energy) about a fifth, and households the rest. Population growth, richer diets and expanding irrigation all raise demand.

## Pollution

Fertiliser runoff carries nitrogen and phosphorus into rivers and coastal seas, fuelling algal blooms that strip water of oxygen and create "dead zones". Untreated sewage, industrial discharges, microplastics and pharmaceuticals add further stress.

## Climate change

A warmer atmosphere holds more moisture, making both heavy downpours and droughts more intense in many regions. Shrinking glaciers and earlier snowmelt change when rivers flow, affecting the hundreds of millions of people who depend on mountain water.

## Water and fairness

Billions of people still lack safely managed drinking water or sanitation at home, according to WHO and UNICEF monitoring. Water stewardship therefore means not only using less, but making sure water is shared fairly and kept clean for everyone downstream.
`,
          reflectionPrompts: "Who lives downstream of you? How might your household or town affect their water?"
        }
      ]
    },
    {
      title: "Saving Water at Home",
      description: "Measuring use, fixing leaks and choosing fittings and habits that save water and energy.",
      lessons: [
        {
          title: "Measure first: meters and leaks",
          duration: 9,
          content: `
## Read your meter

Your water meter is the best tool you have. Read it before bed and again first thing in the morning when no one has used water: if the number changed, you have a leak.

## Common leaks

- **Toilets**: a worn flapper or a faulty fill valve can waste large amounts every day without a sound. Put a few drops of food colouring in the cistern; if colour appears in the bowl within 15 minutes without flushing, the seal is leaking.
- **Dripping taps**: a tap dripping once a second wastes thousands of litres a year.
- **Outdoor taps and irrigation**: check joints and timers after winter.

## Hot water is energy

Heating water is often the second-largest energy use in a home. Saving hot water \u2014 shorter showers, efficient shower heads, washing clothes at lower temperatures \u2014 cuts both water and energy bills and their emissions.
`,
          practicalApplication: "Do the overnight meter test and the toilet dye test this week. Note what you found and anything you fixed."
        },
        {
          title: "Efficient fittings and habits",
          duration: 10,
          content: `
## Fittings that pay for themselves

- **Low-flow shower heads** and tap aerators reduce flow while keeping a satisfying spray.
- **Dual-flush toilets**, or a displacement device in an older cistern, cut the water used per flush.
- **Efficient dishwashers** usually use less water than washing the same load by hand under a running tap.
- **Water-efficient washing machines** and running only full loads.

Look for water-efficiency labels such as WaterSense in the United States or the Unified Water Label in Europe.

## Habits that add up

- Turn the tap off while brushing teeth.
- Keep a jug of water in the fridge instead of running the tap until it is cold.
- Use a bowl to wash vegetables and reuse the water for plants.
- Water gardens in the early morning or evening, at the roots, to reduce evaporation.

## Keep perspective

Household savings matter, especially during droughts and where supplies are stressed. But remember the virtual water from the Foundations course's module on food, water and land: diet and purchases often carry far more water than what flows from your taps.
`
        }
      ]
    },
    {
      title: "Caring for Your Watershed",
      description: "Rainwater harvesting, green infrastructure and community watershed action.",
      lessons: [
        {
          title: "Rainwater harvesting and rain gardens",
          duration: 12,
          content: `
## Slow it, spread it, sink it

In towns, rain falls on roofs and paved surfaces and rushes into drains, carrying pollutants into rivers and sometimes overwhelming sewers. Stormwater practice follows a simple motto: **slow it, spread it, sink it** \u2014 keep rain where it lands long enough to soak into the ground.

## Water butts and tanks

A water butt connected to a downpipe collects roof water for gardens. A roof of 50 m\xB2 receiving 600 mm of rain a year sheds roughly 30,000 litres \u2014 far more than most gardens need. Keep lids on to stop mosquitoes breeding, and check local rules before using harvested water indoors.

## Rain gardens

A rain garden is a shallow planted depression that receives runoff from a roof or path. Deep-rooted, flood- and drought-tolerant plants help water infiltrate and filter out pollutants. Site it at least a few metres from building foundations, test that the soil drains within a day or two, and size it to a fraction of the area draining to it.

## Permeable surfaces

Gravel, permeable paving and planted areas instead of solid concrete let rain soak in. Every square metre matters in a dense city.
`,
          practicalApplication: "Sketch your home or school: roofs, downpipes, paved areas and where water flows in heavy rain. Mark one place a water butt or rain garden could go."
        },
        {
          title: "Community watershed action",
          duration: 10,
          content: `
## Know your watershed

A watershed (or catchment) is all the land that drains to a particular river, lake or bay. Everything that happens on that land \u2014 farming, roads, gardens, drains \u2014 shapes the water quality downstream. Mapping tools from environmental agencies show the catchment you live in.

## Ways to get involved

- **Citizen science**: many river trusts and conservation groups train volunteers to monitor water quality, invertebrates or plastic pollution. Your data helps agencies spot problems.
- **Clean-ups and restoration**: removing litter and invasive plants, planting riverbank trees that shade and cool water.
- **Storm drain awareness**: only rain down the drain \u2014 paint, oil and detergents poured into street drains often go straight to a river.
- **Planning and policy**: responding to consultations on development, drainage and water company plans.

## Stewardship is shared

Water connects us: upstream and downstream, town and farm, today and the next generation. Stewardship means acting as a careful trustee of water that was never only ours.
`,
          reflectionPrompts: "Which local group or agency looks after your river or lake? What would be a first step to get involved?"
        }
      ]
    }
  ]
};

// ../../services/course/src/demo/demo-courses.ts
var demoCourses = [
  foundationsOfSustainability,
  renewableEnergy,
  waterStewardship,
  regenerativeGardening,
  circularEconomy,
  climateLiteracy
];

// ../../services/course/src/demo/seed-demo-content.ts
var DEMO_LEARNER_COURSE = "Foundations of Sustainability";
async function seedDemoContent(target, opts) {
  const deps = "deps" in target ? target.deps : target;
  const { stores } = deps;
  const categoryIds = new Map((await stores.categories.list()).map((c) => [c.name, c.id]));
  let coursesCreated = 0;
  let lessons2 = 0;
  const courseIds = /* @__PURE__ */ new Map();
  for (const demo of demoCourses) {
    lessons2 += demo.modules.reduce((n, m) => n + m.lessons.length, 0);
    const existing = await stores.courses.findByTitle(opts.instructorId, demo.title);
    if (existing) {
      courseIds.set(demo.title, existing.id);
      continue;
    }
    courseIds.set(demo.title, await createDemoCourse(deps, demo, opts.instructorId, categoryIds));
    coursesCreated++;
  }
  let learnerEnrolled = false;
  const courseId = courseIds.get(DEMO_LEARNER_COURSE);
  if (opts.learnerId && courseId) {
    learnerEnrolled = await seedLearnerProgress(deps, courseId, {
      id: opts.learnerId,
      username: opts.learner?.username ?? "learner",
      firstName: opts.learner?.firstName ?? null,
      lastName: opts.learner?.lastName ?? null,
      role: "student",
      status: "active"
    });
  }
  return { categories: categoryIds.size, courses: demoCourses.length, coursesCreated, lessons: lessons2, learnerEnrolled };
}
async function createDemoCourse(deps, demo, instructorId, categoryIds) {
  const ids = demo.categories.map((name) => {
    const id2 = categoryIds.get(name);
    if (!id2) throw new Error(`demo course "${demo.title}" names unknown category "${name}"`);
    return id2;
  });
  return deps.stores.transaction(async (tx) => {
    const course = await tx.courses.create({
      title: demo.title,
      description: demo.description,
      level: demo.level,
      categoryId: ids[0],
      categoryIds: ids,
      instructorId,
      status: "approved",
      storyTemplate: demo.storyTemplate,
      practicalSkills: demo.practicalSkills
    });
    for (const [mi, m] of demo.modules.entries()) {
      const module = await tx.curriculum.createModule({
        courseId: course.id,
        title: m.title,
        description: m.description,
        orderIndex: mi + 1
      });
      for (const [li, l] of m.lessons.entries()) {
        await tx.curriculum.createLesson({
          moduleId: module.id,
          title: l.title,
          content: l.content.trim(),
          orderIndex: li + 1,
          videoUrl: l.videoUrl,
          duration: l.duration,
          hasDiscussion: true,
          isShortForm: l.duration <= 10,
          practicalApplication: l.practicalApplication?.trim(),
          reflectionPrompts: l.reflectionPrompts?.trim()
        });
      }
    }
    return course.id;
  });
}
async function seedLearnerProgress(deps, courseId, learner) {
  const { enrollment, created } = await enrol(deps, learner, courseId);
  if (!created) return false;
  const order = (await deps.stores.curriculum.lessonOrder([courseId])).get(courseId) ?? [];
  const firstModule = order[0]?.moduleId;
  const firstModuleLessons = order.filter((l) => l.moduleId === firstModule);
  const nextOne = order.find((l) => l.moduleId !== firstModule);
  for (const lesson of [...firstModuleLessons, ...nextOne ? [nextOne] : []]) {
    await completeLesson(deps, learner, lesson.id);
  }
  await updateEnrollment(
    deps,
    learner,
    enrollment.id,
    enrollmentUpdateSchema.parse({
      competencyLevel: "developing",
      reflection: "Seeing the economy as a subsystem of the biosphere changed how I read the news. I want to practise spotting feedback loops in my own neighbourhood."
    })
  );
  await updateEnrollment(
    deps,
    learner,
    enrollment.id,
    enrollmentUpdateSchema.parse({
      personalGoal: "Finish the course and cut my household energy use by 10% this season.",
      selfPaced: true,
      weeklyHoursTarget: 3
    })
  );
  return true;
}

// ../../services/course/src/identity/instructor-directory.ts
var noInstructorDirectory = { name: async () => null };
function fullName(user) {
  return [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean).join(" ") || user.username;
}
var NAME_TTL_MS = 6e4;
var FAILURE_TTL_MS = 1e4;
function createIdentityInstructorDirectory(opts) {
  const client = createServiceClient({
    target: "identity",
    baseUrl: opts.baseUrl,
    caller: "course",
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 1500
  });
  const names = new TtlCache(NAME_TTL_MS, 2e3);
  const failures = new TtlCache(FAILURE_TTL_MS, 2e3);
  return {
    async name(userId, requestId2) {
      const cached = names.get(userId);
      if (cached !== void 0) return cached;
      if (failures.get(userId)) return null;
      try {
        const user = await client.get(`/internal/users/${userId}/public`, requestId2);
        const name = fullName(user);
        names.set(userId, name);
        return name;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) {
          names.set(userId, null);
          return null;
        }
        failures.set(userId, true);
        opts.logger.warn({ err, userId }, "instructor name unavailable from identity service");
        return null;
      }
    }
  };
}

// ../../services/course/src/migrations-folder.ts
import { createRequire as createRequire2 } from "node:module";
import path3 from "node:path";
function migrationsFolder2() {
  const pkg = createRequire2(import.meta.url).resolve("@canopy/course-service/package.json");
  return path3.join(path3.dirname(pkg), "drizzle");
}

// ../../services/course/src/use-cases/authoring.ts
function listEducatorCourses(deps, actor) {
  return deps.stores.courses.list({ visibility: { all: true }, instructorId: actor.id, order: "newest" });
}
async function assertCategoriesExist(deps, ids) {
  const found = new Set(await deps.stores.categories.existingIds(ids));
  if (ids.some((id2) => !found.has(id2))) throw new ValidationError(courseMessages.categoryNotFound);
}
function initialStatus(actor) {
  return actor.role === "admin" ? { status: "approved", approvedBy: actor.id } : { status: "pending" };
}
async function createQuickCourse(deps, actor, input) {
  await assertCategoriesExist(deps, [input.categoryId]);
  const course = await deps.stores.courses.create({
    title: input.title,
    description: input.description,
    level: input.level,
    categoryId: input.categoryId,
    categoryIds: [input.categoryId],
    imageUrl: input.imageUrl,
    instructorId: actor.id,
    ...initialStatus(actor)
  });
  deps.logger.info({ courseId: course.id, instructorId: actor.id, status: course.status }, "course created");
  return course;
}
async function createWizardCourse(deps, actor, input) {
  await assertCategoriesExist(deps, input.categoryIds);
  const course = await deps.stores.courses.create({ ...input, instructorId: actor.id, ...initialStatus(actor) });
  deps.logger.info({ courseId: course.id, instructorId: actor.id, status: course.status }, "course created");
  return course;
}
async function managedCourse(deps, actor, courseId) {
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  if (!canManageCourse(actor, course)) throw new ForbiddenError(courseMessages.notCourseOwner);
  return course;
}
async function createModule(deps, actor, input) {
  await managedCourse(deps, actor, input.courseId);
  const orderIndex = input.orderIndex ?? await deps.stores.curriculum.countModules(input.courseId) + 1;
  return deps.stores.curriculum.createModule({
    courseId: input.courseId,
    title: input.title,
    description: input.description,
    orderIndex,
    displayName: input.displayName,
    storyPhase: input.storyPhase
  });
}
async function createLesson(deps, actor, input) {
  const found = await deps.stores.curriculum.findModule(input.moduleId);
  if (!found) throw new NotFoundError(courseMessages.moduleNotFound);
  if (!canManageCourse(actor, found.course)) throw new ForbiddenError(courseMessages.notCourseOwner);
  const orderIndex = input.orderIndex ?? await deps.stores.curriculum.countLessons(input.moduleId) + 1;
  const lesson = await deps.stores.curriculum.createLesson({ ...input, orderIndex });
  return { ...lesson, locked: false };
}
async function approveCourse(deps, admin, courseId) {
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  if (course.status === "approved") throw new ConflictError(courseMessages.alreadyApproved);
  const approved = await deps.stores.courses.approve(courseId, admin.id);
  deps.logger.info({ courseId, adminId: admin.id }, "course approved");
  return approved;
}
async function rejectCourse(deps, admin, courseId, reason) {
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  if (course.status !== "pending") throw new ConflictError(courseMessages.onlyPendingCanBeRejected);
  const rejected = await deps.stores.courses.reject(courseId, reason);
  deps.logger.info({ courseId, adminId: admin.id }, "course rejected");
  return rejected;
}

// ../../services/course/src/routes/authoring-routes.ts
function authoringRoutes(router, deps) {
  const educator = requireRole("educator", "admin");
  const admin = requireRole("admin");
  router.get("/api/educator/courses", educator, async (req, res) => {
    res.json(await listEducatorCourses(deps, currentUser(req)));
  });
  router.post("/api/courses", educator, async (req, res) => {
    const input = validate(quickCourseSchema, req.body);
    res.status(201).json(await createQuickCourse(deps, currentUser(req), input));
  });
  router.post("/api/courses/create", educator, async (req, res) => {
    const input = validate(wizardCourseSchema, req.body);
    res.status(201).json(await createWizardCourse(deps, currentUser(req), input));
  });
  router.post("/api/modules", educator, async (req, res) => {
    const input = validate(moduleCreateSchema, req.body);
    res.status(201).json(await createModule(deps, currentUser(req), input));
  });
  router.post("/api/lessons", educator, async (req, res) => {
    const input = validate(lessonCreateSchema, req.body);
    res.status(201).json(await createLesson(deps, currentUser(req), input));
  });
  router.post("/api/courses/:id/approve", admin, async (req, res) => {
    res.json(await approveCourse(deps, currentUser(req), idParam(req.params.id)));
  });
  router.post("/api/courses/:id/reject", admin, async (req, res) => {
    const id2 = idParam(req.params.id);
    const { reason } = validate(courseRejectionSchema, req.body);
    res.json(await rejectCourse(deps, currentUser(req), id2, reason));
  });
}

// ../../services/course/src/routes/guards.ts
var requireLearner = (req, _res, next) => {
  if (!req.identity) return next(new UnauthenticatedError());
  if (req.identity.status === "suspended" || req.identity.status === "rejected") {
    return next(new ForbiddenError("Your account is not active."));
  }
  next();
};
function viewer(req) {
  return req.identity ?? null;
}
function requestId(req) {
  return req.get(REQUEST_ID_HEADER) ?? void 0;
}

// ../../services/course/src/routes/catalog-routes.ts
function catalogRoutes(router, deps) {
  router.get("/api/categories", async (_req, res) => {
    res.json(await listCategories(deps));
  });
  router.get("/api/courses", async (req, res) => {
    const query = validate(courseListQuerySchema, req.query);
    res.json(await listCourses(deps, viewer(req), query));
  });
  router.get("/api/courses/:id", async (req, res) => {
    res.json(await getCourseDetail(deps, viewer(req), idParam(req.params.id), requestId(req)));
  });
  router.get("/api/courses/:id/modules", async (req, res) => {
    res.json(await listCourseModules(deps, viewer(req), idParam(req.params.id)));
  });
  router.get("/api/courses/:id/progress", requireLearner, async (req, res) => {
    res.json(await courseProgress(deps, currentUser(req), idParam(req.params.id)));
  });
  router.get("/api/courses/:id/milestones", requireLearner, async (req, res) => {
    res.json(await courseMilestones(deps, currentUser(req), idParam(req.params.id)));
  });
  router.get("/api/modules/:id", async (req, res) => {
    res.json(await getModule(deps, viewer(req), idParam(req.params.id)));
  });
  router.get("/api/modules/:id/lessons", async (req, res) => {
    res.json(await listModuleLessons(deps, viewer(req), idParam(req.params.id)));
  });
  router.get("/api/lessons/:id", async (req, res) => {
    res.json(await getLesson(deps, viewer(req), idParam(req.params.id)));
  });
}

// ../../services/course/src/certificates/certificate-pdf.ts
import PDFDocument from "pdfkit";
var GREEN = "#1f5f3f";
var MUTED = "#4b5563";
function renderCertificatePdf(cert, opts) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      layout: "landscape",
      margin: 0,
      info: {
        Title: `Certificate of Completion \u2014 ${cert.courseTitle}`,
        Author: "Canopy",
        Subject: `Awarded to ${cert.learnerName}`,
        Keywords: `certificate ${cert.code}`
      }
    });
    const chunks = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const { width, height } = doc.page;
    doc.rect(24, 24, width - 48, height - 48).lineWidth(3).stroke(GREEN);
    doc.rect(34, 34, width - 68, height - 68).lineWidth(0.75).stroke(GREEN);
    const center = (text3, y, font, size, color = "#111827") => doc.font(font).fontSize(size).fillColor(color).text(text3, 60, y, { width: width - 120, align: "center" });
    center("CANOPY", 80, "Helvetica-Bold", 16, GREEN);
    center("Sustainability learning platform", 100, "Helvetica", 10, MUTED);
    center("Certificate of Completion", 150, "Times-Bold", 38, GREEN);
    center("This certifies that", 220, "Helvetica", 14, MUTED);
    center(cert.learnerName, 250, "Times-BoldItalic", 32);
    center("has successfully completed the course", 310, "Helvetica", 14, MUTED);
    center(cert.courseTitle, 340, "Times-Bold", 24);
    const issued = new Date(cert.issuedAt).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC"
    });
    center(`Issued on ${issued}`, 410, "Helvetica", 12, MUTED);
    center(`Verification code: ${cert.code}`, height - 110, "Courier-Bold", 11);
    center(`Verify at ${opts.verifyUrl}`, height - 92, "Helvetica", 9, MUTED);
    doc.end();
  });
}

// ../../services/course/src/use-cases/certificates.ts
function listCertificates(deps, actor) {
  return deps.stores.certificates.listForUser(actor.id);
}
async function byCode(deps, code) {
  const normalised = normaliseCertificateCode(code);
  const certificate = normalised ? await deps.stores.certificates.findByCode(normalised) : null;
  if (!certificate) throw new NotFoundError(courseMessages.certificateNotFound);
  return certificate;
}
async function verifyCertificate(deps, code) {
  const c = await byCode(deps, code);
  return { code: c.code, learnerName: c.learnerName, courseTitle: c.courseTitle, courseId: c.courseId, issuedAt: c.issuedAt };
}
async function certificatePdf(deps, actor, code) {
  const certificate = await byCode(deps, code);
  if (certificate.userId !== actor.id) throw new ForbiddenError();
  const path8 = `/certificates/${certificate.code}`;
  const verifyUrl = deps.publicUrl ? new URL(path8, deps.publicUrl).toString() : path8;
  return { certificate, pdf: await renderCertificatePdf(certificate, { verifyUrl }) };
}

// ../../services/course/src/routes/certificate-routes.ts
function certificateRoutes(router, deps) {
  router.get("/api/certificates", requireLearner, async (req, res) => {
    res.json(await listCertificates(deps, currentUser(req)));
  });
  router.get("/api/certificates/:code", async (req, res) => {
    res.json(await verifyCertificate(deps, String(req.params.code)));
  });
  router.get("/api/certificates/:code/pdf", requireLearner, async (req, res) => {
    const { certificate, pdf } = await certificatePdf(deps, currentUser(req), String(req.params.code));
    res.status(200).type("application/pdf").set("Content-Disposition", `attachment; filename="canopy-certificate-${certificate.code}.pdf"`).set("Cache-Control", "private, no-store").send(pdf);
  });
}

// ../../services/course/src/routes/learning-routes.ts
function learningRoutes(router, deps) {
  router.get("/api/enrollments", requireLearner, async (req, res) => {
    res.json(await listEnrollments(deps, currentUser(req)));
  });
  router.post("/api/enrollments", requireLearner, async (req, res) => {
    const { courseId } = validate(enrollmentCreateSchema, req.body);
    const { enrollment, created } = await enrol(deps, currentUser(req), courseId);
    res.status(created ? 201 : 200).json(enrollment);
  });
  router.get("/api/enrollments/course/:courseId/user/:userId", requireLearner, async (req, res) => {
    const courseId = idParam(req.params.courseId, "courseId");
    const userId = idParam(req.params.userId, "userId");
    res.json(await findEnrollment(deps, currentUser(req), courseId, userId));
  });
  router.patch("/api/enrollments/:id", requireLearner, async (req, res) => {
    const id2 = idParam(req.params.id);
    const input = validate(enrollmentUpdateSchema, req.body);
    res.json(await updateEnrollment(deps, currentUser(req), id2, input));
  });
  router.get("/api/enrollments/:id/milestones", requireLearner, async (req, res) => {
    res.json(await enrollmentMilestones(deps, currentUser(req), idParam(req.params.id)));
  });
  router.get("/api/lesson-completions", requireLearner, async (req, res) => {
    const raw = req.query.courseId;
    const courseId = raw === void 0 || raw === "" ? void 0 : idParam(raw, "courseId");
    res.json(await listCompletions(deps, currentUser(req), courseId));
  });
  router.post("/api/lesson-completions", requireLearner, async (req, res) => {
    const { lessonId } = validate(lessonCompletionCreateSchema, req.body);
    const { created, ...result } = await completeLesson(deps, currentUser(req), lessonId);
    res.status(created ? 201 : 200).json(result);
  });
}

// ../../services/course/src/stores/category-store.ts
import { asc, eq as eq2, inArray as inArray2, sql as sql5 } from "drizzle-orm";

// ../../services/course/src/stores/mappers.ts
var iso = (d) => d ? d.toISOString() : null;
function toCategory(row, courseCount) {
  return { id: row.id, name: row.name, description: row.description, icon: row.icon, courseCount };
}
function toCourse(row) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    level: row.level,
    rating: row.rating,
    instructorId: row.instructorId,
    categoryId: row.categoryId,
    categoryIds: row.categoryIds,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    approvedBy: row.approvedBy,
    rejectionReason: row.rejectionReason,
    youtubeUrl: row.youtubeUrl,
    storyTemplate: row.storyTemplate,
    transformationJourney: row.transformationJourney,
    characterDevelopment: row.characterDevelopment,
    practicalSkills: row.practicalSkills,
    awakeningPhase: row.awakeningPhase,
    explorationPhase: row.explorationPhase,
    challengePhase: row.challengePhase,
    breakthroughPhase: row.breakthroughPhase,
    integrationPhase: row.integrationPhase,
    legacyPhase: row.legacyPhase
  };
}
function toModule(row, lessonCount2) {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    displayName: row.displayName,
    storyPhase: row.storyPhase,
    lessonCount: lessonCount2,
    createdAt: row.createdAt.toISOString()
  };
}
function toLesson(row) {
  return {
    id: row.id,
    moduleId: row.moduleId,
    title: row.title,
    orderIndex: row.orderIndex,
    displayName: row.displayName,
    duration: row.duration,
    hasDiscussion: row.hasDiscussion,
    isShortForm: row.isShortForm,
    content: row.content,
    videoUrl: row.videoUrl,
    documentUrl: row.documentUrl,
    practicalApplication: row.practicalApplication,
    caseStudy: row.caseStudy,
    actionSteps: row.actionSteps,
    reflectionPrompts: row.reflectionPrompts,
    createdAt: row.createdAt.toISOString()
  };
}
function toEnrollment(row) {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    progress: row.progress,
    completed: row.completed,
    completedAt: iso(row.completedAt),
    competencyLevel: row.competencyLevel,
    reflection: row.reflection,
    personalGoal: row.personalGoal,
    selfPaced: row.selfPaced,
    targetCompletionDate: row.targetCompletionDate,
    weeklyHoursTarget: row.weeklyHoursTarget,
    lastActiveAt: row.lastActiveAt.toISOString(),
    enrolledAt: row.enrolledAt.toISOString()
  };
}
function toMilestone(row) {
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    courseId: row.courseId,
    userId: row.userId,
    type: row.type,
    title: row.title,
    description: row.description,
    achievedAt: row.achievedAt.toISOString(),
    metadata: row.metadata,
    icon: row.icon
  };
}
function toCertificate(row) {
  return {
    id: row.id,
    code: row.code,
    userId: row.userId,
    courseId: row.courseId,
    enrollmentId: row.enrollmentId,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString()
  };
}

// ../../services/course/src/stores/category-store.ts
var approvedCourseCount = sql5`(
  select count(*) from courses c
  where c.status = 'approved' and c.category_ids @> array["categories"."id"]::integer[]
)`.mapWith(Number);
function createDrizzleCategoryStore(db) {
  return {
    async list() {
      const rows = await db.select({ category: categories, courseCount: approvedCourseCount }).from(categories).orderBy(asc(categories.id));
      return rows.map((r) => toCategory(r.category, r.courseCount));
    },
    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray2(categories.id, ids));
      return rows.map((r) => r.id);
    },
    async find(id2) {
      const [row] = await db.select({ category: categories, courseCount: approvedCourseCount }).from(categories).where(eq2(categories.id, id2));
      return row ? toCategory(row.category, row.courseCount) : null;
    }
  };
}

// ../../services/course/src/stores/certificate-store.ts
import { desc as desc2, eq as eq3 } from "drizzle-orm";
function createDrizzleCertificateStore(db) {
  async function forEnrollment(enrollmentId) {
    const [row] = await db.select().from(certificates).where(eq3(certificates.enrollmentId, enrollmentId));
    return row ? toCertificate(row) : null;
  }
  return {
    async issue(input) {
      const [row] = await db.insert(certificates).values(input).onConflictDoNothing({ target: certificates.enrollmentId }).returning();
      if (row) return { certificate: toCertificate(row), created: true };
      return { certificate: await forEnrollment(input.enrollmentId), created: false };
    },
    async findByCode(code) {
      const [row] = await db.select().from(certificates).where(eq3(certificates.code, code));
      return row ? toCertificate(row) : null;
    },
    findForEnrollment: forEnrollment,
    async listForUser(userId) {
      const rows = await db.select().from(certificates).where(eq3(certificates.userId, userId)).orderBy(desc2(certificates.issuedAt), desc2(certificates.id));
      return rows.map(toCertificate);
    }
  };
}

// ../../services/course/src/stores/course-store.ts
import { and as and2, asc as asc2, countDistinct, desc as desc3, eq as eq4, ilike, or, sql as sql6 } from "drizzle-orm";

// ../../services/course/src/stores/db.ts
function likePattern(term) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ../../services/course/src/stores/course-store.ts
var counts = {
  moduleCount: sql6`(select count(*) from modules m where m.course_id = "courses"."id")`.mapWith(Number),
  lessonCount: sql6`(
    select count(*) from lessons l join modules m on m.id = l.module_id where m.course_id = "courses"."id"
  )`.mapWith(Number),
  durationMinutes: sql6`(
    select coalesce(sum(l.duration), 0) from lessons l join modules m on m.id = l.module_id
    where m.course_id = "courses"."id"
  )`.mapWith(Number),
  enrolledCount: sql6`(select count(*) from enrollments e where e.course_id = "courses"."id")`.mapWith(Number)
};
function visibilityCondition(v) {
  if (v.all) return void 0;
  if (v.viewerId === null) return eq4(courses.status, "approved");
  return or(eq4(courses.status, "approved"), eq4(courses.instructorId, v.viewerId));
}
function createDrizzleCourseStore(db) {
  async function summaries(where, order, limit) {
    const rows = await db.select({ course: courses, ...counts }).from(courses).where(where).orderBy(order === "newest" ? desc3(courses.createdAt) : asc2(courses.createdAt), asc2(courses.id)).limit(limit);
    return rows.map(({ course, ...c }) => ({ ...toCourse(course), ...c }));
  }
  return {
    list(filter) {
      const search = filter.search?.trim();
      const where = and2(
        visibilityCondition(filter.visibility),
        search ? or(ilike(courses.title, likePattern(search)), ilike(courses.description, likePattern(search))) : void 0,
        filter.level ? eq4(courses.level, filter.level) : void 0,
        filter.categoryId ? sql6`${courses.categoryIds} @> array[${filter.categoryId}]::integer[]` : void 0,
        filter.status ? eq4(courses.status, filter.status) : void 0,
        filter.instructorId ? eq4(courses.instructorId, filter.instructorId) : void 0
      );
      return summaries(where, filter.order ?? "oldest", Math.min(filter.limit ?? 500, 500));
    },
    async find(id2) {
      const [row] = await db.select().from(courses).where(eq4(courses.id, id2));
      return row ? toCourse(row) : null;
    },
    async summary(id2) {
      const [row] = await summaries(eq4(courses.id, id2), "oldest", 1);
      return row ?? null;
    },
    async findByTitle(instructorId, title) {
      const [row] = await db.select().from(courses).where(and2(eq4(courses.instructorId, instructorId), eq4(courses.title, title))).limit(1);
      return row ? toCourse(row) : null;
    },
    async instructorStats(instructorId) {
      const approvedOwn = and2(eq4(courses.instructorId, instructorId), eq4(courses.status, "approved"));
      const [c] = await db.select({ n: sql6`count(*)`.mapWith(Number) }).from(courses).where(approvedOwn);
      const [l] = await db.select({ n: countDistinct(enrollments.userId) }).from(enrollments).innerJoin(courses, eq4(courses.id, enrollments.courseId)).where(approvedOwn);
      return { courseCount: c?.n ?? 0, learnerCount: Number(l?.n ?? 0) };
    },
    async create(input) {
      const [row] = await db.insert(courses).values({
        ...input,
        approvedBy: input.status === "approved" ? input.approvedBy ?? null : null,
        approvedAt: input.status === "approved" ? /* @__PURE__ */ new Date() : null
      }).returning();
      return toCourse(row);
    },
    async approve(id2, adminId) {
      const [row] = await db.update(courses).set({ status: "approved", approvedBy: adminId, approvedAt: /* @__PURE__ */ new Date(), rejectionReason: null }).where(eq4(courses.id, id2)).returning();
      return row ? toCourse(row) : null;
    },
    async reject(id2, reason) {
      const [row] = await db.update(courses).set({ status: "rejected", approvedBy: null, approvedAt: null, rejectionReason: reason }).where(eq4(courses.id, id2)).returning();
      return row ? toCourse(row) : null;
    }
  };
}

// ../../services/course/src/stores/curriculum-store.ts
import { asc as asc3, eq as eq5, inArray as inArray3, sql as sql7 } from "drizzle-orm";
var lessonCount = sql7`(select count(*) from lessons l where l.module_id = "modules"."id")`.mapWith(Number);
function createDrizzleCurriculumStore(db) {
  return {
    async listModules(courseId) {
      const rows = await db.select({ module: modules, lessonCount }).from(modules).where(eq5(modules.courseId, courseId)).orderBy(asc3(modules.orderIndex), asc3(modules.id));
      return rows.map((r) => toModule(r.module, r.lessonCount));
    },
    async findModule(id2) {
      const [row] = await db.select({ module: modules, lessonCount, course: courses }).from(modules).innerJoin(courses, eq5(courses.id, modules.courseId)).where(eq5(modules.id, id2));
      return row ? { module: toModule(row.module, row.lessonCount), course: toCourse(row.course) } : null;
    },
    async createModule(input) {
      const [row] = await db.insert(modules).values(input).returning();
      return toModule(row, 0);
    },
    async countModules(courseId) {
      const [row] = await db.select({ n: sql7`count(*)`.mapWith(Number) }).from(modules).where(eq5(modules.courseId, courseId));
      return row?.n ?? 0;
    },
    async listLessons(moduleId) {
      const rows = await db.select().from(lessons).where(eq5(lessons.moduleId, moduleId)).orderBy(asc3(lessons.orderIndex), asc3(lessons.id));
      return rows.map(toLesson);
    },
    async findLesson(id2) {
      const [row] = await db.select({ lesson: lessons, module: modules, lessonCount, course: courses }).from(lessons).innerJoin(modules, eq5(modules.id, lessons.moduleId)).innerJoin(courses, eq5(courses.id, modules.courseId)).where(eq5(lessons.id, id2));
      if (!row) return null;
      return { lesson: toLesson(row.lesson), module: toModule(row.module, row.lessonCount), course: toCourse(row.course) };
    },
    async createLesson(input) {
      const [row] = await db.insert(lessons).values(input).returning();
      return toLesson(row);
    },
    async countLessons(moduleId) {
      const [row] = await db.select({ n: sql7`count(*)`.mapWith(Number) }).from(lessons).where(eq5(lessons.moduleId, moduleId));
      return row?.n ?? 0;
    },
    async lessonOrder(courseIds) {
      const result = new Map(courseIds.map((id2) => [id2, []]));
      if (courseIds.length === 0) return result;
      const rows = await db.select({
        id: lessons.id,
        title: lessons.title,
        moduleId: lessons.moduleId,
        moduleTitle: modules.title,
        courseId: modules.courseId
      }).from(lessons).innerJoin(modules, eq5(modules.id, lessons.moduleId)).where(inArray3(modules.courseId, courseIds)).orderBy(asc3(modules.courseId), asc3(modules.orderIndex), asc3(modules.id), asc3(lessons.orderIndex), asc3(lessons.id));
      for (const { courseId, ...position } of rows) result.get(courseId)?.push(position);
      return result;
    }
  };
}

// ../../services/course/src/stores/enrollment-store.ts
import { and as and3, desc as desc4, eq as eq6, inArray as inArray4 } from "drizzle-orm";
var completionCourseId = modules.courseId;
function createDrizzleEnrollmentStore(db) {
  async function byId(id2, forUpdate = false) {
    const q = db.select().from(enrollments).where(eq6(enrollments.id, id2));
    const [row] = forUpdate ? await q.for("update") : await q;
    return row ? toEnrollment(row) : null;
  }
  return {
    find: (id2) => byId(id2),
    lock: (id2) => byId(id2, true),
    async findFor(userId, courseId) {
      const [row] = await db.select().from(enrollments).where(and3(eq6(enrollments.userId, userId), eq6(enrollments.courseId, courseId)));
      return row ? toEnrollment(row) : null;
    },
    async enrol(userId, courseId) {
      const [inserted] = await db.insert(enrollments).values({ userId, courseId }).onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] }).returning();
      if (inserted) return { enrollment: toEnrollment(inserted), created: true };
      const [existing] = await db.select().from(enrollments).where(and3(eq6(enrollments.userId, userId), eq6(enrollments.courseId, courseId)));
      return { enrollment: toEnrollment(existing), created: false };
    },
    async listForUser(userId) {
      const rows = await db.select({ enrollment: enrollments, course: courses }).from(enrollments).innerJoin(courses, eq6(courses.id, enrollments.courseId)).where(eq6(enrollments.userId, userId)).orderBy(desc4(enrollments.lastActiveAt), desc4(enrollments.id));
      return rows.map((r) => ({ enrollment: toEnrollment(r.enrollment), course: toCourse(r.course) }));
    },
    async update(id2, changes) {
      const [row] = await db.update(enrollments).set(changes).where(eq6(enrollments.id, id2)).returning();
      return toEnrollment(row);
    },
    async syncProgress(id2, from, to) {
      await db.update(enrollments).set({ progress: to }).where(and3(eq6(enrollments.id, id2), eq6(enrollments.progress, from)));
    },
    async complete(userId, lessonId, courseId) {
      const [inserted] = await db.insert(lessonCompletions).values({ userId, lessonId }).onConflictDoNothing({ target: [lessonCompletions.userId, lessonCompletions.lessonId] }).returning();
      const row = inserted ?? (await db.select().from(lessonCompletions).where(and3(eq6(lessonCompletions.userId, userId), eq6(lessonCompletions.lessonId, lessonId))))[0];
      return {
        created: Boolean(inserted),
        completion: {
          id: row.id,
          userId: row.userId,
          lessonId: row.lessonId,
          courseId,
          completed: row.completed,
          completedAt: row.completedAt.toISOString()
        }
      };
    },
    async listCompletions(userId, courseId) {
      const rows = await db.select({ completion: lessonCompletions, courseId: completionCourseId }).from(lessonCompletions).innerJoin(lessons, eq6(lessons.id, lessonCompletions.lessonId)).innerJoin(modules, eq6(modules.id, lessons.moduleId)).where(
        and3(eq6(lessonCompletions.userId, userId), courseId === void 0 ? void 0 : eq6(modules.courseId, courseId))
      ).orderBy(lessonCompletions.completedAt, lessonCompletions.id);
      return rows.map(({ completion: c, courseId: courseId2 }) => ({
        id: c.id,
        userId: c.userId,
        lessonId: c.lessonId,
        courseId: courseId2,
        completed: c.completed,
        completedAt: c.completedAt.toISOString()
      }));
    },
    async completedLessonIds(userId, courseIds) {
      const result = new Map(courseIds.map((id2) => [id2, /* @__PURE__ */ new Set()]));
      if (courseIds.length === 0) return result;
      const rows = await db.select({ lessonId: lessonCompletions.lessonId, courseId: modules.courseId }).from(lessonCompletions).innerJoin(lessons, eq6(lessons.id, lessonCompletions.lessonId)).innerJoin(modules, eq6(modules.id, lessons.moduleId)).where(and3(eq6(lessonCompletions.userId, userId), inArray4(modules.courseId, courseIds)));
      for (const r of rows) result.get(r.courseId)?.add(r.lessonId);
      return result;
    }
  };
}

// ../../services/course/src/stores/milestone-store.ts
import { asc as asc4, eq as eq7, and as and4 } from "drizzle-orm";
function createDrizzleMilestoneStore(db) {
  return {
    async record(input) {
      const [row] = await db.insert(milestones).values({
        enrollmentId: input.enrollmentId,
        userId: input.userId,
        courseId: input.courseId,
        type: input.type,
        title: input.title,
        description: input.description ?? null,
        icon: milestoneIcons[input.type],
        metadata: input.metadata ?? {},
        onceKey: input.onceKey ?? null
      }).onConflictDoNothing({ target: [milestones.enrollmentId, milestones.onceKey] }).returning();
      return row ? toMilestone(row) : null;
    },
    async listForEnrollment(enrollmentId) {
      const rows = await db.select().from(milestones).where(eq7(milestones.enrollmentId, enrollmentId)).orderBy(asc4(milestones.achievedAt), asc4(milestones.id));
      return rows.map(toMilestone);
    },
    async listForUserCourse(userId, courseId) {
      const rows = await db.select().from(milestones).where(and4(eq7(milestones.userId, userId), eq7(milestones.courseId, courseId))).orderBy(asc4(milestones.achievedAt), asc4(milestones.id));
      return rows.map(toMilestone);
    }
  };
}

// ../../services/course/src/stores/stores.ts
function bind(db) {
  return {
    categories: createDrizzleCategoryStore(db),
    courses: createDrizzleCourseStore(db),
    curriculum: createDrizzleCurriculumStore(db),
    enrollments: createDrizzleEnrollmentStore(db),
    milestones: createDrizzleMilestoneStore(db),
    certificates: createDrizzleCertificateStore(db)
  };
}
function createDrizzleStores(db) {
  return {
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(bind(tx)))
  };
}

// ../../services/course/src/service.ts
async function createCourseService(opts = {}) {
  let deps;
  const service = await createService(
    {
      name: "course",
      config: courseConfigSchema,
      defaultPort: 4002,
      schema,
      migrations: migrationsFolder2(),
      routes(router, ctx) {
        const instructors = ctx.config.IDENTITY_URL ? createIdentityInstructorDirectory({
          baseUrl: ctx.config.IDENTITY_URL,
          secret: ctx.config.IDENTITY_TOKEN_SECRET,
          logger: ctx.logger
        }) : noInstructorDirectory;
        deps = {
          stores: createDrizzleStores(ctx.db),
          instructors,
          logger: ctx.logger,
          publicUrl: ctx.config.PUBLIC_URL
        };
        catalogRoutes(router, deps);
        authoringRoutes(router, deps);
        learningRoutes(router, deps);
        certificateRoutes(router, deps);
      },
      async onReady(ctx) {
        if (!ctx.config.DEMO || !deps) return;
        const summary = await seedDemoContent(deps, {
          instructorId: ctx.config.DEMO_INSTRUCTOR_ID,
          learnerId: ctx.config.DEMO_LEARNER_ID
        });
        ctx.logger.info(summary, "demo content ready");
      }
    },
    opts
  );
  return Object.assign(service, { deps });
}

// ../../gateway/src/create-gateway.ts
import compression from "compression";
import { pino as pino2 } from "pino";

// ../../gateway/src/auth-routes.ts
import { Router as Router2 } from "express";

// ../../gateway/src/identity-client.ts
function createIdentityClient(config) {
  if (!config.IDENTITY_URL) return void 0;
  const client = createServiceClient({
    target: "identity",
    baseUrl: config.IDENTITY_URL,
    caller: "gateway",
    secret: config.IDENTITY_TOKEN_SECRET,
    timeoutMs: config.IDENTITY_TIMEOUT_MS
  });
  return {
    login: (payload, requestId2) => client.post("/internal/auth/login", payload, requestId2),
    register: (payload, requestId2) => client.post("/internal/auth/register", payload, requestId2),
    testLogin: (requestId2) => client.post("/internal/auth/test-login", {}, requestId2),
    async getUser(id2, requestId2) {
      try {
        const data = await client.get(`/internal/users/${id2}`, requestId2);
        return "user" in data && typeof data.user === "object" ? data.user : data;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    }
  };
}
var identityNotConfigured = () => new NotFoundError("Sign-in is not available: the identity service is not configured.");

// ../../gateway/src/auth-routes.ts
var NOT_AUTHENTICATED = "Not authenticated";
var LOGGED_OUT = "Logged out";
var validBody = (schema2) => (req, _res, next) => {
  req.body = validate(schema2, req.body);
  next();
};
var noStore = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};
function authRoutes(deps) {
  const { config, users: users2, identity, limits } = deps;
  const router = Router2();
  const json = [requireJsonBodies(), jsonBodyParser(config.JSON_BODY_LIMIT)];
  const requestId2 = (req) => String(req.id ?? "");
  router.post("/api/login", noStore, limits.loginPerIp, ...json, validBody(loginSchema), limits.loginPerAccount, async (req, res) => {
    if (!identity) throw identityNotConfigured();
    const user = await identity.login(req.body, requestId2(req));
    await users2.signIn(req, user);
    res.json(user);
  });
  router.post(
    "/api/register",
    noStore,
    limits.registerPerIp,
    ...json,
    validBody(registrationSchema),
    limits.registerPerAccount,
    async (req, res) => {
      if (!identity) throw identityNotConfigured();
      const result = await identity.register(req.body, requestId2(req));
      if (result.user && result.user.status === "active") {
        await users2.signIn(req, result.user);
        res.status(201).json(result.user);
        return;
      }
      const message = result.message && /pending approval/i.test(result.message) ? result.message : messages.pendingApproval;
      res.status(201).json({ message });
    }
  );
  router.post("/api/logout", noStore, async (req, res) => {
    await users2.signOut(req, res);
    res.json({ message: LOGGED_OUT });
  });
  router.get("/api/user", noStore, async (req, res) => {
    const user = await users2.current(req, res);
    if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED);
    res.json(user);
  });
  const testLoginEnabled = (req, _res, next) => next(config.ENABLE_TEST_LOGIN ? void 0 : new NotFoundError(`No route for POST ${req.path}`));
  router.post("/api/test-login", noStore, testLoginEnabled, limits.loginPerIp, async (req, res) => {
    if (!identity) throw identityNotConfigured();
    const user = await identity.testLogin(requestId2(req));
    await users2.signIn(req, user);
    res.json(user);
  });
  return router;
}

// ../../gateway/src/config.ts
import { existsSync, readFileSync } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
import { z as z9 } from "zod";
var serviceUrl = z9.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();
var positiveInt = (fallback) => z9.coerce.number().int().positive().default(fallback);
var positiveNumber = (fallback) => z9.coerce.number().positive().default(fallback);
var trustProxy = z9.string().default("false").transform((v) => {
  const s = v.trim().toLowerCase();
  if (s === "false" || s === "0" || s === "no" || s === "off") return false;
  if (s === "true" || s === "yes" || s === "on") return 1;
  if (/^\d+$/.test(s)) return Number(s);
  return v.trim();
});
var originList = z9.string().optional().transform((v, ctx) => {
  const origins = [];
  for (const raw of (v ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    try {
      const u = new URL(raw);
      if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("scheme");
      origins.push(u.origin);
    } catch {
      ctx.addIssue({ code: "custom", message: `"${raw}" is not an http(s) origin` });
    }
  }
  return origins;
});
var gatewayConfigSchema = baseConfigSchema.pick({ NODE_ENV: true, HOST: true, IDENTITY_TOKEN_SECRET: true, LOG_LEVEL: true, SHUTDOWN_GRACE_MS: true }).extend({
  PORT: z9.coerce.number().int().min(0).max(65535).default(3e3),
  SESSION_SECRET: z9.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  SESSION_COOKIE_NAME: z9.string().regex(/^[\w.-]+$/, "SESSION_COOKIE_NAME may contain letters, digits, dots, dashes and underscores").default("canopy.sid"),
  SESSION_IDLE_MINUTES: positiveNumber(60),
  SESSION_ABSOLUTE_HOURS: positiveNumber(24),
  /** Longest wait for the session store before a request is answered 503. */
  SESSION_STORE_TIMEOUT_MS: positiveInt(1500),
  /** Bound of the in-process store used without Redis. */
  SESSION_MEMORY_MAX: positiveInt(1e4),
  REDIS_URL: z9.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  /** Prefix of every key the gateway writes to Redis (sessions and rate-limit counters). */
  REDIS_KEY_PREFIX: z9.string().default("canopy:"),
  IDENTITY_URL: serviceUrl,
  COURSE_URL: serviceUrl,
  FORUM_URL: serviceUrl,
  LIVE_SESSION_URL: serviceUrl,
  CONTENT_URL: serviceUrl,
  TRUST_PROXY: trustProxy,
  /** How old the session's copy of the user may get before identity is asked again. */
  IDENTITY_REFRESH_MS: z9.coerce.number().int().min(0).default(5e3),
  /** While identity is unreachable, a copy up to this old is still honoured; older ones get 503. */
  IDENTITY_STALE_MS: z9.coerce.number().int().min(0).default(3e4),
  IDENTITY_TIMEOUT_MS: positiveInt(3e3),
  PROXY_TIMEOUT_MS: positiveInt(1e4),
  /** The content service waits on outside AI and web pages; it gets longer. */
  CONTENT_PROXY_TIMEOUT_MS: positiveInt(6e4),
  ENABLE_TEST_LOGIN: z9.stringbool().default(false),
  STATIC_DIR: z9.string().min(1).optional(),
  REMOTE_LEARN_URL: z9.string().min(1).optional(),
  REMOTE_FORUM_URL: z9.string().min(1).optional(),
  REMOTE_STUDIO_URL: z9.string().min(1).optional(),
  REMOTE_ADMIN_URL: z9.string().min(1).optional(),
  ALLOWED_ORIGINS: originList,
  /** Body limit of the gateway's own JSON routes (sign-in, registration); proxied bodies are the services' business. */
  JSON_BODY_LIMIT: z9.string().default("16kb"),
  RATE_LIMIT_WINDOW_MS: positiveInt(15 * 6e4),
  /** Failed sign-ins per IP address per window. */
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(50),
  /** Failed sign-ins per username per window. */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
  /** Registration attempts per IP address per window. */
  RATE_LIMIT_REGISTER_PER_IP: positiveInt(30),
  /** Registration attempts per username per window. */
  RATE_LIMIT_REGISTER_PER_ACCOUNT: positiveInt(10)
});
function loadGatewayConfig(env) {
  const config = loadConfig("gateway", gatewayConfigSchema, env);
  return { ...config, STATIC_DIR: path4.resolve(config.STATIC_DIR ?? findRepoRoot()) };
}
function findRepoRoot(start = path4.dirname(fileURLToPath(import.meta.url))) {
  let dir = start;
  for (; ; ) {
    const pkg = path4.join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, "utf8")).workspaces) return dir;
      } catch {
      }
    }
    const parent = path4.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

// ../../gateway/src/origin-check.ts
var CROSS_ORIGIN_REFUSED = "Cross-origin requests are not allowed.";
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function originAllowed(headers, ownHost, allowed) {
  const origin = headers.origin;
  if (origin !== void 0) {
    if (allowed.includes(origin)) return true;
    let host;
    try {
      const u = new URL(origin);
      if (u.protocol !== "http:" && u.protocol !== "https:") return false;
      host = u.host;
    } catch {
      return false;
    }
    return ownHost !== void 0 && host.toLowerCase() === ownHost.toLowerCase();
  }
  return headers["sec-fetch-site"] !== "cross-site";
}
function originCheck(allowed) {
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    if (originAllowed(req.headers, req.host, allowed)) return next();
    next(new ForbiddenError(CROSS_ORIGIN_REFUSED));
  };
}

// ../../gateway/src/rate-limits.ts
import { MemoryStore, rateLimit } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
var RATE_LIMITED = "Too many attempts. Please try again later.";
var RATE_LIMIT_UNAVAILABLE = "Sign-in is temporarily unavailable. Please try again shortly.";
function createRateLimits(config, redis) {
  const memoryStores = [];
  function limiter(name, limit, opts) {
    let store;
    if (redis) store = redisStore(redis, `${config.REDIS_KEY_PREFIX}rl:${name}:`);
    else {
      const memory = new MemoryStore();
      memoryStores.push(memory);
      store = memory;
    }
    const middleware = rateLimit({
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      limit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      // Sign-in counts failures only (a user who signs in often is not an attacker); registration counts all.
      skipSuccessfulRequests: opts.failuresOnly,
      // 5xx means we failed, not the user: it does not count against them.
      requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode >= 500,
      ...opts.key ? { keyGenerator: (req) => opts.key(req) } : {},
      store,
      passOnStoreError: false,
      handler: (_req, res) => {
        res.status(429).json({ message: RATE_LIMITED });
      }
    });
    return (req, res, next) => {
      void middleware(req, res, (err) => {
        if (err) next(new UnavailableError(RATE_LIMIT_UNAVAILABLE));
        else next();
      });
    };
  }
  const account = (req) => {
    const username = req.body?.username;
    return typeof username === "string" ? username.trim().toLowerCase() : "";
  };
  return {
    loginPerIp: limiter("login-ip", config.RATE_LIMIT_LOGIN_PER_IP, { failuresOnly: true }),
    loginPerAccount: limiter("login-account", config.RATE_LIMIT_LOGIN_PER_ACCOUNT, { key: account, failuresOnly: true }),
    registerPerIp: limiter("register-ip", config.RATE_LIMIT_REGISTER_PER_IP, { failuresOnly: false }),
    registerPerAccount: limiter("register-account", config.RATE_LIMIT_REGISTER_PER_ACCOUNT, {
      key: account,
      failuresOnly: false
    }),
    close() {
      for (const s of memoryStores) s.shutdown();
    }
  };
}
function redisStore(redis, prefix) {
  const store = new RedisStore({
    prefix,
    sendCommand: (command, ...args) => redis.call(command, ...args)
  });
  const scripts = store;
  scripts.incrementScriptSha?.catch(() => {
  });
  scripts.getScriptSha?.catch(() => {
  });
  return store;
}

// ../../gateway/src/route-table.ts
var serviceNames = ["identity", "course", "forum", "live-session", "content"];
var routeTable = [
  { prefix: "/api/users", service: "identity" },
  { prefix: "/api/courses", service: "course" },
  { prefix: "/api/categories", service: "course" },
  { prefix: "/api/modules", service: "course" },
  { prefix: "/api/lessons", service: "course" },
  { prefix: "/api/enrollments", service: "course" },
  { prefix: "/api/lesson-completions", service: "course" },
  { prefix: "/api/educator/courses", service: "course" },
  { prefix: "/api/certificates", service: "course" },
  { prefix: "/api/forum-topics", service: "forum" },
  { prefix: "/api/discussions", service: "forum" },
  { prefix: "/api/forum", service: "forum" },
  { prefix: "/api/live-sessions", service: "live-session" },
  { prefix: "/api/ebooks", service: "content" },
  { prefix: "/api/upload", service: "content" },
  { prefix: "/api/youtube", service: "content" },
  { prefix: "/api/generate-ebook-from-link", service: "content" },
  { prefix: "/api/canopy-gpt", service: "content" },
  { prefix: "/api/ai", service: "content" }
];
var serviceUrlVariable = {
  identity: "IDENTITY_URL",
  course: "COURSE_URL",
  forum: "FORUM_URL",
  "live-session": "LIVE_SESSION_URL",
  content: "CONTENT_URL"
};
function serviceForPath(pathname) {
  for (const { prefix, service } of routeTable) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return service;
  }
  return void 0;
}
function isSafePath(rawPath) {
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return false;
  if (rawPath.includes("\\")) return false;
  return !rawPath.split("/").some((segment) => segment === "." || segment === "..");
}

// ../../gateway/src/security-headers.ts
import helmet from "helmet";
var YOUTUBE_FRAMES = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
function remoteOrigins(config) {
  const origins = /* @__PURE__ */ new Set();
  for (const url of [config.REMOTE_LEARN_URL, config.REMOTE_FORUM_URL, config.REMOTE_STUDIO_URL, config.REMOTE_ADMIN_URL]) {
    if (!url) continue;
    try {
      const u = new URL(url);
      if (u.protocol === "http:" || u.protocol === "https:") origins.add(u.origin);
    } catch {
    }
  }
  return [...origins];
}
function ownSocketOrigin(req) {
  const host = req.headers.host;
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host)) return "'self'";
  const secure = req.secure === true;
  return `${secure ? "wss" : "ws"}://${host}`;
}
function securityHeaders(config) {
  const remotes = remoteOrigins(config);
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", "https:", "data:", "blob:"],
        mediaSrc: ["'self'", "https:", "data:", "blob:"],
        fontSrc: ["'self'", "data:", ...remotes],
        connectSrc: ["'self'", (req) => ownSocketOrigin(req), ...remotes],
        frameSrc: YOUTUBE_FRAMES,
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"]
      }
    },
    // YouTube's embedded player needs to know the embedding origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent below only over TLS: on a plain-http machine (localhost, the embedded launcher) it means nothing
    // at best and pins a host to https at worst.
    strictTransportSecurity: false
  });
  return (req, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    headers(req, res, next);
  };
}

// ../../gateway/src/service-proxy.ts
import http from "node:http";
import https from "node:https";
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from "http-proxy-middleware";

// ../../gateway/src/socket-response.ts
import { STATUS_CODES } from "node:http";
function writeSocketError(socket, status, body, headers = {}) {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(json)}`,
    "Connection: close",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)
  ];
  socket.end(`${lines.join("\r\n")}\r
\r
${json}`);
}

// ../../gateway/src/service-proxy.ts
var RETRY_AFTER_SECONDS = 5;
var unavailableMessage = (service) => `The ${service} service is unavailable. Please try again shortly.`;
function createServiceProxies(config, logger) {
  const web = /* @__PURE__ */ new Map();
  const ws = /* @__PURE__ */ new Map();
  const agents = [];
  for (const service of serviceNames) {
    const target = config[serviceUrlVariable[service]];
    if (!target) continue;
    const isHttps = target.startsWith("https:");
    const agent = isHttps ? new https.Agent({ keepAlive: true, maxSockets: 256 }) : new http.Agent({ keepAlive: true, maxSockets: 256 });
    agents.push(agent);
    const base = {
      target,
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: service === "content" ? config.CONTENT_PROXY_TIMEOUT_MS : config.PROXY_TIMEOUT_MS,
      // Our own error answer and quiet logging instead of the defaults (504 text, console lines per request).
      ejectPlugins: true,
      plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
      on: {
        error: (err, req, res) => {
          logger.warn({ service, code: err.code ?? err.message, url: req.url }, "service unavailable");
          respondUnavailable(service, res);
        },
        proxyRes: (proxyRes) => {
          delete proxyRes.headers["set-cookie"];
        }
      }
    };
    web.set(service, createProxyMiddleware({ ...base, agent }));
    ws.set(service, createProxyMiddleware({ ...base, proxyTimeout: void 0 }));
  }
  return {
    has: (service) => web.has(service),
    web(service, req, res) {
      void web.get(service)(req, res, (err) => {
        logger.warn({ service, err }, "proxy setup failed");
        respondUnavailable(service, res);
      });
    },
    upgrade(service, req, socket, head) {
      ws.get(service).upgrade(req, socket, head);
    },
    close() {
      for (const a of agents) a.destroy();
    }
  };
}
function respondUnavailable(service, res) {
  const body = { message: unavailableMessage(service) };
  if (!("writeHead" in res)) {
    writeSocketError(res, 503, body, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 503;
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}
function prepareForwardedHeaders(headers, token, requestId2) {
  for (const name of Object.keys(headers)) {
    if (name.startsWith("x-canopy-") || name.startsWith("x-user-") || name === "cookie") delete headers[name];
  }
  headers[IDENTITY_HEADER] = token;
  headers[REQUEST_ID_HEADER] = requestId2;
}

// ../../gateway/src/session-backend.ts
import session from "express-session";
import { RedisStore as RedisStore2 } from "connect-redis";
import { Redis } from "ioredis";
import createMemoryStore from "memorystore";

// ../../gateway/src/ioredis-session-client.ts
function ioredisSessionClient(redis) {
  return {
    get: (key2) => redis.get(key2),
    set: (key2, value, opts) => opts?.expiration ? redis.set(key2, value, "EX", opts.expiration.value) : redis.set(key2, value),
    expire: (key2, seconds) => redis.expire(key2, seconds),
    del: (keys) => redis.del(...Array.isArray(keys) ? keys : [keys]),
    mGet: (keys) => redis.mget(...keys),
    async *scanIterator({ MATCH, COUNT }) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", MATCH, "COUNT", COUNT);
        cursor = next;
        if (keys.length) yield keys;
      } while (cursor !== "0");
    }
  };
}

// ../../gateway/src/session-backend.ts
function createSessionBackend(config, logger) {
  const idleSeconds = Math.max(1, Math.ceil(config.SESSION_IDLE_MINUTES * 60));
  if (!config.REDIS_URL) {
    const MemoryStore2 = createMemoryStore(session);
    const store2 = new MemoryStore2({ checkPeriod: 6e4, max: config.SESSION_MEMORY_MAX });
    return {
      kind: "memory",
      store: store2,
      isUp: () => true,
      ping: async () => {
      },
      settle: async () => {
      },
      close: async () => store2.stopInterval()
    };
  }
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    connectTimeout: 1e3,
    commandTimeout: 1e3,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2e3)
  });
  let lastErrorLog = 0;
  redis.on("error", (err) => {
    if (Date.now() - lastErrorLog < 3e4) return;
    lastErrorLog = Date.now();
    logger.warn({ err: err.message }, "redis unavailable");
  });
  redis.on("ready", () => logger.info("redis connected"));
  const store = new RedisStore2({
    client: ioredisSessionClient(redis),
    prefix: `${config.REDIS_KEY_PREFIX}sess:`,
    ttl: idleSeconds
  });
  return {
    kind: "redis",
    store,
    redis,
    isUp: () => redis.status === "ready",
    async ping(timeoutMs) {
      if (redis.status !== "ready") throw new Error(`redis is ${redis.status}`);
      await withTimeout(redis.ping(), timeoutMs);
    },
    async settle(timeoutMs) {
      if (redis.status === "ready") return;
      await new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        redis.once("ready", done);
        function done() {
          clearTimeout(timer);
          redis.off("ready", done);
          resolve();
        }
      });
    },
    async close() {
      try {
        await withTimeout(redis.quit(), 1e3);
      } catch {
        redis.disconnect();
      }
    }
  };
}
function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    );
  });
}

// ../../gateway/src/session-layer.ts
import session2 from "express-session";
var SESSION_UNAVAILABLE = "Sessions are temporarily unavailable. Please try again shortly.";
var unavailable = () => new UnavailableError(SESSION_UNAVAILABLE);
function createSessionLayer(config, backend, logger) {
  const timeoutMs = config.SESSION_STORE_TIMEOUT_MS;
  const cookie = {
    httpOnly: true,
    sameSite: "lax",
    // Secure exactly when the request came over TLS (as seen through a trusted proxy when TRUST_PROXY is set).
    secure: "auto",
    path: "/",
    maxAge: Math.round(config.SESSION_IDLE_MINUTES * 6e4)
  };
  const handler = session2({
    name: config.SESSION_COOKIE_NAME,
    secret: config.SESSION_SECRET,
    store: backend.store,
    resave: false,
    saveUninitialized: false,
    // Every answer pushes the idle expiry (cookie and store TTL) forward; the absolute limit is checked apart.
    rolling: true,
    // Not unset: 'destroy' — that makes express-session call the store again after a failed load (no
    // req.session) and hold the 503 answer for it. Sessions are destroyed explicitly instead.
    cookie
  });
  function load(req, res) {
    if (!backend.isUp()) return Promise.reject(unavailable());
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (err) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) reject(err);
        else resolve();
      };
      const timer = setTimeout(() => {
        logger.warn({ timeoutMs }, "session store did not answer in time");
        finish(unavailable());
      }, timeoutMs);
      handler(req, res, (err) => {
        if (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, "session store error");
          return finish(unavailable());
        }
        const loaded = req.session;
        if (!loaded) return finish(unavailable());
        loaded.cookie.secure = req.secure === true;
        finish();
      });
    });
  }
  function storeCall(op) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(unavailable()), timeoutMs);
      op((err) => {
        clearTimeout(timer);
        if (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, "session store error");
          reject(unavailable());
        } else resolve();
      });
    });
  }
  return {
    cookieName: config.SESSION_COOKIE_NAME,
    middleware: (req, res, next) => {
      load(req, res).then(() => next(), next);
    },
    load,
    regenerate: (req) => storeCall((cb) => req.session.regenerate(cb)),
    save: (req) => storeCall((cb) => req.session.save(cb)),
    async destroy(req, res) {
      if (req.session) await storeCall((cb) => req.session.destroy(cb));
      if (typeof res.clearCookie !== "function") return;
      res.clearCookie(config.SESSION_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax", secure: req.secure });
    }
  };
}

// ../../gateway/src/session-user.ts
var SESSION_EXPIRED = "Your session has expired. Please log in again.";
var ACCOUNT_GONE = "Your account is no longer available. Please log in again.";
function createSessionUsers(config, sessions, identity, logger) {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 36e5;
  const recent = new TtlCache(Math.max(1, config.IDENTITY_REFRESH_MS), 1e4);
  const inFlight = /* @__PURE__ */ new Map();
  function fetchUser(id2, requestId2) {
    const hit = recent.get(id2);
    if (hit) return Promise.resolve(hit);
    let pending = inFlight.get(id2);
    if (!pending) {
      pending = identity.getUser(id2, requestId2).then((user) => {
        const fetched = { user, at: Date.now() };
        recent.set(id2, fetched);
        return fetched;
      }).finally(() => inFlight.delete(id2));
      inFlight.set(id2, pending);
    }
    return pending;
  }
  async function refuse(req, res, message) {
    await sessions.destroy(req, res);
    throw new UnauthenticatedError(message);
  }
  return {
    async current(req, res) {
      const s = req.session;
      if (!s?.userId || !s.user) return null;
      const now = Date.now();
      if (!s.signedInAt || now - s.signedInAt > absoluteMs) return refuse(req, res, SESSION_EXPIRED);
      if (now - (s.refreshedAt ?? 0) < config.IDENTITY_REFRESH_MS) return s.user;
      if (!identity) return refuse(req, res, ACCOUNT_GONE);
      let fetched;
      try {
        fetched = await fetchUser(s.userId, String(req.id ?? ""));
      } catch (err) {
        const stale = now - (s.refreshedAt ?? 0);
        if (err instanceof HttpError && err.status >= 500 && stale <= config.IDENTITY_STALE_MS) {
          logger.warn({ userId: s.userId, staleMs: stale }, "identity unreachable; using the session copy");
          return s.user;
        }
        throw err;
      }
      const user = fetched.user;
      if (!user) return refuse(req, res, ACCOUNT_GONE);
      if (user.status === "suspended") return refuse(req, res, messages.suspended);
      if (user.status === "rejected") return refuse(req, res, messages.rejected);
      s.user = user;
      s.refreshedAt = fetched.at;
      return user;
    },
    async signIn(req, user) {
      await sessions.regenerate(req);
      const now = Date.now();
      req.session.userId = user.id;
      req.session.user = user;
      req.session.signedInAt = now;
      req.session.refreshedAt = now;
      recent.set(user.id, { user, at: now });
      await sessions.save(req);
    },
    signOut: (req, res) => sessions.destroy(req, res)
  };
}
function identityOf(user) {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName
  };
}

// ../../gateway/src/static-frontends.ts
import { existsSync as existsSync2 } from "node:fs";
import path5 from "node:path";
import express2, { Router as Router3 } from "express";
var remoteNames = ["learn", "forum", "studio", "admin"];
var IMMUTABLE = "public, max-age=31536000, immutable";
var NO_CACHE = "no-cache";
var HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
var ALWAYS_REVALIDATE = /* @__PURE__ */ new Set(["mf-manifest.json", "remoteEntry.js"]);
function cacheControlFor(filePath) {
  const name = path5.basename(filePath);
  if (name.endsWith(".html") || ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
function staticDir(root) {
  return express2.static(root, {
    index: "index.html",
    cacheControl: false,
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader("Cache-Control", cacheControlFor(filePath))
  });
}
function remoteUrl(config, name) {
  const byName = {
    learn: config.REMOTE_LEARN_URL,
    forum: config.REMOTE_FORUM_URL,
    studio: config.REMOTE_STUDIO_URL,
    admin: config.REMOTE_ADMIN_URL
  };
  return byName[name];
}
function mfeManifest(config) {
  const remotes = {};
  for (const name of remoteNames) {
    const url = remoteUrl(config, name);
    if (url) remotes[name] = { entry: url };
    else if (existsSync2(path5.join(config.STATIC_DIR, `mfe-${name}`, "dist", "mf-manifest.json"))) {
      remotes[name] = { entry: `/remotes/${name}/mf-manifest.json` };
    }
  }
  return { remotes };
}
var NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canopy</title></head>
<body><main><h1>Canopy is starting up</h1><p>The web front end has not been built yet. Run <code>npm run build</code>, then reload this page.</p></main></body></html>`;
function staticFrontends(config) {
  const router = Router3();
  const shellDist = path5.join(config.STATIC_DIR, "shell", "dist");
  router.get("/mfe-manifest.json", (_req, res) => {
    res.setHeader("Cache-Control", NO_CACHE);
    res.json(mfeManifest(config));
  });
  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, staticDir(path5.join(config.STATIC_DIR, `mfe-${name}`, "dist")));
  }
  router.use(staticDir(shellDist));
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.headers.accept?.includes("text/html")) return next();
    const p = req.path;
    if (p === "/api" || p.startsWith("/api/") || p === "/remotes" || p.startsWith("/remotes/")) return next();
    if (p === "/ws" || p === "/healthz" || p === "/readyz") return next();
    if (path5.posix.basename(p).includes(".")) return next();
    const index3 = path5.join(shellDist, "index.html");
    res.setHeader("Cache-Control", NO_CACHE);
    if (!existsSync2(index3)) {
      res.status(503).type("html").send(NOT_BUILT_PAGE);
      return;
    }
    res.sendFile(index3);
  });
  return router;
}

// ../../gateway/src/websocket-upgrade.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { ServerResponse } from "node:http";
var WS_PATH = "/ws";
function createUpgradeHandler(deps) {
  const { config, sessions, users: users2, proxies, logger } = deps;
  return async (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    const path8 = (req.url ?? "/").split("?")[0];
    if (path8 !== WS_PATH) return writeSocketError(socket, 404, { message: "Not found" });
    if (!originAllowed(req.headers, req.headers.host, config.ALLOWED_ORIGINS)) {
      return writeSocketError(socket, 403, { message: CROSS_ORIGIN_REFUSED });
    }
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId2 = typeof incoming === "string" && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID2();
    req.id = requestId2;
    const res = new ServerResponse(req);
    let token;
    try {
      await sessions.load(req, res);
      const user = await users2.current(req, res);
      if (!user) return writeSocketError(socket, 401, { message: "Authentication required" });
      if (!proxies.has("live-session")) {
        return writeSocketError(socket, 404, { message: "Live sessions are not available." });
      }
      token = await signIdentityToken({ user: identityOf(user), requestId: requestId2 }, config.IDENTITY_TOKEN_SECRET);
    } catch (err) {
      if (err instanceof HttpError) return writeSocketError(socket, err.status, err.toBody(), err.headers);
      logger.error({ err }, "websocket upgrade failed");
      return writeSocketError(socket, 500, { message: "Something went wrong on our side. Please try again." });
    }
    prepareForwardedHeaders(req.headers, token, requestId2);
    proxies.upgrade("live-session", req, socket, head);
  };
}

// ../../gateway/src/create-gateway.ts
function createGateway(opts = {}) {
  const config = loadGatewayConfig(opts.env ?? process.env);
  const logger = (opts.logger ?? pino2({ level: config.LOG_LEVEL })).child(
    { service: "gateway" },
    {
      redact: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-canopy-identity"]',
        'res.headers["set-cookie"]'
      ]
    }
  );
  const backend = createSessionBackend(config, logger);
  const sessions = createSessionLayer(config, backend, logger);
  const identity = createIdentityClient(config);
  const users2 = createSessionUsers(config, sessions, identity, logger);
  const limits = createRateLimits(config, backend.redis);
  const proxies = createServiceProxies(config, logger);
  let draining = false;
  const app = baseApp();
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config));
  app.use(compression());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", service: "gateway" });
  });
  app.get("/readyz", async (_req, res) => {
    if (draining) throw new UnavailableError("Shutting down");
    try {
      await backend.ping(1e3);
    } catch {
      throw new UnavailableError("Session store unreachable");
    }
    res.json({ status: "ready", service: "gateway", sessions: backend.kind });
  });
  app.use(originCheck(config.ALLOWED_ORIGINS));
  app.all(WS_PATH, (_req, res) => {
    res.status(426).setHeader("Upgrade", "websocket").json({ message: "This endpoint speaks WebSocket only." });
  });
  app.use("/api", (req, _res, next) => {
    next(isSafePath(req.originalUrl.split("?")[0]) ? void 0 : new ValidationError("Invalid request path"));
  });
  app.use("/api", sessions.middleware);
  app.use(authRoutes({ config, users: users2, identity, limits }));
  app.use(async (req, res, next) => {
    const service = req.path.startsWith("/api/") ? serviceForPath(req.path) : void 0;
    if (!service || !proxies.has(service)) return next();
    const user = await users2.current(req, res);
    const requestId2 = String(req.id);
    const token = await signIdentityToken(
      { user: user ? identityOf(user) : null, requestId: requestId2 },
      config.IDENTITY_TOKEN_SECRET
    );
    prepareForwardedHeaders(req.headers, token, requestId2);
    proxies.web(service, req, res);
  });
  app.use("/api", (req, _res, next) => {
    next(new NotFoundError(`No route for ${req.method} ${req.originalUrl.split("?")[0]}`));
  });
  app.use(staticFrontends(config));
  app.use(notFoundHandler);
  app.use(errorHandler());
  const onUpgrade = createUpgradeHandler({ config, sessions, users: users2, proxies, logger });
  const upgraded = /* @__PURE__ */ new Set();
  const handleUpgrade = (req, socket, head) => {
    if (draining) return socket.destroy();
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    void onUpgrade(req, socket, head);
  };
  let server;
  return {
    app,
    config,
    logger,
    sessionStore: backend.kind,
    handleUpgrade,
    get server() {
      return server;
    },
    async start(port = config.PORT) {
      await backend.settle(1e3);
      return new Promise((resolve, reject) => {
        const s = app.listen(port, config.HOST);
        s.once("error", reject);
        s.once("listening", () => {
          server = s;
          s.on("upgrade", handleUpgrade);
          const actual = s.address().port;
          logger.info({ port: actual, sessions: backend.kind }, "gateway listening");
          resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
        });
      });
    },
    async stop() {
      draining = true;
      if (server) {
        const s = server;
        const closed = new Promise((resolve) => s.close(() => resolve()));
        s.closeIdleConnections();
        const timer = setTimeout(() => s.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        timer.unref();
        for (const socket of upgraded) socket.destroy();
        await closed;
        clearTimeout(timer);
        server = void 0;
      }
      proxies.close();
      limits.close();
      await backend.close();
    }
  };
}

// src/platform-config.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { existsSync as existsSync3, mkdirSync as mkdirSync2, readFileSync as readFileSync2, writeFileSync } from "node:fs";
import path6 from "node:path";
import { z as z10 } from "zod";
var bool = z10.enum(["true", "false"]).transform((v) => v === "true");
var platformConfigSchema = z10.object({
  PORT: z10.coerce.number().int().min(0).max(65535).default(3e3),
  DATA_DIR: z10.string().default(path6.resolve(process.cwd(), ".data")),
  DEMO: bool.default(true),
  IDENTITY_PORT: z10.coerce.number().int().min(0).max(65535).default(4001),
  COURSE_PORT: z10.coerce.number().int().min(0).max(65535).default(4002),
  IDENTITY_TOKEN_SECRET: z10.string().min(32).optional(),
  SESSION_SECRET: z10.string().min(32).optional(),
  DATABASE_URL: z10.string().optional(),
  IDENTITY_DATABASE_URL: z10.string().optional(),
  COURSE_DATABASE_URL: z10.string().optional()
});
function loadPlatformConfig(env) {
  return loadConfig("launcher", platformConfigSchema, env);
}
function platformSecrets(cfg) {
  const file = path6.join(cfg.DATA_DIR, "secrets.json");
  mkdirSync2(cfg.DATA_DIR, { recursive: true });
  let stored = {};
  if (existsSync3(file)) stored = JSON.parse(readFileSync2(file, "utf8"));
  const secrets = {
    identityTokenSecret: cfg.IDENTITY_TOKEN_SECRET ?? stored.identityTokenSecret ?? randomBytes2(32).toString("hex"),
    sessionSecret: cfg.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes2(32).toString("hex")
  };
  if (!cfg.IDENTITY_TOKEN_SECRET || !cfg.SESSION_SECRET) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 384 });
  }
  return secrets;
}

// src/print-banner.ts
function printBanner(opts) {
  const lines = [
    "",
    "  Canopy is running",
    `  ${opts.url}`,
    "",
    `  data: ${opts.dataDir}   sessions: ${opts.redis}`
  ];
  if (opts.accounts.length) {
    lines.push("", "  Demo accounts (username / password):");
    for (const a of opts.accounts)
      lines.push(`    ${a.role.padEnd(9)} ${a.username.padEnd(18)} ${a.password}${a.status === "active" ? "" : `  (${a.status})`}`);
  }
  lines.push("");
  process.stdout.write(lines.join("\n") + "\n");
}

// src/main.ts
async function main() {
  const cfg = loadPlatformConfig(process.env);
  const secrets = platformSecrets(cfg);
  const logger = pino3({ level: process.env.LOG_LEVEL ?? "info" });
  const running = [];
  const common = {
    ...process.env,
    DATA_DIR: path7.resolve(cfg.DATA_DIR),
    IDENTITY_TOKEN_SECRET: secrets.identityTokenSecret,
    DEMO: String(cfg.DEMO)
  };
  const url = (port2) => `http://127.0.0.1:${port2}`;
  const stopAll = async () => {
    for (const s of running.reverse()) await s.stop().catch((err) => logger.error({ err }, "stop failed"));
  };
  process.once("SIGTERM", () => void stopAll().then(() => process.exit(0)));
  process.once("SIGINT", () => void stopAll().then(() => process.exit(0)));
  const identity = await createIdentityService({
    logger,
    env: {
      ...common,
      PORT: String(cfg.IDENTITY_PORT),
      DATABASE_URL: cfg.IDENTITY_DATABASE_URL ?? cfg.DATABASE_URL,
      ENABLE_TEST_LOGIN: process.env.ENABLE_TEST_LOGIN ?? String(cfg.DEMO)
    }
  });
  running.push(identity);
  await identity.start();
  const accounts = cfg.DEMO ? await seedDemoAccounts(identity.ctx) : [];
  const idOf = (username) => accounts.find((a) => a.username === username)?.id;
  const course = await createCourseService({
    logger,
    env: {
      ...common,
      PORT: String(cfg.COURSE_PORT),
      DATABASE_URL: cfg.COURSE_DATABASE_URL ?? cfg.DATABASE_URL,
      IDENTITY_URL: url(cfg.IDENTITY_PORT),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`,
      ...idOf("educator") ? { DEMO_INSTRUCTOR_ID: String(idOf("educator")) } : {},
      ...idOf("student") ? { DEMO_LEARNER_ID: String(idOf("student")) } : {}
    }
  });
  running.push(course);
  await course.start();
  const gateway = createGateway({
    logger,
    env: {
      ...process.env,
      PORT: String(cfg.PORT),
      IDENTITY_TOKEN_SECRET: secrets.identityTokenSecret,
      SESSION_SECRET: secrets.sessionSecret,
      IDENTITY_URL: url(cfg.IDENTITY_PORT),
      COURSE_URL: url(cfg.COURSE_PORT),
      ENABLE_TEST_LOGIN: process.env.ENABLE_TEST_LOGIN ?? String(cfg.DEMO)
    }
  });
  running.push(gateway);
  const { port } = await gateway.start();
  printBanner({ url: `http://localhost:${port}`, dataDir: common.DATA_DIR, accounts, redis: gateway.sessionStore });
}
main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
