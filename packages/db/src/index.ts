export * from './database';
export { connect, MIGRATIONS_FOLDER, type ConnectOptions } from './connect';
export { createEmptyTestDatabase, createTestDatabase } from './test-database';
export { committedMigrations, pendingMigrations, type CommittedMigration } from './migration-status';
export * as schema from './schema/index';
export * from './schema/index';
export { isConcurrencyConflict, isUniqueViolation } from './errors';
export { retryConcurrencyConflictsOnce } from './transaction-retry';
export { preparedFor } from './prepared';
