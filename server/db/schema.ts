import type { Generated } from 'kysely';

/** Table types for Kysely. Timestamps are ISO-8601 strings and booleans 0/1 so SQLite and PostgreSQL read alike. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  display_name: string;
  email: string | null;
  role: 'admin' | 'editor' | 'viewer';
  /** A registered account reads nothing until an admin approves it (migration 0008). */
  approval: Generated<'pending' | 'approved' | 'rejected'>;
  disabled: number;
  created_at: string;
  updated_at: string;
  /** The TOTP secret (base32), set while enrolling; two-factor is on once `totp_enabled_at` is set (migration 0014). */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last TOTP time step accepted, so no code is accepted twice. */
  totp_last_step: Generated<number | null>;
}

/** Ten single-use codes for when the authenticator is lost, stored as hashes (migration 0014). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A correct password for an account with two-factor earns one of these; a code completes it (migration 0014). */
export interface SignInChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: 'cookie' | 'token';
  expires_at: string;
  /** Codes tried with this challenge; it ends at `codeAttemptsPerChallenge` (migration 0018). */
  code_attempts: Generated<number>;
}

/** A one-time link an admin made for someone to choose a new password (migration 0015). */
export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  kind: 'cookie' | 'token';
  user_id: number;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  /** The browser or app that signed in, as it said (migration 0011); null for sessions made before. */
  user_agent: string | null;
  /** The client address as the proxy settings give it. */
  ip: string | null;
}

/** A single-use, expiring link an admin hands a person to join with a chosen role (migration 0012). */
export interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  role: 'admin' | 'editor' | 'viewer';
  /** Who it is for, as the admin noted it ("Dana, new editor"); shown in the list, never to the invitee. */
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  status: 'draft' | 'published';
  /** JSON text of the page's blocks, `[{id, type, data}]` in display order (migration 0019; keyed by type before). */
  content: string;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  /** Counts saves; a write names the one it changes (If-Match, migration 0009). */
  version: Generated<number>;
  /** JSON text of a live page's pending version (`DraftFields`), null when none (migration 0013). */
  draft: string | null;
  /** When the server publishes the working version by itself (ISO), null when not scheduled. */
  publish_at: string | null;
  /**
   * The folded block headings of `content` the link tool's ranking can match (`linkWordsOf`, migration 0032): what
   * its SQL narrows by instead of the whole content. Written with the references by every write of `content`.
   */
  link_words: Generated<string>;
}

export interface SubpagesTable extends PagesTable {
  page_id: number;
}

/** An insight, case study, advisory, guide or news item (migration 0025): a page's columns and its `meta`. */
export interface ArticlesTable extends Omit<PagesTable, 'link_words'> {
  /** JSON text of `ArticleMeta` (kind, cover, authors, topics, related services) as it is live. */
  meta: string;
  /** When it first went live (ISO); null until then. */
  published_at: string | null;
}

/** Someone who writes articles or appears in the team section (migration 0025). */
export interface PeopleTable {
  id: Generated<number>;
  slug: string;
  name: string;
  role: string;
  /** JSON text of an `Image`, null when there is no photo. */
  photo: string | null;
  bio: string;
  /** JSON arrays of text (`["OSCP", "CISSP"]`) and of `{label, url}`. */
  credentials: string;
  links: string;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
  version: Generated<number>;
}

export interface GlobalComponentsTable {
  name: 'header' | 'footer' | 'cta';
  content: string;
  updated_at: string;
  updated_by: number | null;
  /** Counts saves; a write names the one it changes (If-Match, migration 0009). */
  version: Generated<number>;
  /** JSON text of the pending content, null when none (migration 0020): `content` stays what visitors see. */
  draft: string | null;
  /** When the server publishes the draft by itself (ISO), null when not scheduled. */
  publish_at: string | null;
}

export interface ContactSubmissionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  status: 'new' | 'read' | 'archived';
  folder: Generated<'inbox' | 'spam'>;
  /** JSON array of the sentences that filed it as spam; null in the inbox. */
  spam_reasons: string | null;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  job_title: string;
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  cover_letter: string | null;
  /** A random name for the résumé whose bytes are in `resume_files`; null when there is none (or it was purged). */
  resume_file: string | null;
  resume_original_name: string | null;
  resume_size: number | null;
  status: 'new' | 'read' | 'archived';
  folder: Generated<'inbox' | 'spam'>;
  /** JSON array of the sentences that filed it as spam; null in the inbox. */
  spam_reasons: string | null;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** Lower-cased, whether or not such a user exists. */
  username: string;
  /** The client address the failure came from (after TRUST_PROXY). */
  source: string;
  attempted_at: string;
  /** Which factor was wrong; wrong codes are throttled apart from wrong passwords (migration 0018). */
  factor: Generated<'password' | 'code'>;
}

export interface RevisionsTable {
  id: Generated<number>;
  entity_type: 'page' | 'subpage' | 'article' | 'global-component';
  /** The page or subpage id as text, or the global component's name. */
  entity_key: string;
  /** JSON text of the version that a save replaced. */
  snapshot: string;
  /** Which version of the item the snapshot is; null for revisions kept before 0020 recorded it. */
  version: number | null;
  created_at: string;
  created_by: number | null;
}

/** Secrets every server instance must share (the form-token key), created once on first use. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** One row per retention purge, so it can be shown that old personal data really goes. */
export interface RetentionPurgesTable {
  id: Generated<number>;
  ran_at: string;
  contact_deleted: number;
  applications_deleted: number;
  resumes_deleted: number;
  spam_deleted: number;
}

/** One row per "delete this person's data"; the address itself is kept only as a SHA-256 of its lower case. */
export interface ErasuresTable {
  id: Generated<number>;
  erased_at: string;
  user_id: number | null;
  email_sha256: string;
  contact_deleted: number;
  applications_deleted: number;
  resumes_deleted: number;
}

/** A picture of the media library; `data` is the file as uploaded (an SVG after sanitising). */
export interface MediaTable {
  id: Generated<number>;
  name: string;
  alt: string;
  format: 'png' | 'jpeg' | 'webp' | 'avif' | 'svg';
  width: number;
  height: number;
  bytes: number;
  /** Of `data`: part of the address, so a replaced picture gets a new one. */
  hash: string;
  data: Buffer;
  /** Where the subject is, percent from the left and top (migration 0023). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** A file a library picture had before it was replaced, kept to be restored (migration 0023). */
export interface MediaRevisionsTable {
  id: Generated<number>;
  media_id: number;
  name: string;
  alt: string;
  format: MediaTable['format'];
  width: number;
  height: number;
  bytes: number;
  hash: string;
  data: Buffer;
  focal_x: number;
  focal_y: number;
  replaced_at: string;
  replaced_by: number | null;
}

export interface MediaRevisionRenditionsTable {
  revision_id: number;
  width: number;
  format: 'avif' | 'webp';
  bytes: number;
  data: Buffer;
}

export interface MediaRenditionsTable {
  media_id: number;
  width: number;
  format: 'avif' | 'webp';
  bytes: number;
  data: Buffer;
}

/** The bytes of a job application's résumé (migration 0017); goes with its application (on delete cascade). */
export interface ResumeFilesTable {
  application_id: number;
  data: Buffer;
}

/** A @fastify/rate-limit counter shared by every instance on PostgreSQL (migration 0017). */
export interface RateLimitCountersTable {
  /** The route (method and path) or limiter, then the client's key (usually its address). */
  key: string;
  hits: number;
  /** Milliseconds since the epoch; PostgreSQL's bigint comes back as a string. */
  resets_at: string | number | bigint;
}

/** Who has which item open, shared by every instance on PostgreSQL (migration 0017); expires after a minute. */
export interface EditorPresenceTable {
  /** `{collection}/{key}`, e.g. `pages/3`. */
  item: string;
  user_id: number;
  display_name: string;
  /** Milliseconds since the epoch of the last heartbeat. */
  seen_at: string | number | bigint;
}

/** An old public path and where it leads now (migration 0010); always one hop. */
export interface RedirectsTable {
  id: Generated<number>;
  source: string;
  target: string;
  hits: Generated<number>;
  created_at: string;
  created_by: number | null;
}

/** A shareable, expiring link that shows a working version (migration 0013; keyed by text since 0020). */
export interface PreviewLinksTable {
  id: Generated<number>;
  token_hash: string;
  entity_type: 'page' | 'subpage' | 'article' | 'global-component';
  /** A page's or subpage's id as text, or a component's name, as revisions key them. */
  entity_key: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
}

/** Who did what (migration 0016): appended to, never changed; names are kept as they were at the time. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  item_type: string | null;
  item_id: string | null;
  item_label: string | null;
  summary: Generated<string>;
  ip: string | null;
  auth_style: 'cookie' | 'token' | 'desktop' | null;
}

/**
 * Which page, subpage, article or person changed what search shows, written by triggers (migrations 0024 and
 * 0026); pruned as search reads it.
 */
export interface SearchChangesTable {
  id: Generated<number>;
  item_type: 'page' | 'subpage' | 'article' | 'person';
  item_id: number;
}

/** Link-preview pictures as drawn, one row per item at its current version (migration 0027). */
export interface SocialImagesTable {
  item: string;
  version: string;
  data: Buffer;
  created_at: string;
}

/** What a reference comes from (migration 0028): a page, subpage, article or person by id, a component by name. */
export type ReferenceSourceType = 'page' | 'subpage' | 'article' | 'global' | 'person';

/** Which documents show a library picture, live or in a draft (migration 0028), kept by every save. */
export interface MediaUsesTable {
  media_id: number;
  source_type: ReferenceSourceType;
  source_key: string;
}

/** Which documents link to a site address or below it (migration 0028): each link is kept with its parents. */
export interface LinkReferencesTable {
  path: string;
  source_type: ReferenceSourceType;
  source_key: string;
}

/**
 * Which documents show a page by its id (migration 0029): an article's related services, drawn with the page's title
 * and address, so a page's save drops the articles that show it. Kept by every save, as `media_uses` is.
 */
export interface PageUsesTable {
  page_id: number;
  source_type: ReferenceSourceType;
  source_key: string;
}

/** Which documents' team sections show a person, live or in a draft (migration 0031), kept by every save. */
export interface PersonUsesTable {
  person_id: number;
  source_type: ReferenceSourceType;
  source_key: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  password_resets: PasswordResetsTable;
  pages: PagesTable;
  subpages: SubpagesTable;
  articles: ArticlesTable;
  people: PeopleTable;
  global_components: GlobalComponentsTable;
  contact_submissions: ContactSubmissionsTable;
  job_applications: JobApplicationsTable;
  login_attempts: LoginAttemptsTable;
  revisions: RevisionsTable;
  server_secrets: ServerSecretsTable;
  retention_purges: RetentionPurgesTable;
  erasures: ErasuresTable;
  media: MediaTable;
  media_renditions: MediaRenditionsTable;
  media_revisions: MediaRevisionsTable;
  media_revision_renditions: MediaRevisionRenditionsTable;
  redirects: RedirectsTable;
  preview_links: PreviewLinksTable;
  audit_log: AuditLogTable;
  resume_files: ResumeFilesTable;
  rate_limit_counters: RateLimitCountersTable;
  editor_presence: EditorPresenceTable;
  search_changes: SearchChangesTable;
  social_images: SocialImagesTable;
  media_uses: MediaUsesTable;
  link_references: LinkReferencesTable;
  page_uses: PageUsesTable;
  person_uses: PersonUsesTable;
}
