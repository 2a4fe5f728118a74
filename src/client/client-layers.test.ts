import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's layers as `npm run lint` enforces them (eslint.config.js, client-layers): each case
 * lints one import as if it stood in a file at `file`, with the repository's own configuration.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, 'src/client', file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/client-layers').map((message) => message.message);
}

describe("the client's layers", { timeout: 60_000 }, () => {
  it('refuse a components/ or lib/ import of a feature, the app shell or a route, static or lazy', async () => {
    expect(await layerErrors('components/probe.tsx', "import { useCurrentUser } from '../features/auth';")).toEqual([
      expect.stringContaining('components/ is shared by every page and may not import features/auth'),
    ]);
    expect(await layerErrors('components/ui/probe.tsx', "void import('../../features/notifications/notification-popover');")).toHaveLength(
      1,
    );
    expect(await layerErrors('lib/probe.ts', "import { Header } from '../app-shell/header';")).toHaveLength(1);
    expect(await layerErrors('components/probe.tsx', "export { Route } from '../routes/index';")).toHaveLength(1);
  });

  it('keep lib/ below the UI: it imports no component, while a component may use lib/', async () => {
    expect(await layerErrors('lib/probe.ts', "import { toaster } from '../components/ui/toaster';")).toEqual([
      expect.stringContaining('lib/ holds the helpers below the UI'),
    ]);
    expect(await layerErrors('components/ui/probe.tsx', "import { serverMessage } from '../../lib/trpc-errors';")).toEqual([]);
  });

  it('let a feature import another only through its public entry', async () => {
    expect(await layerErrors('features/blog/probe.tsx', "import { LikeButton } from '../reactions/like-button';")).toEqual([
      expect.stringContaining("public entry ('../reactions', features/reactions/index.ts)"),
    ]);
    expect(
      await layerErrors('features/admin/perks/probe.tsx', "import { formatPoints } from '../../gamification/format-points';"),
    ).toHaveLength(1);
    expect(await layerErrors('features/blog/probe.tsx', "import { LikeButton } from '../reactions';")).toEqual([]);
    expect(await layerErrors('features/blog/probe.tsx', "import { LikeButton } from '../reactions/index';")).toEqual([]);
  });

  it("leave a feature's own files, and the app shell's composing, alone; refuse a feature importing the shell", async () => {
    expect(await layerErrors('features/admin/perks/probe.tsx', "import { AdminPage } from '../kit/admin-page';")).toEqual([]);
    expect(await layerErrors('features/blog/probe.tsx', "import { FormTextarea } from '../../components/ui/form-controls';")).toEqual([]);
    expect(await layerErrors('app-shell/probe.tsx', "void import('../features/notifications/notification-popover');")).toEqual([]);
    expect(await layerErrors('features/blog/probe.tsx', "import { Header } from '../../app-shell/header';")).toHaveLength(1);
    expect(await layerErrors('app-shell/probe.tsx', "import { Route } from '../routes/index';")).toHaveLength(1);
  });
});
