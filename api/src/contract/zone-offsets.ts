const HOUR_MS = 3_600_000;

/**
 * A time zone's offset from UTC by instant, in milliseconds, asking the time zone database once per UTC hour
 * (issue #20: date-fns's time-zone dates cost about a twentieth of the gateway's work per home query, a few Intl
 * calls for every reorder reminder; issue #22: a TZDate per appointment slot was a quarter of the APIs' work
 * under load). Clocks change on the hour, so an hour whose first and last millisecond share an offset has it
 * throughout; an hour that does not is never kept, and asked at each instant. Emptied when it holds `capacity`
 * hours (a year is under 9,000).
 */
export class HourlyZoneOffsets {
  private readonly offsets = new Map<number, number>();

  constructor(
    /** The zone's offset in minutes at an instant (the time zone database's answer). */
    private readonly offsetMinutesAt: (at: Date) => number,
    private readonly capacity = 20_000,
  ) {}

  offsetMs(epochMs: number): number {
    const hour = Math.floor(epochMs / HOUR_MS);
    const known = this.offsets.get(hour);
    if (known !== undefined) return known;
    const start = this.offsetMinutesAt(new Date(hour * HOUR_MS));
    const end = this.offsetMinutesAt(new Date((hour + 1) * HOUR_MS - 1));
    if (start !== end) return this.offsetMinutesAt(new Date(epochMs)) * 60_000;
    if (this.offsets.size >= this.capacity) this.offsets.clear();
    this.offsets.set(hour, start * 60_000);
    return start * 60_000;
  }
}
