/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Reviews_Stars_LabelInputs */

const en_reviews_stars_label = /** @type {(inputs: Reviews_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

const ur_reviews_stars_label = /** @type {(inputs: Reviews_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 میں سے ${i?.rating} ستارے`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_Stars_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_stars_label = /** @type {((inputs: Reviews_Stars_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Stars_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_stars_label(inputs)
	return en_reviews_stars_label(inputs)
});