import { createHash } from "node:crypto";
import type { Clock } from "./clock.js";

/** How long a session lives without activity. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

export const DEFAULT_OPTIONS = {
  ttlMs: SESSION_TTL_MS,
  maxSessions: 10_000,
  hash: "sha256",
} as const;

export interface Session {
  id: string;
  userId: string;
  expiresAt: number;
}

export type SessionEvent = { kind: "created" | "expired"; session: Session };

export enum EvictionPolicy {
  Oldest,
  LeastRecentlyUsed,
}

/**
 * Keeps sessions in memory and expires them lazily.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private listeners: Array<(event: SessionEvent) => void> = [];

  constructor(
    private readonly clock: Clock,
    private readonly policy: EvictionPolicy = EvictionPolicy.Oldest,
  ) {}

  /** Creates a session for a user and returns its id. */
  create(userId: string): string {
    const id = createHash("sha256").update(`${userId}:${this.clock.now()}`).digest("hex");
    const session = { id, userId, expiresAt: this.clock.now() + SESSION_TTL_MS };
    this.sessions.set(id, session);
    this.emit({ kind: "created", session });
    return id;
  }

  get(id: string): Session | undefined;
  get(id: string, touch: boolean): Session | undefined;
  get(id: string, touch = false): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAt <= this.clock.now()) {
      this.sessions.delete(id);
      this.emit({ kind: "expired", session });
      return undefined;
    }
    if (touch) session.expiresAt = this.clock.now() + SESSION_TTL_MS;
    return session;
  }

  onEvent = (listener: (event: SessionEvent) => void): void => {
    this.listeners.push(listener);
  };

  private emit(event: SessionEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

export function sessionCount(store: SessionStore): number {
  return (store as unknown as { sessions: Map<string, Session> }).sessions.size;
}

export default SessionStore;
