/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_TheirsInputs */

const en_reviews_theirs = /** @type {(inputs: Reviews_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their review of you`)
};

const ur_reviews_theirs = /** @type {(inputs: Reviews_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے بارے میں ان کا ریویو`)
};

/**
* | output |
* | --- |
* | "Their review of you" |
*
* @param {Reviews_TheirsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_theirs = /** @type {((inputs?: Reviews_TheirsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_TheirsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_theirs(inputs)
	return en_reviews_theirs(inputs)
});