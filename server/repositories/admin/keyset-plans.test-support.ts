import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { CompiledQuery } from 'kysely';
import { databaseKind } from '../../db/database-kind';
import type { Database } from '../../db/schema';

/** Keeps every query a repository builds, so a test can ask the database how it would run the real thing. */
export class QueryCapture implements KyselyPlugin {
  readonly queries: PluginTransformQueryArgs[] = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(args);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }

  /** The compiled text and parameters of each captured query that reads a page (it has a limit). */
  pageReads(db: Kysely<Database>): CompiledQuery[] {
    return this.queries
      .map((args) => db.getExecutor().compileQuery(args.node, args.queryId))
      .filter((query) => / limit /i.test(query.sql));
  }
}

/** SQLite's `explain query plan` or PostgreSQL's `explain`, one line of the plan per row. */
export async function explain(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  const prefix = databaseKind(db) === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + query.sql, [...query.parameters]),
  );
  return result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
}
