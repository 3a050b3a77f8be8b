/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Refund_MadeInputs */

const en_err_refund_made = /** @type {(inputs: Err_Refund_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund made`)
};

const ur_err_refund_made = /** @type {(inputs: Err_Refund_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریفنڈ ہو گیا`)
};

/**
* | output |
* | --- |
* | "Refund made" |
*
* @param {Err_Refund_MadeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_made = /** @type {((inputs?: Err_Refund_MadeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Refund_MadeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_refund_made(inputs)
	return en_err_refund_made(inputs)
});