import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0: one bit per credential, index 0 the left-most bit of the first byte, GZIP-
 * compressed and written as multibase base64url ('u' prefix, no padding). Each list holds the spec's minimum of
 * 131,072 entries (16 KB before compression), so a list says little about how many certificates exist.
 */
export const STATUS_LIST_SIZE = 131_072;
/** The last status index the sequence hands out: the column is a PostgreSQL integer. */
export const MAX_STATUS_INDEX = 2_147_483_647;
/**
 * How many lists there can be (0 to 16,383): the last one ends at MAX_STATUS_INDEX; a list after it would hold
 * nobody, and asking the database for its range would overflow the column's type.
 */
export const STATUS_LISTS = Math.floor(MAX_STATUS_INDEX / STATUS_LIST_SIZE) + 1;

/** Which list a certificate's status index falls in, and its bit there. */
export function statusPosition(statusIndex: number): { list: number; index: number } {
  return { list: Math.floor(statusIndex / STATUS_LIST_SIZE), index: statusIndex % STATUS_LIST_SIZE };
}

/** The encodedList of a list whose set bits are `indexes` (positions within the list). */
export function encodeStatusList(indexes: Iterable<number>): string {
  const bits = Buffer.alloc(STATUS_LIST_SIZE / 8);
  for (const i of indexes) {
    if (i < 0 || i >= STATUS_LIST_SIZE) throw new RangeError(`status index ${i} is outside the list`);
    bits[i >> 3]! |= 0x80 >> (i & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Reads one bit of an encodedList; throws on a value that is not a multibase base64url GZIP bitstring. */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  // A list is 16 KB uncompressed; refuse anything that inflates far past it.
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'), { maxOutputLength: 1 << 24 });
  if (index < 0 || index >= bits.length * 8) throw new RangeError('status index is outside the list');
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}
