// Types of remote-container.mjs, for the shell's test that checks its loader names containers the same way.
export declare function remoteContainerGlobal(name: string): string;
