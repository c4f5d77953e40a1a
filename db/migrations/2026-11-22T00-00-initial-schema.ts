import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports project code, so later refactors cannot
// change what an already-applied migration did.

function columnTypes(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  return {
    // jsonb on PostgreSQL; plain text on SQLite (NUMERIC affinity would turn "5" into 5).
    json: pg ? ('jsonb' as const) : ('text' as const),
    bool: pg ? ('boolean' as const) : ('integer' as const),
    real: pg ? ('double precision' as const) : ('real' as const),
    // ISO-8601 UTC text written by the app: identical on both engines and sortable.
    timestamp: 'text' as const,
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db)

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('affiliate_url', 'text', (c) => c.notNull())
    .addColumn('affiliate_url_key', 'text', (c) => c.notNull().unique())
    .addColumn('images', t.json, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('colors_available', t.json, (c) => c.notNull())
    .addColumn('price', t.real)
    .addColumn('original_price', t.real)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rating', t.real)
    .addColumn('review_count', 'integer')
    .addColumn('seasons', t.json, (c) => c.notNull())
    .addColumn('body_shapes', t.json, (c) => c.notNull())
    .addColumn('color_palettes', t.json, (c) => c.notNull())
    .addColumn('styles', t.json, (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('is_active', t.bool, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('ai_analyzed_at', t.timestamp)
    .addColumn('ai_analysis_version', 'text')
    .addColumn('ai_confidence_score', t.real)
    .execute()
  // The shopper catalogue: active products, newest first (id breaks ties for stable paging).
  await db.schema.createIndex('products_active_created_idx').on('products').columns(['is_active', 'created_at', 'id']).execute()
  await db.schema.createIndex('products_category_created_idx').on('products').columns(['category', 'created_at']).execute()
  // "Unanalysed or analysed more than 7 days ago" scans.
  await db.schema.createIndex('products_ai_analyzed_idx').on('products').columns(['ai_analyzed_at']).execute()
  await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute()

  await db.schema
    .createTable('product_ai_analysis')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('analysis_version', 'text', (c) => c.notNull())
    .addColumn('body_type_scores', t.json, (c) => c.notNull())
    .addColumn('skin_tone_scores', t.json, (c) => c.notNull())
    .addColumn('color_palette_scores', t.json, (c) => c.notNull())
    .addColumn('style_scores', t.json, (c) => c.notNull())
    .addColumn('occasion_scores', t.json, (c) => c.notNull())
    .addColumn('season_scores', t.json, (c) => c.notNull())
    .addColumn('age_scores', t.json, (c) => c.notNull())
    .addColumn('body_types', t.json, (c) => c.notNull())
    .addColumn('skin_tones', t.json, (c) => c.notNull())
    .addColumn('style_categories', t.json, (c) => c.notNull())
    .addColumn('occasions', t.json, (c) => c.notNull())
    .addColumn('seasons', t.json, (c) => c.notNull())
    .addColumn('age_groups', t.json, (c) => c.notNull())
    .addColumn('ai_confidence_score', t.real, (c) => c.notNull())
    .addColumn('analysis_reasoning', 'text')
    .addColumn('ai_raw_response', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('model_name', 'text')
    .addColumn('analyzed_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('product_ai_analysis_product_version_uq', ['product_id', 'analysis_version'])
    .execute()

  await db.schema
    .createTable('ai_analysis_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('claimed_at', t.timestamp)
    .addColumn('claimed_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute()
  // Workers claim the highest priority, oldest pending item first.
  await db.schema.createIndex('ai_queue_status_priority_idx').on('ai_analysis_queue').columns(['status', 'priority', 'created_at']).execute()
  await db.schema.createIndex('ai_queue_product_idx').on('ai_analysis_queue').column('product_id').execute()

  await db.schema
    .createTable('user_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('google_id', 'text')
    .addColumn('provider_data', t.json)
    .addColumn('is_verified', t.bool, (c) => c.notNull())
    .addColumn('last_login', t.timestamp)
    .addColumn('login_count', 'integer', (c) => c.notNull())
    .addColumn('body_type', 'text')
    .addColumn('skin_tone', 'text')
    .addColumn('style_preferences', t.json, (c) => c.notNull())
    .addColumn('age_group', 'text')
    .addColumn('preferred_occasions', t.json, (c) => c.notNull())
    .addColumn('preferred_seasons', t.json, (c) => c.notNull())
    .addColumn('personalized_tags', t.json, (c) => c.notNull())
    .addColumn('test_raw_data', t.json)
    .addColumn('test_completed_at', t.timestamp)
    .addColumn('test_version', 'text')
    .addColumn('last_login_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('user_profiles_email_idx').on('user_profiles').column('email').execute()

  await db.schema
    .createTable('style_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('body_shape', 'text')
    .addColumn('color_palette', 'text')
    .addColumn('style_preferences', t.json, (c) => c.notNull())
    .addColumn('measurements', t.json)
    .addColumn('last_analysis_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('precomputed_recommendations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_profile_hash', 'text', (c) => c.notNull())
    .addColumn('recommended_products', t.json, (c) => c.notNull())
    .addColumn('average_confidence_score', t.real)
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('precomputed_hash_expires_idx').on('precomputed_recommendations').columns(['user_profile_hash', 'expires_at']).execute()

  await db.schema
    .createTable('favourites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('favourites_user_product_uq', ['user_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('click_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('price', t.real)
    .addColumn('profile_summary', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('click_events_created_idx').on('click_events').columns(['created_at']).execute()
  await db.schema.createIndex('click_events_product_idx').on('click_events').columns(['product_id']).execute()

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('client_address', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').columns(['created_at']).execute()

  await db.schema
    .createTable('admin_activity_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', t.json)
    .addColumn('user_agent', 'text')
    .addColumn('client_address', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('admin_activity_created_idx').on('admin_activity_log').columns(['created_at']).execute()

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('processed_rows', 'integer', (c) => c.notNull())
    .addColumn('succeeded_rows', 'integer', (c) => c.notNull())
    .addColumn('failed_rows', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('result', t.json)
    .addColumn('cancel_requested', t.bool, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute()
  await db.schema.createIndex('import_jobs_created_idx').on('import_jobs').columns(['created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'import_jobs',
    'admin_activity_log',
    'contact_messages',
    'click_events',
    'favourites',
    'precomputed_recommendations',
    'style_profiles',
    'user_profiles',
    'ai_analysis_queue',
    'product_ai_analysis',
    'products',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
