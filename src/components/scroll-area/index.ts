export { ScrollThumb, thumbGeometry, type ScrollMetrics, type ScrollThumbProps, type ThumbGeometry } from './scroll-thumb.js';
