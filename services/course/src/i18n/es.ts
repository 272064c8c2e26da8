/** Spanish for the course service's texts (the certificate PDF), keyed by the English text (docs/I18N.md). */
export const courseEs: Readonly<Record<string, string>> = {
  'Certificate of Completion — {{course}}': 'Certificado de finalización — {{course}}',
  'Awarded to {{name}}': 'Otorgado a {{name}}',
  'Sustainability learning platform': 'Plataforma de aprendizaje sobre sostenibilidad',
  'Certificate of Completion': 'Certificado de finalización',
  'This certifies that': 'Se certifica que',
  'has successfully completed the course': 'ha completado con éxito el curso',
  'Issued on {{date}}': 'Emitido el {{date}}',
  'Verification code: {{code}}': 'Código de verificación: {{code}}',
  'Verify at {{url}}': 'Verifícalo en {{url}}',
  'Scan to verify': 'Escanea para verificar',
};
