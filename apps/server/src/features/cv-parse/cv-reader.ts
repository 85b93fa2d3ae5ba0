import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A file for the reader process: PDF and DOCX are the formats whose readers unpack and render. */
export interface ReadRequest {
  id: number;
  format: 'pdf' | 'docx';
  bytes: Uint8Array;
  maxPages: number;
}
export type ReadReply = { ok: true; text: string; truncated: boolean } | { ok: false };

export interface CvReaderLimits {
  /** Reader processes at once; more files wait their turn, so parallel uploads cannot add up. */
  processes: number;
  /** A file that takes longer is given up and its process killed. */
  timeoutMs: number;
  /** The reader's JavaScript heap (V8's --max-old-space-size). */
  heapMb: number;
  /** The whole reader process, buffers included (checked while a file is read; Linux's /proc). */
  rssMb: number;
  maxPages: number;
}

export const CV_READER_LIMITS: CvReaderLimits = {
  processes: 1,
  timeoutMs: 15_000,
  heapMb: 256,
  rssMb: 768,
  maxPages: 20,
};

const CHILD = path.join(import.meta.dirname, 'cv-reader.child.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WATCH_EVERY_MS = 200;

interface Job {
  request: Omit<ReadRequest, 'id'>;
  resolve: (reply: ReadReply) => void;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  job?: { id: number; job: Job; timer: NodeJS.Timeout; watch: NodeJS.Timeout };
}

/** Resident memory of a process in MB, or undefined where /proc is not there to tell. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads PDF and DOCX text in separate processes with their own limits: the API process never
 * loads pdf.js or its native canvas (a worker thread would share the process, and pdf.js loads
 * @napi-rs/canvas on import), a decompression bomb costs the reader, not the server, and a reader
 * over its time or memory is killed and replaced on the next file. Answers `{ ok: false }` for
 * anything it could not read.
 */
export class CvReader {
  readonly #limits: CvReaderLimits;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(limits: Partial<CvReaderLimits> = {}) {
    this.#limits = { ...CV_READER_LIMITS, ...limits };
  }

  read(format: ReadRequest['format'], bytes: Uint8Array): Promise<ReadReply> {
    if (this.#closed) return Promise.resolve({ ok: false });
    return new Promise((resolve) => {
      this.#queue.push({ request: { format, bytes, maxPages: this.#limits.maxPages }, resolve });
      this.#dispatch();
    });
  }

  /** Ends every reader process; files still waiting are answered as unreadable. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.resolve({ ok: false });
    const exits = this.#slots.splice(0).map((slot) => {
      if (slot.job) this.#finish(slot, { ok: false });
      return this.#kill(slot);
    });
    await Promise.all(exits);
  }

  #dispatch(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) break;
      if (slot.ready && !slot.job) this.#start(slot, this.#queue.shift() as Job);
    }
    if (this.#queue.length > 0 && this.#slots.length < this.#limits.processes) {
      this.#spawn();
    }
    // A reader keeps the process alive while it has a file to read, never when idle.
    const busy = this.#queue.length > 0 || this.#slots.some((s) => s.job);
    for (const { child } of this.#slots) {
      if (busy) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    }
  }

  #spawn(): void {
    const child = fork(CHILD, [], {
      execArgv: ['--import', TSX, `--max-old-space-size=${this.#limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const slot: Slot = { child, ready: false };
    this.#slots.push(slot);
    child.on('message', (message: { ready?: boolean; id?: number } & ReadReply) => {
      if (message.ready) {
        slot.ready = true;
      } else if (slot.job && message.id === slot.job.id) {
        this.#finish(slot, message);
      }
      this.#dispatch();
    });
    child.on('error', () => this.#drop(slot));
    child.on('exit', () => this.#drop(slot));
  }

  #start(slot: Slot, job: Job): void {
    const id = this.#nextId++;
    const giveUp = () => {
      this.#finish(slot, { ok: false });
      this.#drop(slot);
      void this.#kill(slot);
    };
    const timer = setTimeout(giveUp, this.#limits.timeoutMs);
    const watch = setInterval(() => {
      if ((residentMb(slot.child.pid) ?? 0) > this.#limits.rssMb) giveUp();
    }, WATCH_EVERY_MS);
    slot.job = { id, job, timer, watch };
    slot.child.send({ ...job.request, id } satisfies ReadRequest, (error) => {
      if (error) giveUp();
    });
  }

  #finish(slot: Slot, reply: ReadReply): void {
    const current = slot.job;
    if (!current) return;
    slot.job = undefined;
    clearTimeout(current.timer);
    clearInterval(current.watch);
    current.job.resolve(reply.ok ? { ok: true, text: reply.text, truncated: reply.truncated } : { ok: false });
    this.#dispatch();
  }

  /** A reader that died or was killed: its file is unreadable, the next file gets a new reader. */
  #drop(slot: Slot): void {
    this.#finish(slot, { ok: false });
    const at = this.#slots.indexOf(slot);
    if (at < 0) return;
    this.#slots.splice(at, 1);
    // A reader that could not even start: answer a waiting file, so that a broken install cannot
    // respawn readers for ever.
    if (!slot.ready) this.#queue.shift()?.resolve({ ok: false });
    this.#dispatch();
  }

  #kill(slot: Slot): Promise<void> {
    const { child } = slot;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
