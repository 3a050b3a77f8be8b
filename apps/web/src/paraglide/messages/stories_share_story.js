/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Share_StoryInputs */

const en_stories_share_story = /** @type {(inputs: Stories_Share_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Your Story`)
};

const ur_stories_share_story = /** @type {(inputs: Stories_Share_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی کہانی شیئر کریں`)
};

/**
* | output |
* | --- |
* | "Share Your Story" |
*
* @param {Stories_Share_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_share_story = /** @type {((inputs?: Stories_Share_StoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Share_StoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_share_story(inputs)
	return en_stories_share_story(inputs)
});