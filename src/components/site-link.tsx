import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * A link within the site. `discover="none"`: React Router marks every link `data-discover` for its
 * lazy route discovery, which only framework mode uses; the site's routes are all known, and the
 * mark cost every page about 4 KB (a header and footer of 150 links).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}
