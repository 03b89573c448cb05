/**
 * What a running process has used, from Linux's /proc (null elsewhere, or once the process has gone): the
 * benches' memory and CPU figures for the programs they start.
 */
import { readFileSync } from 'node:fs';

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** VmRSS of a process, in bytes (the node process itself: the programs are started as node directly). */
export function residentBytesOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const kilobytes = read(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  return kilobytes === undefined ? null : Number(kilobytes) * 1024;
}

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (utime + stime, /proc/<pid>/stat fields 14 and 15) a process has used since it started, in ms. */
export function cpuMillisecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const stat = read(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [user, system] = [fields?.[11], fields?.[12]].map(Number);
  if (user === undefined || system === undefined || Number.isNaN(user + system)) return null;
  return ((user + system) * 1000) / CLOCK_TICKS_PER_SECOND;
}
