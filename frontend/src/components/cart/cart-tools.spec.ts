/**
 * The quick order and the barcode scan rendered on the server (react-dom/server, no DOM): what a visitor
 * sees before the app has started. Jest runs without a CSS loader, so the stylesheets are stubbed.
 */
jest.mock('../../styles/quick-order.css', () => ({}));
jest.mock('../../styles/tables.css', () => ({}));
jest.mock('../../styles/forms.css', () => ({}));

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { quickOrderOf } from '../../stores/QuickOrderStore';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/StoreContext';
import { FakeApi } from '../../test-support/fake-api';
import { answerByIds } from '../../test-support/cart';
import { productListItem } from '../../test-support/mothers';
import { BarcodeScan } from './BarcodeScan';
import { QuickOrder, lineRange } from './QuickOrder';

enableStaticRendering(true);

function serverRoot(locale: 'de' | 'en' = 'de'): RootStore {
  const api = answerByIds(new FakeApi(), [
    productListItem('VS-016-MS', { name: 'Verschraubung DN16' }),
    productListItem('AU-ROBOT-1', { name: 'Roboterzelle', isOnlyOnRequest: true }),
  ]);
  const root = new RootStore(api, { reload: () => undefined, readCookie: () => null, writeCookie: () => undefined }, { server: true });
  root.ui.setLocale(locale);
  return root;
}

function render(root: RootStore, component: typeof QuickOrder | typeof BarcodeScan): string {
  return renderToString(createElement(StoreProvider, { store: root }, createElement(component)));
}

/** Text content of the HTML, tags removed. */
function text(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('QuickOrder (server rendering)', () => {
  it('renders a labelled text area with its format hint, disabled until the app has started', () => {
    const html = render(serverRoot(), QuickOrder);
    const label = /<label class="field__label" for="([^"]+)">Artikelnummern und Mengen<\/label>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${label![1]}"[^>]*disabled`));
    expect(html).toMatch(new RegExp(`aria-describedby="${label![1]}-hint ${label![1]}-error [^"]+-status"`));
    expect(text(html)).toContain('Höchstens 500 Zeilen.');
    expect(html).toMatch(/<button type="submit"[^>]*disabled[^>]*>.*Prüfen/);
    expect(html).toMatch(/role="status"/);
    expect(html).not.toContain('<table');
  });

  it('shows each checked line with its article, quantity and translated status, and the add button with the count', async () => {
    const root = serverRoot();
    quickOrderOf(root).setText('Artikelnummer;Menge\nVS-016-MS;1.000\nXX-404;1\nAU-ROBOT-1\nVS-016-MS;2,5\nVS-016-MS');
    await quickOrderOf(root).check('de');
    const content = text(render(root, QuickOrder));
    expect(content).toContain('Prüfergebnis');
    expect(content).toContain('2 VS-016-MS Verschraubung DN16 1000 St. Bestellbar Zusammengefasst mit Zeile 6');
    expect(content).toContain('3 XX-404 1 Die Artikelnummer ist unbekannt. Zeile 3 korrigieren');
    expect(content).toContain('4 AU-ROBOT-1 Roboterzelle Dieser Artikel ist nur auf Anfrage erhältlich');
    expect(content).toContain('5 VS-016-MS Verschraubung DN16 2,5 St. Bitte geben Sie eine gültige Bestellmenge ein.');
    expect(content).toContain('6 VS-016-MS Verschraubung DN16 1 St. (Standardmenge) Bestellbar Zusammengefasst mit Zeile 2');
    expect(content).toContain('5 Zeilen geprüft: 2 bestellbar, 3 mit Fehler.');
    expect(content).toContain('1 Artikel in den Warenkorb legen');
  });

  it('speaks English in the English shop', async () => {
    const root = serverRoot('en');
    quickOrderOf(root).setText('VS-016-MS;2.5');
    await quickOrderOf(root).check('en');
    const content = text(render(root, QuickOrder));
    expect(content).toContain('Article numbers and quantities');
    expect(content).toContain('Please enter a valid order quantity.');
    expect(content).toContain('Add 0 articles to cart');
  });
});

describe('BarcodeScan (server rendering)', () => {
  it('renders the scanner field without touching the camera (no window on the server)', () => {
    const html = render(serverRoot(), BarcodeScan);
    expect(text(html)).toContain('Artikelnummer (getippt oder vom Scanner)');
    expect(html).toMatch(/<input[^>]*disabled/);
    expect(html).not.toContain('<video');
    expect(text(html)).not.toContain('Mit der Kamera scannen');
  });
});

describe('lineRange', () => {
  it('gives the offsets of a line, without its carriage return', () => {
    const value = 'A-1;2\r\nB-22;3\r\nC';
    expect(lineRange(value, 2)).toEqual([7, 13]);
    expect(value.slice(...lineRange(value, 2))).toBe('B-22;3');
    expect(value.slice(...lineRange(value, 3))).toBe('C');
  });
});
