// A server-rendered page hydrates with the texts it carries; its language's texts come after. Each test loads
// the text modules afresh over the bare language rules (no catalogue registered), with a small storefront area.
type Core = typeof import('../../../libs/i18n/src/core');
type Texts = typeof import('./texts');

function fresh(): { core: Core; texts: Texts } {
  let modules: { core: Core; texts: Texts } | undefined;
  jest.isolateModules(() => {
    jest.doMock('@shop/i18n', () => jest.requireActual('../../../libs/i18n/src/core'));
    jest.doMock('./storefront.de', () => ({ texts: { errorHasOccurred: 'Fehler', searchLabel: 'Suchbegriff', cart: 'Warenkorb' } }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- modules of this isolated registry
    modules = { core: require('@shop/i18n') as Core, texts: require('./texts') as Texts };
  });
  return modules!;
}

describe("a page's own texts before its language's texts", () => {
  it('are enough to render the page: ready at once, its texts translated, nothing reported', () => {
    const { core, texts } = fresh();
    const reporter = jest.fn();
    core.setMissingTranslationReporter(reporter);
    expect(texts.textsReady('de')).toBe(false);
    texts.startFromPageTexts('de', { searchLabel: 'Suchbegriff' });
    expect(texts.textsReady('de')).toBe(true);
    expect(core.translate('de', 'searchLabel')).toBe('Suchbegriff');
    // A text the page did not carry is empty for now, counted as missed, and not reported as unknown.
    const before = texts.missCount();
    expect(core.translate('de', 'cart')).toBe('');
    expect(texts.missCount()).toBe(before + 1);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('then come whole: the parts that missed one hear it, and an unknown id is reported again', async () => {
    const { core, texts } = fresh();
    const reporter = jest.fn();
    core.setMissingTranslationReporter(reporter);
    texts.startFromPageTexts('de', { searchLabel: 'Suchbegriff' });
    expect(core.translate('de', 'cart')).toBe('');
    const listener = jest.fn();
    texts.subscribeTexts(listener);
    const version = texts.textsVersion();
    await texts.completePageTexts('de');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(texts.textsVersion()).toBe(version + 1);
    expect(core.translate('de', 'cart')).toBe('Warenkorb');
    expect(texts.textsReady('de')).toBe(true);
    // Nothing is on its way any more: an id no catalogue knows is itself and reported.
    expect(core.translate('de', 'noSuchId')).toBe('noSuchId');
    expect(reporter).toHaveBeenCalledWith('noSuchId', 'de');
  });

  it("load the whole area even when the page's texts hold the id that marks it", async () => {
    const { core, texts } = fresh();
    texts.startFromPageTexts('de', { errorHasOccurred: 'Fehler' });
    expect(core.translate('de', 'cart')).toBe('');
    await texts.completePageTexts('de');
    expect(core.translate('de', 'cart')).toBe('Warenkorb');
  });

  it('wake no part when none missed a text', async () => {
    const { texts } = fresh();
    texts.startFromPageTexts('de', { searchLabel: 'Suchbegriff' });
    const listener = jest.fn();
    texts.subscribeTexts(listener);
    await texts.completePageTexts('de');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the texts a server render shows', () => {
  it('are recorded as they are looked up, and given unfilled with the fallback of the translation', () => {
    const { core } = fresh();
    core.addTexts('de', { greeting: 'Hallo {name}', onlyGerman: 'Nur deutsch' });
    core.addTexts('en', { greeting: 'Hello {name}' });
    const seen = new Set<string>();
    core.setTextUseRecorder((id) => seen.add(id));
    expect(core.translate('en', 'greeting', { name: 'Ada' })).toBe('Hello Ada');
    core.translate('en', 'onlyGerman');
    core.translate('en', 'unknownId');
    core.setTextUseRecorder(undefined);
    core.translate('en', 'greeting');
    expect([...seen]).toEqual(['greeting', 'onlyGerman']);
    expect(core.textsOf('en', seen)).toEqual({ greeting: 'Hello {name}', onlyGerman: 'Nur deutsch' });
  });
});
