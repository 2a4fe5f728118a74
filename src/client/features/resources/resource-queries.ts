import { parseId } from '../../../shared/rules/ids';
import type { TrpcUtils } from '../../lib/route-data';

/** A resource's page; nothing for an id no resource can have. */
export function loadResourcePage(utils: TrpcUtils, id: string) {
  const resourceId = parseId(id);
  return Promise.all(resourceId === null ? [] : [utils.content.resources.byId.prefetch({ id: resourceId })]);
}
