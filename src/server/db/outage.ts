import type postgres from 'postgres';
import { DatabaseUnreachableError, isConnectionFailure } from './errors';

/** How long the app waits on PostgreSQL (DATABASE_*_MS in env.ts). */
export interface DatabaseLimits {
  /** A new connection's start, up to its first "ready". */
  connectTimeoutMs: number;
  /**
   * A statement's answer: the server cancels it then (statement_timeout), and the app stops
   * waiting then too, since with packets dropped no cancel and no answer ever arrives.
   */
  queryTimeoutMs: number;
  /** After a failure to reach the database, statements fail at once for this long; then one tries. */
  downForMs: number;
}

// A connection gives up before the statement waiting for it, so the log says which it was.
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { connectTimeoutMs: 2000, queryTimeoutMs: 3000, downForMs: 2000 };

type Sql = postgres.Sql;
type TransactionSql = postgres.TransactionSql;
type TransactionBody = (sql: TransactionSql) => unknown;

/**
 * Whether the database is known to be down: closed (all goes through), open (known down until a
 * time: everything fails at once), then one statement finds out while the others still fail at
 * once. Any answer from the database, even an error, closes it.
 */
class Breaker {
  private downUntil: number | null = null;
  private probing = false;
  private lastFailure: unknown;

  constructor(
    private readonly downForMs: number,
    private readonly now: () => number,
  ) {}

  /** Throws while the database is known to be down; past that time, lets one statement through. */
  admit(): void {
    if (this.downUntil === null) return;
    if (this.now() < this.downUntil || this.probing) {
      throw new DatabaseUnreachableError('The database is known to be down', { cause: this.lastFailure });
    }
    this.probing = true;
  }

  reached(): void {
    this.downUntil = null;
    this.probing = false;
  }

  unreachable(failure: unknown): void {
    this.downUntil = this.now() + this.downForMs;
    this.probing = false;
    this.lastFailure = failure;
  }
}

/** What the guarded client has run, for /metrics (metrics/metrics.ts). */
export interface DatabaseStats {
  inFlight: number;
  maxConnections: number;
  /** Operations given up on: the database didn't answer or couldn't be reached. */
  unreachable: number;
  /** Operations the database answered with an error (a constraint, a syntax error, a cancelled statement). */
  statementErrors: number;
}

export const newDatabaseStats = (maxConnections: number): DatabaseStats => ({
  inFlight: 0,
  maxConnections,
  unreachable: 0,
  statementErrors: 0,
});

/** What a guarded operation may do with its clock: a transaction's own work is timed statement by statement. */
interface Clock {
  pause(): void;
  restart(): void;
  /** The wait was given up on (the caller has its error). */
  readonly expired: boolean;
}

/**
 * The postgres.js client as drizzle and the change feed use it, with every statement bounded on
 * the client side and a breaker that answers at once while the database is known to be down
 * (docs/ARCHITECTURE.md, "A database outage"). postgres.js itself bounds only the connect; a
 * statement sent down a connection whose packets are dropped waited as long as TCP does (minutes).
 * A statement given up on stays on its connection and settles, unheard, when (if) it answers;
 * a transaction given up on is rolled back by postgres.js, since its callback fails.
 */
export function guardedClient(
  client: Sql,
  limits: DatabaseLimits,
  now: () => number = performance.now.bind(performance),
  stats: DatabaseStats = newDatabaseStats(0),
): Sql {
  const breaker = new Breaker(limits.downForMs, now);

  function run<T>(operation: (clock: Clock) => PromiseLike<T>, admit: boolean): Promise<T> {
    try {
      if (admit) breaker.admit();
    } catch (error) {
      stats.unreachable++;
      return Promise.reject(error);
    }
    stats.inFlight++;
    return guarded(operation).then(
      (value) => {
        stats.inFlight--;
        return value;
      },
      (error: unknown) => {
        stats.inFlight--;
        if (error instanceof DatabaseUnreachableError) stats.unreachable++;
        else stats.statementErrors++;
        throw error;
      },
    );
  }

  function guarded<T>(operation: (clock: Clock) => PromiseLike<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const clock = {
        expired: false,
        pause: () => clearTimeout(timer),
        restart() {
          clearTimeout(timer);
          timer = setTimeout(() => {
            clock.expired = true;
            const timeout = Object.assign(new Error(`No answer from the database within ${limits.queryTimeoutMs} ms`), {
              code: 'QUERY_TIMEOUT',
            });
            breaker.unreachable(timeout);
            reject(new DatabaseUnreachableError(timeout.message, { cause: timeout }));
          }, limits.queryTimeoutMs);
        },
      };
      clock.restart();
      Promise.resolve()
        .then(() => operation(clock))
        .then(
          (value) => {
            clock.pause();
            breaker.reached();
            resolve(value);
          },
          (error: unknown) => {
            clock.pause();
            if (error instanceof DatabaseUnreachableError) return reject(error);
            if (!isConnectionFailure(error)) {
              // The database answered, if only with an error.
              breaker.reached();
              return reject(error);
            }
            breaker.unreachable(error);
            reject(new DatabaseUnreachableError(`The database could not be reached: ${(error as Error).message}`, { cause: error }));
          },
        );
    });
  }

  /** drizzle awaits `unsafe(…)` or `unsafe(…).values()`: the statement runs when awaited, bounded. */
  function guardedQuery(query: postgres.PendingQuery<postgres.Row[]>, admit: boolean) {
    let result: Promise<unknown> | undefined;
    const guarded = {
      values() {
        query.values();
        return guarded;
      },
      then(onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) {
        result ??= run(() => query, admit);
        return result.then(onFulfilled, onRejected);
      },
    };
    return guarded;
  }

  /** A transaction's (or savepoint's) own client: its statements bounded, none refused once it has begun. */
  function scoped(sql: TransactionSql): TransactionSql {
    return new Proxy(sql, {
      get(target, property, receiver) {
        if (property === 'unsafe') return (...args: Parameters<Sql['unsafe']>) => guardedQuery(target.unsafe(...args), false);
        if (property === 'savepoint') {
          return (fn: TransactionBody) => target.savepoint((inner) => fn(scoped(inner)));
        }
        return Reflect.get(target, property, receiver);
      },
    });
  }

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return (...args: Parameters<Sql['unsafe']>) => guardedQuery(target.unsafe(...args), true);
      if (property === 'notify') return (channel: string, payload: string) => run(() => target.notify(channel, payload), true);
      if (property === 'begin') {
        return (...args: [string, TransactionBody] | [TransactionBody]) => {
          const fn = args.pop() as TransactionBody;
          const options = (args[0] as string | undefined) ?? '';
          // The clock runs while BEGIN waits for a connection and while COMMIT or ROLLBACK runs;
          // in between, each statement has its own.
          return run(
            (clock) =>
              target.begin(options, async (sql) => {
                clock.pause();
                breaker.reached();
                // BEGIN got its connection after the caller was told the database is down: no writes now.
                if (clock.expired) throw new DatabaseUnreachableError('The transaction began after it was given up on');
                try {
                  return await fn(scoped(sql));
                } finally {
                  clock.restart();
                }
              }),
            true,
          );
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
