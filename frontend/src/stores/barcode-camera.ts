/**
 * The camera port of the barcode scan: the browser's BarcodeDetector (Shape Detection API) reading frames of
 * a getUserMedia video stream. Nothing here touches `window` before it is called, so the module is safe to
 * import while rendering on the server; the store asks {@link BarcodeCamera.isSupported} once the page runs
 * in the browser.
 */

/** The codes asked for, where the browser supports them (most hand-labelled stock uses these). */
export const SCAN_FORMATS = ['code_128', 'ean_13', 'ean_8', 'qr_code', 'code_39'] as const;
/** Pause between two reads of the video (a read takes a few milliseconds; the camera needs no more). */
export const DETECT_INTERVAL_MS = 200;

/** What the camera needs of the video element. */
export interface CameraVideo {
  srcObject: MediaProvider | null;
  muted: boolean;
  playsInline: boolean;
  readonly readyState: number;
  play(): Promise<void>;
  pause(): void;
}

export interface BarcodeCamera {
  /** Whether this browser can scan with a camera (BarcodeDetector and getUserMedia). */
  isSupported(): boolean;
  /**
   * Shows the camera in `video` and reads codes until the first one, which is handed to `onCode` after the
   * camera was stopped. Rejects when the camera cannot be started (no permission, no camera, no format).
   */
  start(video: CameraVideo, onCode: (code: string) => void): Promise<void>;
  /** Stops reading and every track of the stream; safe to call at any time, also while starting. */
  stop(): void;
}

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CameraVideo): Promise<DetectedBarcode[]>;
}

export interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** The browser parts the camera uses. */
export interface CameraEnvironment {
  BarcodeDetector: BarcodeDetectorClass;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

/** The browser's parts, or null where BarcodeDetector or getUserMedia is missing (and on the server). */
export function browserCameraEnvironment(): CameraEnvironment | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  if (!('BarcodeDetector' in window)) return null;
  const media = navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== 'function') return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  return { BarcodeDetector: Detector, getUserMedia: (constraints) => media.getUserMedia(constraints) };
}

/** A video element's camera stream, read by BarcodeDetector. */
export class BrowserBarcodeCamera implements BarcodeCamera {
  private stream: MediaStream | null = null;
  private video: CameraVideo | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Counts starts and stops: a start that finishes after a stop cleans up after itself. */
  private session = 0;

  constructor(private readonly environment: () => CameraEnvironment | null = browserCameraEnvironment) {}

  isSupported(): boolean {
    return this.environment() !== null;
  }

  async start(video: CameraVideo, onCode: (code: string) => void): Promise<void> {
    this.stop();
    const session = this.session;
    const env = this.environment();
    if (!env) throw new Error('Barcode scanning is not supported here');
    const supported = (await env.BarcodeDetector.getSupportedFormats?.()) ?? [...SCAN_FORMATS];
    const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
    if (formats.length === 0) throw new Error('None of the barcode formats is supported');
    const detector = new env.BarcodeDetector({ formats });
    const stream = await env.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    if (session !== this.session) {
      // Closed while the browser asked for permission.
      stopTracks(stream);
      return;
    }
    this.stream = stream;
    this.video = video;
    try {
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
    } catch (error) {
      if (session === this.session) this.stop();
      throw error;
    }
    if (session !== this.session) return;
    const read = async (): Promise<void> => {
      if (session !== this.session) return;
      try {
        if (video.readyState >= 2) {
          const code = (await detector.detect(video)).map((found) => found.rawValue.trim()).find((value) => value !== '');
          if (code && session === this.session) {
            this.stop();
            onCode(code);
            return;
          }
        }
      } catch {
        // A frame that cannot be read: the next one may.
      }
      if (session === this.session) this.timer = setTimeout(read, DETECT_INTERVAL_MS);
    };
    this.timer = setTimeout(read, DETECT_INTERVAL_MS);
  }

  stop(): void {
    this.session += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    if (this.video) {
      this.video.pause();
      this.video.srcObject = null;
    }
    this.video = null;
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
