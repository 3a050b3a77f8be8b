/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Video_Story_PreviewInputs */

const en_video_story_preview = /** @type {(inputs: Video_Story_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s story, preview`)
};

const ur_video_story_preview = /** @type {(inputs: Video_Story_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کی کہانی، جھلک`)
};

/**
* | output |
* | --- |
* | "{name}'s story, preview" |
*
* @param {Video_Story_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_story_preview = /** @type {((inputs: Video_Story_PreviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Story_PreviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_story_preview(inputs)
	return en_video_story_preview(inputs)
});