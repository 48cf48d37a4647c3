import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRELOADED_ROUTES } from '../../core/screenPreloads';
import { screenFolders, screenPreloads } from '../../scripts/screenPreloads';

const screensSource = readFileSync(new URL('./screens.ts', import.meta.url), 'utf8');

describe('the screens preloaded with index.html (issue 18)', () => {
  it("finds the page folder of every public and guest route in the app's screen table", () => {
    const folders = screenFolders(screensSource);
    expect(PRELOADED_ROUTES).toContain('/login');
    expect(PRELOADED_ROUTES).toContain('/know-your-rights');
    expect(PRELOADED_ROUTES).not.toContain('/');
    for (const route of PRELOADED_ROUTES) expect(folders.get(route), route).toBeTruthy();
    expect(folders.get('/know-your-rights')).toBe('know-your-rights');
  });

  it("lists a screen's chunk and what it imports, minus what index.html already loads", () => {
    const chunk = (fileName: string, extra: object = {}) => ({ type: 'chunk' as const, fileName, imports: [] as string[], ...extra });
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true, imports: ['assets/react-1.js'] }),
      'assets/react-1.js': chunk('assets/react-1.js'),
      'assets/login-1.js': chunk('assets/login-1.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/app/pages/login/index.tsx',
        imports: ['assets/screens-1.js', 'assets/react-1.js'],
      }),
      'assets/screens-1.js': chunk('assets/screens-1.js', { imports: ['assets/screens-2.js'] }),
      'assets/screens-2.js': chunk('assets/screens-2.js'),
      'assets/main-1.js': chunk('assets/main-1.js', { isDynamicEntry: true, facadeModuleId: '/repo/app/pages/main/index.tsx' }),
    };
    const preloads = screenPreloads(bundle, screenFolders(screensSource));
    expect(preloads['/login']?.sort()).toEqual(['/assets/login-1.js', '/assets/screens-1.js', '/assets/screens-2.js']);
    // The signed-in home is private: a signed-out visitor is sent to /login instead.
    expect(Object.values(preloads).flat()).not.toContain('/assets/main-1.js');
  });
});
