/** The shared look of content cards: white, rounded, a soft shadow that lifts on hover. */
export const cardShellStyles = {
  bg: 'white',
  rounded: '2xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'gray.100',
  shadow: 'sm',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: 'moderate',
  _hover: { shadow: 'lg', transform: 'translateY(-2px)' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
} as const;
