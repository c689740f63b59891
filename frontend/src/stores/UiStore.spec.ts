import { reaction } from 'mobx';
import { UiStore, type UiEnvironment } from './UiStore';

const env: UiEnvironment = { reload: () => undefined, readCookie: () => null, writeCookie: () => undefined };

describe('UiStore start-up state', () => {
  it('"starting" ends once, when the start-up data is there; the app marking itself ready is no change for it', () => {
    const ui = new UiStore(env);
    const seen: boolean[] = [];
    const dispose = reaction(() => ui.starting, (starting) => seen.push(starting));
    expect(ui.starting).toBe(true);
    ui.setLoadingState('initFetched');
    ui.setLoadingState('ready');
    dispose();
    expect(seen).toEqual([false]);
    expect(ui.loadingState).toBe('ready');
  });
});
