export { SliderCheck, type SliderCheckLabels, type SliderCheckProps } from './slider-check.js';
