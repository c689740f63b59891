import type { ContactRequestDetail, ContactRequestList } from '../../../api/admin-contact-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { contactListQuery, ContactRequestsStore, requestIdOf } from './ContactRequestsStore';

function request(id: number, status: 'new' | 'inProgress' | 'done' = 'new'): ContactRequestDetail {
  return {
    id,
    createdAt: '2026-11-28T08:00:00.000Z',
    status,
    statusChangedAt: null,
    formId: 'main',
    locale: 'de',
    salutation: 'mrs',
    firstname: 'Erika',
    lastname: 'Muster',
    email: `anfrage-${id}@kunde.example`,
    company: 'Muster Formenbau GmbH',
    phone: null,
    message: 'Bitte um ein Angebot für 50 m Schlauch.',
    replies: [],
  };
}

const emptyList: ContactRequestList = { items: [], total: 0, page: 1, pageSize: 25 };

function setup() {
  const stored = new Map<number, ContactRequestDetail>([
    [3, request(3)],
    [4, request(4, 'done')],
  ]);
  const api = new FakeApi()
    .onGet('/api/admin/contact-requests', () => ok(emptyList))
    .onGet('/api/admin/contact-requests/{id}', ({ params }) => {
      const found = stored.get(params!.path.id);
      return found ? ok(structuredClone(found)) : fail('contactRequestNotFound', 404);
    })
    .onPost('/api/admin/contact-requests/{id}/status', ({ params, body }) => {
      const found = stored.get(params!.path.id)!;
      const previous = found.status;
      found.status = body!.status as typeof found.status;
      return ok({ id: found.id, status: found.status, previous });
    })
    .onPost('/api/admin/contact-requests/{id}/reply', ({ params, body }) => {
      const found = stored.get(params!.path.id)!;
      found.replies.push({ id: found.replies.length + 1, adminId: 1, adminName: 'Anna Admin', text: body!.text, sentAt: '2026-11-28T09:00:00.000Z' });
      found.status = (body!.status ?? 'inProgress') as typeof found.status;
      return ok({ id: found.id, replyId: found.replies.length, status: found.status });
    });
  const saved: Array<{ blob: Blob; name: string }> = [];
  const loggedOut = jest.fn();
  const store = new ContactRequestsStore(api, loggedOut, (blob, name) => saved.push({ blob, name }));
  return { api, store, saved, stored, loggedOut };
}

describe('contact inbox queries', () => {
  it('turns the URL into the API query: search, status and page, 25 a page', () => {
    expect(contactListQuery(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 25 });
    expect(contactListQuery(new URLSearchParams('q=%20muster%20&status=new&page=3'))).toEqual({ q: 'muster', status: 'new', page: 3, pageSize: 25 });
    expect(requestIdOf(new URLSearchParams('crid=12'))).toBe(12);
    expect(requestIdOf(new URLSearchParams('crid=abc'))).toBeNull();
    expect(requestIdOf(new URLSearchParams('crid=-1'))).toBeNull();
  });
});

describe('ContactRequestsStore', () => {
  it('shows the list of the URL, or the request its crid names', async () => {
    const { api, store } = setup();
    store.show(new URLSearchParams('q=muster&status=new'));
    await flush();
    expect(api.callsTo('/api/admin/contact-requests')[0].params).toEqual({ query: { q: 'muster', status: 'new', page: 1, pageSize: 25 } });
    expect(store.requests.term).toBe('muster');
    store.show(new URLSearchParams('q=muster&crid=3'));
    await flush();
    expect(store.detail.data?.id).toBe(3);
    store.show(new URLSearchParams('crid=99'));
    await flush();
    expect(store.detail.errorCode).toBe('contactRequestNotFound');
  });

  it('checks the reply before sending; sends it with the chosen status, empties the form and shows the reply', async () => {
    const { api, store } = setup();
    store.show(new URLSearchParams('crid=3'));
    await flush();
    store.setReplyText(' x ');
    await store.sendReply();
    expect(store.replyError).toBe('adContactReplyInvalid');
    expect(api.callsTo('/api/admin/contact-requests/{id}/reply')).toHaveLength(0);
    store.setReplyText('Guten Tag, das Angebot folgt.');
    expect(store.replyError).toBeNull();
    store.setReplyStatus('closed');
    expect(store.replyStatus).toBe('inProgress');
    store.setReplyStatus('done');
    await store.sendReply();
    expect(api.callsTo('/api/admin/contact-requests/{id}/reply')[0]).toMatchObject({ params: { path: { id: 3 } }, body: { text: 'Guten Tag, das Angebot folgt.', status: 'done' } });
    expect(store.notice).toEqual({ tone: 'success', id: 'adContactReplySent', values: { email: 'anfrage-3@kunde.example' } });
    expect(store.replyText).toBe('');
    expect(store.replyStatus).toBe('inProgress');
    expect(store.detail.data?.status).toBe('done');
    expect(store.detail.data?.replies.map((r) => r.text)).toEqual(['Guten Tag, das Angebot folgt.']);
  });

  it('shows the server’s refusal of a reply under the field and keeps the text', async () => {
    const { api, store } = setup();
    api.onPost('/api/admin/contact-requests/{id}/reply', () => fail('VALIDATION_FAILED', 400, { text: 'adContactReplyInvalid' }));
    store.show(new URLSearchParams('crid=3'));
    await flush();
    store.setReplyText('Antwort');
    await store.sendReply();
    expect(store.replyError).toBe('adContactReplyInvalid');
    expect(store.replyText).toBe('Antwort');
    expect(store.replyBusy).toBe(false);
  });

  it('changes the status and reads the request again; the same status asks nothing', async () => {
    const { api, store } = setup();
    store.show(new URLSearchParams('crid=4'));
    await flush();
    await store.setStatus('done');
    expect(api.callsTo('/api/admin/contact-requests/{id}/status')).toHaveLength(0);
    await store.setStatus('inProgress');
    expect(api.callsTo('/api/admin/contact-requests/{id}/status')[0]).toMatchObject({ params: { path: { id: 4 } }, body: { status: 'inProgress' } });
    expect(store.detail.data?.status).toBe('inProgress');
    expect(store.notice).toEqual({ tone: 'success', id: 'adContactStatusSaved', values: { status: 'adContactStatus_inProgress' } });
  });

  it('opening another request resets the reply form and the message', async () => {
    const { store } = setup();
    store.show(new URLSearchParams('crid=3'));
    await flush();
    store.setReplyText('Entwurf');
    store.setReplyStatus('done');
    store.show(new URLSearchParams('crid=4'));
    await flush();
    expect([store.replyText, store.replyStatus, store.detail.data?.id]).toEqual(['', 'inProgress', 4]);
    await store.setStatus('new');
    expect(store.notice?.id).toBe('adContactStatusSaved');
    store.show(new URLSearchParams('status=new'));
    expect(store.notice).toBeNull();
    expect(store.detail.data).toBeNull();
  });

  it('exports the list’s search and filter as .xlsx in the page’s language; a failed download says so', async () => {
    const { api, store, saved } = setup();
    const file = new Blob(['xlsx']);
    const getBlob = jest.fn(async () => file);
    api.getBlob = getBlob;
    await store.exportList(new URLSearchParams('q=muster&status=done&page=2'), 'en');
    expect(getBlob).toHaveBeenCalledWith('/api/admin/contact-requests/export.xlsx', { params: { query: { q: 'muster', status: 'done', locale: 'en' } } });
    expect(saved).toEqual([{ blob: file, name: 'contact-requests.xlsx' }]);
    api.getBlob = async () => null;
    await store.exportList(new URLSearchParams(''), 'de');
    expect(store.notice).toEqual({ tone: 'error', id: 'adContactExportFailed' });
    expect(store.exportBusy).toBe(false);
  });

  it('a 401 while loading ends the admin session', async () => {
    const { api, store, loggedOut } = setup();
    api.onGet('/api/admin/contact-requests', () => fail('adminNotLoggedIn', 401));
    store.show(new URLSearchParams(''));
    await flush();
    expect(loggedOut).toHaveBeenCalled();
  });
});
