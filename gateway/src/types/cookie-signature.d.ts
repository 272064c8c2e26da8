// cookie-signature ships no types; this is the part of its API the gateway uses.
declare module 'cookie-signature' {
  const signature: {
    /** The value with its HMAC-SHA256 signature appended (`value.signature`). */
    sign(value: string, secret: string): string;
    /** The value when its signature matches `secret`, else false (compared in constant time). */
    unsign(input: string, secret: string): string | false;
  };
  export default signature;
}
