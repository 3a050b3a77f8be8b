/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Meet_HeadingInputs */

const en_stories_meet_heading = /** @type {(inputs: Stories_Meet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Our Freelancers`)
};

const ur_stories_meet_heading = /** @type {(inputs: Stories_Meet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارے فری لانسرز سے ملیں`)
};

/**
* | output |
* | --- |
* | "Meet Our Freelancers" |
*
* @param {Stories_Meet_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_meet_heading = /** @type {((inputs?: Stories_Meet_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Meet_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_meet_heading(inputs)
	return en_stories_meet_heading(inputs)
});