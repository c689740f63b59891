import { Injectable } from '@nestjs/common';
import { translate } from '@shop/i18n';
import { exceljs } from '../../../../shared/libraries';
import { ContactRequestQueries, type ContactRequestListQuery } from '../../application/queries/contact-requests.queries';

/**
 * The inbox's export (docs/decisions/0047-contact-inbox-and-order-admin.md): the requests the list's search and
 * filter find, one row each, as an .xlsx workbook (exceljs, as the cart file export); the headings and the
 * statuses in the admin's language.
 */
@Injectable()
export class ContactRequestsWorkbook {
  constructor(private readonly queries: ContactRequestQueries) {}

  async write(query: Pick<ContactRequestListQuery, 'q' | 'status'>, locale: 'de' | 'en'): Promise<{ fileName: string; content: Buffer }> {
    const rows = await this.queries.exportRows(query);
    const workbook = new (exceljs().Workbook)();
    workbook.creator = 'Shop';
    workbook.created = new Date();
    const t = (id: string) => translate(locale, id);
    const ws = workbook.addWorksheet(t('adContactExportSheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns: Array<[string, number]> = [
      ['adContactColId', 8],
      ['adContactColDate', 20],
      ['adContactColStatus', 14],
      ['adContactColName', 28],
      ['adContactColCompany', 28],
      ['adContactColEmail', 32],
      ['adContactColPhone', 18],
      ['adContactColLanguage', 10],
      ['adContactColMessage', 60],
      ['adContactColReplies', 10],
      ['adContactColLastReply', 20],
    ];
    ws.columns = columns.map(([id, width]) => ({ header: t(id), key: id, width }));
    ws.getRow(1).font = { bold: true };
    for (const r of rows) {
      ws.addRow([
        r.id,
        new Date(r.createdAt),
        t(`adContactStatus_${r.status}`),
        `${r.salutation ? `${t(`salutation_${r.salutation}`)} ` : ''}${r.firstname} ${r.lastname}`,
        r.company,
        r.email,
        r.phone ?? '',
        r.locale,
        r.message,
        r.replyCount,
        r.lastReplyAt ? new Date(r.lastReplyAt) : null,
      ]);
    }
    ws.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';
    ws.getColumn(11).numFmt = 'yyyy-mm-dd hh:mm';
    ws.getColumn(9).alignment = { wrapText: true, vertical: 'top' };
    const content = (await workbook.xlsx.writeBuffer()) as unknown as Buffer;
    const day = new Date().toISOString().slice(0, 10);
    return { fileName: `${locale === 'de' ? 'kontaktanfragen' : 'contact-requests'}-${day}.xlsx`, content: Buffer.from(content) };
  }
}
