import type { EndpointName } from '../config';

/**
 * The per-request cache, the only one: the upstream reads of one GraphQL request, each made at most once however
 * many fields need it (`me` twice in a query, `signIn { me }` and `me`, a screen's query and the frame's badge
 * both asking for `orders`, or aliases). Each read starts as soon as it is first asked for, so a query's
 * independent reads run in parallel. A mutation that changes what a read returns forgets it, so that the same
 * request reads it afresh. A failed read stays failed for the rest of the request.
 */
export class RequestMemo {
  private readonly reads = new Map<EndpointName, Promise<unknown>>();

  once<T>(endpoint: EndpointName, read: () => Promise<T>): Promise<T> {
    let promise = this.reads.get(endpoint) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = read();
      this.reads.set(endpoint, promise);
    }
    return promise;
  }

  forget(endpoint: EndpointName): void {
    this.reads.delete(endpoint);
  }
}
