import type { AdminUser } from '@signal-desk/domain/admin';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import type { App } from '@signal-desk/domain/apps';
import type { LiveMessage } from '@signal-desk/domain/live';
import { canAccessApp } from '@signal-desk/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parseSignalChange, SIGNAL_CHANGES, type SignalChange } from '../../shared/signal-changes';
import { ADMIN_CHANGES, ALL_ADMINS } from '../identity/admin-changes-service';
import { authenticate, SESSION_CHANGES } from '../identity/sessions-service';
import { getSignalSummary } from '../signals/signals-service';

export interface LiveClient {
  send(message: LiveMessage): void;
  /** Ends the connection (the session ended). */
  close(): void;
}

interface Connection {
  client: LiveClient;
  token: string;
  admin: AdminUser;
  /** A re-read of the admin in flight: broadcasts wait for it, so a lost permission is never used. */
  refreshing?: Promise<void>;
}

/** How often open connections re-check their session (expiry); revocations cut them at once. */
const RECHECK_MS = 60_000;

/**
 * Pushes signal changes to every open back-office page allowed to see them. Changes arrive from any
 * replica through LISTEN/NOTIFY; so do ended sessions, whose connections are cut.
 */
export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly stops: (() => unknown)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly deps: { database: Database; log: FastifyBaseLogger }) {}

  async start() {
    this.stops.push(
      await this.deps.database.listen(SIGNAL_CHANGES, (payload) => {
        const change = parseSignalChange(payload);
        if (change)
          this.track(
            this.broadcast(change).catch((err) => this.deps.log.warn({ err }, 'live broadcast failed')),
          );
      }),
      await this.deps.database.listen(SESSION_CHANGES, (adminId) =>
        this.track(this.recheck((c) => c.admin._id === adminId)),
      ),
      // Permissions, roles or keys changed: re-read the admin, so an app they lost stops at once.
      await this.deps.database.listen(ADMIN_CHANGES, (adminId) =>
        this.track(this.recheck((c) => adminId === ALL_ADMINS || c.admin._id === adminId)),
      ),
    );
    const timer = setInterval(() => this.track(this.recheck(() => true)), RECHECK_MS);
    timer.unref();
    this.stops.push(() => clearInterval(timer));
  }

  /** Stops listening, waits for the broadcasts and re-reads in flight (they use the database), then cuts every page. */
  async stop() {
    for (const stop of this.stops.splice(0)) await stop();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    for (const connection of this.connections) connection.client.close();
    this.connections.clear();
  }

  /** Admits a client whose first message carried a valid session token; false otherwise. */
  async admit(client: LiveClient, token: string): Promise<(() => void) | null> {
    const session = await authenticate(this.deps.database.db, token);
    if (!session) return null;
    const connection: Connection = { client, token, admin: session.admin };
    this.connections.add(connection);
    client.send({ type: 'ready' });
    return () => {
      this.connections.delete(connection);
    };
  }

  get size() {
    return this.connections.size;
  }

  private async broadcast(change: SignalChange) {
    if (this.connections.size === 0) return;
    const signal = await getSignalSummary(this.deps.database.db, change.id);
    if (!signal) return;
    for (const connection of [...this.connections]) {
      if (connection.refreshing) await connection.refreshing;
      if (!this.connections.has(connection)) continue;
      const { client, admin } = connection;
      const access = { permissions: admin.effectivePermissions, apiKeyTypes: apiKeyTypesOf(admin) };
      if (canAccessApp(access, change.app as App)) client.send({ type: 'signal', change, signal });
      if (change.ownerId === admin._id && change.kinds.includes('create signal'))
        client.send({ type: 'me-changed' });
    }
  }

  private track(work: Promise<unknown>) {
    const tracked = work.catch(() => {}).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Re-reads the session and admin of the chosen connections; an ended session is cut. */
  private recheck(which: (connection: Connection) => boolean): Promise<void> {
    const refreshes: Promise<void>[] = [];
    for (const connection of this.connections) {
      if (!which(connection)) continue;
      const previous = connection.refreshing ?? Promise.resolve();
      const refreshing = previous.then(() => this.refresh(connection));
      connection.refreshing = refreshing;
      void refreshing.finally(() => {
        if (connection.refreshing === refreshing) connection.refreshing = undefined;
      });
      refreshes.push(refreshing);
    }
    return Promise.all(refreshes).then(() => undefined);
  }

  private async refresh(connection: Connection) {
    if (!this.connections.has(connection)) return;
    // Fresh: this runs on the notification that the cache drops the admin on, maybe before it does.
    const session = await authenticate(this.deps.database.db, connection.token, { fresh: true }).catch(
      () => null,
    );
    if (session) {
      connection.admin = session.admin;
      return;
    }
    connection.client.send({ type: 'session-ended' });
    connection.client.close();
    this.connections.delete(connection);
  }
}
