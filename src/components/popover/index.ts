export { Popover, type PopoverProps, type PopoverRenderProps } from './popover.js';
