import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create, loaded into every embedded instance (pg_trgm: the talent directory's substring search). */
export const PGLITE_EXTENSIONS = { pg_trgm };
