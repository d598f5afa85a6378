import { inRootSpan } from './tracing';

/**
 * What a poller needs from its outbox: how to claim due rows (with a lease, so that several
 * processes never deliver one row twice) and how to deliver one of them.
 */
export interface PollerJob<T> {
  /** What a delivery is called in the traces (`webhook delivery`, `mail`): each is a trace of its own. */
  name: string;
  /** The pause before the next claim: after the last claim, or (without `refill`) after its deliveries. */
  everyMs: number;
  /** Deliveries running at once in this process; a claim is made only with a free place. */
  concurrency: number;
  /** Claims what is due for `places` free places; what it claims beyond them waits its turn, in its order. */
  claim(places: number): Promise<readonly T[]>;
  /** Delivers one claimed row and records the outcome; it throws only when it cannot record it (the database away). */
  deliver(item: T): Promise<void>;
  /** Claim again as soon as a delivery ends (a place is free); otherwise only at the next tick. */
  refill: boolean;
  /** Logs a claim that failed or a delivery that threw, in the dispatcher's own words. */
  failed(error: unknown, during: 'claim' | 'delivery'): void;
}

export interface Poller {
  /** Claims now (or joins the claim under way) and waits for everything claimed so far; the number claimed. */
  runOnce(): Promise<number>;
  /** Stops claiming and waits for the claim and the deliveries under way: what is claimed is leased, so it is delivered. */
  stop(): Promise<void>;
}

/** Exponential back-off: `baseMs` after the first attempt, doubling at each one, never more than `maxMs`. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs);
}

interface Round {
  claimed: number;
  /** Settles once every row of the claim is delivered, or given up to its lease. */
  delivered: Promise<void>;
}

const NOTHING_CLAIMED: Round = { claimed: 0, delivered: Promise.resolve() };

/**
 * The loop of the outbox dispatchers (mail, webhooks): every `everyMs` one claim at a time in this
 * process, the claimed rows delivered `concurrency` at a time, a stop that lets them finish.
 */
export function startPoller<T>(job: PollerJob<T>): Poller {
  const waiting: { item: T; done: () => void }[] = [];
  const inFlight = new Set<Promise<void>>();
  /** Every claimed row not yet delivered, waiting or in flight. */
  const unfinished = new Set<Promise<void>>();
  let claiming: Promise<Round> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function enqueue(item: T): Promise<void> {
    const settled = new Promise<void>((done) => waiting.push({ item, done }));
    unfinished.add(settled);
    void settled.then(() => unfinished.delete(settled));
    return settled;
  }

  function startWaiting(): void {
    while (inFlight.size < job.concurrency && waiting.length > 0) {
      const { item, done } = waiting.shift()!;
      const work = inRootSpan(job.name, {}, () => job.deliver(item))
        .catch((error: unknown) => {
          job.failed(error, 'delivery');
          // The database is most likely away: the rows still waiting keep their lease and are claimed again after it.
          for (const left of waiting.splice(0)) left.done();
        })
        .finally(() => {
          inFlight.delete(work);
          done();
          startWaiting();
          if (job.refill && !stopped) void claim();
        });
      inFlight.add(work);
    }
  }

  /** One claim at a time in this process; its rows are delivered without being awaited. */
  function claim(): Promise<Round> {
    if (claiming) return claiming;
    const places = job.concurrency - inFlight.size - waiting.length;
    if (places <= 0) return Promise.resolve(NOTHING_CLAIMED);
    claiming = job
      .claim(places)
      .then((items) => {
        const delivered = Promise.all(items.map(enqueue)).then(() => undefined);
        startWaiting();
        return { claimed: items.length, delivered };
      })
      .catch((error: unknown) => {
        job.failed(error, 'claim');
        return NOTHING_CLAIMED;
      })
      .finally(() => {
        claiming = null;
      });
    return claiming;
  }

  const tick = async () => {
    timer = null;
    if (stopped) return;
    const round = await claim();
    if (!job.refill) await round.delivered;
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void tick(), job.everyMs);
    timer.unref();
  };
  schedule();

  return {
    async runOnce() {
      const { claimed } = await claim();
      await Promise.all([...unfinished]);
      return claimed;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (claiming) await claiming;
      await Promise.all([...unfinished]);
    },
  };
}
