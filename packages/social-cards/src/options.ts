import path from 'node:path';
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface CardColors {
  background: string;
  /** The title. */
  foreground: string;
  /** The section label, the accent bar and the outline ornament. */
  accent: string;
  /** The site address at the bottom. */
  muted: string;
}

export interface CardFont {
  /** A TTF, OTF or WOFF file (not WOFF2). */
  file: string;
  weight: 400 | 500 | 600 | 700 | 800;
}

export interface SocialCardsOptions {
  /** An SVG drawn at the top left of every card, such as the site's wordmark. */
  wordmark: string;
  /** Its width over its height, so the card can lay it out without reading the file. */
  wordmarkAspectRatio: number;
  colors: CardColors;
  fonts: CardFont[];
  /** The family name inside the font files; the wordmark's sans-serif text uses it too. */
  fontFamily: string;
  /** The section of pages whose breadcrumbs name none (home page, top-level pages). */
  defaultSection: string;
  /** The folder of the cards inside the build output. */
  outputDir: string;
  /** Where rendered cards are kept between builds, keyed by a hash of what they show; relative to the site directory. */
  cacheDir: string;
  /** How many cards render at the same time. */
  concurrency: number;
}

/** What a site passes: the wordmark and the colours; everything else has a default. */
export type SocialCardsInput = Pick<
  SocialCardsOptions,
  'wordmark' | 'wordmarkAspectRatio' | 'colors'
> &
  Partial<Omit<SocialCardsOptions, 'wordmark' | 'wordmarkAspectRatio' | 'colors'>>;

const packageDir = path.resolve(__dirname, '..');
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`, {
    paths: [packageDir],
  });

const hexColor = (option: string) =>
  Joi.string()
    .pattern(/^#[0-9a-fA-F]{6}$/)
    .required()
    .messages({
      'string.pattern.base': `social-cards: option "colors.${option}" must be a colour like "#14161b".`,
      'any.required': `social-cards: option "colors.${option}" is required, a colour like "#14161b".`,
    });

const optionsSchema = Joi.object<SocialCardsOptions>({
  wordmark: Joi.string().required().messages({
    'any.required':
      'social-cards: option "wordmark" is required: the path of an SVG file, relative to the site directory.',
  }),
  wordmarkAspectRatio: Joi.number().positive().required().messages({
    'any.required':
      'social-cards: option "wordmarkAspectRatio" is required: the SVG\'s width divided by its height.',
  }),
  colors: Joi.object({
    background: hexColor('background'),
    foreground: hexColor('foreground'),
    accent: hexColor('accent'),
    muted: hexColor('muted'),
  }).required(),
  fonts: Joi.array()
    .items(
      Joi.object({
        file: Joi.string()
          .pattern(/\.(ttf|otf|woff)$/)
          .required()
          .messages({
            'string.pattern.base':
              'social-cards: option "fonts" lists {#value}, which is not a TTF, OTF or WOFF file (WOFF2 cannot be read).',
          }),
        weight: Joi.number().valid(400, 500, 600, 700, 800).required(),
      }),
    )
    .min(1)
    .default(() => [
      { file: fontFile(400), weight: 400 },
      { file: fontFile(700), weight: 700 },
    ]),
  fontFamily: Joi.string().default('Inter'),
  defaultSection: Joi.string().allow('').default(''),
  outputDir: Joi.string()
    .pattern(/^(?!\/)(?!.*\.\.)[\w./-]+$/)
    .default('img/social-cards')
    .messages({
      'string.pattern.base':
        'social-cards: option "outputDir" must be a folder inside the build output, such as "img/social-cards".',
    }),
  cacheDir: Joi.string().default('.cache/docs-kit/social-cards'),
  concurrency: Joi.number().integer().min(1).max(16).default(2),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SocialCardsInput, SocialCardsOptions>): SocialCardsOptions {
  return validate(optionsSchema, options);
}
