/**
 * The upstream reads of one GraphQL request, each made at most once however many fields need it (a screen's
 * query and the frame's badge both asking for `orders`, or aliases). A mutation that changes what a read returns
 * forgets it, so that the same request reads it afresh. A failed read stays failed for the rest of the request.
 */
export class RequestMemo {
  private readonly reads = new Map<string, Promise<unknown>>();

  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let promise = this.reads.get(key) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = read();
      this.reads.set(key, promise);
    }
    return promise;
  }

  forget(key: string): void {
    this.reads.delete(key);
  }
}
