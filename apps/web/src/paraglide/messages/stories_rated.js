/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Stories_RatedInputs */

const en_stories_rated = /** @type {(inputs: Stories_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const ur_stories_rated = /** @type {(inputs: Stories_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 میں سے ${i?.rating} ریٹنگ`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Stories_RatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_rated = /** @type {((inputs: Stories_RatedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_RatedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_rated(inputs)
	return en_stories_rated(inputs)
});