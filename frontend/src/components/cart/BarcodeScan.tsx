import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { formatQuantityForLocale } from '@shop/domain';
import { useLocale, useT, type TranslateFn } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { barcodeScanOf, type ScanOutcome } from '../../stores/BarcodeScanStore';
import { useStores } from '../../stores/StoreContext';
import { unitShortLabel } from '../catalogue/catalogue-format';
import { TextField } from '../forms/Field';
import { Icon } from '../Icon';
import '../../styles/quick-order.css';

/** The sentence for what became of a code. */
function outcomeText(t: TranslateFn, locale: string, outcome: ScanOutcome): string {
  if (outcome.kind === 'added') {
    return t('barcodeAdded', { name: outcome.name, quantity: formatQuantityForLocale(outcome.quantity, locale), unit: unitShortLabel(t, outcome.unit) });
  }
  return t('barcodeCodeProblem', { code: outcome.code, message: t(outcome.messageId) });
}

/**
 * Barcode to cart: a field a hand scanner types into (it presses Enter), and where the browser has
 * BarcodeDetector and a camera, a camera preview that reads the code. The product goes into the cart with
 * its default quantity; the outcome is announced (added, or the message) and listed. The camera is looked
 * for only after hydration, so the server renders the field alone; it is stopped when closed (Escape or the
 * close button), after a code was read and when the component goes away.
 */
export const BarcodeScan = observer(function BarcodeScan() {
  const root = useStores();
  const scan = barcodeScanOf(root);
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const cameraOpen = scan.camera !== 'off';

  useEffect(() => {
    scan.detectCamera();
    return () => scan.closeCamera();
  }, [scan]);

  // Focus follows the camera panel: into it when it opens, back to its button when it closes.
  useEffect(() => {
    if (cameraOpen && !wasOpen.current) closeRef.current?.focus();
    if (!cameraOpen && wasOpen.current && (document.activeElement === null || document.activeElement === document.body)) openRef.current?.focus();
    wasOpen.current = cameraOpen;
  }, [cameraOpen]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void scan.submit(locale);
  };
  const openCamera = () => {
    if (videoRef.current) void scan.openCamera(videoRef.current, locale);
  };
  const onCameraKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    scan.closeCamera();
  };

  const latest = scan.latest;
  return (
    <section className="barcode-scan" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="quick-order__title">
        {t('barcodeScanTitle')}
      </h2>
      <p className="quick-order__intro">{t('barcodeScanIntro')}</p>
      <form className="barcode-scan__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('barcodeCodeLabel')}
          hint={t('barcodeCodeHint')}
          value={scan.code}
          onValueChange={scan.setCode}
          error={scan.codeError}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="send"
        />
        <button type="submit" className="button button--secondary barcode-scan__add" disabled={!hydrated}>
          {t('barcodeAdd')}
        </button>
      </form>

      {scan.cameraSupported && (
        <div className="barcode-scan__camera">
          {!cameraOpen && (
            <button ref={openRef} type="button" className="button button--secondary" onClick={openCamera}>
              {t('barcodeScanWithCamera')}
            </button>
          )}
          <div className="barcode-scan__panel" hidden={!cameraOpen} onKeyDown={onCameraKey}>
            <video ref={videoRef} className="barcode-scan__video" muted playsInline aria-label={t('barcodeCameraPreview')} />
            <p className="quick-order__note">{scan.camera === 'starting' ? t('barcodeCameraStarting') : t('barcodeCameraHint')}</p>
            {cameraOpen && (
              <button ref={closeRef} type="button" className="button button--secondary" onClick={scan.closeCamera}>
                <Icon name="close" size={18} />
                <span>{t('barcodeCloseCamera')}</span>
              </button>
            )}
          </div>
          <div role="alert">{scan.cameraError && <p className="message message--error">{t(scan.cameraError)}</p>}</div>
        </div>
      )}

      <div className="barcode-scan__status" role="status" aria-live="polite">
        {scan.pending.length > 0 && <p className="quick-order__note">{t('barcodeLookingUp', { code: scan.pending[0] })}</p>}
        {latest && (
          <p key={latest.id} className={`message ${latest.kind === 'added' ? 'message--success' : 'message--error'}`}>
            {outcomeText(t, locale, latest)}
          </p>
        )}
      </div>

      {scan.outcomes.length > 1 && (
        <>
          <h3 id={`${id}-recent`} className="barcode-scan__recent-title">
            {t('barcodeRecentScans')}
          </h3>
          <ol className="barcode-scan__history" aria-labelledby={`${id}-recent`}>
            {scan.outcomes.slice(1).map((outcome) => (
              <li key={outcome.id} className={outcome.kind === 'added' ? 'barcode-scan__outcome' : 'barcode-scan__outcome barcode-scan__outcome--error'}>
                <Icon name={outcome.kind === 'added' ? 'check' : 'close'} size={16} />
                <span>{outcomeText(t, locale, outcome)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
});
