import { customType, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea. node-postgres reads it as a Buffer and PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The exact bytes of uploaded files, addressed by their SHA-256 (lowercase hex): a file version names its blob,
 * and the same bytes uploaded twice are stored once. Blobs are never changed; `files.code` is the text view.
 */
export const fileBlobs = pgTable('file_blobs', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
