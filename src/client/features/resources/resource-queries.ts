import { parseId } from '../../../shared/rules/ids';
import type { TrpcUtils } from '../../lib/route-data';
import { pageSubject } from '../../lib/route-head';

/** A resource's page: the resource, or not found for an id no resource has. */
export function loadResourcePage(utils: TrpcUtils, id: string) {
  const resourceId = parseId(id);
  return pageSubject(resourceId === null ? null : utils.content.resources.byId.ensureData({ id: resourceId }));
}
