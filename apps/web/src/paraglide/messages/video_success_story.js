/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Success_StoryInputs */

const en_video_success_story = /** @type {(inputs: Video_Success_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success Story`)
};

const ur_video_success_story = /** @type {(inputs: Video_Success_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی کی کہانی`)
};

/**
* | output |
* | --- |
* | "Success Story" |
*
* @param {Video_Success_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_success_story = /** @type {((inputs?: Video_Success_StoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Success_StoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_success_story(inputs)
	return en_video_success_story(inputs)
});