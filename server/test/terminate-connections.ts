import pg from 'pg';

/**
 * Ends every connection to `database` from the server side (`pg_terminate_backend`, code 57P01), as an
 * administrator or a failover would: queries in flight fail and each client sees its socket close. Answers how
 * many it ended.
 */
export async function terminateConnections(adminUrl: string, database: string): Promise<number> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: string }>(
      'select count(*) filter (where pg_terminate_backend(pid)) as ended from pg_stat_activity ' +
        'where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return Number(rows[0]?.ended ?? 0);
  } finally {
    await admin.end();
  }
}
