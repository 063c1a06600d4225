// The data each router entry carries for the shell; its own module so the router (which mounts the root
// layout) and the root layout (which reads the handle) do not import each other.
import type { RouteId } from '@portal/domain';

/** Read by the shell to find the current route's definition; absent on the catch-all. */
export interface RouteHandle {
  routeId?: RouteId;
}
