import type { AdminOrderDetail, OrderNote } from '../../../api/admin-orders-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { AdminOrderStore } from './AdminOrderStore';

/** The parts of an order the store reads (id, status); the page's rendering is the browser suite's. */
function detail(id: number, status: 'inProgress' | 'completed' | 'canceled', locale: 'de' | 'en' = 'de'): AdminOrderDetail {
  return { order: { id, status } as AdminOrderDetail['order'], locale, incoterm: 'DAP', customerNumber: null, positions: [], history: [] };
}

function setup(status: 'inProgress' | 'completed' | 'canceled' = 'inProgress', orderLocale: 'de' | 'en' = 'de') {
  let current = status;
  const api = new FakeApi()
    .onGet('/api/admin/orders/{id}', ({ params }) => (params?.path.id === 5 ? ok(detail(5, current, orderLocale)) : fail('orderNotFound', 404)))
    .onPost('/api/admin/orders/{id}/status', ({ body }) => {
      if (body?.expectedStatus !== current) return fail('adOrderStatusConflict', 409);
      current = body.status;
      return ok({ id: 5, status: body.status, mailed: body.status !== 'inProgress' });
    });
  const saved: Array<{ blob: Blob; name: string }> = [];
  const loggedOut = jest.fn();
  const store = new AdminOrderStore(api, loggedOut, (blob, name) => saved.push({ blob, name }));
  return { api, store, saved, loggedOut, changeBehindTheScenes: (s: typeof current) => (current = s) };
}

describe('AdminOrderStore', () => {
  it('shows the order of the URL in the page’s language; an id that is none asks nothing', async () => {
    const { api, store } = setup();
    store.show(Number('abc'), 'de');
    store.show(0, 'de');
    expect(api.calls).toEqual([]);
    store.show(5, 'en');
    await flush();
    expect(api.callsTo('/api/admin/orders/{id}')[0].params).toEqual({ path: { id: 5 }, query: { locale: 'en' } });
    expect(store.detail.data?.order.status).toBe('inProgress');
    store.show(6, 'de');
    await flush();
    expect(store.detail.errorCode).toBe('orderNotFound');
  });

  it('changes the status after the confirmation, from the status shown, says whether the buyer was mailed, and reads the order again', async () => {
    const { api, store } = setup();
    store.show(5, 'de');
    await flush();
    store.ask('completed');
    expect(store.pending).toBe('completed');
    await store.changeStatus('completed');
    expect(api.callsTo('/api/admin/orders/{id}/status')[0].body).toEqual({ status: 'completed', expectedStatus: 'inProgress' });
    expect(store.pending).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', status: 'completed', mailed: true });
    expect(store.detail.data?.order.status).toBe('completed');
    expect(api.callsTo('/api/admin/orders/{id}').at(-1)?.params).toEqual({ path: { id: 5 }, query: { locale: 'de' } });
  });

  it('a change made meanwhile by someone else is refused with its message', async () => {
    const { store, changeBehindTheScenes } = setup();
    store.show(5, 'de');
    await flush();
    changeBehindTheScenes('canceled');
    await store.changeStatus('completed');
    expect(store.notice).toEqual({ tone: 'error', id: 'adOrderStatusConflict' });
    expect(store.busy).toBe(false);
  });

  it('downloads the confirmation PDF in the order’s language; a failed download says so', async () => {
    const { api, store, saved } = setup('inProgress', 'en');
    store.show(5, 'de');
    await flush();
    const pdf = new Blob(['%PDF']);
    const getBlob = jest.fn(async () => pdf);
    api.getBlob = getBlob;
    await store.downloadPdf();
    expect(getBlob).toHaveBeenCalledWith('/api/admin/orders/{id}/confirmation.pdf', { params: { path: { id: 5 }, query: { locale: 'en' } } });
    expect(saved).toEqual([{ blob: pdf, name: 'Order-confirmation-5.pdf' }]);
    expect(store.pdfBusy).toBe(false);
    api.getBlob = async () => null;
    await store.downloadPdf();
    expect(store.notice).toEqual({ tone: 'error', id: 'errorHasOccurred' });
    expect(saved).toHaveLength(1);
  });

  it('names the German PDF in German', async () => {
    const { api, store, saved } = setup('completed', 'de');
    store.show(5, 'en');
    await flush();
    api.getBlob = async () => new Blob(['%PDF']);
    await store.downloadPdf();
    expect(saved.map((s) => s.name)).toEqual(['Auftragsbestaetigung-5.pdf']);
  });
});

describe('AdminOrderStore: internal notes and resending the confirmation', () => {
  function notesSetup() {
    const notes: OrderNote[] = [{ id: 1, adminId: 7, adminName: 'Anna Admin', text: 'Erste Notiz', at: '2026-11-28T09:00:00.000Z' }];
    const api = new FakeApi()
      .onGet('/api/admin/orders/{id}', () => ok(detail(5, 'inProgress')))
      .onGet('/api/admin/orders/{id}/notes', ({ params }) => (params?.path.id === 5 ? ok([...notes]) : fail('orderNotFound', 404)))
      .onPost('/api/admin/orders/{id}/notes', ({ body }) => {
        if (!body?.text.trim()) return fail('VALIDATION_FAILED', 400, { text: 'adOrderNoteInvalid' });
        notes.push({ id: notes.length + 1, adminId: 7, adminName: 'Anna Admin', text: body.text.trim(), at: '2026-11-28T10:00:00.000Z' });
        return ok([...notes]);
      })
      .onPost('/api/admin/orders/{id}/resend-confirmation', ({ params }) => ok({ id: params!.path.id, to: 'greta@kunde.example' }));
    const store = new AdminOrderStore(api, jest.fn(), () => undefined);
    return { api, store };
  }

  it('loads the order’s notes with the order', async () => {
    const { api, store } = notesSetup();
    store.show(5, 'de');
    await flush();
    expect(api.callsTo('/api/admin/orders/{id}/notes')[0].params).toEqual({ path: { id: 5 } });
    expect(store.notes.data?.map((n) => n.text)).toEqual(['Erste Notiz']);
  });

  it('checks a note before sending it; a saved note empties the field and shows every note', async () => {
    const { api, store } = notesSetup();
    store.show(5, 'de');
    await flush();
    store.setNoteText('   ');
    await store.addNote();
    expect(store.noteError).toBe('adOrderNoteInvalid');
    expect(api.callsTo('/api/admin/orders/{id}/notes').filter((c) => c.method === 'POST')).toHaveLength(0);
    store.setNoteText('Rückruf vereinbart');
    expect(store.noteError).toBeNull();
    await store.addNote();
    expect(api.callsTo('/api/admin/orders/{id}/notes').at(-1)).toMatchObject({ method: 'POST', params: { path: { id: 5 } }, body: { text: 'Rückruf vereinbart' } });
    expect(store.notes.data?.map((n) => n.text)).toEqual(['Erste Notiz', 'Rückruf vereinbart']);
    expect(store.noteText).toBe('');
    expect(store.actionNotice).toEqual({ tone: 'success', id: 'adOrderNoteSaved' });
    expect(store.noteBusy).toBe(false);
  });

  it('shows the server’s refusal of a note under the field', async () => {
    const { api, store } = notesSetup();
    api.onPost('/api/admin/orders/{id}/notes', () => fail('VALIDATION_FAILED', 400, { text: 'adOrderNoteInvalid' }));
    store.show(5, 'de');
    await flush();
    store.setNoteText('x');
    await store.addNote();
    expect(store.noteError).toBe('adOrderNoteInvalid');
    expect(store.noteText).toBe('x');
  });

  it('resends the confirmation only after the admin confirmed, and says to whom', async () => {
    const { api, store } = notesSetup();
    store.show(5, 'de');
    await flush();
    store.askResend();
    expect(store.resendPending).toBe(true);
    store.cancelResend();
    expect(store.resendPending).toBe(false);
    expect(api.callsTo('/api/admin/orders/{id}/resend-confirmation')).toHaveLength(0);
    store.askResend();
    await store.resendConfirmation();
    expect(api.callsTo('/api/admin/orders/{id}/resend-confirmation')[0].params).toEqual({ path: { id: 5 } });
    expect(store.actionNotice).toEqual({ tone: 'success', id: 'adOrderResendDone', values: { email: 'greta@kunde.example' } });
    expect(store.resendPending).toBe(false);
    api.onPost('/api/admin/orders/{id}/resend-confirmation', () => fail('orderNotFound', 404));
    await store.resendConfirmation();
    expect(store.actionNotice).toEqual({ tone: 'error', id: 'orderNotFound' });
  });
});
