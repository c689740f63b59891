import type { ShopApi } from '../api/client';
import type { TrackingRequest } from '../api/contracts';
import type { ConfigStore } from './ConfigStore';

/** Visitor tracking through POST /int/add; silent unless config.intLevel is not 'off'. */
/** Longest tracking parameter the server accepts. */
export const TRACKING_PARAM_MAX = 500;

export class TrackingStore {
  private lastPageView = '';

  constructor(
    private readonly api: ShopApi,
    private readonly config: ConfigStore,
    /** Off while rendering on the server: tracking is the browser's (it knows the visitor and the consent). */
    private readonly enabled = true,
  ) {}

  /** Page view ('pavi'): param2 the path, param3 the query string without '?'. Deduplicated per URL. */
  pageView(path: string, search: string): void {
    const query = search.startsWith('?') ? search.slice(1) : search;
    const key = `${path}?${query}`;
    if (key === this.lastPageView) return;
    this.lastPageView = key;
    this.track('pavi', path, query, '');
  }

  /** Sends a tracking item; the promise settles when the call is done (callers rarely wait for it). */
  track(type: TrackingRequest['param1'], param2: string, param3 = '', param4 = ''): Promise<void> {
    if (!this.enabled || !this.config.trackingEnabled) return Promise.resolve();
    // The server takes at most 500 characters per parameter (bounded reports): longer values are cut, not refused.
    const cut = (value: string) => value.slice(0, TRACKING_PARAM_MAX);
    return this.api.post('/api/int/add', { body: { param1: type, param2: cut(param2), param3: cut(param3), param4: cut(param4) }, keepalive: true }).then(() => undefined);
  }
}
