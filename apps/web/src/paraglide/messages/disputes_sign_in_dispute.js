/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Sign_In_DisputeInputs */

const en_disputes_sign_in_dispute = /** @type {(inputs: Disputes_Sign_In_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see this dispute.`)
};

const ur_disputes_sign_in_dispute = /** @type {(inputs: Disputes_Sign_In_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ تنازع دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see this dispute." |
*
* @param {Disputes_Sign_In_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_sign_in_dispute = /** @type {((inputs?: Disputes_Sign_In_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Sign_In_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_sign_in_dispute(inputs)
	return en_disputes_sign_in_dispute(inputs)
});