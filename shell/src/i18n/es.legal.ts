import type { Catalogue } from '@canopy/i18n';

/** The shell's legal pages (privacy, terms, cookies) in Spanish; part of the shell's one Spanish chunk (es.ts). */
export const shellLegalEs: Catalogue = {
  'the organisation that runs this platform': 'la organización que gestiona esta plataforma',
  'Contact {{operator}}': 'Ponte en contacto con {{operator}}',
  'contact {{operator}}': 'ponte en contacto con {{operator}}',
  'On this page': 'En esta página',
  'Effective date:': 'Fecha de entrada en vigor:',
  'Related:': 'Relacionado:',
  email: 'escribe a',
  'Write to': 'Escribe a',
  at: 'en',
  // Cookie policy
  'Canopy uses only the cookies and browser storage it needs to work — no advertising or tracking cookies.':
    'Canopy usa solo las cookies y el almacenamiento del navegador que necesita para funcionar: ninguna cookie publicitaria ni de seguimiento.',
  'What cookies and browser storage are': 'Qué son las cookies y el almacenamiento del navegador',
  'Cookies are small text files a website stores in your browser. Browsers also offer local storage and session storage, which work in a similar way. Canopy uses a small number of them, only to make the platform work.':
    'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Los navegadores también ofrecen almacenamiento local y almacenamiento de sesión, que funcionan de forma parecida. Canopy usa unos pocos, solo para que la plataforma funcione.',
  'What Canopy uses': 'Qué usa Canopy',
  'Cookies and storage Canopy uses': 'Cookies y almacenamiento que usa Canopy',
  Name: 'Nombre',
  Type: 'Tipo',
  Purpose: 'Finalidad',
  Lasts: 'Duración',
  'Session cookie': 'Cookie de sesión',
  'Essential cookie': 'Cookie esencial',
  'Keeps you signed in and protects your session. It is marked HTTP-only and cannot be read by scripts.':
    'Mantiene tu sesión iniciada y la protege. Está marcada como HTTP-only y los scripts no pueden leerla.',
  'Until you log out or the session expires': 'Hasta que cierres sesión o la sesión caduque',
  'Local storage': 'Almacenamiento local',
  'Remembers that the “Account Approved” notice was shown to an educator, so it appears only once.':
    'Recuerda que a un educador ya se le mostró el aviso «Cuenta aprobada», para que aparezca una sola vez.',
  'Until you clear your browser data': 'Hasta que borres los datos del navegador',
  'Session storage': 'Almacenamiento de sesión',
  'Shows administrators the pending-approvals reminder only once per browser session.':
    'Muestra a los administradores el recordatorio de aprobaciones pendientes una sola vez por sesión del navegador.',
  'Until the tab is closed': 'Hasta que se cierra la pestaña',
  'No advertising or tracking cookies': 'Sin cookies publicitarias ni de seguimiento',
  'Canopy does not use advertising cookies, cross-site tracking or third-party analytics cookies. Nothing we store is used to build a profile of you for marketing, and we never sell personal data (see our':
    'Canopy no usa cookies publicitarias, seguimiento entre sitios ni cookies de analítica de terceros. Nada de lo que guardamos se usa para crear un perfil tuyo con fines de marketing, y nunca vendemos datos personales (consulta nuestra',
  'Your choices': 'Tus opciones',
  'You can delete or block cookies and site data in your browser settings. Because the session cookie is essential, blocking it means you will not be able to sign in; the rest of the public pages keep working.':
    'Puedes eliminar o bloquear las cookies y los datos del sitio en la configuración de tu navegador. Como la cookie de sesión es esencial, si la bloqueas no podrás iniciar sesión; el resto de las páginas públicas siguen funcionando.',
  Changes: 'Cambios',
  'If we ever add a cookie that is not essential, we will update this page and ask for your consent first.':
    'Si alguna vez añadimos una cookie que no sea esencial, actualizaremos esta página y antes te pediremos tu consentimiento.',
  'Questions about cookies?': '¿Tienes preguntas sobre las cookies?',
  // Privacy policy
  'What we collect, why, and the control you have over it. The short version: we collect only what we need to run your learning, and we never sell your personal data.':
    'Qué recopilamos, por qué y el control que tienes sobre ello. En resumen: recopilamos solo lo necesario para gestionar tu aprendizaje y nunca vendemos tus datos personales.',
  'Who we are': 'Quiénes somos',
  'Canopy is an online learning platform for sustainability education. This policy explains what personal data we collect when you use Canopy, why we collect it, how long we keep it and the choices you have. In this policy, “Canopy”, “we” and “us” mean the operator of the platform; “you” means anyone who visits or uses it.':
    'Canopy es una plataforma de aprendizaje en línea para la educación en sostenibilidad. Esta política explica qué datos personales recopilamos cuando usas Canopy, por qué los recopilamos, cuánto tiempo los conservamos y qué opciones tienes. En esta política, «Canopy» y «nosotros» se refieren a quien opera la plataforma; «tú», a cualquier persona que la visite o la use.',
  'What we collect': 'Qué recopilamos',
  'Information you give us': 'Información que nos das',
  'Account details': 'Datos de la cuenta',
  '— username, first and last name, email address, password (stored only as a secure hash) and the role you register with (student or educator).':
    '— nombre de usuario, nombre y apellidos, correo electrónico, contraseña (guardada solo como hash seguro) y el rol con el que te registras (estudiante o educador).',
  'Learning activity': 'Actividad de aprendizaje',
  '— the courses you enrol in, lessons you complete, your progress, reflections, competency self-assessments and personal learning goals.':
    '— los cursos en los que te inscribes, las lecciones que completas, tu progreso, tus reflexiones, tus autoevaluaciones de competencias y tus metas personales de aprendizaje.',
  'Community content': 'Contenido de la comunidad',
  '— discussions, replies and other posts you publish in the forum.':
    '— debates, respuestas y otras publicaciones que haces en el foro.',
  'Educator content': 'Contenido de educadores',
  '— courses, modules, lessons, ebooks and live sessions you create.':
    '— cursos, módulos, lecciones, libros electrónicos y sesiones en vivo que creas.',
  Messages: 'Mensajes',
  '— what you send us when you contact support.': '— lo que nos envías cuando contactas con soporte.',
  'Information collected automatically': 'Información que se recopila automáticamente',
  'Session data': 'Datos de sesión',
  '— a session cookie that keeps you signed in (see our':
    '— una cookie de sesión que mantiene tu sesión iniciada (consulta nuestra',
  'Technical logs': 'Registros técnicos',
  '— IP address, browser type, request times and error reports, used to keep the service secure and working.':
    '— dirección IP, tipo de navegador, horas de las solicitudes e informes de errores, que se usan para mantener el servicio seguro y en funcionamiento.',
  'How we use your information': 'Cómo usamos tu información',
  'To create and secure your account and keep you signed in.':
    'Para crear y proteger tu cuenta y mantener tu sesión iniciada.',
  'To provide courses, record your progress and issue certificates.':
    'Para ofrecer cursos, registrar tu progreso y emitir certificados.',
  'To run the forum and live sessions, including showing your username and name next to what you post.':
    'Para gestionar el foro y las sesiones en vivo, lo que incluye mostrar tu nombre de usuario y tu nombre junto a lo que publicas.',
  'To review educator applications and keep teaching on Canopy trustworthy.':
    'Para revisar las solicitudes de educador y que la enseñanza en Canopy sea confiable.',
  'To answer your questions and send essential service messages (for example about your account status).':
    'Para responder a tus preguntas y enviarte mensajes esenciales del servicio (por ejemplo, sobre el estado de tu cuenta).',
  'To detect abuse, enforce our': 'Para detectar abusos, hacer cumplir nuestros',
  ', and meet legal obligations.': ', y cumplir con las obligaciones legales.',
  'How we share information': 'Cómo compartimos la información',
  'We do not sell your personal data': 'No vendemos tus datos personales',
  ', and we do not share it with advertisers or data brokers.':
    ', ni los compartimos con anunciantes ni con intermediarios de datos.',
  'We share personal data only:': 'Solo compartimos datos personales:',
  'with other members, to the extent you publish content in public areas such as the forum;':
    'con otros miembros, en la medida en que publiques contenido en espacios públicos como el foro;',
  'with educators, who can see the progress of learners enrolled in their courses;':
    'con los educadores, que pueden ver el progreso de los estudiantes inscritos en sus cursos;',
  'with service providers who host and operate Canopy for us under written agreements that limit their use of the data to providing that service;':
    'con proveedores que alojan y operan Canopy por encargo nuestro mediante acuerdos escritos que limitan el uso de los datos a la prestación de ese servicio;',
  'when the law requires it, or to protect the rights, safety and property of our users or the public.':
    'cuando la ley lo exige, o para proteger los derechos, la seguridad y los bienes de nuestros usuarios o del público.',
  'How long we keep it': 'Cuánto tiempo la conservamos',
  'We keep your account data for as long as your account is open. If you close your account we delete or anonymise your personal data within 90 days, except where we must keep certain records longer to meet legal obligations or resolve disputes. Forum content you posted may remain visible in anonymised form so that conversations stay readable.':
    'Conservamos los datos de tu cuenta mientras la cuenta esté abierta. Si cierras tu cuenta, eliminamos o anonimizamos tus datos personales en un plazo de 90 días, salvo cuando debamos conservar ciertos registros durante más tiempo para cumplir obligaciones legales o resolver disputas. El contenido que publicaste en el foro puede seguir visible de forma anónima para que las conversaciones sigan siendo legibles.',
  Security: 'Seguridad',
  'Passwords are stored as salted hashes, traffic to Canopy is encrypted in transit, and access to personal data is limited to the people and systems that need it. No service can promise perfect security; if we learn of a breach that affects you we will tell you without undue delay.':
    'Las contraseñas se guardan como hashes con sal, el tráfico hacia Canopy se cifra en tránsito y el acceso a los datos personales se limita a las personas y los sistemas que lo necesitan. Ningún servicio puede prometer una seguridad perfecta; si sabemos de una filtración que te afecte, te lo diremos sin demoras indebidas.',
  'Your rights and choices': 'Tus derechos y opciones',
  'Depending on where you live, you may have the right to:': 'Según dónde vivas, puedes tener derecho a:',
  'access the personal data we hold about you and receive a copy;':
    'acceder a los datos personales que tenemos sobre ti y recibir una copia;',
  'correct inaccurate data;': 'corregir datos inexactos;',
  'ask us to delete your data or close your account;':
    'pedirnos que eliminemos tus datos o cerremos tu cuenta;',
  'object to or restrict certain processing;': 'oponerte a ciertos tratamientos o limitarlos;',
  'receive your data in a portable format.': 'recibir tus datos en un formato portátil.',
  'To exercise any of these rights,': 'Para ejercer cualquiera de estos derechos,',
  '. We will answer within 30 days. You may also complain to your local data-protection authority.':
    '. Te responderemos en un plazo de 30 días. También puedes presentar una reclamación ante la autoridad de protección de datos de tu país.',
  Children: 'Menores',
  'Canopy is': 'Canopy',
  'not intended for children under 13': 'no está destinada a menores de 13 años',
  ', and we do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us personal data, please contact us and we will delete it promptly.':
    ', y no recopilamos a sabiendas datos personales de menores de 13 años. Si crees que un menor de 13 años nos ha dado datos personales, contáctanos y los eliminaremos de inmediato.',
  'Changes to this policy': 'Cambios en esta política',
  'We may update this policy as Canopy evolves. When we make material changes we will tell you on the platform before they take effect. The effective date at the top always shows the current version.':
    'Podemos actualizar esta política a medida que Canopy evoluciona. Cuando hagamos cambios importantes, te lo diremos en la plataforma antes de que entren en vigor. La fecha de entrada en vigor que aparece arriba indica siempre la versión vigente.',
  'Contact us': 'Contáctanos',
  'Questions about privacy?': '¿Tienes preguntas sobre la privacidad?',
  // Terms of service
  'The agreement between you and Canopy: how accounts work, what is expected of members and educators, and what you can expect from us.':
    'El acuerdo entre tú y Canopy: cómo funcionan las cuentas, qué se espera de los miembros y los educadores, y qué puedes esperar de nosotros.',
  'Acceptance of these terms': 'Aceptación de estos términos',
  'These Terms of Service govern your use of Canopy, an online learning platform for sustainability education. By creating an account or using Canopy you agree to these terms and to our':
    'Estos Términos del servicio regulan tu uso de Canopy, una plataforma de aprendizaje en línea para la educación en sostenibilidad. Al crear una cuenta o usar Canopy aceptas estos términos y nuestra',
  '. If you do not agree, please do not use the platform.':
    '. Si no estás de acuerdo, no uses la plataforma.',
  'Who may use Canopy': 'Quién puede usar Canopy',
  'You must be at least 13 years old to use Canopy. Canopy is not intended for children under 13. If you are under the age of majority where you live, you may use Canopy only with the permission of a parent or guardian who agrees to these terms on your behalf.':
    'Debes tener al menos 13 años para usar Canopy. Canopy no está destinada a menores de 13 años. Si eres menor de edad según las leyes del lugar donde vives, solo puedes usar Canopy con el permiso de tu madre, padre o tutor, que acepta estos términos en tu nombre.',
  'Your account': 'Tu cuenta',
  'Give accurate information when you register and keep it up to date.':
    'Da información exacta al registrarte y mantenla actualizada.',
  'Keep your password confidential; you are responsible for activity under your account.':
    'Mantén tu contraseña en secreto; eres responsable de la actividad de tu cuenta.',
  'Educator accounts are reviewed by our administrators and can be used to teach only once approved.':
    'Nuestros administradores revisan las cuentas de educador, que solo pueden usarse para enseñar una vez aprobadas.',
  'Administrator accounts are created only by existing administrators or during initial system setup.':
    'Las cuentas de administrador solo las crean los administradores existentes o se crean durante la configuración inicial del sistema.',
  'Tell us at once': 'Avísanos de inmediato',
  'if you suspect unauthorised use of your account.':
    'si sospechas que alguien usa tu cuenta sin autorización.',
  'Acceptable use': 'Uso aceptable',
  'Treat other members with respect and follow our':
    'Trata a los demás miembros con respeto y sigue nuestras',
  '. You must not:': '. No debes:',
  'harass, threaten or discriminate against anyone;': 'acosar, amenazar ni discriminar a nadie;',
  'post unlawful, misleading or infringing content, spam or advertising;':
    'publicar contenido ilícito, engañoso o que infrinja derechos, spam ni publicidad;',
  'attempt to access accounts or data that are not yours, or disrupt the service;':
    'intentar acceder a cuentas o datos que no son tuyos, ni perturbar el servicio;',
  'copy or redistribute course material beyond what the course permits.':
    'copiar o redistribuir material de los cursos más allá de lo que el curso permite.',
  'Content and intellectual property': 'Contenido y propiedad intelectual',
  'Canopy and its original material are protected by intellectual-property laws. Course material belongs to Canopy or to the educators who created it.':
    'Canopy y su material original están protegidos por las leyes de propiedad intelectual. El material de los cursos pertenece a Canopy o a los educadores que lo crearon.',
  'You keep ownership of what you post. By posting, you grant Canopy a worldwide, non-exclusive, royalty-free licence to host, display and distribute that content on the platform for as long as it remains there. Educators who publish courses grant the same licence for their course material and confirm that they have the rights to share it.':
    'Lo que publicas sigue siendo tuyo. Al publicar, concedes a Canopy una licencia mundial, no exclusiva y gratuita para alojar, mostrar y distribuir ese contenido en la plataforma mientras permanezca en ella. Los educadores que publican cursos conceden la misma licencia sobre su material y confirman que tienen derecho a compartirlo.',
  'Courses and certificates': 'Cursos y certificados',
  'Courses are provided for educational purposes. Certificates show that you completed a course on Canopy; they are not an accredited academic qualification unless a course clearly says otherwise. We may update, replace or retire course material to keep it accurate.':
    'Los cursos se ofrecen con fines educativos. Los certificados acreditan que completaste un curso en Canopy; no son una titulación académica oficial salvo que un curso indique claramente lo contrario. Podemos actualizar, sustituir o retirar material de los cursos para que siga siendo exacto.',
  'Fees and refunds': 'Tarifas y reembolsos',
  'Many courses are free. Where a course, session or service carries a fee, the price is shown before you pay.':
    'Muchos cursos son gratuitos. Cuando un curso, una sesión o un servicio tiene un costo, el precio se muestra antes de pagar.',
  'All fees are non-refundable unless stated otherwise':
    'Ningún pago es reembolsable salvo que se indique lo contrario',
  'at the time of purchase or required by law.': 'en el momento de la compra o que lo exija la ley.',
  'Suspension and termination': 'Suspensión y cancelación',
  'You may close your account at any time. We may suspend or close accounts that break these terms or the Community Guidelines, or that put other members or the platform at risk. Where reasonable we will tell you why and give you a chance to respond.':
    'Puedes cerrar tu cuenta en cualquier momento. Podemos suspender o cerrar cuentas que incumplan estos términos o las Normas de la comunidad, o que pongan en riesgo a otros miembros o a la plataforma. Cuando sea razonable, te diremos por qué y te daremos la oportunidad de responder.',
  Disclaimers: 'Exención de responsabilidad',
  'Canopy is provided “as is” and “as available”. Course content is educational and is not professional, legal, financial or medical advice. We work to keep the service available and accurate but do not guarantee that it will be uninterrupted or error-free.':
    'Canopy se ofrece «tal cual» y «según disponibilidad». El contenido de los cursos es educativo y no constituye asesoramiento profesional, legal, financiero ni médico. Trabajamos para que el servicio esté disponible y sea exacto, pero no garantizamos que funcione sin interrupciones ni errores.',
  'Limitation of liability': 'Limitación de responsabilidad',
  'To the fullest extent permitted by law, Canopy is not liable for indirect, incidental or consequential damages arising from your use of the platform. Nothing in these terms limits liability that cannot be limited by law.':
    'En la máxima medida permitida por la ley, Canopy no es responsable de los daños indirectos, incidentales o consecuentes derivados de tu uso de la plataforma. Nada en estos términos limita la responsabilidad que la ley no permite limitar.',
  'Governing law': 'Legislación aplicable',
  'These terms are governed by the laws of {{place}}, without regard to its conflict-of-law rules. Any dispute arising from these terms or your use of Canopy will be handled by the courts of {{place}}, unless the law of the country where you live gives you the right to bring it there.':
    'Estos términos se rigen por las leyes de {{place}}, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier disputa derivada de estos términos o de tu uso de Canopy se resolverá ante los tribunales de {{place}}, salvo que la ley del país donde vives te dé derecho a plantearla allí.',
  'Changes to these terms': 'Cambios en estos términos',
  'We may change these terms. We will give notice of material changes on the platform before they take effect; using Canopy after that means you accept the updated terms.':
    'Podemos cambiar estos términos. Avisaremos de los cambios importantes en la plataforma antes de que entren en vigor; si sigues usando Canopy después, aceptas los términos actualizados.',
  'Questions about these terms?': '¿Tienes preguntas sobre estos términos?',
};
