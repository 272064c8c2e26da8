import type { Certificate } from '@canopy/contracts';

const GREEN = '#1f5f3f';
const MUTED = '#4b5563';

/** A one-page landscape certificate of completion, as PDF bytes. */
export async function renderCertificatePdf(cert: Certificate, opts: { verifyUrl: string }): Promise<Buffer> {
  // Loaded with the first certificate asked for, not at start (pdfkit and its font engine: about 0.2 s).
  const { default: PDFDocument } = await import('pdfkit');
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
    line('Sustainability learning platform', 'Helvetica', 10, MUTED, 34);
    line('Certificate of Completion', 'Times-Bold', 38, GREEN, 26);
    line('This certifies that', 'Helvetica', 14, MUTED, 10);
    line(cert.learnerName, 'Times-BoldItalic', fit(cert.learnerName, 32, 40), '#111827', 16);
    line('has successfully completed the course', 'Helvetica', 14, MUTED, 10);
    line(cert.courseTitle, 'Times-Bold', fit(cert.courseTitle, 24, 70), '#111827', 26);

    const issued = new Date(cert.issuedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    line(`Issued on ${issued}`, 'Helvetica', 12, MUTED, 0);
    doc.y = Math.max(doc.y + 20, height - 112);
    line(`Verification code: ${cert.code}`, 'Courier-Bold', 11, '#111827', 4);
    line(`Verify at ${opts.verifyUrl}`, 'Helvetica', 9, MUTED, 0);
    doc.end();
  });
}
