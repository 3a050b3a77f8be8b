/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Video_Play_StoryInputs */

const en_video_play_story = /** @type {(inputs: Video_Play_StoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.name}'s story`)
};

const ur_video_play_story = /** @type {(inputs: Video_Play_StoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کی کہانی چلائیں`)
};

/**
* | output |
* | --- |
* | "Play {name}'s story" |
*
* @param {Video_Play_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_play_story = /** @type {((inputs: Video_Play_StoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Play_StoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_play_story(inputs)
	return en_video_play_story(inputs)
});