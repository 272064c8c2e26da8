import { describe, expect, it } from 'vitest';
import { describeIncompatibilities, incompatibilities } from '../src/federation/sharedCompatibility';
import { remoteContainerGlobal } from '../src/federation/remoteContainerGlobal';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's naming of containers, which the loader must match
import { remoteContainerGlobal as builtName } from '../../tools/remote-container.mjs';

const shell = { '@canopy/ui': '1.0.0', react: '19.3.1', 'react-router': '7.18.5' };

describe('a remote’s shared-library ranges against the shell’s versions', () => {
  it('accepts ranges the shell’s copies are in', () => {
    expect(incompatibilities({ '@canopy/ui': '^1.0.0', react: '^19.0.0' }, shell)).toEqual([]);
    expect(incompatibilities(undefined, shell)).toEqual([]);
  });

  it('refuses a newer major, a higher minor and a library the shell does not share, naming each', () => {
    const refused = incompatibilities(
      { '@canopy/ui': '^2.0.0', 'react-router': '^7.19.0', react: '^19.0.0', '@canopy/charts': '^1.0.0' },
      shell,
    );
    expect(refused).toEqual([
      { name: '@canopy/ui', required: '^2.0.0', provided: '1.0.0' },
      { name: 'react-router', required: '^7.19.0', provided: '7.18.5' },
      { name: '@canopy/charts', required: '^1.0.0', provided: null },
    ]);
    expect(describeIncompatibilities(refused)).toBe(
      '@canopy/ui ^2.0.0 (the shell has 1.0.0), react-router ^7.19.0 (the shell has 7.18.5), ' +
        '@canopy/charts ^1.0.0 (the shell does not share it)',
    );
  });
});

it('the loader looks for the container under the global the build defines', () => {
  expect(remoteContainerGlobal('forum')).toBe(builtName('forum'));
});
