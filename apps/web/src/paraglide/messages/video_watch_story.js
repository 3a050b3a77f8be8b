/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Watch_StoryInputs */

const en_video_watch_story = /** @type {(inputs: Video_Watch_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch Story`)
};

const ur_video_watch_story = /** @type {(inputs: Video_Watch_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کہانی دیکھیں`)
};

/**
* | output |
* | --- |
* | "Watch Story" |
*
* @param {Video_Watch_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_watch_story = /** @type {((inputs?: Video_Watch_StoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Watch_StoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_watch_story(inputs)
	return en_video_watch_story(inputs)
});