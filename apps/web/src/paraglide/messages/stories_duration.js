/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_DurationInputs */

const en_stories_duration = /** @type {(inputs: Stories_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration `)
};

const ur_stories_duration = /** @type {(inputs: Stories_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دورانیہ `)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Stories_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_duration = /** @type {((inputs?: Stories_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_duration(inputs)
	return en_stories_duration(inputs)
});