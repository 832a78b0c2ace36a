import type { Session } from './session';

/**
 * The worker's open project sessions: each opened once and its results re-derived once, however
 * many views ask at once (they share the promise), and dropped on `forget` (another tab changed it).
 */
export class SessionCache {
  private readonly sessions = new Map<number, Session>();
  private readonly opening = new Map<number, Promise<Session>>();
  private readonly deriving = new Map<number, Promise<Session>>();

  constructor(
    private readonly openSession: (id: number) => Promise<Session>,
    private readonly deriveRun: (id: number, s: Session) => Promise<Session>,
  ) {}

  /** The session of a project, opened from storage when it is not cached. */
  get(id: number): Promise<Session> {
    const cached = this.sessions.get(id);
    if (cached) return Promise.resolve(cached);
    // Forgotten while opening: the callers get it, the cache keeps none.
    return shared(
      this.opening,
      id,
      () => this.openSession(id),
      (p, s) => {
        if (this.opening.get(id) === p) this.sessions.set(id, s);
      },
    );
  }

  /** The session with its results, re-derived from records + settings + log after a reload. */
  async withRun(id: number): Promise<Session> {
    const s = await this.get(id);
    return s.run ? s : shared(this.deriving, id, () => this.deriveRun(id, s));
  }

  /** Keep a session made in memory (a project just imported) as the project's open session. */
  prime(id: number, session: Session): void {
    this.forget(id);
    this.sessions.set(id, session);
  }

  /** Drop a project's session and anything in flight for it: the next call reads storage again. */
  forget(id: number): void {
    this.sessions.delete(id);
    this.opening.delete(id);
    this.deriving.delete(id);
  }
}

/** One promise per id while it runs; `done` sees it settle with its value before it is let go. */
function shared(
  inFlight: Map<number, Promise<Session>>,
  id: number,
  make: () => Promise<Session>,
  done?: (p: Promise<Session>, s: Session) => void,
): Promise<Session> {
  const running = inFlight.get(id);
  if (running) return running;
  const p: Promise<Session> = make()
    .then((s) => {
      done?.(p, s);
      return s;
    })
    .finally(() => {
      if (inFlight.get(id) === p) inFlight.delete(id);
    });
  inFlight.set(id, p);
  return p;
}
