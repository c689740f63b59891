import { BarcodeScanStore } from './BarcodeScanStore';
import { BrowserBarcodeCamera, DETECT_INTERVAL_MS, type BarcodeCamera, type BarcodeDetectorClass, type CameraEnvironment, type CameraVideo } from './barcode-camera';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { answerByIds, memoryCart } from '../test-support/cart';
import { productListItem } from '../test-support/mothers';

const clip = productListItem('SS-020-9-12', {
  name: 'Schlauchschelle 20 mm',
  orderQuantity: { min: 10, increment: 10, default: 10, showButtons: true, hasDecimalOrderQuantity: false },
});
const hose = productListItem('SL-010-EPDM', {
  name: 'Schlauch EPDM DN10',
  unitOfQuantity: 'meters',
  orderQuantity: { min: 0.5, increment: 0.1, default: 2.5, showButtons: true, hasDecimalOrderQuantity: true },
});
const onRequest = productListItem('AU-ROBOT-1', { isOnlyOnRequest: true });

/** A camera port that records what the store asks of it. */
class FakeCamera implements BarcodeCamera {
  supported = true;
  stops = 0;
  onCode: ((code: string) => void) | null = null;
  startResult: Promise<void> = Promise.resolve();
  isSupported(): boolean {
    return this.supported;
  }
  start(_video: CameraVideo, onCode: (code: string) => void): Promise<void> {
    this.onCode = onCode;
    return this.startResult;
  }
  stop(): void {
    this.stops += 1;
  }
}

const video = {} as CameraVideo;

function setup(api = answerByIds(new FakeApi(), [clip, hose, onRequest])) {
  const cart = memoryCart(api);
  const camera = new FakeCamera();
  const store = new BarcodeScanStore(api, cart, camera);
  return { api, cart, camera, store };
}

describe('BarcodeScanStore', () => {
  it('adds a scanned article with its default quantity and empties the field for the next scan', async () => {
    const { store, cart, api } = setup();
    store.setCode(' SL-010-EPDM ');
    const done = store.submit('de');
    expect(store.code).toBe('');
    expect(store.pending).toEqual(['SL-010-EPDM']);
    await done;
    expect(api.callsTo('/api/catalogue/products/by-ids').map((c) => c.body)).toEqual([{ ids: ['SL-010-EPDM'], locale: 'de' }]);
    expect(cart.positions).toEqual([{ productId: 'SL-010-EPDM', qty: '2.5' }]);
    expect(store.latest).toMatchObject({ kind: 'added', code: 'SL-010-EPDM', name: 'Schlauch EPDM DN10', quantity: '2.5', unit: 'meters' });
    expect(store.pending).toEqual([]);
  });

  it('never adds an unknown article or a product only on request', async () => {
    const { store, cart } = setup();
    await store.addCode('XX-404', 'de');
    await store.addCode('AU-ROBOT-1', 'de');
    await store.addCode('x'.repeat(101), 'de');
    expect(cart.positions).toEqual([]);
    expect(store.outcomes.map((o) => (o.kind === 'error' ? o.messageId : o.kind))).toEqual(['productIdUnknown', 'productOnlyOnRequest', 'productIdUnknown']);
  });

  it('asks for a code at the field when Enter is pressed on an empty one', async () => {
    const { store, api } = setup();
    store.setCode('  ');
    await store.submit('de');
    expect(store.codeError).toBe('requiredFieldMessage');
    expect(api.calls).toEqual([]);
    store.setCode('S');
    expect(store.codeError).toBeNull();
  });

  it('looks codes up in the order they were scanned, and merges a product scanned twice', async () => {
    const { store, cart } = setup();
    store.setCode('SS-020-9-12');
    void store.submit('de');
    store.setCode('SL-010-EPDM');
    void store.submit('de');
    store.setCode('SS-020-9-12');
    await store.submit('de');
    expect(store.outcomes.map((o) => o.code)).toEqual(['SS-020-9-12', 'SL-010-EPDM', 'SS-020-9-12']);
    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([
      ['SS-020-9-12', '20'],
      ['SL-010-EPDM', '2.5'],
    ]);
  });

  it('reports errorHasOccurred when the catalogue cannot be asked, and goes on with the next code', async () => {
    let calls = 0;
    const api = new FakeApi().onPost('/api/catalogue/products/by-ids', () => {
      calls += 1;
      if (calls === 1) return fail('INTERNAL_ERROR', 500);
      if (calls === 2) throw new Error('network down');
      return ok({ items: [clip] });
    });
    const { store, cart } = setup(api);
    void store.addCode('SS-020-9-12', 'de');
    void store.addCode('SS-020-9-12', 'de');
    await store.addCode('SS-020-9-12', 'de');
    expect(store.outcomes.map((o) => (o.kind === 'error' ? o.messageId : o.kind))).toEqual(['added', 'errorHasOccurred', 'errorHasOccurred']);
    expect(cart.positions).toHaveLength(1);
  });

  it('keeps the last ten outcomes, newest first', async () => {
    const { store } = setup();
    for (let i = 0; i < 12; i += 1) void store.addCode(`X-${i}`, 'en');
    await store.addCode('SS-020-9-12', 'en');
    expect(store.outcomes).toHaveLength(10);
    expect(store.latest?.code).toBe('SS-020-9-12');
  });

  describe('camera', () => {
    it('is offered only where the device says it is supported, once asked in the browser', () => {
      const { store, camera } = setup();
      expect(store.cameraSupported).toBe(false);
      camera.supported = false;
      store.detectCamera();
      expect(store.cameraSupported).toBe(false);
      camera.supported = true;
      store.detectCamera();
      expect(store.cameraSupported).toBe(true);
    });

    it('scans until the first code, closes the camera and adds the article', async () => {
      const { store, camera, cart } = setup();
      await store.openCamera(video, 'de');
      expect(store.camera).toBe('scanning');
      camera.onCode?.('SS-020-9-12');
      expect(store.camera).toBe('off');
      expect(camera.stops).toBe(1);
      await flush();
      expect(cart.positions).toEqual([{ productId: 'SS-020-9-12', qty: '10' }]);
    });

    it('shows barcodeCameraFailed and stops the device when the camera cannot start', async () => {
      const { store, camera } = setup();
      camera.startResult = Promise.reject(new Error('NotAllowedError'));
      await store.openCamera(video, 'de');
      expect(store.camera).toBe('off');
      expect(store.cameraError).toBe('barcodeCameraFailed');
      expect(camera.stops).toBe(1);
    });

    it('stays closed when closed while starting', async () => {
      const { store, camera } = setup();
      let started: () => void = () => undefined;
      camera.startResult = new Promise((resolve) => (started = resolve));
      const opening = store.openCamera(video, 'de');
      expect(store.camera).toBe('starting');
      store.closeCamera();
      started();
      await opening;
      expect(store.camera).toBe('off');
      expect(store.cameraError).toBeNull();
    });
  });
});

// ---- The browser camera, on fakes of getUserMedia, the stream and BarcodeDetector ---------------------------

class FakeTrack {
  stopped = false;
  stop(): void {
    this.stopped = true;
  }
}

function fakeStream(): { stream: MediaStream; tracks: FakeTrack[] } {
  const tracks = [new FakeTrack(), new FakeTrack()];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

function fakeVideo(play: () => Promise<void> = () => Promise.resolve()): CameraVideo & { paused: boolean } {
  return {
    srcObject: null,
    muted: false,
    playsInline: false,
    readyState: 4,
    paused: false,
    play,
    pause() {
      this.paused = true;
    },
  };
}

function fakeEnvironment(options: { supported?: string[]; reads?: string[][]; userMedia?: () => Promise<MediaStream> } = {}) {
  const reads = [...(options.reads ?? [])];
  const created: string[][] = [];
  const Detector = class {
    static getSupportedFormats = async () => options.supported ?? ['ean_13', 'qr_code', 'aztec'];
    constructor(init?: { formats: string[] }) {
      created.push(init?.formats ?? []);
    }
    async detect() {
      return (reads.shift() ?? []).map((rawValue) => ({ rawValue }));
    }
  } as unknown as BarcodeDetectorClass;
  const { stream, tracks } = fakeStream();
  const env: CameraEnvironment = { BarcodeDetector: Detector, getUserMedia: options.userMedia ?? (async () => stream) };
  return { env, tracks, created };
}

describe('BrowserBarcodeCamera', () => {
  afterEach(() => jest.useRealTimers());

  it('is not supported without BarcodeDetector or getUserMedia (and on the server)', () => {
    expect(new BrowserBarcodeCamera(() => null).isSupported()).toBe(false);
    expect(new BrowserBarcodeCamera().isSupported()).toBe(false);
    expect(new BrowserBarcodeCamera(() => fakeEnvironment().env).isSupported()).toBe(true);
  });

  it('asks for the wanted formats the browser supports, reads until a code and then stops every track', async () => {
    jest.useFakeTimers();
    const { env, tracks, created } = fakeEnvironment({ reads: [[], ['  '], [' 4006381333931 ']] });
    const camera = new BrowserBarcodeCamera(() => env);
    const video = fakeVideo();
    const codes: string[] = [];
    await camera.start(video, (code) => codes.push(code));
    expect(created).toEqual([['ean_13', 'qr_code']]);
    expect(video.srcObject).not.toBeNull();
    expect(video.muted).toBe(true);
    await jest.advanceTimersByTimeAsync(DETECT_INTERVAL_MS * 3);
    expect(codes).toEqual(['4006381333931']);
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(video.srcObject).toBeNull();
    expect(video.paused).toBe(true);
    await jest.advanceTimersByTimeAsync(DETECT_INTERVAL_MS * 3);
    expect(codes).toHaveLength(1);
  });

  it('stops every track when closed', async () => {
    jest.useFakeTimers();
    const { env, tracks } = fakeEnvironment();
    const camera = new BrowserBarcodeCamera(() => env);
    await camera.start(fakeVideo(), () => undefined);
    camera.stop();
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops the stream that arrives after the camera was closed while the browser asked for permission', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const { stream, tracks } = fakeStream();
    const { env } = fakeEnvironment({ userMedia: () => new Promise((resolve) => (grant = resolve)) });
    const camera = new BrowserBarcodeCamera(() => env);
    const video = fakeVideo();
    const starting = camera.start(video, () => undefined);
    await flush();
    camera.stop();
    grant(stream);
    await starting;
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(video.srcObject).toBeNull();
  });

  it('stops the stream and rejects when the video cannot play', async () => {
    const { env, tracks } = fakeEnvironment();
    const camera = new BrowserBarcodeCamera(() => env);
    await expect(camera.start(fakeVideo(() => Promise.reject(new Error('NotAllowedError'))), () => undefined)).rejects.toThrow();
    expect(tracks.every((t) => t.stopped)).toBe(true);
  });

  it('rejects before asking for the camera when none of the formats is supported', async () => {
    const userMedia = jest.fn();
    const { env } = fakeEnvironment({ supported: ['aztec'], userMedia });
    await expect(new BrowserBarcodeCamera(() => env).start(fakeVideo(), () => undefined)).rejects.toThrow();
    expect(userMedia).not.toHaveBeenCalled();
  });
});
