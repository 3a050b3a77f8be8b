/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Sign_In_ListInputs */

const en_disputes_sign_in_list = /** @type {(inputs: Disputes_Sign_In_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your disputes.`)
};

const ur_disputes_sign_in_list = /** @type {(inputs: Disputes_Sign_In_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے تنازعات دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see your disputes." |
*
* @param {Disputes_Sign_In_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_sign_in_list = /** @type {((inputs?: Disputes_Sign_In_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Sign_In_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_sign_in_list(inputs)
	return en_disputes_sign_in_list(inputs)
});