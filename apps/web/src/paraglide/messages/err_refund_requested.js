/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Refund_RequestedInputs */

const en_err_refund_requested = /** @type {(inputs: Err_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund requested`)
};

const ur_err_refund_requested = /** @type {(inputs: Err_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریفنڈ کی درخواست بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Refund requested" |
*
* @param {Err_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_requested = /** @type {((inputs?: Err_Refund_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Refund_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_refund_requested(inputs)
	return en_err_refund_requested(inputs)
});