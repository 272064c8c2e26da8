import type { AccountLanguage, Certificate } from '@canopy/contracts';
import { courseText, dateLocale } from '../i18n/course-text';

const GREEN = '#1f5f3f';
const MUTED = '#4b5563';

/** A one-page landscape certificate of completion, as PDF bytes, in the learner's language. */
export async function renderCertificatePdf(
  cert: Certificate,
  opts: { verifyUrl: string; language: AccountLanguage },
): Promise<Buffer> {
  const t = courseText(opts.language);
  // Loaded with the first certificate asked for, not at start (pdfkit and its font engine: about 0.2 s).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  // Medium error correction: still scans from a crumpled print-out, and a URL this long stays a small code.
  const qr = QRCode.create(opts.verifyUrl, { errorCorrectionLevel: 'M' }).modules;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: {
        Title: t('Certificate of Completion — {{course}}', { course: cert.courseTitle }),
        Author: 'Canopy',
        Subject: t('Awarded to {{name}}', { name: cert.learnerName }),
        Keywords: `certificate ${cert.code}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { width, height } = doc.page;
    doc
      .rect(24, 24, width - 48, height - 48)
      .lineWidth(3)
      .stroke(GREEN);
    doc
      .rect(34, 34, width - 68, height - 68)
      .lineWidth(0.75)
      .stroke(GREEN);

    // Text flows down the page, so a long course title or name wraps instead of running into the next line.
    const line = (text: string, font: string, size: number, color: string, gapAfter: number) => {
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, 70, doc.y, { width: width - 140, align: 'center' });
      doc.y += gapAfter;
    };
    const fit = (text: string, size: number, longAt: number) =>
      text.length > longAt ? Math.round(size * 0.7) : size;

    doc.y = 78;
    line('CANOPY', 'Helvetica-Bold', 16, GREEN, 2);
    line(t('Sustainability learning platform'), 'Helvetica', 10, MUTED, 34);
    line(t('Certificate of Completion'), 'Times-Bold', 38, GREEN, 26);
    line(t('This certifies that'), 'Helvetica', 14, MUTED, 10);
    line(cert.learnerName, 'Times-BoldItalic', fit(cert.learnerName, 32, 40), '#111827', 16);
    line(t('has successfully completed the course'), 'Helvetica', 14, MUTED, 10);
    line(cert.courseTitle, 'Times-Bold', fit(cert.courseTitle, 24, 70), '#111827', 26);

    const issued = new Date(cert.issuedAt).toLocaleDateString(dateLocale(opts.language), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    line(t('Issued on {{date}}', { date: issued }), 'Helvetica', 12, MUTED, 0);
    doc.y = Math.max(doc.y + 20, height - 112);
    line(t('Verification code: {{code}}', { code: cert.code }), 'Courier-Bold', 11, '#111827', 4);
    line(t('Verify at {{url}}', { url: opts.verifyUrl }), 'Helvetica', 9, MUTED, 0);

    // The QR code of the verification page, drawn as vector squares (sharp at any print size), bottom right.
    const size = 84;
    const cell = size / qr.size;
    const left = width - 70 - size;
    const top = height - 70 - size;
    doc.rect(left - 4, top - 4, size + 8, size + 8).fill('#ffffff');
    for (let row = 0; row < qr.size; row++) {
      for (let col = 0; col < qr.size; col++) {
        if (qr.get(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell);
      }
    }
    doc.fill('#111827');
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(t('Scan to verify'), left - 10, top + size + 6, { width: size + 20, align: 'center' });
    doc.end();
  });
}
