import type { ColumnType, Insertable, Selectable } from 'kysely'

// Column types describe what BOTH drivers return (KY recipe "data types"):
// - timestamps are ISO-8601 UTC text on both engines (written by the app, so they
//   sort lexically and need no per-dialect default; see docs/decisions/002);
// - booleans come back as boolean from pg and 0/1 from SQLite;
// - JSON columns come back parsed from pg (jsonb) and as text from SQLite;
//   read them with `parseJsonColumn` and write them with `JSON.stringify`.
export type Timestamp = string
export type DbBoolean = ColumnType<boolean | number, boolean, boolean>
export type Json<T> = ColumnType<T | string, string, string>
/**
 * A timestamp in one of the auth library's tables: timestamptz read as a Date on
 * PostgreSQL, ISO text on SQLite (docs/decisions/003). Read with `parseTimestampColumn`.
 */
export type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>

export interface ProductsTable {
  id: string
  product_name: string
  brand: string | null
  category: string
  affiliate_url: string
  /** Lower-cased, tracking-free form of the affiliate URL; unique, so an import never lands twice. */
  affiliate_url_key: string
  images: Json<ProductImage[]>
  description: string | null
  /** What it is made of, as given ("Linen, viscose"); null when not known. */
  material: ColumnType<string | null, string | null | undefined, string | null>
  tags: Json<string[]>
  colors_available: Json<string[]>
  price: number | null
  original_price: number | null
  currency: string
  rating: number | null
  review_count: number | null
  seasons: Json<string[]>
  body_shapes: Json<string[]>
  color_palettes: Json<string[]>
  styles: Json<string[]>
  source: string
  is_active: DbBoolean
  created_at: Timestamp
  updated_at: Timestamp
  ai_analyzed_at: Timestamp | null
  ai_analysis_version: string | null
  ai_confidence_score: number | null
}

export interface ProductImage {
  url: string
  color: string
  is_primary: boolean
}

export interface ProductAiAnalysisTable {
  id: string
  product_id: string
  analysis_version: string
  body_type_scores: Json<Record<string, number>>
  skin_tone_scores: Json<Record<string, number>>
  color_palette_scores: Json<Record<string, number>>
  style_scores: Json<Record<string, number>>
  occasion_scores: Json<Record<string, number>>
  season_scores: Json<Record<string, number>>
  age_scores: Json<Record<string, number>>
  body_types: Json<string[]>
  skin_tones: Json<string[]>
  style_categories: Json<string[]>
  occasions: Json<string[]>
  seasons: Json<string[]>
  age_groups: Json<string[]>
  ai_confidence_score: number
  analysis_reasoning: string | null
  ai_raw_response: string | null
  /** 'ai' when a model answered and its reply parsed, 'rule-based' otherwise. */
  method: string
  model_name: string | null
  analyzed_at: Timestamp
}

/** A product's garment attributes: what an analysis read, and the administrator's corrections kept apart. */
export interface ProductAttributesTable {
  product_id: string
  read_attributes: Json<Record<string, unknown>>
  /** A partial attribute set; an analysis never writes it. */
  overrides: Json<Record<string, unknown>>
  /** 'rule-based' or 'ai'. */
  method: string
  model_name: string | null
  analysed_at: Timestamp
  updated_at: Timestamp
}

export interface AiAnalysisQueueTable {
  id: string
  product_id: string
  status: string
  priority: number
  attempts: number
  error_message: string | null
  /** Set while a worker holds the item; a claim older than the lease is released. */
  claimed_at: Timestamp | null
  claimed_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface UserProfilesTable {
  id: string
  user_id: string
  email: string
  full_name: string | null
  avatar_url: string | null
  provider: string
  google_id: string | null
  provider_data: Json<Record<string, unknown>> | null
  is_verified: DbBoolean
  last_login: Timestamp | null
  login_count: number
  body_type: string | null
  skin_tone: string | null
  style_preferences: Json<string[]>
  age_group: string | null
  preferred_occasions: Json<string[]>
  preferred_seasons: Json<string[]>
  personalized_tags: Json<string[]>
  test_raw_data: Json<Record<string, unknown>> | null
  test_completed_at: Timestamp | null
  test_version: string | null
  last_login_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface StyleProfilesTable {
  id: string
  user_id: string
  body_shape: string | null
  /** Added 2026-12-02: the other shape her measurements sit on the edge of. */
  body_shape_alternative: string | null
  color_palette: string | null
  style_preferences: Json<string[]>
  measurements: Json<Measurements> | null
  last_analysis_at: Timestamp | null
  /** The refine quiz's season id (core/rule-book/seasons.ts), undertone and skin depth. */
  color_season: string | null
  /** Added 2026-12-02 (b): the reading's confidence (0..1; a number from both drivers) and runner-up season. */
  color_season_confidence: number | null
  color_season_runner_up: string | null
  undertones: string | null
  skin_tone: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface Measurements {
  bust?: number
  waist?: number
  hips?: number
  highHip?: number
  shoulders?: number
  height?: number
  weight?: number
}

export interface PrecomputedRecommendationsTable {
  id: string
  user_profile_hash: string
  recommended_products: Json<PrecomputedItem[]>
  average_confidence_score: number | null
  expires_at: Timestamp
  created_at: Timestamp
  /** The catalogue version the list was computed from (catalogue_version.version). */
  catalogue_version: ColumnType<number, number | undefined, number>
}

/** A complete set of quiz answers computed ahead for one catalogue version and day (decision 062). */
export interface QuizAnswerRunsTable {
  catalogue_version: number
  day: string
  answers: number
  computed_at: Timestamp
}

/** One page of a quiz segment's default view, as ready bytes (decision 062). */
export interface QuizAnswersTable {
  catalogue_version: number
  day: string
  segment_hash: string
  page_offset: number
  br: Uint8Array
}

/** One row (id 1): how many times the catalogue changed; triggers bump it (decision 026). */
export interface CatalogueVersionTable {
  id: number
  version: number
}

export interface PrecomputedItem {
  product_id: string
  score: number
  reasoning: string
  styling_tips: string[]
}

export interface FavouritesTable {
  id: string
  user_id: string
  product_id: string
  created_at: Timestamp
}

/** A signed-in shopper's learning signals (issue 18); a visitor's stay in her browser. */
export interface ShopperSignalsTable {
  id: string
  user_id: string
  kind: string
  ref: string
  reason: string | null
  signalled_at: Timestamp
}

export interface ClickEventsTable {
  id: string
  product_id: string
  user_id: string | null
  source: string
  action: string
  category: string | null
  price: number | null
  /** Shape, palette and styles only: never a name, e-mail or measurement. */
  profile_summary: Json<Record<string, unknown>> | null
  created_at: Timestamp
}

export interface ContactMessagesTable {
  id: string
  name: string
  email: string
  subject: string
  category: string
  message: string
  status: string
  user_id: string | null
  client_address: string | null
  created_at: Timestamp
}

export interface NewsletterSignupsTable {
  id: string
  /** Lower-cased; unique, so signing up twice is one row. */
  email: string
  source: string
  /** The wording the person agreed to. */
  consent_text: string
  consented_at: Timestamp
  client_address: string | null
  created_at: Timestamp
}

export interface AdminActivityLogTable {
  id: string
  admin_user_id: string | null
  username: string
  action: string
  details: Json<Record<string, unknown>> | null
  user_agent: string | null
  client_address: string | null
  created_at: Timestamp
}

export interface ImportJobsTable {
  id: string
  admin_user_id: string | null
  status: string
  total_rows: number
  processed_rows: number
  succeeded_rows: number
  failed_rows: number
  message: string | null
  result: Json<Record<string, unknown>> | null
  cancel_requested: DbBoolean
  created_at: Timestamp
  updated_at: Timestamp
  finished_at: Timestamp | null
}

// Accounts. The auth library (better-auth) owns these five tables' rows; our code reads
// them and sets `role`, nothing else.

export interface UsersTable {
  id: string
  name: string
  email: string
  email_verified: DbBoolean
  image: string | null
  /** 'shopper' or 'admin' (core/accounts/roles.ts). */
  role: string
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface SessionsTable {
  id: string
  token: string
  user_id: string
  expires_at: AuthTimestamp
  ip_address: string | null
  user_agent: string | null
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface AuthAccountsTable {
  id: string
  account_id: string
  /** 'credential' for e-mail and password, 'google' for Google sign-in. */
  provider_id: string
  user_id: string
  access_token: string | null
  refresh_token: string | null
  id_token: string | null
  access_token_expires_at: AuthTimestamp | null
  refresh_token_expires_at: AuthTimestamp | null
  scope: string | null
  /** The password hash, for the credential account. */
  password: string | null
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface AuthVerificationsTable {
  id: string
  identifier: string
  value: string
  expires_at: AuthTimestamp
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface AuthRateLimitsTable {
  id: string
  key: string
  count: number
  /** Milliseconds since the epoch (bigint on PostgreSQL, parsed to a number). */
  last_request: number
}

export interface AdminLoginLocksTable {
  /** 'client:<address>|<account>', 'browser:<id>|<account>' or 'account:<account>' (docs/decisions/011-admin-lock-per-client.md). */
  key: string
  failed_count: number
  locked_until: Timestamp | null
  last_failure_at: Timestamp | null
  updated_at: Timestamp
}

export interface AdminSessionsTable {
  id: string
  /** The auth session this back-office session rides on. */
  session_id: string
  user_id: string
  login_at: Timestamp
  expires_at: Timestamp
  updated_at: Timestamp
}

export interface AdminSetupTokensTable {
  id: string
  /** SHA-256 of the token; the token itself only ever appears in the printed link. */
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
  used_by_user_id: string | null
}

export interface AppSecretsTable {
  name: string
  value: string
  created_at: Timestamp
}

/** A shared blueprint link: the three answers and an opt-in first name, nothing more. */
export interface BlueprintSharesTable {
  /** The link's unguessable part (144 random bits, base64url). */
  id: string
  /** The owner when she was signed in; null for a visitor's link. */
  user_id: string | null
  /** SHA-256 (hex) of the revocation token the creating browser keeps. */
  revoke_token_hash: string
  body_shape: string
  color_palette: string
  style_preferences: Json<string[]>
  /** The shared colour season, when she had one; nullable so older rows read as none. */
  color_season: string | null
  /** The season close behind it when she shared; null when the call was clear or for older rows. */
  color_season_runner_up: string | null
  first_name: string | null
  /** For the creation rate limit. */
  client_address: string | null
  created_at: Timestamp
  /** Set on revocation; the link then answers 404. */
  revoked_at: Timestamp | null
}

/** A shared wishlist link (issue 27): its owner and an opt-in display name; the pieces are read live. */
export interface WishlistSharesTable {
  /** The link's unguessable part (144 random bits, base64url). */
  id: string
  user_id: string
  display_name: string | null
  created_at: Timestamp
  /** Set on revocation; the link then answers 404. */
  revoked_at: Timestamp | null
}

/** One field of a product changed by an administrator (issue 28): the edit form's text before and after. */
export interface ProductChangesTable {
  id: string
  product_id: string
  /** The import column the field is edited as (`productName`, `price`, ...). */
  field: string
  old_value: string | null
  new_value: string | null
  admin_user_id: string | null
  /** The administrator's e-mail as the activity log shows it. */
  admin_username: string
  changed_at: Timestamp
}

/** One run of the link-health check (issue 28); its figures stay after its products are gone. */
export interface LinkHealthRunsTable {
  id: string
  /** 'running' | 'completed' | 'offline' | 'failed' (core/catalog/link-health.ts). */
  status: string
  /** 'schedule' | 'admin' */
  trigger: string
  total: ColumnType<number, number | undefined, number>
  checked: ColumnType<number, number | undefined, number>
  deactivated: ColumnType<number, number | undefined, number>
  started_at: Timestamp
  finished_at: Timestamp | null
}

/** A product a link-health run found dead and deactivated: what was asked, what it answered, when. */
export interface LinkHealthFindingsTable {
  id: string
  run_id: string
  product_id: string
  /** 'link' | 'image' */
  kind: string
  /** A LinkHealthReason (core/catalog/link-health.ts). */
  reason: string
  detail: string
  url: string
  checked_at: Timestamp
}

export interface Database {
  products: ProductsTable
  product_ai_analysis: ProductAiAnalysisTable
  product_attributes: ProductAttributesTable
  ai_analysis_queue: AiAnalysisQueueTable
  user_profiles: UserProfilesTable
  style_profiles: StyleProfilesTable
  precomputed_recommendations: PrecomputedRecommendationsTable
  catalogue_version: CatalogueVersionTable
  favourites: FavouritesTable
  click_events: ClickEventsTable
  contact_messages: ContactMessagesTable
  newsletter_signups: NewsletterSignupsTable
  admin_activity_log: AdminActivityLogTable
  import_jobs: ImportJobsTable
  users: UsersTable
  sessions: SessionsTable
  auth_accounts: AuthAccountsTable
  auth_verifications: AuthVerificationsTable
  auth_rate_limits: AuthRateLimitsTable
  admin_login_locks: AdminLoginLocksTable
  admin_sessions: AdminSessionsTable
  admin_setup_tokens: AdminSetupTokensTable
  app_secrets: AppSecretsTable
  blueprint_shares: BlueprintSharesTable
  wishlist_shares: WishlistSharesTable
  product_changes: ProductChangesTable
  shopper_signals: ShopperSignalsTable
  link_health_runs: LinkHealthRunsTable
  link_health_findings: LinkHealthFindingsTable
  quiz_answer_runs: QuizAnswerRunsTable
  quiz_answers: QuizAnswersTable
}

export type BlueprintShareRow = Selectable<BlueprintSharesTable>
export type NewBlueprintShare = Insertable<BlueprintSharesTable>
export type WishlistShareRow = Selectable<WishlistSharesTable>
export type NewWishlistShare = Insertable<WishlistSharesTable>
export type NewContactMessage = Insertable<ContactMessagesTable>
export type NewNewsletterSignup = Insertable<NewsletterSignupsTable>

export type ProductRow = Selectable<ProductsTable>
export type NewProduct = Insertable<ProductsTable>
