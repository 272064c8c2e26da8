import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { sessionCookie, type Traffic } from './traffic';

export const ADMIN = { username: 'admin', password: 'Canopy!admin1' };
const PASSWORD = 'Green!leaf42';

export interface Person {
  id: number;
  username: string;
  cookie: string;
}

/** A new account through the gateway's registration (a learner is signed in at once). */
export async function register(t: Traffic, role: 'student' | 'educator'): Promise<Person> {
  const username = `${role === 'student' ? 'learner' : 'teacher'}${randomBytes(4).toString('hex')}`;
  const answer = await t.step('POST', '/api/register', {
    json: {
      username,
      password: PASSWORD,
      firstName: role === 'student' ? 'Rowan' : 'Hazel',
      lastName: 'Oak',
      email: `${username}@example.org`,
      role,
    },
    expect: 201,
  });
  const id = (answer.body as { id: number }).id;
  return { id, username, cookie: answer.headers.get('set-cookie') ? sessionCookie(answer) : '' };
}

export async function signIn(t: Traffic, creds: { username: string; password?: string }) {
  const answer = await t.step('POST', '/api/login', {
    json: { username: creds.username, password: creds.password ?? PASSWORD },
    expect: 200,
  });
  return { id: (answer.body as { id: number }).id, username: creds.username, cookie: sessionCookie(answer) };
}

/** An educator's course with one module of two lessons, submitted and approved by the administrator. */
export async function approvedCourse(t: Traffic, educator: Person, admin: Person) {
  const categories = (await t.step('GET', '/api/categories')).body as { id: number }[];
  const course = (
    await t.step('POST', '/api/courses', {
      cookie: educator.cookie,
      json: {
        title: `Soil and water ${randomBytes(2).toString('hex')}`,
        description: 'How soil holds water, and how to keep it doing so through dry summers.',
        categoryId: categories[0]!.id,
      },
    })
  ).body as { id: number; status: string };
  const module = (
    await t.step('POST', '/api/modules', {
      cookie: educator.cookie,
      json: { title: 'Reading the ground', description: 'What the soil tells you.', courseId: course.id },
    })
  ).body as { id: number };
  const lessons: number[] = [];
  for (const title of ['Texture by hand', 'Where water goes']) {
    const lesson = await t.step('POST', '/api/lessons', {
      cookie: educator.cookie,
      json: {
        title,
        content: `${title}: a short walk through the idea, with one thing to try.`,
        moduleId: module.id,
      },
    });
    lessons.push((lesson.body as { id: number }).id);
  }
  if (course.status !== 'pending') {
    await t.step('POST', `/api/courses/${course.id}/submit`, { cookie: educator.cookie, json: {} });
  }
  await t.step('POST', `/api/courses/${course.id}/approve`, { cookie: admin.cookie, json: {} });
  return { id: course.id, lessons };
}

/** A small valid PNG of one colour (the content service re-encodes whatever it is sent). */
export function solidPng(width = 48, height = 32, rgb: [number, number, number] = [47, 125, 85]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function imageForm(): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'field.png');
  return form;
}

/** Polls `read` until `done` holds of its answer or `ms` pass; the last answer either way. */
export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
