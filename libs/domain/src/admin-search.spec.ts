import { adminSearchScore, adminSearchTerm, rankBySearchScore } from './admin-search';
import { ADMIN_ORDER_STATUSES, canChangeOrderStatus, isFinalOrderStatus, nextOrderStatuses, orderStatusNeedsMail, orderStatusRefusal } from './orders';

const users = [
  { id: 7, email: 'einkauf@mueller.example', firstname: 'Anna', lastname: 'Weber', company: 'Müller Hydraulik' },
  { id: 3, email: 'mueller@firma.example', firstname: 'Jan', lastname: 'Braun', company: 'Braun GmbH' },
  { id: 5, email: 'info@schulz.example', firstname: 'Max', lastname: 'Müller', company: 'Schulz AG' },
  { id: 9, email: 'info@weber.example', firstname: 'Eva', lastname: 'Krause', company: 'Krause KG' },
];
const fields = (u: (typeof users)[number]) => ({ ids: [u.id, u.email], names: [u.firstname, u.lastname, u.company] });

describe('admin search scores', () => {
  it('scores an exact id or e-mail 50, an exact name 15, a partial match 5, summed over the fields', () => {
    expect(adminSearchScore(fields(users[1]), 'mueller@firma.example')).toBe(50);
    expect(adminSearchScore(fields(users[0]), '7')).toBe(50);
    expect(adminSearchScore(fields(users[2]), 'müller')).toBe(15);
    expect(adminSearchScore(fields(users[0]), 'müller')).toBe(5);
    expect(adminSearchScore(fields(users[0]), 'mueller')).toBe(5);
    expect(adminSearchScore(fields(users[3]), 'weber')).toBe(5);
    expect(adminSearchScore(fields(users[0]), 'weber')).toBe(15);
    expect(adminSearchScore(fields(users[3]), 'zzz')).toBe(0);
  });

  it('ranks exact id/e-mail above name above partial, then by id; drops records scoring 0', () => {
    const ranked = rankBySearchScore(users, 'mueller@firma.example', fields, (u) => u.id);
    expect(ranked.map((u) => u.id)).toEqual([3]);
    const byName = rankBySearchScore(users, adminSearchTerm(' Weber ')!, fields, (u) => u.id);
    expect(byName.map((u) => [u.id, u.score])).toEqual([
      [7, 15],
      [9, 5],
    ]);
    const mixed = rankBySearchScore(
      [
        { id: 1, email: 'x@braun.example', firstname: 'Li', lastname: 'Braunfels', company: 'A' },
        { id: 2, email: 'braun', firstname: 'Li', lastname: 'Wu', company: 'B' },
        { id: 4, email: 'y@z.example', firstname: 'Li', lastname: 'Braun', company: 'C' },
      ],
      'braun',
      fields,
      (u) => u.id,
    );
    expect(mixed.map((u) => u.id)).toEqual([2, 4, 1]);
  });

  it('needs a term of at least 2 characters, but for a number (an id)', () => {
    expect(adminSearchTerm('a')).toBeNull();
    expect(adminSearchTerm(' 7 ')).toBe('7');
    expect(adminSearchTerm('  AB ')).toBe('ab');
  });
});

describe('order status changes by an admin (the order status machine)', () => {
  it('in progress → completed or canceled; completed and canceled are final', () => {
    expect(nextOrderStatuses('inProgress')).toEqual(['completed', 'canceled']);
    expect(nextOrderStatuses('completed')).toEqual([]);
    expect(nextOrderStatuses('canceled')).toEqual([]);
    expect(nextOrderStatuses('shipped')).toEqual([]);
    for (const from of ADMIN_ORDER_STATUSES) {
      for (const to of ADMIN_ORDER_STATUSES) {
        expect([from, to, canChangeOrderStatus(from, to)]).toEqual([from, to, from === 'inProgress' && to !== 'inProgress']);
      }
    }
    expect(canChangeOrderStatus('inProgress', 'shipped')).toBe(false);
  });

  it('says why a change is refused: final, unchanged or no such status', () => {
    expect(orderStatusRefusal('canceled', 'inProgress')).toBe('adOrderStatusFinal');
    expect(orderStatusRefusal('canceled', 'completed')).toBe('adOrderStatusFinal');
    expect(orderStatusRefusal('canceled', 'canceled')).toBe('adOrderStatusFinal');
    expect(orderStatusRefusal('completed', 'inProgress')).toBe('adOrderStatusFinal');
    expect(orderStatusRefusal('completed', 'canceled')).toBe('adOrderStatusFinal');
    expect(orderStatusRefusal('inProgress', 'inProgress')).toBe('adOrderStatusUnchanged');
    expect(orderStatusRefusal('inProgress', 'shipped')).toBe('adOrderStatusInvalid');
    expect(orderStatusRefusal('inProgress', 'canceled')).toBeNull();
    expect(orderStatusRefusal('inProgress', 'completed')).toBeNull();
    expect(isFinalOrderStatus('completed')).toBe(true);
    expect(isFinalOrderStatus('inProgress')).toBe(false);
  });

  it('mails the buyer on completed and canceled only', () => {
    expect(orderStatusNeedsMail('canceled')).toBe(true);
    expect(orderStatusNeedsMail('completed')).toBe(true);
    expect(orderStatusNeedsMail('inProgress')).toBe(false);
  });
});
