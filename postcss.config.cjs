// Mantine's PostCSS setup: mixins/rem from postcss-preset-mantine, breakpoints as variables
// ($mantine-breakpoint-sm, ...) matching the theme's defaults.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
