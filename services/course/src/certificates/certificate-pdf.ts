import PDFDocument from 'pdfkit';
import type { Certificate } from '@canopy/contracts';

const GREEN = '#1f5f3f';
const MUTED = '#4b5563';

/** A one-page landscape certificate of completion, as PDF bytes. */
export function renderCertificatePdf(cert: Certificate, opts: { verifyUrl: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: {
        Title: `Certificate of Completion — ${cert.courseTitle}`,
        Author: 'Canopy',
        Subject: `Awarded to ${cert.learnerName}`,
        Keywords: `certificate ${cert.code}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { width, height } = doc.page;
    doc.rect(24, 24, width - 48, height - 48).lineWidth(3).stroke(GREEN);
    doc.rect(34, 34, width - 68, height - 68).lineWidth(0.75).stroke(GREEN);

    const center = (text: string, y: number, font: string, size: number, color = '#111827') =>
      doc.font(font).fontSize(size).fillColor(color).text(text, 60, y, { width: width - 120, align: 'center' });

    center('CANOPY', 80, 'Helvetica-Bold', 16, GREEN);
    center('Sustainability learning platform', 100, 'Helvetica', 10, MUTED);
    center('Certificate of Completion', 150, 'Times-Bold', 38, GREEN);
    center('This certifies that', 220, 'Helvetica', 14, MUTED);
    center(cert.learnerName, 250, 'Times-BoldItalic', 32);
    center('has successfully completed the course', 310, 'Helvetica', 14, MUTED);
    center(cert.courseTitle, 340, 'Times-Bold', 24);

    const issued = new Date(cert.issuedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    center(`Issued on ${issued}`, 410, 'Helvetica', 12, MUTED);
    center(`Verification code: ${cert.code}`, height - 110, 'Courier-Bold', 11);
    center(`Verify at ${opts.verifyUrl}`, height - 92, 'Helvetica', 9, MUTED);
    doc.end();
  });
}
