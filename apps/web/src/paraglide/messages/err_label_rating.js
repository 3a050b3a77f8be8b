/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_RatingInputs */

const en_err_label_rating = /** @type {(inputs: Err_Label_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const ur_err_label_rating = /** @type {(inputs: Err_Label_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Err_Label_RatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_rating = /** @type {((inputs?: Err_Label_RatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_RatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_rating(inputs)
	return en_err_label_rating(inputs)
});