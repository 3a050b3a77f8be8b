/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Amount_Does_Not_Cover_The_FeeInputs */

const en_err_the_amount_does_not_cover_the_fee = /** @type {(inputs: Err_The_Amount_Does_Not_Cover_The_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount does not cover the fee`)
};

const ur_err_the_amount_does_not_cover_the_fee = /** @type {(inputs: Err_The_Amount_Does_Not_Cover_The_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ رقم فیس پوری نہیں کرتی`)
};

/**
* | output |
* | --- |
* | "The amount does not cover the fee" |
*
* @param {Err_The_Amount_Does_Not_Cover_The_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_amount_does_not_cover_the_fee = /** @type {((inputs?: Err_The_Amount_Does_Not_Cover_The_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Amount_Does_Not_Cover_The_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_amount_does_not_cover_the_fee(inputs)
	return en_err_the_amount_does_not_cover_the_fee(inputs)
});