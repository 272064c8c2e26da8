import type { Catalogue } from '@canopy/i18n';

/**
 * Studying, part 5 of 5: certificates and their verification.
 */
export const learnStudyCertificatesEs: Catalogue = {
  'Certificate · {{title}}': 'Certificado · {{title}}',
  Certificate: 'Certificado',
  'Verifying certificate': 'Verificando el certificado',
  'Certificate not found': 'Certificado no encontrado',
  'No certificate matches the code': 'Ningún certificado coincide con el código',
  'Check the link or the code and try again.': 'Revisa el enlace o el código e inténtalo de nuevo.',
  "We couldn't verify this certificate": 'No pudimos verificar este certificado',
  'Canopy · Sustainability learning': 'Canopy · Aprendizaje sobre sostenibilidad',
  'Certificate of Completion': 'Certificado de finalización',
  'Revoked on {{date}}': 'Revocado el {{date}}',
  'Verified certificate': 'Certificado verificado',
  'This certifies that': 'Se certifica que',
  'has successfully completed the course': 'ha completado con éxito el curso',
  'Issued on': 'Fecha de emisión',
  'Verification code': 'Código de verificación',
  'This certificate was revoked': 'Este certificado fue revocado',
  'Canopy revoked it on {{date}}; it no longer certifies the completion above.':
    'Canopy lo revocó el {{date}}; ya no certifica la finalización indicada arriba.',
  'Reason given to you: {{reason}}': 'Motivo que se te indicó: {{reason}}',
  "Anyone with this page's address can confirm the certificate is genuine: it is issued by Canopy when a learner completes every lesson of a course. It is also a signed Open Badges 3.0 credential that employers and wallets can verify.":
    'Cualquier persona con la dirección de esta página puede confirmar que el certificado es auténtico: Canopy lo emite cuando un estudiante completa todas las lecciones de un curso. También es una credencial Open Badges 3.0 firmada que empleadores y billeteras digitales pueden verificar.',
  'Verifying the credential': 'Verificando la credencial',
  'Check the link or the code, or paste the credential below.':
    'Revisa el enlace o el código, o pega la credencial abajo.',
  'Verify a credential file': 'Verificar un archivo de credencial',
  "We couldn't verify this credential": 'No pudimos verificar esta credencial',
  'Verify a credential': 'Verificar una credencial',
  'Canopy certificates are Open Badges 3.0 credentials signed by the platform. Verification checks the credential’s format, its issuer, its signature, its validity dates and whether it has been revoked, and says which check fails.':
    'Los certificados de Canopy son credenciales Open Badges 3.0 firmadas por la plataforma. La verificación comprueba el formato de la credencial, su emisor, su firma, sus fechas de validez y si ha sido revocada, e indica qué comprobación falla.',
  'Holding a credential file instead?': '¿Tienes un archivo de credencial?',
  'Verify a pasted or uploaded credential': 'Verificar una credencial pegada o subida',
  'The credential could not be checked': 'No se pudo comprobar la credencial',
  'Please try again.': 'Inténtalo de nuevo.',
  'The issuer’s public key is published at': 'La clave pública del emisor está publicada en',
  ', so anyone can check a credential’s signature with their own tools.':
    ', así que cualquiera puede comprobar la firma de una credencial con sus propias herramientas.',
  Credential: 'Credencial',
  'Paste the VC-JWT or the JSON of the credential file downloaded from a Canopy certificate.':
    'Pega el VC-JWT o el JSON del archivo de credencial descargado de un certificado de Canopy.',
  'Verifying…': 'Verificando…',
  Verify: 'Verificar',
  'Upload a credential file': 'Subir un archivo de credencial',
  passed: 'superada',
  failed: 'no superada',
  'not checked': 'sin comprobar',
  Format: 'Formato',
  Issuer: 'Emisor',
  Signature: 'Firma',
  'Validity dates': 'Fechas de validez',
  'Revocation status': 'Estado de revocación',
  'Awarded to': 'Otorgada a',
  Achievement: 'Logro',
  'Issued by': 'Emitida por',
  'Valid from': 'Válida desde',
  'Valid until': 'Válida hasta',
  'Does not expire': 'No caduca',
  'This credential is valid': 'Esta credencial es válida',
  'This credential did not pass verification': 'Esta credencial no superó la verificación',
  'Every check passed: it was issued by this platform, is unchanged, has not expired and has not been revoked.':
    'Se superaron todas las comprobaciones: la emitió esta plataforma, no ha sido modificada, no ha caducado y no ha sido revocada.',
  'Failed: {{checks}}.': 'No superada: {{checks}}.',
  'What the credential says': 'Lo que dice la credencial',
  'What the credential says cannot be trusted until every check passes.':
    'No se puede confiar en lo que dice la credencial hasta que se superen todas las comprobaciones.',
  Checks: 'Comprobaciones',
  'View the certificate': 'Ver el certificado',
  'The credential’s contents': 'El contenido de la credencial',
  'The credential as JSON': 'La credencial en JSON',
  'Video meeting': 'Videorreunión',
  'https://': 'https://',
  EPUB: 'EPUB',
};
