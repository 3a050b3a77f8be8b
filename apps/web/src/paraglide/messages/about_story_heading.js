/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_HeadingInputs */

const en_about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Story`)
};

const ur_about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہماری کہانی`)
};

/**
* | output |
* | --- |
* | "Our Story" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_heading = /** @type {((inputs?: About_Story_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_story_heading(inputs)
	return en_about_story_heading(inputs)
});