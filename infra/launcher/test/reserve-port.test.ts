import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PortInUseError, reservePort } from '../src/reserve-port';

const listen = (port: number) =>
  new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });

describe('reservePort', () => {
  it('turns 0 into a free port and holds it until released', async () => {
    const held = await reservePort(0, '127.0.0.1', 'COURSE_PORT');
    expect(held.port).toBeGreaterThan(0);
    // Held: nobody else can take it, not even a second platform asking for that exact port.
    await expect(reservePort(held.port, '127.0.0.1', 'COURSE_PORT')).rejects.toBeInstanceOf(PortInUseError);
    await held.release();
    await held.release();
    const server = await listen(held.port);
    expect((server.address() as AddressInfo).port).toBe(held.port);
    server.close();
  });

  it('releases at once even after someone connected meanwhile (a health probe polling for the platform)', async () => {
    const held = await reservePort(0, '127.0.0.1', 'PORT');
    const probe = connect(held.port, '127.0.0.1');
    const cut = new Promise<void>((resolve) => probe.once('close', () => resolve()));
    probe.on('error', () => {});
    await cut; // the holder hangs up on it rather than leaving it open
    const released = await Promise.race([
      held.release().then(() => 'released'),
      new Promise((resolve) => setTimeout(() => resolve('still holding'), 2000)),
    ]);
    expect(released).toBe('released');
  });

  it('hands two reservations of port 0 different ports', async () => {
    const [one, two] = await Promise.all([
      reservePort(0, '127.0.0.1', 'PORT'),
      reservePort(0, '127.0.0.1', 'PORT'),
    ]);
    expect(one.port).not.toBe(two.port);
    await Promise.all([one.release(), two.release()]);
  });

  it('refuses a fixed port in use, naming the variable and the way out', async () => {
    const busy = await listen(0);
    const port = (busy.address() as AddressInfo).port;
    await expect(reservePort(port, '127.0.0.1', 'IDENTITY_PORT')).rejects.toThrow(
      `IDENTITY_PORT=${port}: the port is in use; free it, or set IDENTITY_PORT=0 for any free port`,
    );
    busy.close();
  });
});
